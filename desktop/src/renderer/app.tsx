import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffSession } from '../shared-types/console-api';
import { AuditScreen } from './audit-screen';
import { CallsScreen } from './calls-screen';
import { consoleApi } from './console-api';
import { Dashboard } from './dashboard';
import { drafts } from './draft-store';
import { forgetImportInHand, ImportScreen } from './import-screen';
import { LeadsScreen } from './leads-screen';
import { EnrolmentDialog, EnrolmentPage } from './mfa-enrolment';
import { RightsRequests } from './rights-requests';
import { SecurityScreen } from './security-screen';
import { SessionDialog, SignOutDialog, type UnsavedDraft } from './session-dialog';
import { SignIn } from './sign-in';

type State =
  | { kind: 'checking' }
  | { kind: 'signed-out'; reason?: string }
  | {
      kind: 'signed-in';
      session: StaffSession;
      /** Why the session ended while the console was open; null while it lasts. */
      ended: string | null;
      /** How many times the staff member has signed in again since the screen opened. */
      resumed: number;
      /**
       * An admin requires a second factor that the account lacks, and the API
       * refuses all else: `page` in place of the console (at sign-in), or
       * `dialog` over the leads screen (required while it was open).
       */
      enrolling: 'page' | 'dialog' | null;
    };

/**
 * What the signed-in console shows: the leads, or the dashboard over them
 * (ADR 017), or for admins the audit trail and export permissions (ADR 026)
 * and the rights requests (ADR 025), or the staff member's two-step sign-in
 * and sessions (and for admins the rule that all staff use a second factor).
 */
type Screen = 'leads' | 'dashboard' | 'calls' | 'import' | 'audit' | 'requests' | 'security';

const SCREEN_LABELS: Record<Screen, string> = {
  leads: 'Leads',
  dashboard: 'Dashboard',
  // The day's calling, for everyone (docs/decisions/053-the-days-calling.md).
  calls: 'Calls',
  // Everyone sees it; without the permission it says why it is greyed (ADR 051).
  import: 'Import',
  audit: 'Audit',
  requests: 'Rights requests',
  security: 'Security',
};
/** Screens for admins only; the API refuses their data to anyone else anyway. */
const ADMIN_SCREENS: readonly Screen[] = ['audit', 'requests'];

/**
 * A fresh sign-in: straight to enrolment when an admin requires a second
 * factor it lacks. The drafts this person kept when they last signed out
 * here come back (draft-store.ts).
 */
const signedIn = (session: StaffSession): State => {
  drafts().restoreFor(session.email);
  return freshState(session);
};
const freshState = (session: StaffSession): State => ({
  kind: 'signed-in',
  session,
  ended: null,
  resumed: 0,
  enrolling: session.mfaEnrolmentRequired ? 'page' : null,
});

