import { useCallback, useEffect, useState } from 'react';
import type { StaffSession } from '../shared-types/console-api';
import { consoleApi } from './console-api';
import { LeadsScreen } from './leads-screen';
import { SignIn } from './sign-in';

type Screen =
  | { kind: 'checking' }
  | { kind: 'sign-in'; reason?: string }
  | { kind: 'leads'; session: StaffSession };

export function App() {
  const [screen, setScreen] = useState<Screen>({ kind: 'checking' });

  useEffect(() => {
    void consoleApi()
      .getSession()
      .then((result) =>
        setScreen(
          result.ok && result.value
            ? { kind: 'leads', session: result.value }
            : { kind: 'sign-in', ...(result.ok ? {} : { reason: result.error.message }) },
        ),
      );
  }, []);

  const onSessionEnded = useCallback(
    (reason: string) => setScreen({ kind: 'sign-in', reason }),
    [],
  );
  useEffect(() => consoleApi().onSessionEnded(onSessionEnded), [onSessionEnded]);

  const signOut = useCallback(async () => {
    await consoleApi().signOut();
    setScreen({ kind: 'sign-in', reason: 'You have signed out.' });
  }, []);

  if (screen.kind === 'checking') {
    return (
      <p className="state" role="status">
        Opening the console…
      </p>
    );
  }
  if (screen.kind === 'sign-in') {
    return (
      <SignIn
        reason={screen.reason}
        onSignedIn={(session) => setScreen({ kind: 'leads', session })}
      />
    );
  }
  return (
    <LeadsScreen
      session={screen.session}
      onSignOut={() => void signOut()}
      onSessionEnded={onSessionEnded}
    />
  );
}
