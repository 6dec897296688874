import { type FormEvent, useId, useState } from 'react';
import { WEB_LEADS } from '../../content/web-leads';
import { errorMessage, signIn } from '../../lib/leads-api';

/** Email and password against the API's login; the session is the HttpOnly cookie it sets. */
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      await signIn(email, String(data.get('password') ?? ''), text.failed);
      onSignedIn(email);
    } catch (failure) {
      setError(errorMessage(failure, text.failed));
      setBusy(false);
    }
  }

  const message = error ?? notice;
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
          required
        />
      </div>
      <p className="sign-in__error" role="alert">
        {message}
      </p>
      <button className="button" type="submit" disabled={busy}>
        {busy ? text.submitting : text.submit}
      </button>
    </form>
  );
}
