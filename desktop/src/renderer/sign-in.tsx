import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import type { SignInSetup, StaffSession } from '../shared-types/console-api';
import { consoleApi } from './console-api';
import { GridWarmUp } from './leads-grid';
import './security.css';

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
  inputRef?: Ref<HTMLInputElement>;
}

function Field({ label, onChange, inputRef, ...input }: FieldProps) {
  return (
    <label>
      {label}
      <input
        required
        ref={inputRef}
        {...input}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/**
 * The second step of signing in, once the API has said the password is right
 * and asks for the second factor: a code from the authenticator app, or one
 * of the recovery codes.
 */
type SecondStep = { kind: 'totp' } | { kind: 'recovery' };

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
  // Set once the API asks for the second factor; the email and password stay as typed.
  const [second, setSecond] = useState<SecondStep | null>(null);
  const [code, setCode] = useState('');
  const [codeHint, setCodeHint] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();

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

  // The code field takes the focus when it appears, and when a code was not right.
  useEffect(() => {
    if (second) codeRef.current?.focus();
  }, [second, error]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const sent = second ? code.trim() : undefined;
    const result = await consoleApi().signIn({
      apiBase,
      email,
      password,
      ...(sent !== undefined ? { code: sent } : {}),
    });
    setBusy(false);
    if (result.ok) {
      onSignedIn(result.value);
    } else if (result.error.kind === 'mfa-required' && sent === undefined) {
      // The password was right: ask for the code on this same form, not as a failure.
      setSecond({ kind: 'totp' });
      setCodeHint(result.error.message);
    } else {
      if (result.error.kind === 'mfa-required') setCode('');
      // The password no longer holds (changed meanwhile): back to the first step.
      if (result.error.kind === 'wrong-credentials') startAgain();
      setError(result.error.message);
    }
  }

  /** Back to the password: another account, or a password mistyped after all. */
  function startAgain() {
    setSecond(null);
    setCode('');
    setCodeHint(null);
    setError(null);
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
          readOnly={setup?.apiBaseLocked || second !== null}
          title={setup?.apiBaseLocked ? 'Set by IT for this computer' : undefined}
          onChange={setApiBase}
        />
        <Field
          label="Email"
          type="email"
          value={email}
          autoComplete="username"
          autoFocus={!initialEmail}
          readOnly={second !== null}
          onChange={setEmail}
        />
        <Field
          label="Password"
          type="password"
          value={password}
          autoComplete="current-password"
          autoFocus={!!initialEmail}
          readOnly={second !== null}
          onChange={setPassword}
        />
        {second && (
          <>
            {codeHint && (
              <p className="notice" id={hintId} data-testid="sign-in-code-hint">
                {codeHint}
              </p>
            )}
            {second.kind === 'totp' ? (
              <Field
                key="totp"
                label="Code from your authenticator app"
                value={code}
                inputRef={codeRef}
                data-second-factor
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={10}
                aria-describedby={codeHint ? hintId : undefined}
                onChange={setCode}
              />
            ) : (
              <Field
                key="recovery"
                label="Recovery code"
                value={code}
                inputRef={codeRef}
                data-second-factor
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={64}
                aria-describedby={codeHint ? hintId : undefined}
                onChange={setCode}
              />
            )}
            <p className="sign-in-second">
              <button
                type="button"
                onClick={() => {
                  setSecond({ kind: second.kind === 'totp' ? 'recovery' : 'totp' });
                  setCode('');
                  setError(null);
                }}
              >
                {second.kind === 'totp'
                  ? 'Use a recovery code instead'
                  : 'Use the app’s code instead'}
              </button>{' '}
              <button type="button" onClick={startAgain}>
                Start again
              </button>
            </p>
          </>
        )}
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