export function App() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [screen, setScreen] = useState<Screen>('leads');

  useEffect(() => {
    void consoleApi()
      .getSession()
      .then((result) =>
        setState(
          result.ok && result.value
            ? signedIn(result.value)
            : { kind: 'signed-out', ...(result.ok ? {} : { reason: result.error.message }) },
        ),
      );
  }, []);

  // An admin began to require a second factor while the console was open.
  useEffect(
    () =>
      consoleApi().onMfaEnrolmentRequired(() =>
        setState((current) =>
          current.kind === 'signed-in' && current.enrolling === null
            ? {
                ...current,
                session: { ...current.session, mfaEnrolmentRequired: true },
                enrolling: 'dialog',
              }
            : current,
        ),
      ),
    [],
  );

  // An admin granted or took back the export (or changed the role) while the console was
  // open: the live stream says so, and the screen follows without signing in again.
  useEffect(
    () =>
      consoleApi().onStaffChanged((grants) =>
        setState((current) =>
          current.kind === 'signed-in'
            ? { ...current, session: { ...current.session, ...grants } }
            : current,
        ),
      ),
    [],
  );

  /** Two-step sign-in is on: what the API refused until now is read again. */
  const onEnrolled = useCallback(
    () =>
      setState((current) =>
        current.kind === 'signed-in'
          ? {
              ...current,
              session: { ...current.session, mfaEnabled: true, mfaEnrolmentRequired: false },
              enrolling: null,
              resumed: current.enrolling === 'dialog' ? current.resumed + 1 : current.resumed,
            }
          : current,
      ),
    [],
  );

  const onMfaChanged = useCallback(
    (enabled: boolean) =>
      setState((current) =>
        current.kind === 'signed-in'
          ? { ...current, session: { ...current.session, mfaEnabled: enabled } }
          : current,
      ),
    [],
  );

  // The leads screen stays mounted when the session ends: the sign-in dialog
  // opens over it, so nothing typed, chosen or opened is lost.
  const onSessionEnded = useCallback(
    (reason: string) =>
      setState((current) =>
        current.kind !== 'signed-in' || current.ended !== null
          ? current
          : // Nothing was opened behind the enrolment page: plain sign-in again.
            current.enrolling === 'page'
            ? { kind: 'signed-out', reason }
            : { ...current, ended: reason },
      ),
    [],
  );
  useEffect(() => consoleApi().onSessionEnded(onSessionEnded), [onSessionEnded]);

  // Who is signed in, for what signing in again or out does with the drafts.
  const signedInEmail = useRef<string | null>(null);
  const currentEmail = state.kind === 'signed-in' ? state.session.email : null;
  useEffect(() => {
    signedInEmail.current = currentEmail;
  }, [currentEmail]);

  const onSignedInAgain = useCallback((session: StaffSession) => {
    const previous = signedInEmail.current;
    // Someone else at this desk starts afresh: the drafts and the open lead
    // were the previous person's, kept for them, out of sight.
    if (previous && previous.toLowerCase() !== session.email.toLowerCase()) {
      drafts().keepFor(previous);
      drafts().restoreFor(session.email);
      forgetImportInHand();
    }
    setState((current) => {
      const same =
        current.kind === 'signed-in' &&
        current.session.email.toLowerCase() === session.email.toLowerCase();
      return {
        kind: 'signed-in',
        session,
        ended: null,
        resumed: same ? current.resumed + 1 : 0,
        // The leads screen stays behind the dialog for the same person; another starts afresh.
        enrolling: session.mfaEnrolmentRequired ? (same ? 'dialog' : 'page') : null,
      };
    });
  }, []);

  // Drafts not saved: signing out asks first (keep them for this person, or forget them).
  const [askingSignOut, setAskingSignOut] = useState<UnsavedDraft[] | null>(null);
  const finishSignOut = useCallback(async (keep: boolean) => {
    setAskingSignOut(null);
    const email = signedInEmail.current;
    await consoleApi().signOut();
    // The next person at this desk never sees the drafts: forgotten, or kept under this email.
    if (keep && email) drafts().keepFor(email);
    else drafts().clearAll();
    forgetImportInHand();
    setScreen('leads');
    setState({
      kind: 'signed-out',
      reason:
        keep && email
          ? 'You have signed out. Your unsaved work is kept for your next sign-in here.'
          : 'You have signed out.',
    });
  }, []);
  const signOut = useCallback(async () => {
    const unsaved = drafts().list();
    if (unsaved.length > 0) setAskingSignOut(unsaved);
    else await finishSignOut(false);
  }, [finishSignOut]);

  // Every session ended on the API, this one's too (the service has forgotten its token).
  const onSignedOutEverywhere = useCallback((ended: number) => {
    drafts().clearAll();
    forgetImportInHand();
    setScreen('leads');
    setState({
      kind: 'signed-out',
      reason:
        ended === 1
          ? 'You have signed out everywhere: 1 session ended.'
          : `You have signed out everywhere: ${ended} sessions ended.`,
    });
  }, []);

  if (state.kind === 'checking') {
    return (
      <p className="state" role="status">
        Opening the console…
      </p>
    );
  }
  if (state.kind === 'signed-out') {
    return <SignIn reason={state.reason} onSignedIn={(session) => setState(signedIn(session))} />;
  }
  const signOutQuestion = askingSignOut && (
    <SignOutDialog
      unsaved={askingSignOut}
      onKeep={() => void finishSignOut(true)}
      onDiscard={() => void finishSignOut(false)}
      onCancel={() => setAskingSignOut(null)}
    />
  );
  if (state.enrolling === 'page') {
    return (
      <>
        <EnrolmentPage
          email={state.session.email}
          onEnrolled={onEnrolled}
          onSessionEnded={onSessionEnded}
          onSignOut={() => void signOut()}
        />
        {signOutQuestion}
      </>
    );
  }
  return (
    <>
      <LeadsScreen
        key={state.session.email.toLowerCase()}
        session={state.session}
        resumed={state.resumed}
        onSignOut={() => void signOut()}
        onSessionEnded={onSessionEnded}
        screenSwitch={
          <nav className="screen-switch" aria-label="Screens">
            {(Object.keys(SCREEN_LABELS) as Screen[])
              .filter((name) => state.session.role === 'admin' || !ADMIN_SCREENS.includes(name))
              .map((name) => (
                <button
                  key={name}
                  type="button"
                  aria-current={screen === name ? 'page' : undefined}
                  onClick={() => setScreen(name)}
                >
                  {SCREEN_LABELS[name]}
                </button>
              ))}
          </nav>
        }
        otherScreen={
          screen === 'dashboard' ? (
            <Dashboard refreshKey={state.resumed} onSessionEnded={onSessionEnded} />
          ) : screen === 'calls' ? (
            <CallsScreen
              session={state.session}
              refreshKey={state.resumed}
              onSessionEnded={onSessionEnded}
            />
          ) : screen === 'import' ? (
            <ImportScreen
              session={state.session}
              refreshKey={state.resumed}
              onSessionEnded={onSessionEnded}
            />
          ) : screen === 'audit' && state.session.role === 'admin' ? (
            <AuditScreen refreshKey={state.resumed} onSessionEnded={onSessionEnded} />
          ) : screen === 'requests' && state.session.role === 'admin' ? (
            <RightsRequests refreshKey={state.resumed} onSessionEnded={onSessionEnded} />
          ) : screen === 'security' ? (
            <SecurityScreen
              session={state.session}
              refreshKey={state.resumed}
              onSessionEnded={onSessionEnded}
              onMfaChanged={onMfaChanged}
              onSignedOutEverywhere={onSignedOutEverywhere}
            />
          ) : null
        }
      />
      {state.ended === null && state.enrolling === 'dialog' && (
        <EnrolmentDialog
          email={state.session.email}
          onEnrolled={onEnrolled}
          onSessionEnded={onSessionEnded}
          onSignOut={() => void signOut()}
        />
      )}
      {state.ended !== null && (
        <SessionDialog
          reason={state.ended}
          email={state.session.email}
          onSignedIn={onSignedInAgain}
          onSignOut={() => void signOut()}
        />
      )}
      {signOutQuestion}
    </>
  );
}
