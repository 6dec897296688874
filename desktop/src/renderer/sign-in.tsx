import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { SignInSetup, StaffSession } from '../shared-types/console-api';
import { consoleApi } from './console-api';
import { GridWarmUp } from './leads-grid';

interface SignInProps {
  /** Why staff are here again, e.g. their session expired. */
  reason?: string | undefined;
  onSignedIn: (session: StaffSession) => void;
  /**
   * `page` is the whole window; `dialog` sits in the sign-in dialog over the
   * leads screen when a session ends, with its heading's id for the dialog.
   */
  variant?: 'page' | 'dialog';
  headingId?: string;
  /** The email to fill in: the one whose session just ended. */
  initialEmail?: string;
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

export function SignIn({
  reason,
  onSignedIn,
  variant = 'page',
  headingId,
  initialEmail = '',
}: SignInProps) {
  const [apiBase, setApiBase] = useState('');
  const [setup, setSetup] = useState<SignInSetup | null>(null);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  useEffect(() => {
    void consoleApi()
      .getSignInSetup()
      .then((result) => {
        if (!result.ok) return;
        setSetup(result.value);
        const preset = result.value.apiBase;
        if (result.value.apiBaseLocked) setApiBase(preset);
        else if (preset) setApiBase((current) => current || preset);
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

  const inDialog = variant === 'dialog';
  const Wrapper = inDialog ? 'div' : 'main';
  return (
    <Wrapper className={inDialog ? 'sign-in sign-in-again' : 'sign-in'}>
      {inDialog ? (
        <h2 id={headingId}>Sign in again</h2>
      ) : (
        <h1 id={headingId}>Admissions console</h1>
      )}
      <p>
        {inDialog
          ? 'Your work is kept behind this window: drafts, filters and the open lead.'
          : 'Sign in with your staff account to work on admission enquiries.'}
      </p>
      {reason && (
        <p className="notice" role="status" data-testid="sign-in-reason">
          {reason}
        </p>
      )}
      {setup?.configProblem && (
        <p className="notice" data-testid="sign-in-config-problem">
          {setup.configProblem}
        </p>
      )}
      {setup && !setup.sessionKept && (
        <p className="notice" data-testid="sign-in-no-keyring">
          This computer has no keyring: you will need to sign in again each time the console starts.
        </p>
      )}
      <form onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <Field
          label="API address"
          type="url"
          value={apiBase}
          placeholder="https://leads.example.edu.in"
          autoComplete="url"
          readOnly={setup?.apiBaseLocked}
          title={setup?.apiBaseLocked ? 'Set by IT for this computer' : undefined}
          onChange={setApiBase}
        />
        <Field
          label="Email"
          type="email"
          value={email}
          autoComplete="username"
          autoFocus={!initialEmail}
          onChange={setEmail}
        />
        <Field
          label="Password"
          type="password"
          value={password}
          autoComplete="current-password"
          autoFocus={!!initialEmail}
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
      {/* The leads grid's set-up, paid while the password is checked (leads-grid.tsx). */}
      {busy && !inDialog && <GridWarmUp />}
    </Wrapper>
  );
}
