import { formatIst, type SecuritySettings } from '@skltcoa/shared';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { StaffSessionSummary } from '@skltcoa/shared';
import type { ConsoleError, StaffSession } from '../shared-types/console-api';
import { consoleApi } from './console-api';
import { MfaEnrolment } from './mfa-enrolment';
import { StatusLine, type Message } from './status-line';
import './security.css';

/*
 * The Security screen: the staff member's two-step sign-in (TOTP) and
 * sessions, and for admins the college's rule that every member of staff
 * signs in with a second factor. The API does the checking; this screen says
 * what is so and what to do.
 */

interface SecurityScreenProps {
  session: StaffSession;
  /** Changes when staff sign in again, so that the screen reads afresh. */
  refreshKey: number;
  onSessionEnded: (message: string) => void;
  /** Two-step sign-in was turned on or off. */
  onMfaChanged: (enabled: boolean) => void;
  /** Every session ended, this console's too: the console shows the sign-in. */
  onSignedOutEverywhere: (ended: number) => void;
}

/** A refusal as a message on the screen; an ended session opens the sign-in dialog instead. */
function useFail(onSessionEnded: (message: string) => void, setMessage: (m: Message) => void) {
  return useCallback(
    (error: ConsoleError, what: string) => {
      if (error.kind === 'session-expired') onSessionEnded(error.message);
      else setMessage({ tone: 'error', text: `${what}: ${error.message}` });
    },
    [onSessionEnded, setMessage],
  );
}

/**
 * The button that opened a form or a question, which takes the focus again
 * when it closes (the form stood in its place, so the focus had nowhere to go).
 */
function useOpener(open: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return opener;
}

