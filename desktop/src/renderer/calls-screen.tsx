import {
  callsCsvFileName,
  type CallsExportQuery,
  type CallsTotals,
  type Lead,
  type StaffMember,
} from '@skltcoa/shared';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { StaffSession } from '../shared-types/console-api';
import {
  callRow,
  exportBlocked,
  formQuery,
  KIND_CHOICES,
  OUTCOME_CHOICES,
  rangeText,
  todayForm,
  totalsText,
  type CallRow,
  type CallsForm,
} from './calls-data';
import { consoleApi } from './console-api';
import { ConsoleCallError, unwrap } from './console-call';
import { LeadPanel } from './lead-panel';
import { StatusLine, type Message } from './status-line';
import './calls.css';

/*
 * The day's calling (docs/decisions/053-the-days-calling.md): every call and
 * note in a range of days (today by default), by counsellor and outcome,
 * from GET /api/activities a page at a time, with the range's totals and its
 * export. A plain table rather than AG Grid: a day is a few hundred rows read
 * newest first, and a table of buttons is walked by Tab and read by screen
 * readers as it is, with no grid focus to leave. A row's lead opens in the
 * lead panel beside the table, as on the leads screen.
 */

const PAGE = 200;

interface Listing {
  rows: CallRow[];
  totals: CallsTotals | null;
  nextCursor: string | null;
}

