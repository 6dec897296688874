import { formatIndianPhone, formatIst, type HeldEnquiry } from '@skltcoa/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { consoleApi } from './console-api';
import { ConsoleCallError } from './console-call';
import { useModal } from './use-modal';

/** Typing in the search asks the API once the typist pauses. */
const SEARCH_PAUSE_MS = 250;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; enquiries: HeldEnquiry[] };

/**
 * Under-18 enquiries held until a guardian agrees (docs/privacy.md,
 * docs/decisions/052-the-counsellors-day.md), in a native modal dialog
 * (ADR 013): who they are, so that a counsellor can answer a parent who
 * phones, and nothing else. The list offers no call, no WhatsApp, no export
 * and no assignment: the numbers are text, not links, and the API holds no
 * lead for them until the guardian agrees.
 */
export function HeldEnquiriesDialog({
  onClose,
  onSessionEnded,
}: {
  onClose: () => void;
  onSessionEnded: (message: string) => void;
}) {
  const ref = useModal(onClose);
  const id = useId();
  const [q, setQ] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const endedRef = useRef(onSessionEnded);
  useEffect(() => {
    endedRef.current = onSessionEnded;
  }, [onSessionEnded]);

  useEffect(() => {
    let stale = false;
    const timer = setTimeout(
      () => {
        const search = q.trim();
        void consoleApi()
          .listHeldEnquiries(search ? { q: search } : {})
          .then((result) => {
            if (stale) return;
            if (result.ok) setLoaded({ kind: 'ready', enquiries: result.value });
            else if (result.error.kind === 'session-expired') {
              endedRef.current(new ConsoleCallError(result.error).message);
            } else setLoaded({ kind: 'error', message: result.error.message });
          });
      },
      q ? SEARCH_PAUSE_MS : 0,
    );
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [q]);

  return (
    <dialog
      ref={ref}
      className="held-dialog"
      aria-labelledby={`${id}-heading`}
      data-testid="held-enquiries"
    >
      <header className="family-header">
        <h2 id={`${id}-heading`}>Waiting for guardian consent</h2>
        <button type="button" onClick={() => ref.current?.close()}>
          Close
        </button>
      </header>
      <p className="dialog-note">
        Enquiries from under-18s whose guardian has not yet agreed. You may tell a parent who phones
        that the enquiry is here and waiting for the guardian&apos;s answer; nobody can call, export
        or assign it until then. Each is deleted unanswered when its link expires.
      </p>
      <label className="held-search">
        Search
        <input
          type="search"
          value={q}
          placeholder="Name, email or phone"
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <div aria-live="polite">
        {loaded.kind === 'loading' && <p role="status">Loading…</p>}
        {loaded.kind === 'error' && <p role="alert">Could not load them: {loaded.message}</p>}
        {loaded.kind === 'ready' && (
          <p role="status" data-testid="held-count">
            {loaded.enquiries.length === 1
              ? '1 enquiry waiting for guardian consent.'
              : `${loaded.enquiries.length} enquiries waiting for guardian consent.`}
          </p>
        )}
      </div>
      {loaded.kind === 'ready' && loaded.enquiries.length > 0 && (
        <table className="held-table">
          <caption className="visually-hidden">Enquiries waiting for guardian consent</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Contact</th>
              <th scope="col">Programme</th>
              <th scope="col">Received (IST)</th>
              <th scope="col">Link expires (IST)</th>
            </tr>
          </thead>
          <tbody>
            {loaded.enquiries.map((enquiry) => (
              <tr key={enquiry.id}>
                <th scope="row">
                  {enquiry.name} <span className="held-badge">Waiting for guardian consent</span>
                </th>
                <td>
                  {[enquiry.phone && formatIndianPhone(enquiry.phone), enquiry.email]
                    .filter(Boolean)
                    .join(', ')}
                </td>
                <td>{enquiry.program ?? ''}</td>
                <td>{formatIst(enquiry.received_at)}</td>
                <td>{formatIst(enquiry.consent_expires_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </dialog>
  );
}
