import { useCallback, useEffect, useState } from 'react';
import { Block } from '../../components/blocks';
import { WEB_LEADS as T } from '../../content/web-leads';
import {
  currentStaff,
  downloadLeadsExport,
  errorMessage,
  LeadsApiError,
  signOut,
  type WebStaff,
} from '../../lib/leads-api';
import { useHydrated } from '../../lib/hooks';
import { LeadsTable, fill } from './leads-table';
import { SignInForm } from './sign-in-form';
import { TwoStep } from './two-step';
import { LISTING_QUERY, useLeads } from './use-leads';

type Session =
  { phase: 'checking' } | { phase: 'signed-out'; notice?: string } | ({ phase: 'in' } & WebStaff);

/**
 * The read-only web fallback of the admissions console (docs/product-decisions.md §11). The
 * prerendered HTML is only this shell: leads are fetched after sign-in.
 */
export default function WebLeads() {
  const hydrated = useHydrated();
  const [session, setSession] = useState<Session>({ phase: 'checking' });
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState('');
  const [exportError, setExportError] = useState('');
  const expired = useCallback(
    () => setSession({ phase: 'signed-out', notice: T.signIn.expired }),
    [],
  );
  // An admin requires a second factor the account lacks: enrol before the leads.
  const enrolmentRequired = useCallback(
    () => setSession((now) => (now.phase === 'in' ? { ...now, mfaEnrolmentRequired: true } : now)),
    [],
  );
  const enrolled = useCallback(
    () =>
      setSession((now) =>
        now.phase === 'in' ? { ...now, mfaEnabled: true, mfaEnrolmentRequired: false } : now,
      ),
    [],
  );
  const endedAll = useCallback((notice: string) => setSession({ phase: 'signed-out', notice }), []);
  const { state, load, reset } = useLeads(T.fetchFailed, expired, enrolmentRequired);

  const checkSession = useCallback(() => {
    let live = true;
    void currentStaff().then((staff) => {
      if (live) setSession(staff ? { phase: 'in', ...staff } : { phase: 'signed-out' });
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(checkSession, [checkSession]);

  // On the phase alone: a change of the export permission does not reload the leads.
  // Not while the API refuses them until a second factor is set up.
  const signedIn = session.phase === 'in' && !session.mfaEnrolmentRequired;
  useEffect(() => {
    if (signedIn) load();
    else reset();
  }, [signedIn, load, reset]);

  // The API writes, permits and audits the file (docs/decisions/026-export-permission.md).
  async function exportCsv() {
    setExporting(true);
    setExported('');
    setExportError('');
    try {
      await downloadLeadsExport(LISTING_QUERY, T.exportFailed);
      setExported(T.exported);
    } catch (error) {
      if (error instanceof LeadsApiError && error.status === 401) expired();
      else if (error instanceof LeadsApiError && error.mfaEnrolmentRequired) enrolmentRequired();
      else {
        // An admin revoked it since the page opened: say why, and grey the button out.
        if (error instanceof LeadsApiError && error.status === 403) {
          setSession((now) => (now.phase === 'in' ? { ...now, canExport: false } : now));
        }
        setExportError(errorMessage(error, T.exportFailed));
      }
    } finally {
      setExporting(false);
    }
  }

  async function leave() {
    await signOut();
    setSession({ phase: 'signed-out' });
  }

  return (
    <Block className="web-leads">
      <h1>{T.heading}</h1>
      <p>{T.intro}</p>
      <noscript>
        <p>{T.noScript}</p>
      </noscript>
      {hydrated && session.phase === 'checking' && <p role="status">{T.checking}</p>}
      {session.phase === 'signed-out' && (
        <SignInForm notice={session.notice} onSignedIn={() => void checkSession()} />
      )}
      {session.phase === 'in' && (
        <>
          <div className="web-leads__bar">
            <p>
              {T.signedInAs} <strong>{session.email}</strong>
            </p>
            <button type="button" className="button button--quiet" onClick={() => void leave()}>
              {T.signOut}
            </button>
          </div>
          {session.mfaEnrolmentRequired && (
            <TwoStep
              email={session.email}
              mfaEnabled={session.mfaEnabled}
              required
              onEnrolled={enrolled}
              onExpired={expired}
              onEndedAll={endedAll}
            />
          )}
          {!session.mfaEnrolmentRequired &&
            (state.status === 'loading' || state.status === 'idle') && (
              <p role="status">{T.loading}</p>
            )}
          {state.status === 'error' && (
            <div className="error-card" role="alert">
              <p>{state.message}</p>
            </div>
          )}
          {state.status === 'ready' && (
            <>
              <div className="web-leads__bar">
                <p className="web-leads__total">{fill(T.total, { total: state.total })}</p>
                <button
                  type="button"
                  className="button"
                  disabled={state.total === 0 || exporting || !session.canExport}
                  aria-describedby={session.canExport ? undefined : 'web-leads-export-note'}
                  onClick={() => void exportCsv()}
                >
                  {exporting ? T.exporting : T.exportCsv}
                </button>
              </div>
              {!session.canExport && <p id="web-leads-export-note">{T.exportNotAllowed}</p>}
              {exportError && (
                <div className="error-card" role="alert">
                  <p>{exportError}</p>
                </div>
              )}
              <p role="status" className="web-leads__progress">
                {state.complete
                  ? exported
                  : fill(T.progress, { loaded: state.leads.length, total: state.total })}
              </p>
              {state.total === 0 ? (
                <p>{T.empty}</p>
              ) : (
                <LeadsTable leads={state.leads} total={state.total} />
              )}
            </>
          )}
          {!session.mfaEnrolmentRequired && (
            <TwoStep
              email={session.email}
              mfaEnabled={session.mfaEnabled}
              required={false}
              onEnrolled={enrolled}
              onExpired={expired}
              onEndedAll={endedAll}
            />
          )}
        </>
      )}
    </Block>
  );
}
