import { csvFileName, type Lead, type LeadStatus, type LeadUpdate } from '@skltcoa/shared';
import type { ColumnState, GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GridLayout, StaffSession } from '../shared-types/console-api';
import { consoleApi } from './console-api';
import { rowsToCsv } from './export-csv';
import { FilterBar } from './filter-bar';
import { NO_FILTERS, type LeadFilters } from './filters';
import { mergeNewLeads, replaceLead, toRows, type LeadRow } from './lead-rows';
import { LeadsGrid, type LeadEdit } from './leads-grid';
import { ConsoleCallError, loadAllLeads, type LoadProgress } from './load-leads';
import { StatusLine, type Message } from './status-line';

type Phase =
  | { kind: 'loading'; progress: LoadProgress | null }
  | { kind: 'error'; message: string }
  | { kind: 'ready' };

interface LeadsScreenProps {
  session: StaffSession;
  onSignOut: () => void;
  onSessionEnded: (message: string) => void;
}

const count = (n: number) => n.toLocaleString('en-IN');

export function LeadsScreen({ session, onSignOut, onSessionEnded }: LeadsScreenProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading', progress: null });
  const [rows, setRows] = useState<LeadRow[]>([]);
  const [layout, setLayout] = useState<ColumnState[] | null>(null);
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const [shown, setShown] = useState(0);
  const [message, setMessage] = useState<Message | null>(null);
  const gridApi = useRef<GridApi<LeadRow> | null>(null);
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

  // Each press of Reload (or Try again) bumps the generation and loads afresh.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    const api = consoleApi();
    Promise.all([
      loadAllLeads(api, (progress) => current && setPhase({ kind: 'loading', progress })),
      api.loadGridState(),
    ]).then(
      ([leads, savedLayout]) => {
        if (!current) return;
        setLayout(savedLayout.ok ? (savedLayout.value as ColumnState[] | null) : null);
        setRows(toRows(leads));
        setShown(leads.length);
        setPhase({ kind: 'ready' });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ConsoleCallError && error.error.kind === 'session-expired') {
          onSessionEnded(error.message);
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        setPhase({ kind: 'error', message });
      },
    );
    return () => {
      current = false;
    };
  }, [generation, onSessionEnded]);

  const load = () => {
    setPhase({ kind: 'loading', progress: null });
    setGeneration((n) => n + 1);
  };

  useEffect(
    () =>
      consoleApi().onNewLeads((leads: Lead[]) => {
        setRows((current) => mergeNewLeads(current, leads));
        setMessage({
          tone: 'info',
          text:
            leads.length === 1
              ? '1 new enquiry added.'
              : `${count(leads.length)} new enquiries added.`,
        });
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
  const onReady = useCallback((api: GridApi<LeadRow>) => {
    gridApi.current = api;
  }, []);

  async function exportCsv() {
    const shownRows: LeadRow[] = [];
    gridApi.current?.forEachNodeAfterFilterAndSort((node) => {
      if (node.data) shownRows.push(node.data);
    });
    const result = await consoleApi().saveCsv({
      fileName: csvFileName(),
      csv: rowsToCsv(shownRows),
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
          {phase.kind === 'ready' ? `Showing ${count(shown)} of ${count(rows.length)} leads` : ''}
        </p>
        <button type="button" onClick={load} disabled={phase.kind === 'loading'}>
          Reload leads
        </button>
        <button
          type="button"
          onClick={() => void exportCsv()}
          disabled={phase.kind !== 'ready' || shown === 0}
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
      {phase.kind === 'error' && (
        <div className="state" role="alert">
          <p>Could not load the leads: {phase.message}</p>
          <button type="button" onClick={load}>
            Try again
          </button>
        </div>
      )}
      {phase.kind === 'ready' && rows.length === 0 && (
        <div className="state" data-testid="empty">
          <p>No enquiries yet. New ones appear here within a minute of arriving.</p>
        </div>
      )}
      {phase.kind === 'ready' && rows.length > 0 && (
        <>
          {shown === 0 && (
            <p className="state" role="status">
              No leads match the search and filters.{' '}
              <button type="button" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </button>
            </p>
          )}
          <LeadsGrid
            rows={rows}
            filters={filters}
            initialLayout={layout}
            onEdit={(edit) => void onEdit(edit)}
            onShownCountChange={setShown}
            onLayoutChange={onLayoutChange}
            onReady={onReady}
          />
        </>
      )}
    </div>
  );
}
