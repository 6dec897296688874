import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { WEB_LEADS } from '../../content/web-leads';
import { errorMessage, LeadsApiError, signIn } from '../../lib/leads-api';

/**
 * Email and password against the API's login; the session is the HttpOnly
 * cookie it sets. When the account has two-step sign-in, the API answers the
 * right password with `mfa_required`, and the same form asks for the code
 * (docs/decisions/038-staff-second-factor-and-sessions.md), the email and
 * password kept as typed.
 */
export function SignInForm({
  notice,
  onSignedIn,
}: {
  notice?: string;
  onSignedIn: (email: string) => void;
}) {
  const text = WEB_LEADS.signIn;
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set once the API asks for the second factor: the app's code, or a recovery code.
  const [second, setSecond] = useState<'totp' | 'recovery' | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // The code field takes the focus when it appears, and again after a wrong code.
  useEffect(() => {
    if (second) codeRef.current?.focus();
  }, [second, error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const code = second ? String(data.get('code') ?? '').trim() : undefined;
    setBusy(true);
    setError(null);
    try {
      await signIn(email, String(data.get('password') ?? ''), text.failed, code);
      onSignedIn(email);
    } catch (failure) {
      if (failure instanceof LeadsApiError && failure.mfaRequired && code === undefined) {
        // The password was right: this is the second step, not a failure.
        setSecond('totp');
        setHint(failure.message);
      } else {
        if (codeRef.current) codeRef.current.value = '';
        setError(errorMessage(failure, text.failed));
      }
      setBusy(false);
    }
  }

  function switchCode() {
    setSecond((now) => (now === 'totp' ? 'recovery' : 'totp'));
    setError(null);
    if (codeRef.current) codeRef.current.value = '';
    codeRef.current?.focus();
  }

  function startAgain() {
    setSecond(null);
    setHint(null);
    setError(null);
  }

  const message = error ?? (second ? null : notice);
  return (
    <form className="sign-in card" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <div className="field">
        <label htmlFor={`${id}-email`}>{text.email}</label>
        <input
          id={`${id}-email`}
          className="field__control"
          name="email"
          type="email"
          autoComplete="username"
          readOnly={second !== null}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{text.password}</label>
        <input
          id={`${id}-password`}
          className="field__control"
          name="password"
          type="password"
          autoComplete="current-password"
          readOnly={second !== null}
          required
        />
      </div>
      {second && (
        <>
          {hint && (
            <p id={`${id}-hint`} role="status">
              {hint}
            </p>
          )}
          <div className="field">
            <label htmlFor={`${id}-code`}>
              {second === 'totp' ? text.code : text.recoveryCode}
            </label>
            <input
              ref={codeRef}
              id={`${id}-code`}
              className="field__control"
              name="code"
              autoComplete={second === 'totp' ? 'one-time-code' : 'off'}
              inputMode={second === 'totp' ? 'numeric' : 'text'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              aria-describedby={hint ? `${id}-hint` : undefined}
              required
            />
          </div>
          <p className="web-leads__bar">
            <button type="button" className="button button--quiet" onClick={switchCode}>
              {second === 'totp' ? text.useRecoveryCode : text.useAppCode}
            </button>
            <button type="button" className="button button--quiet" onClick={startAgain}>
              {text.startAgain}
            </button>
          </p>
        </>
      )}
      <p className="sign-in__error" role="alert">
        {message}
      </p>
      <button className="button" type="submit" disabled={busy}>
        {busy ? text.submitting : text.submit}
      </button>
    </form>
  );
}
