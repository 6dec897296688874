import {
  csvFileName,
  leadsToCsv,
  loadLeadPages,
  type Lead,
  type LeadPagesProgress,
  type LeadStatus,
  type LeadUpdate,
} from '@skltcoa/shared';
import type { ColumnState, GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GridLayout, StaffSession } from '../shared-types/console-api';
import { consoleApi } from './console-api';
import { ConsoleCallError, unwrap } from './console-call';
import { FilterBar } from './filter-bar';
import { hasFilters, NO_FILTERS, type LeadFilters } from './filters';
import { mergeFresh, replaceLead } from './lead-rows';
import { LeadsGrid, type LeadEdit } from './leads-grid';
import { StatusLine, type Message } from './status-line';

type Phase =
  | { kind: 'loading'; progress: LeadPagesProgress | null }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; total: number; complete: boolean };

interface LeadsScreenProps {
  session: StaffSession;
  onSignOut: () => void;
  onSessionEnded: (message: string) => void;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** Typing in the search asks the API once the typist pauses, not at every key. */
const SEARCH_PAUSE_MS = 250;

/** The query the grid shows: the filter bar as it is, the search once typing pauses. */
function useAppliedFilters(filters: LeadFilters): LeadFilters {
  const [q, setQ] = useState(filters.q);
  useEffect(() => {
    const timer = setTimeout(() => setQ(filters.q), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filters.q]);
  return useMemo(() => ({ ...filters, q }), [filters, q]);
}

/**
 * The leads of the current filters and search, as the API answers them
 * (docs/decisions/011-one-lead-contract.md): the first page shows at once,
 * the rest stream in, and the grid sorts what it holds.
 */
export function LeadsScreen({ session, onSignOut, onSessionEnded }: LeadsScreenProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading', progress: null });
  const [rows, setRows] = useState<Lead[]>([]);
  const [layout, setLayout] = useState<ColumnState[] | null | undefined>(undefined);
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const applied = useAppliedFilters(filters);
  const [message, setMessage] = useState<Message | null>(null);
  const gridApi = useRef<GridApi<Lead> | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const fail = useCallback(
    (error: unknown, describe: (text: string) => string) => {
      if (error instanceof ConsoleCallError && error.error.kind === 'session-expired') {
        onSessionEnded(error.message);
        return;
      }
      const text = error instanceof Error ? error.message : String(error);
      setMessage({ tone: 'error', text: describe(text) });
    },
    [onSessionEnded],
  );

  useEffect(() => {
    void consoleApi()
      .loadGridState()
      .then((saved) => setLayout(saved.ok ? (saved.value as ColumnState[] | null) : null));
  }, []);

  // Each press of Reload (or Try again), and each change of the query, loads afresh.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const api = consoleApi();
    let first = true;
    loadLeadPages(
      async (query) => unwrap(await api.listLeads(query)),
      applied,
      (page, progress) => {
        // The updater runs later, at render: it must see this page's `first`, not the next's.
        const replace = first;
        first = false;
        setRows((current) => (replace ? [...page] : [...current, ...page]));
        setPhase({
          kind: 'ready',
          total: progress.total,
          complete: progress.loaded >= progress.total,
        });
      },
      controller.signal,
    ).then(
      () => {
        if (!controller.signal.aborted) {
          setPhase((current) =>
            current.kind === 'ready' ? { ...current, complete: true } : current,
          );
          if (first) {
            setRows([]);
            setPhase({ kind: 'ready', total: 0, complete: true });
          }
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ConsoleCallError && error.error.kind === 'session-expired') {
          onSessionEnded(error.message);
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        setPhase({ kind: 'error', message });
      },
    );
    return () => controller.abort();
  }, [generation, applied, onSessionEnded]);

  const load = () => {
    setPhase({ kind: 'loading', progress: null });
    setGeneration((n) => n + 1);
  };

  // New enquiries: ask for the newest page of this query again and merge it,
  // so the grid shows only what matches, with the server's family sizes.
  const appliedRef = useRef(applied);
  useEffect(() => {
    appliedRef.current = applied;
  }, [applied]);
  useEffect(
    () =>
      consoleApi().onNewLeads(async (leads: Lead[]) => {
        setMessage({
          tone: 'info',
          text:
            leads.length === 1
              ? '1 new enquiry arrived.'
              : `${count(leads.length)} new enquiries arrived.`,
        });
        const result = await consoleApi().listLeads({ ...appliedRef.current, limit: 1000 });
        if (result.ok) setRows((current) => mergeFresh(current, result.value.leads));
      }),
    [],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Optimistic: the grid shows the edit at once and puts it back if the API refuses it.
  const onEdit = useCallback(
    async ({ row, field, value }: LeadEdit) => {
      const previous = row[field];
      setRows((current) => replaceLead(current, { id: row.id, [field]: value }));
      const update: LeadUpdate =
        field === 'status' ? { status: value as LeadStatus } : { note: value };
      const result = await consoleApi().updateLead(row.id, update);
      if (result.ok) {
        setRows((current) => replaceLead(current, result.value));
        setMessage({ tone: 'info', text: `Saved the ${field} of ${row.name}.` });
        return;
      }
      setRows((current) => replaceLead(current, { id: row.id, [field]: previous }));
      fail(
        new ConsoleCallError(result.error),
        (text) => `Could not save the ${field} of ${row.name}: ${text} The change was undone.`,
      );
    },
    [fail],
  );

  const onLayoutChange = useCallback((state: ColumnState[]) => {
    void consoleApi().saveGridState(state as unknown as GridLayout);
  }, []);
  const onReady = useCallback((api: GridApi<Lead>) => {
    gridApi.current = api;
  }, []);

  async function exportCsv() {
    const shownRows: Lead[] = [];
    gridApi.current?.forEachNodeAfterFilterAndSort((node) => {
      if (node.data) shownRows.push(node.data);
    });
    const result = await consoleApi().saveCsv({
      fileName: csvFileName(),
      csv: leadsToCsv(shownRows),
    });
    if (!result.ok) fail(new ConsoleCallError(result.error), (text) => `Export failed: ${text}`);
    else if (result.value.saved) {
      setMessage({
        tone: 'info',
        text: `Exported ${count(shownRows.length)} leads to ${result.value.path ?? 'the file'}.`,
      });
    }
  }

  return (
    <div className="leads-screen">
      <header className="top-bar">
        <h1>Admission enquiries</h1>
        <span className="signed-in">
          Signed in as {session.email} at {session.apiBase}
        </span>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <FilterBar filters={filters} onChange={setFilters} searchRef={searchRef} />
      <div className="actions">
        <p className="count" role="status" data-testid="lead-count">
          {phase.kind === 'ready'
            ? `Showing ${count(rows.length)} of ${count(phase.total)} leads${phase.complete ? '' : ' (loading the rest…)'}`
            : ''}
        </p>
        <button type="button" onClick={load} disabled={phase.kind === 'loading'}>
          Reload leads
        </button>
        <button
          type="button"
          onClick={() => void exportCsv()}
          disabled={phase.kind !== 'ready' || !phase.complete || rows.length === 0}
        >
          Export CSV
        </button>
      </div>
      <StatusLine message={message} onDismiss={() => setMessage(null)} />
      {phase.kind === 'loading' && (
        <div className="state" role="status" data-testid="loading">
          <p>
            {phase.progress
              ? `Loading ${count(phase.progress.loaded)} of ${count(phase.progress.total)}…`
              : 'Loading leads…'}
          </p>
          <progress
            aria-label="Leads loaded"
            value={phase.progress?.loaded ?? 0}
            max={phase.progress?.total || 1}
          />
        </div>
      )}
      {phase.kind === 'ready' && !phase.complete && (
        <progress
          className="stream-progress"
          aria-label="Leads loaded"
          value={rows.length}
          max={phase.total || 1}
        />
      )}
      {phase.kind === 'error' && (
        <div className="state" role="alert">
          <p>Could not load the leads: {phase.message}</p>
          <button type="button" onClick={load}>
            Try again
          </button>
        </div>
      )}
      {phase.kind === 'ready' && rows.length === 0 && !hasFilters(applied) && (
        <div className="state" data-testid="empty">
          <p>No enquiries yet. New ones appear here within a minute of arriving.</p>
        </div>
      )}
      {phase.kind === 'ready' && rows.length === 0 && hasFilters(applied) && (
        <p className="state" role="status">
          No leads match the search and filters.{' '}
          <button type="button" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </button>
        </p>
      )}
      {layout !== undefined && rows.length > 0 && phase.kind !== 'error' && (
        <LeadsGrid
          rows={rows}
          initialLayout={layout}
          onEdit={(edit) => void onEdit(edit)}
          onLayoutChange={onLayoutChange}
          onReady={onReady}
        />
      )}
    </div>
  );
}
