import { useEffect, useId, useRef, type RefObject } from 'react';
import type { StaffSession } from '../shared-types/console-api';
import { SignIn } from './sign-in';

interface SessionDialogProps {
  reason: string;
  email: string;
  onSignedIn: (session: StaffSession) => void;
  onSignOut: () => void;
}

/**
 * Opens the dialog as a modal for as long as it is mounted. It cannot be
 * dismissed with Escape: the way out is what the dialog offers. `onShow`
 * puts the focus where the person goes on.
 */
export function useModalThatStays(
  ref: RefObject<HTMLDialogElement | null>,
  onShow?: (dialog: HTMLDialogElement) => void,
) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const show = () => {
      if (!dialog.open && dialog.isConnected) dialog.showModal();
      onShow?.(dialog);
    };
    const onCancel = (event: Event) => event.preventDefault();
    // Browsers close a modal on a second Escape whatever cancel says: open it again.
    const onClose = () => queueMicrotask(show);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    show();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
    };
    // Once, when the dialog mounts: the focus is put there once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Continue where the person left off: the password, as the email is filled
 * in, or the second factor's code once the API has asked for it.
 */
const focusPassword = (dialog: HTMLDialogElement) =>
  (
    dialog.querySelector<HTMLInputElement>('input[data-second-factor]') ??
    dialog.querySelector<HTMLInputElement>('input[type="password"]')
  )?.focus();

/**
 * When a session ends, the sign-in form opens in a native modal dialog over
 * the leads screen, which stays as it was: its drafts, filters, search and
 * open lead are there again after signing in (ADR 013 on native dialogs).
 * It cannot be dismissed with Escape: the way out is to sign in or sign out.
 */
export function SessionDialog({ reason, email, onSignedIn, onSignOut }: SessionDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useModalThatStays(ref, focusPassword);

  return (
    <dialog
      ref={ref}
      className="session-dialog"
      aria-labelledby={headingId}
      data-testid="session-dialog"
    >
      <SignIn
        variant="dialog"
        headingId={headingId}
        reason={reason}
        initialEmail={email}
        onSignedIn={onSignedIn}
      />
      <p className="session-dialog-leave">
        Not you, or done for the day?{' '}
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </p>
    </dialog>
  );
}
