import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ConsoleError, MfaSetup } from '../shared-types/console-api';
import { consoleApi } from './console-api';
import { copyText, groupSecret, qrImageSource, recoveryCodesText } from './mfa';
import { useModalThatStays } from './session-dialog';
import './security.css';

type Step =
  { kind: 'start' } | { kind: 'scan'; setup: MfaSetup } | { kind: 'codes'; codes: string[] };

interface MfaEnrolmentProps {
  email: string;
  /** Called once the recovery codes have been put away: two-step sign-in is on. */
  onEnrolled: () => void;
  onSessionEnded: (message: string) => void;
  /** Offers to stop before the secret is confirmed (the Security screen; not when an admin requires it). */
  cancellable?: boolean;
  /** Heading level of the steps' headings, under the screen's own. */
  level?: 2 | 3;
}

/**
 * Sets up two-step sign-in (TOTP, RFC 6238): the API makes a secret, shown
 * as a QR code for the authenticator app and as text for typing in; a code
 * from the app confirms it; the ten recovery codes are shown once. Used by
 * the Security screen and, when an admin requires a second factor, before
 * anything else (app.tsx).
 */
export function MfaEnrolment({
  email,
  onEnrolled,
  onSessionEnded,
  cancellable = false,
  level = 2,
}: MfaEnrolmentProps) {
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const ids = { code: useId(), secret: useId(), error: useId(), codes: useId() };
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const started = useRef(false);
  const Heading = level === 2 ? 'h2' : 'h3';

  // Each new step says where the person is: its heading takes the focus; after
  // Cancel, the button that began it does.
  useEffect(() => {
    if (step.kind !== 'start') stepHeading.current?.focus();
    else if (started.current) startButton.current?.focus();
    started.current = step.kind !== 'start';
  }, [step.kind]);

  function cancel() {
    setError(null);
    setStep({ kind: 'start' });
  }

  function failed(failure: ConsoleError) {
    if (failure.kind === 'session-expired') onSessionEnded(failure.message);
    else setError(failure.message);
  }

  async function start() {
    setBusy(true);
    setError(null);
    const result = await consoleApi().mfaSetup();
    setBusy(false);
    if (result.ok) {
      setCode('');
      setStep({ kind: 'scan', setup: result.value });
    } else failed(result.error);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await consoleApi().mfaConfirm(code.trim());
    setBusy(false);
    if (result.ok) setStep({ kind: 'codes', codes: result.value.recovery_codes });
    else {
      setCode('');
      failed(result.error);
    }
  }

  async function copy(codes: string[]) {
    const done = await copyText(recoveryCodesText(email, codes));
    setCopied(
      done
        ? 'Copied. Paste them into the college’s password manager, or print them and keep them safe.'
        : 'Could not copy. Select the codes and copy them, or write them down.',
    );
  }

  const errorLine = error && (
    <p className="message error" role="alert" id={ids.error}>
      {error}
    </p>
  );

  if (step.kind === 'start') {
    return (
      <div className="mfa-enrolment">
        {errorLine}
        <p className="mfa-actions">
          <button ref={startButton} type="button" onClick={() => void start()} disabled={busy}>
            {busy ? 'Preparing…' : 'Set up two-step sign-in'}
          </button>
        </p>
      </div>
    );
  }

  if (step.kind === 'scan') {
    const { setup } = step;
    const qr = qrImageSource(setup.qr_svg);
    return (
      <div className="mfa-enrolment">
        <Heading ref={stepHeading} tabIndex={-1}>
          Scan the code with your authenticator app
        </Heading>
        <ol className="mfa-steps">
          <li>
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator
            or another), and add an account with its camera.
            {qr && (
              <img
                className="mfa-qr"
                src={qr}
                width={200}
                height={200}
                alt={`QR code that adds ${email} to an authenticator app`}
                data-testid="mfa-qr"
              />
            )}
          </li>
          <li>
            No camera? Choose to enter a setup key, and type this key:{' '}
            <code className="mfa-secret" id={ids.secret} data-testid="mfa-secret">
              {groupSecret(setup.secret)}
            </code>
          </li>
          <li>
            <form className="mfa-confirm" onSubmit={confirm}>
              <label htmlFor={ids.code}>Then enter the 6-digit code the app shows</label>
              <input
                id={ids.code}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={10}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
              />
              <span className="mfa-actions">
                <button type="submit" disabled={busy}>
                  {busy ? 'Checking…' : 'Turn on two-step sign-in'}
                </button>
                {cancellable && (
                  <button type="button" onClick={cancel}>
                    Cancel
                  </button>
                )}
              </span>
            </form>
          </li>
        </ol>
        {errorLine}
      </div>
    );
  }

  return (
    <div className="mfa-enrolment">
      <Heading ref={stepHeading} tabIndex={-1}>
        Two-step sign-in is on: keep your recovery codes
      </Heading>
      <p id={ids.codes}>
        Each code signs you in once if your phone is lost or not at hand. This is the only time they
        are shown: copy them into the college’s password manager, or write them down and keep them
        somewhere safe, away from your phone.
      </p>
      <ol className="recovery-codes" aria-describedby={ids.codes} data-testid="recovery-codes">
        {step.codes.map((recovery) => (
          <li key={recovery}>
            <code>{recovery}</code>
          </li>
        ))}
      </ol>
      <p className="mfa-actions">
        <button type="button" onClick={() => void copy(step.codes)}>
          Copy the codes
        </button>
      </p>
      <p className="status-line" aria-live="polite">
        {copied}
      </p>
      <label className="mfa-kept">
        <input
          type="checkbox"
          checked={kept}
          onChange={(event) => setKept(event.currentTarget.checked)}
        />{' '}
        I have put my recovery codes somewhere safe
      </label>
      <p className="mfa-actions">
        <button type="button" disabled={!kept} onClick={onEnrolled}>
          Done
        </button>
      </p>
    </div>
  );
}

