import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { StaffSession } from '../shared-types/console-api';
import { consoleApi } from './console-api';

interface SignInProps {
  /** Why staff are here again, e.g. their session expired. */
  reason?: string | undefined;
  onSignedIn: (session: StaffSession) => void;
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

function Field({ label, onChange, ...input }: FieldProps) {
  return (
    <label>
      {label}
      <input required {...input} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

export function SignIn({ reason, onSignedIn }: SignInProps) {
  const [apiBase, setApiBase] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  useEffect(() => {
    void consoleApi()
      .getApiBase()
      .then((result) => {
        if (result.ok && result.value) setApiBase((current) => current || result.value);
      });
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await consoleApi().signIn({ apiBase, email, password });
    setBusy(false);
    if (result.ok) onSignedIn(result.value);
    else setError(result.error.message);
  }

  return (
    <main className="sign-in">
      <h1>Admissions console</h1>
      <p>Sign in with your staff account to work on admission enquiries.</p>
      {reason && (
        <p className="notice" role="status" data-testid="sign-in-reason">
          {reason}
        </p>
      )}
      <form onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <Field
          label="API address"
          type="url"
          value={apiBase}
          placeholder="https://leads.example.edu.in"
          autoComplete="url"
          onChange={setApiBase}
        />
        <Field
          label="Email"
          type="email"
          value={email}
          autoComplete="username"
          autoFocus
          onChange={setEmail}
        />
        <Field
          label="Password"
          type="password"
          value={password}
          autoComplete="current-password"
          onChange={setPassword}
        />
        {error && (
          <p className="error" role="alert" id={errorId}>
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
