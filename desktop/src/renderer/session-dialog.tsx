import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { StaffSession } from '../shared-types/console-api';
import { draftParts, type LeadDraft } from './draft-store';
import { isTextField } from './post-call-form';
import { SignIn } from './sign-in';
import { useModal } from './use-modal';
import './lead-panel.css';

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

/** The field being typed in outside any dialog, if any: a note, a date, the search. */
function fieldBeingTyped(): HTMLElement | null {
  const active = document.activeElement as HTMLElement | null;
  if (!active || !isTextField(active) || active.closest('dialog')) return null;
  return active;
}

/**
 * When a session ends, the sign-in form opens in a native modal dialog over
 * the leads screen, which stays as it was: its drafts, filters, search and
 * open lead are there again after signing in (ADR 013 on native dialogs).
 * It cannot be dismissed with Escape: the way out is to sign in or sign out.
 *
 * A modal takes the focus, and whatever is typed next goes into it. So when
 * the session ends while the person is typing (a note, a date, the search),
 * the dialog waits: a bar says the session ended and offers "Sign in again",
 * and the keys go on into the field they were meant for
 * (docs/decisions/052-the-counsellors-day.md).
 */
export function SessionDialog({ reason, email, onSignedIn, onSignOut }: SessionDialogProps) {
  const [waiting, setWaiting] = useState(() => fieldBeingTyped() !== null);
  if (waiting) {
    return (
      <div className="session-ended-bar" role="alert" data-testid="session-ended-bar">
        <p>
          {reason} What you are typing stays where it is; nothing is saved until you sign in again.
        </p>
        <button type="button" onClick={() => setWaiting(false)}>
          Sign in again
        </button>
      </div>
    );
  }
  return (
    <SessionDialogOpen
      reason={reason}
      email={email}
      onSignedIn={onSignedIn}
      onSignOut={onSignOut}
    />
  );
}

function SessionDialogOpen({ reason, email, onSignedIn, onSignOut }: SessionDialogProps) {
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

export interface UnsavedDraft {
  leadId: string;
  draft: LeadDraft;
}

interface SignOutDialogProps {
  unsaved: readonly UnsavedDraft[];
  /** Sign out, keeping the drafts for this person's next sign-in in this console. */
  onKeep: () => void;
  /** Sign out and forget them. */
  onDiscard: () => void;
  /** Stay signed in (Escape too). */
  onCancel: () => void;
}

/**
 * Signing out with work not saved: what is unsaved, lead by lead, and a
 * choice. Keeping is the default (the first button, focused): the drafts are
 * put aside for the same member of staff, and nobody else who signs in at
 * this computer sees them (draft-store.ts).
 */
export function SignOutDialog({ unsaved, onKeep, onDiscard, onCancel }: SignOutDialogProps) {
  const ref = useModal(onCancel);
  const headingId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  const leads = unsaved.length === 1 ? '1 lead' : `${unsaved.length} leads`;
  return (
    <dialog
      ref={ref}
      className="sign-out-dialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      data-testid="sign-out-dialog"
    >
      <h2 id={headingId}>Sign out with unsaved work?</h2>
      <p id={textId}>You have written or chosen things not yet saved on {leads}:</p>
      <ul data-testid="unsaved-drafts">
        {unsaved.map(({ leadId, draft }) => (
          <li key={leadId}>
            <strong>{draft.label ?? 'A lead'}</strong>: {draftParts(draft).join(', ') || 'changes'}
          </li>
        ))}
      </ul>
      <p className="muted">
        Kept, they come back when you next sign in to this console (until it is closed); nobody else
        who signs in here sees them.
      </p>
      <div className="dialog-actions">
        <button ref={keepRef} type="button" onClick={onKeep}>
          Keep them and sign out
        </button>
        <button type="button" onClick={onDiscard}>
          Discard them and sign out
        </button>
        <button type="button" onClick={onCancel}>
          Stay signed in
        </button>
      </div>
    </dialog>
  );
}