function TwoStepSection({
  session,
  onSessionEnded,
  onMfaChanged,
  setMessage,
}: Pick<SecurityScreenProps, 'session' | 'onSessionEnded' | 'onMfaChanged'> & {
  setMessage: (message: Message) => void;
}) {
  const headingId = useId();
  const codeId = useId();
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const fail = useFail(onSessionEnded, setMessage);
  const opener = useOpener(disabling);

  async function disable(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await consoleApi().mfaDisable(code.trim());
    setBusy(false);
    setCode('');
    if (!result.ok) return fail(result.error, 'Two-step sign-in is still on');
    setDisabling(false);
    onMfaChanged(false);
    setMessage({
      tone: 'info',
      text: 'Two-step sign-in is off. Your recovery codes no longer work.',
    });
  }

  return (
    <section className="security-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Two-step sign-in</h2>
      <p data-testid="mfa-status">
        {session.mfaEnabled ? (
          <>
            <strong>On.</strong> Signing in takes your password and a code from the authenticator
            app on your phone (or one of your recovery codes).
          </>
        ) : (
          <>
            <strong>Off.</strong> Signing in takes only your password. With two-step sign-in, a
            stolen or guessed password is not enough: signing in also takes a code from an
            authenticator app on your phone.
          </>
        )}
      </p>
      {!session.mfaEnabled && (
        <MfaEnrolment
          email={session.email}
          level={3}
          cancellable
          onSessionEnded={onSessionEnded}
          onEnrolled={() => {
            onMfaChanged(true);
            setMessage({ tone: 'info', text: 'Two-step sign-in is on.' });
          }}
        />
      )}
      {session.mfaEnabled && !disabling && (
        <p>
          <button ref={opener} type="button" onClick={() => setDisabling(true)}>
            Turn off two-step sign-in
          </button>
        </p>
      )}
      {session.mfaEnabled && disabling && (
        <form className="mfa-confirm" onSubmit={disable}>
          <label htmlFor={codeId}>
            To turn it off, enter a code from your authenticator app (or a recovery code)
          </label>
          <input
            id={codeId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={64}
            required
            // The form opens on request: its field is where the person goes next.
            autoFocus
          />
          <span className="mfa-actions">
            <button type="submit" disabled={busy}>
              {busy ? 'Checking…' : 'Turn off'}
            </button>
            <button type="button" onClick={() => setDisabling(false)}>
              Cancel
            </button>
          </span>
        </form>
      )}
    </section>
  );
}

const clientLabel = (session: StaffSessionSummary) =>
  session.client === 'console' ? 'Admissions console' : 'Web browser';

function SessionsSection({
  refreshKey,
  onSessionEnded,
  onSignedOutEverywhere,
  setMessage,
}: Pick<SecurityScreenProps, 'refreshKey' | 'onSessionEnded' | 'onSignedOutEverywhere'> & {
  setMessage: (message: Message) => void;
}) {
  const headingId = useId();
  const [sessions, setSessions] = useState<StaffSessionSummary[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const fail = useFail(onSessionEnded, setMessage);
  const opener = useOpener(confirming);

  useEffect(() => {
    let live = true;
    void consoleApi()
      .listSessions()
      .then((result) => {
        if (!live) return;
        if (result.ok) setSessions(result.value);
        else fail(result.error, 'Could not load your sessions');
      });
    return () => {
      live = false;
    };
  }, [refreshKey, fail]);

  async function endAll() {
    setBusy(true);
    const result = await consoleApi().endAllSessions();
    setBusy(false);
    if (result.ok) onSignedOutEverywhere(result.value.ended);
    else fail(result.error, 'Could not sign out everywhere');
  }

  return (
    <section className="security-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Your sessions</h2>
      <p>
        Every computer and browser where your account is signed in. Sign out everywhere if a
        computer was lost or shared, or if you think someone else knows your password; then change
        it.
      </p>
      {sessions === null ? (
        <p role="status">Loading your sessions…</p>
      ) : (
        <table className="security-sessions" data-testid="sessions">
          <caption className="visually-hidden">Your sessions, the newest first</caption>
          <thead>
            <tr>
              <th scope="col">Where</th>
              <th scope="col">Signed in (IST)</th>
              <th scope="col">Last active (IST)</th>
              <th scope="col">Ends (IST)</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id} aria-current={session.current ? 'true' : undefined}>
                <th scope="row">
                  {clientLabel(session)}
                  {session.current && <strong> (this console)</strong>}
                  {session.user_agent && (
                    <span className="security-agent" title={session.user_agent}>
                      {session.user_agent}
                    </span>
                  )}
                </th>
                <td>{formatIst(session.created_at)}</td>
                <td>{session.last_seen_at ? formatIst(session.last_seen_at) : '—'}</td>
                <td>{formatIst(session.expires_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {confirming ? (
        <div className="security-confirm" role="group" aria-label="Sign out everywhere">
          <p>This signs you out of every session, this console included.</p>
          <span className="mfa-actions">
            <button
              type="button"
              className="danger"
              onClick={() => void endAll()}
              disabled={busy}
              // Asked for a moment ago: the answer is the next thing to do.
              autoFocus
            >
              {busy ? 'Signing out…' : 'Yes, sign out everywhere'}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </span>
        </div>
      ) : (
        <p>
          <button ref={opener} type="button" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </button>
        </p>
      )}
    </section>
  );
}

/** Admins: whether every member of staff must sign in with a second factor. */
function PolicySection({
  session,
  refreshKey,
  onSessionEnded,
  setMessage,
}: Pick<SecurityScreenProps, 'session' | 'refreshKey' | 'onSessionEnded'> & {
  setMessage: (message: Message) => void;
}) {
  const headingId = useId();
  const hintId = useId();
  const [settings, setSettings] = useState<SecuritySettings | null>(null);
  // The switch shows the change asked for while the API takes it, and goes back if refused.
  const [asked, setAsked] = useState<boolean | null>(null);
  const fail = useFail(onSessionEnded, setMessage);

  useEffect(() => {
    let live = true;
    void consoleApi()
      .getSecuritySettings()
      .then((result) => {
        if (!live) return;
        if (result.ok) setSettings(result.value);
        else fail(result.error, 'Could not load the security settings');
      });
    return () => {
      live = false;
    };
  }, [refreshKey, fail]);

  async function change(required: boolean) {
    setAsked(required);
    const result = await consoleApi().setSecuritySettings({ mfa_required: required });
    setAsked(null);
    if (!result.ok) return fail(result.error, 'The setting was not changed');
    setSettings(result.value);
    setMessage({
      tone: 'info',
      text: result.value.mfa_required
        ? 'Two-step sign-in is now required for all staff. Anyone without it is asked to set it up before anything else.'
        : 'Two-step sign-in is no longer required. Staff who set it up keep it.',
    });
  }

  // An admin without a second factor would be the first one stopped: set it up first.
  const needsOwn = !session.mfaEnabled && settings?.mfa_required === false;
  return (
    <section className="security-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Sign-in rules for all staff</h2>
      {settings === null ? (
        <p role="status">Loading the security settings…</p>
      ) : (
        <>
          <label className="security-switch">
            <input
              type="checkbox"
              role="switch"
              checked={asked ?? settings.mfa_required}
              disabled={asked !== null || needsOwn}
              aria-describedby={hintId}
              onChange={(event) => void change(event.currentTarget.checked)}
            />{' '}
            Require a second factor for all staff
          </label>
          <p id={hintId} className="security-hint">
            {needsOwn
              ? 'Set up two-step sign-in for yourself first (above); then you can require it for everyone.'
              : 'When on, staff without two-step sign-in are asked to set it up before they can work, and no one can turn theirs off. The change is recorded in the audit trail.'}
          </p>
        </>
      )}
    </section>
  );
}

/** Two-step sign-in, the sessions, and for admins the rule for everyone. */
export function SecurityScreen(props: SecurityScreenProps) {
  const [message, setMessage] = useState<Message | null>(null);
  return (
    <div className="security-screen" data-testid="security-screen">
      <StatusLine message={message} onDismiss={() => setMessage(null)} />
      <TwoStepSection
        session={props.session}
        onSessionEnded={props.onSessionEnded}
        onMfaChanged={props.onMfaChanged}
        setMessage={setMessage}
      />
      <SessionsSection
        refreshKey={props.refreshKey}
        onSessionEnded={props.onSessionEnded}
        onSignedOutEverywhere={props.onSignedOutEverywhere}
        setMessage={setMessage}
      />
      {props.session.role === 'admin' && (
        <PolicySection
          session={props.session}
          refreshKey={props.refreshKey}
          onSessionEnded={props.onSessionEnded}
          setMessage={setMessage}
        />
      )}
    </div>
  );
}