interface RequiredEnrolmentProps {
  email: string;
  onEnrolled: () => void;
  onSessionEnded: (message: string) => void;
  onSignOut: () => void;
}

const REQUIRED_TEXT =
  'An admin requires two-step sign-in for all staff. Set it up now: it takes a minute and an authenticator app on your phone.';

/**
 * Signed in, but an admin requires a second factor and this account has
 * none: the API refuses everything else until it enrols, so the console
 * shows only this (the leads screen is not opened behind it).
 */
export function EnrolmentPage({
  email,
  onEnrolled,
  onSessionEnded,
  onSignOut,
}: RequiredEnrolmentProps) {
  const headingId = useId();
  return (
    <main className="sign-in enrolment-page" aria-labelledby={headingId}>
      <h1 id={headingId}>Set up two-step sign-in</h1>
      <p className="notice" role="status" data-testid="enrolment-reason">
        {REQUIRED_TEXT}
      </p>
      <MfaEnrolment email={email} onEnrolled={onEnrolled} onSessionEnded={onSessionEnded} />
      <p className="session-dialog-leave">
        Signed in as {email}.{' '}
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </p>
    </main>
  );
}

/**
 * The same, when an admin begins to require it while the console is open:
 * a modal dialog over the leads screen, which keeps its drafts, filters and
 * open lead (as the sign-in dialog does; ADR 013). Escape does not close it.
 */
export function EnrolmentDialog({
  email,
  onEnrolled,
  onSessionEnded,
  onSignOut,
}: RequiredEnrolmentProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useModalThatStays(ref);

  return (
    <dialog
      ref={ref}
      className="session-dialog"
      aria-labelledby={headingId}
      data-testid="enrolment-dialog"
    >
      <div className="sign-in enrolment-page">
        <h2 id={headingId}>Set up two-step sign-in</h2>
        <p className="notice" role="status">
          {REQUIRED_TEXT} Your work is kept behind this window.
        </p>
        <MfaEnrolment
          email={email}
          level={3}
          onEnrolled={onEnrolled}
          onSessionEnded={onSessionEnded}
        />
      </div>
      <p className="session-dialog-leave">
        Not now?{' '}
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </p>
    </dialog>
  );
}