export function CallsScreen({
  session,
  refreshKey,
  onSessionEnded,
}: {
  session: StaffSession;
  /** Changes when staff sign in again, so that the screen reads afresh. */
  refreshKey: number;
  onSessionEnded: (message: string) => void;
}) {
  const [form, setForm] = useState<CallsForm>(() => todayForm());
  const [query, setQuery] = useState<CallsExportQuery>(() => {
    const first = formQuery(todayForm());
    return first.ok ? first.query : {};
  });
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [listing, setListing] = useState<Listing | null>(null);
  // Loading from the start; each new query says so as it is set.
  const [loading, setLoading] = useState(true);
  const [message, setMessage] = useState<Message | null>(null);
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState<Lead | null>(null);
  const openedFrom = useRef<string | null>(null);
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());
  const ids = {
    from: useId(),
    to: useId(),
    author: useId(),
    outcome: useId(),
    kind: useId(),
    blocked: useId(),
    caption: useId(),
  };

  const fail = useCallback(
    (error: unknown, what: string) => {
      if (error instanceof ConsoleCallError && error.error.kind === 'session-expired') {
        onSessionEnded(error.message);
      } else {
        setMessage({
          tone: 'error',
          text: `${what}: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    },
    [onSessionEnded],
  );

  useEffect(() => {
    let live = true;
    void consoleApi()
      .listStaff()
      .then((result) => {
        if (live && result.ok) setStaff(result.value);
      });
    return () => {
      live = false;
    };
  }, [refreshKey]);

  // The first page of the query, again when staff sign in again.
  useEffect(() => {
    let live = true;
    void consoleApi()
      .listCalls({ ...query, limit: PAGE })
      .then((result) => {
        if (!live) return;
        setLoading(false);
        if (!result.ok) {
          fail(new ConsoleCallError(result.error), 'Could not load the calls');
          return;
        }
        setListing({
          rows: result.value.entries.map(callRow),
          totals: result.value.totals,
          nextCursor: result.value.nextCursor,
        });
      });
    return () => {
      live = false;
    };
  }, [query, refreshKey, fail]);

  async function more() {
    if (!listing?.nextCursor) return;
    setLoading(true);
    try {
      const page = unwrap(
        await consoleApi().listCalls({ ...query, limit: PAGE, cursor: listing.nextCursor }),
      );
      setListing((now) =>
        now
          ? {
              rows: [...now.rows, ...page.entries.map(callRow)],
              totals: now.totals,
              nextCursor: page.nextCursor,
            }
          : now,
      );
    } catch (error) {
      fail(error, 'Could not load more calls');
    } finally {
      setLoading(false);
    }
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = formQuery(form);
    if (!parsed.ok) {
      setInvalid(parsed.errors);
      return;
    }
    setInvalid({});
    setLoading(true);
    setQuery(parsed.query);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const result = unwrap(
        await consoleApi().exportCalls({ fileName: callsCsvFileName(), query }),
      );
      if (result.saved) {
        setMessage({ tone: 'info', text: `Exported the calls to ${result.path ?? 'the file'}.` });
      }
    } catch (error) {
      fail(error, 'Export failed');
    } finally {
      setExporting(false);
    }
  }

  async function openLead(row: CallRow) {
    try {
      const lead = unwrap(await consoleApi().getLead(row.leadId));
      openedFrom.current = row.id;
      setOpen(lead);
    } catch (error) {
      fail(error, 'Could not open the lead');
    }
  }

  const closePanel = useCallback(() => {
    setOpen(null);
    // Back to the row the lead was opened from, for keyboard users.
    const from = openedFrom.current;
    if (from) requestAnimationFrame(() => rowButtons.current.get(from)?.focus());
  }, []);

  const field = (name: keyof CallsForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((now) => ({ ...now, [name]: value }));
    },
    'aria-invalid': invalid[name] ? true : undefined,
    'aria-describedby': invalid[name] ? `${ids[name]}-error` : undefined,
  });
  const blocked = exportBlocked(session.canExport);
  const counsellors = staff.map((member) => member.email);
  if (form.author && !counsellors.includes(form.author)) counsellors.push(form.author);

  return (
    <div className={`calls-screen${open ? ' with-panel' : ''}`} data-testid="calls-screen">
      <section className="calls-main" aria-labelledby="calls-heading">
        <StatusLine message={message} onDismiss={() => setMessage(null)} />
        <h2 id="calls-heading">Calls and notes</h2>
        <form className="calls-filters" onSubmit={apply} noValidate>
          <label htmlFor={ids.from}>From</label>
          <input id={ids.from} type="date" {...field('from')} />
          <label htmlFor={ids.to}>To</label>
          <input id={ids.to} type="date" {...field('to')} />
          <label htmlFor={ids.author}>Counsellor</label>
          <select id={ids.author} {...field('author')}>
            <option value="">Everyone</option>
            {counsellors.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
          <label htmlFor={ids.outcome}>Outcome</label>
          <select id={ids.outcome} {...field('outcome')}>
            {OUTCOME_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <label htmlFor={ids.kind}>Show</label>
          <select id={ids.kind} {...field('kind')}>
            {KIND_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <button type="submit">Show calls</button>
          <button
            type="button"
            onClick={() => {
              const today = todayForm();
              setForm(today);
              setInvalid({});
              const parsed = formQuery(today);
              if (parsed.ok) {
                setLoading(true);
                setQuery(parsed.query);
              }
            }}
          >
            Today
          </button>
        </form>
        {Object.entries(invalid).map(([name, text]) => (
          <p
            key={name}
            className="message error"
            role="alert"
            id={name in ids ? `${ids[name as keyof typeof ids]}-error` : undefined}
          >
            {text}
          </p>
        ))}
        <div className="calls-actions">
          <p className="calls-totals" role="status" data-testid="calls-totals">
            {listing?.totals ? totalsText(listing.totals) : loading ? 'Loading the calls…' : ''}
          </p>
          <button
            type="button"
            onClick={() => void exportCsv()}
            // Greyed with its reason beside it, as the leads' export (ADR 026).
            disabled={blocked !== null || exporting}
            aria-describedby={blocked ? ids.blocked : undefined}
          >
            {exporting ? 'Exporting…' : 'Export calls CSV'}
          </button>
          {blocked && (
            <span className="hint" id={ids.blocked}>
              {blocked}
            </span>
          )}
        </div>
        <div className="calls-table-wrap">
          <table className="calls-table" data-testid="calls-table" aria-describedby={ids.caption}>
            <caption id={ids.caption}>
              Calls and notes {rangeText(query)}, newest first
              {listing ? `: ${listing.rows.length.toLocaleString('en-IN')} shown` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">When (IST)</th>
                <th scope="col">Lead</th>
                <th scope="col">Phone</th>
                <th scope="col">Counsellor</th>
                <th scope="col">Kind</th>
                <th scope="col">Outcome</th>
                <th scope="col">Reached</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {listing?.rows.map((row) => (
                <tr key={row.id} aria-current={open?.id === row.leadId ? 'true' : undefined}>
                  <td className="calls-when">{row.when}</td>
                  <th scope="row">
                    <button
                      type="button"
                      className="link-button"
                      ref={(element) => {
                        if (element) rowButtons.current.set(row.id, element);
                        else rowButtons.current.delete(row.id);
                      }}
                      onClick={() => void openLead(row)}
                    >
                      {row.lead}
                    </button>
                    {row.withdrawn && <span className="calls-withdrawn"> (withdrawn)</span>}
                  </th>
                  <td className="calls-phone">{row.phone}</td>
                  <td>{row.counsellor}</td>
                  <td>{row.kind}</td>
                  <td>{row.outcome}</td>
                  <td>{row.reached}</td>
                  <td className="calls-note">{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {listing && listing.rows.length === 0 && (
            <p className="calls-empty">No calls or notes {rangeText(query)}.</p>
          )}
          {listing?.nextCursor && (
            <button type="button" onClick={() => void more()} disabled={loading}>
              {loading ? 'Loading…' : 'Show more'}
            </button>
          )}
        </div>
      </section>
      {open && (
        <LeadPanel
          key={open.id}
          leadId={open.id}
          seed={open}
          staff={staff}
          refreshKey={refreshKey}
          focusOnOpen
          onClose={closePanel}
          onLeadChanged={() => {}}
          onSessionEnded={onSessionEnded}
        />
      )}
    </div>
  );
}
