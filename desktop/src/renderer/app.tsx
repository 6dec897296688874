import { useCallback, useEffect, useState } from 'react';
import type { StaffSession } from '../shared-types/console-api';
import { AuditScreen } from './audit-screen';
import { consoleApi } from './console-api';
import { Dashboard } from './dashboard';
import { drafts } from './draft-store';
import { LeadsScreen } from './leads-screen';
import { RightsRequests } from './rights-requests';
import { SessionDialog } from './session-dialog';
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
    };

/**
 * What the signed-in console shows: the leads, or the dashboard over them
 * (ADR 017), or for admins the audit trail and export permissions (ADR 026)
 * and the rights requests (ADR 025).
 */
type Screen = 'leads' | 'dashboard' | 'audit' | 'requests';

const SCREEN_LABELS: Record<Screen, string> = {
  leads: 'Leads',
  dashboard: 'Dashboard',
  audit: 'Audit',
  requests: 'Rights requests',
};
/** Screens for admins only; the API refuses their data to anyone else anyway. */
const ADMIN_SCREENS: readonly Screen[] = ['audit', 'requests'];

export function App() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [screen, setScreen] = useState<Screen>('leads');

  useEffect(() => {
    void consoleApi()
      .getSession()
      .then((result) =>
        setState(
          result.ok && result.value
            ? { kind: 'signed-in', session: result.value, ended: null, resumed: 0 }
            : { kind: 'signed-out', ...(result.ok ? {} : { reason: result.error.message }) },
        ),
      );
  }, []);

  // The leads screen stays mounted when the session ends: the sign-in dialog
  // opens over it, so nothing typed, chosen or opened is lost.
  const onSessionEnded = useCallback(
    (reason: string) =>
      setState((current) =>
        current.kind === 'signed-in' && current.ended === null
          ? { ...current, ended: reason }
          : current,
      ),
    [],
  );
  useEffect(() => consoleApi().onSessionEnded(onSessionEnded), [onSessionEnded]);

  const onSignedInAgain = useCallback(
    (session: StaffSession) =>
      setState((current) => {
        const same =
          current.kind === 'signed-in' &&
          current.session.email.toLowerCase() === session.email.toLowerCase();
        // Someone else at this desk starts afresh: the drafts and the open
        // lead were the previous person's.
        if (!same) drafts().clearAll();
        return {
          kind: 'signed-in',
          session,
          ended: null,
          resumed: same ? current.resumed + 1 : 0,
        };
      }),
    [],
  );

  const signOut = useCallback(async () => {
    await consoleApi().signOut();
    // Signing out is on purpose: the next person at this desk does not see the drafts.
    drafts().clearAll();
    setScreen('leads');
    setState({ kind: 'signed-out', reason: 'You have signed out.' });
  }, []);

  if (state.kind === 'checking') {
    return (
      <p className="state" role="status">
        Opening the console…
      </p>
    );
  }
  if (state.kind === 'signed-out') {
    return (
      <SignIn
        reason={state.reason}
        onSignedIn={(session) => setState({ kind: 'signed-in', session, ended: null, resumed: 0 })}
      />
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
          ) : screen === 'audit' && state.session.role === 'admin' ? (
            <AuditScreen refreshKey={state.resumed} onSessionEnded={onSessionEnded} />
          ) : screen === 'requests' && state.session.role === 'admin' ? (
            <RightsRequests refreshKey={state.resumed} onSessionEnded={onSessionEnded} />
          ) : null
        }
      />
      {state.ended !== null && (
        <SessionDialog
          reason={state.ended}
          email={state.session.email}
          onSignedIn={onSignedInAgain}
          onSignOut={() => void signOut()}
        />
      )}
    </>
  );
}
