import { useCallback, useEffect, useState } from 'react';
import { Block } from '../../components/blocks';
import { WEB_LEADS as T } from '../../content/web-leads';
import { currentStaff, signOut } from '../../lib/leads-api';
import { useHydrated } from '../../lib/hooks';
import { LeadsTable, fill } from './leads-table';
import { SignInForm } from './sign-in-form';
import { useLeads } from './use-leads';

type Session =
  { phase: 'checking' } | { phase: 'signed-out'; notice?: string } | { phase: 'in'; email: string };

/**
 * The read-only web fallback of the admissions console (docs/product-decisions.md §11). The
 * prerendered HTML is only this shell: leads are fetched after sign-in.
 */
export default function WebLeads() {
  const hydrated = useHydrated();
  const [session, setSession] = useState<Session>({ phase: 'checking' });
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState('');
  const expired = useCallback(
    () => setSession({ phase: 'signed-out', notice: T.signIn.expired }),
    [],
  );
  const { state, load, reset, allLeads } = useLeads(T.fetchFailed, expired);

  useEffect(() => {
    let live = true;
    void currentStaff().then((email) => {
      if (live) setSession(email ? { phase: 'in', email } : { phase: 'signed-out' });
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (session.phase === 'in') load();
    else reset();
  }, [session, load, reset]);

  async function exportCsv() {
    setExporting(true);
    setExported('');
    try {
      const [leads, { downloadLeadsCsv }] = await Promise.all([
        allLeads(),
        import('../../lib/leads-csv'),
      ]);
      downloadLeadsCsv(leads);
      setExported(T.exported);
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
        <SignInForm
          notice={session.notice}
          onSignedIn={(email) => setSession({ phase: 'in', email })}
        />
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
          {(state.status === 'loading' || state.status === 'idle') && (
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
                  disabled={state.total === 0 || exporting}
                  onClick={() => void exportCsv()}
                >
                  {exporting ? T.exporting : T.exportCsv}
                </button>
              </div>
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
        </>
      )}
    </Block>
  );
}
