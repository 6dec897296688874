import {
  csvFileName,
  leadsToCsvInSteps,
  LIMITS,
  loadLeadPages,
  type Lead,
  type LeadPagesProgress,
  type SavedView,
  type StaffMember,
} from '@skltcoa/shared';
import type { ColumnState, GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GridLayout, StaffSession } from '../shared-types/console-api';
import { BulkBar, BulkReport, useBulkActions } from './bulk-bar';
import { consoleApi } from './console-api';
import { ConsoleCallError, unwrap } from './console-call';
import { FilterBar, ViewTabs } from './filter-bar';
import { hasFilters, NO_FILTERS, type LeadFilters } from './filters';
import { FamilyDialog } from './family-dialog';
import { LeadPanel } from './lead-panel';
import { LeadGridRows } from './lead-store';
import { LeadsGrid, usableLayout, type OpenFamily, type OpenLead } from './leads-grid';
import { gridOf, viewFilters } from './saved-views';
import { SavedViewsMenu } from './saved-views-menu';
import { StatusLine, type Message } from './status-line';

type Phase =
  | { kind: 'loading'; progress: LeadPagesProgress | null }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; total: number; complete: boolean };

interface LeadsScreenProps {
  session: StaffSession;
  /**
   * Goes up each time the staff member signs in again after their session
   * ended: the list and the open lead are read again, everything else stays.
   */
  resumed: number;
  onSignOut: () => void;
  onSessionEnded: (message: string) => void;
  /** Buttons in the top bar that switch to another screen (the dashboard). */
  screenSwitch?: ReactNode;
  /**
   * Another screen shown in place of the leads, which stay mounted and
   * hidden meanwhile: drafts, filters, the open lead and the grid are kept.
   */
  otherScreen?: ReactNode;
}

interface OpenPanel {
  id: string;
  seed: Lead;
  focus: boolean;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** Typing in the search asks the API once the typist pauses, not at every key. */
const SEARCH_PAUSE_MS = 250;

/** A task of its own for the next step of an export: the screen draws and takes keys between. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** The first page is small, so the first rows show at once; the rest come 1,000 at a time. */
const FIRST_PAGE = 100;

/** How many of the newest leads of the query are asked for again when enquiries arrive. */
const NEWEST_PAGE = 200;

/**
 * The query the grid shows: the filter bar as it is, the search once typing
 * pauses. Filters set all at once (a saved view) take their search at once.
 */
function useAppliedFilters(filters: LeadFilters, instant = false): LeadFilters {
  const [q, setQ] = useState(filters.q);
  useEffect(() => {
    const timer = setTimeout(() => setQ(filters.q), instant ? 0 : SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filters.q, instant]);
  return useMemo(() => ({ ...filters, q: instant ? filters.q : q }), [filters, q, instant]);
}

/**
 * The leads of the current filters and search, as the API answers them
 * (docs/decisions/011-one-lead-contract.md): the first page shows at once,
 * the rest stream in, and the grid sorts what it holds. The rows live
 * outside React and reach the grid as transactions
 * (docs/decisions/018-grid-rows-as-transactions.md). Colleagues' changes
 * and new enquiries arrive live; the lead panel on the right works one lead.
 */
export function LeadsScreen({
  session,
  resumed,
  onSignOut,
  onSessionEnded,
  screenSwitch,
  otherScreen,
}: LeadsScreenProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading', progress: null });
  // How many rows the grid holds; the rows themselves are in `rows`, not in React state.
  const [held, setHeld] = useState(0);
  const [rows] = useState(() => new LeadGridRows(setHeld));
  const [layout, setLayout] = useState<ColumnState[] | null | undefined>(undefined);
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  // Filters a saved view set, whose search applies without waiting for typing to pause.
  const [viewSet, setViewSet] = useState<LeadFilters | null>(null);
  const applied = useAppliedFilters(filters, filters === viewSet);
  // The saved view applied; the leads load once the view applied last is known (issue 13 §2).
  const [activeViewId, setActiveViewId] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [open, setOpen] = useState<OpenPanel | null>(null);
  // Reloads of the open lead that live updates ask for (a reset of the stream).
  const [panelRefresh, setPanelRefresh] = useState(0);
  const gridApi = useRef<GridApi<Lead> | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<{ id: string; colId: string } | null>(null);

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

  /** Shows a saved view: its filters, and its columns with their sort. */
  const applySavedView = useCallback((view: SavedView) => {
    const next = viewFilters(view);
    setViewSet(next);
    setFilters(next);
    setActiveViewId(view.id);
    const state = usableLayout(view.grid as ColumnState[]);
    if (!state) return;
    setLayout(state);
    const api = gridApi.current;
    if (api && !api.isDestroyed()) api.applyColumnState({ state, applyOrder: true });
  }, []);

  // The layout kept on this machine, unless the view applied last (kept on the server) says otherwise.
  useEffect(() => {
    const api = consoleApi();
    void Promise.all([api.loadGridState(), api.getLastView()]).then(([saved, last]) => {
      setLayout(saved.ok ? (saved.value as ColumnState[] | null) : null);
      if (last.ok && last.value) applySavedView(last.value);
      setStarted(true);
    });
  }, [applySavedView]);

  // Everyone a lead can be assigned to, again after signing in again.
  useEffect(() => {
    void consoleApi()
      .listStaff()
      .then((result) => {
        if (result.ok) setStaff(result.value);
      });
  }, [resumed]);

  // Each press of Reload (or Try again), each change of the query, and each
  // sign-in after the session ended loads afresh, keeping the rows until the
  // first page arrives.
  const [generation, setGeneration] = useState(0);
  // Leads of this listing merged into another since it loaded: they left the rows and the total.
  const [mergedAway, setMergedAway] = useState<ReadonlySet<string>>(new Set());
  const noteMerged = useCallback((left: readonly Lead[]) => {
    if (left.length > 0) {
      setMergedAway((current) => new Set([...current, ...left.map((lead) => lead.id)]));
    }
  }, []);
  useEffect(() => {
    if (!started) return;
    const controller = new AbortController();
    const api = consoleApi();
    let first = true;
    loadLeadPages(
      async (query) => unwrap(await api.listLeads(query)),
      applied,
      (page, progress) => {
        if (first) {
          first = false;
          rows.reset(page);
          setMergedAway(new Set());
        } else {
          rows.addPage(page);
        }
        setPhase({
          kind: 'ready',
          total: progress.total,
          complete: progress.loaded >= progress.total,
        });
      },
      controller.signal,
      FIRST_PAGE,
    ).then(
      () => {
        if (!controller.signal.aborted) {
          // Every page in the grid before the listing counts as complete (and can be exported).
          rows.flush();
          setPhase((current) =>
            current.kind === 'ready' ? { ...current, complete: true } : current,
          );
          if (first) {
            rows.reset([]);
            setPhase({ kind: 'ready', total: 0, complete: true });
          }
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ConsoleCallError && error.error.kind === 'session-expired') {
          // The sign-in dialog opens over the screen; signing in loads again.
          onSessionEnded(error.message);
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        setPhase({ kind: 'error', message });
      },
    );
    return () => controller.abort();
  }, [generation, applied, resumed, onSessionEnded, started, rows]);

  const load = () => {
    setPhase({ kind: 'loading', progress: null });
    setGeneration((n) => n + 1);
  };

  // New enquiries: the newest page of this query is asked for again and
  // merged, so the grid shows only what matches the filters and search, with
  // the server's family sizes. One request at a time; a burst asks once more.
  const appliedRef = useRef(applied);
  useEffect(() => {
    appliedRef.current = applied;
  }, [applied]);
  const newest = useRef({ running: false, again: false });
  const listingComplete = useRef(false);
  useEffect(() => {
    listingComplete.current = phase.kind === 'ready' && phase.complete;
  }, [phase]);
  const fetchNewest = useCallback(async () => {
    if (newest.current.running) {
      newest.current.again = true;
      return;
    }
    newest.current.running = true;
    try {
      do {
        newest.current.again = false;
        const query = appliedRef.current;
        const result = await consoleApi().listLeads({ ...query, limit: NEWEST_PAGE });
        if (!result.ok || appliedRef.current !== query) continue;
        const newestPage = result.value;
        rows.mergeNewest(newestPage.leads);
        setPhase((current) =>
          current.kind === 'ready'
            ? { ...current, total: Math.max(current.total, newestPage.total) }
            : current,
        );
        // An enquiry dated before the newest (an import, a late commit, a date put right) is
        // not among them: once the listing is whole, the pages beyond are read until the rows
        // hold the query's total again. Usually that is none.
        let page = newestPage;
        while (
          listingComplete.current &&
          rows.size < page.total &&
          page.nextCursor &&
          appliedRef.current === query
        ) {
          const next = await consoleApi().listLeads({
            ...query,
            cursor: page.nextCursor,
            limit: LIMITS.pageSizeMax,
          });
          if (!next.ok) break;
          page = next.value;
          rows.addPage(page.leads);
        }
      } while (newest.current.again);
    } finally {
      newest.current.running = false;
    }
  }, [rows]);

  // Live updates (docs/decisions/014-live-updates-from-postgres.md). The grid
  // keeps its row objects for unchanged leads, so focus, selection, the
  // panel and any editor stay as they are.
  useEffect(
    () =>
      consoleApi().onLeadEvents((events) => {
        if (events.length === 0) {
          // The stream could not say what was missed: read everything again.
          setGeneration((n) => n + 1);
          setPanelRefresh((n) => n + 1);
          return;
        }
        noteMerged(rows.applyEvents(events));
        const created = new Set(
          events.filter((event) => event.kind === 'created').map((event) => event.lead.id),
        ).size;
        if (created > 0) {
          setMessage({
            tone: 'info',
            text:
              created === 1 ? '1 new enquiry arrived.' : `${count(created)} new enquiries arrived.`,
          });
          void fetchNewest();
        }
      }),
    [fetchNewest, noteMerged, rows],
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

  const openLead: OpenLead = useCallback((lead) => {
    const focused = gridApi.current?.getFocusedCell();
    returnFocus.current = { id: lead.id, colId: focused?.column.getColId() ?? 'name' };
    setOpen({ id: lead.id, seed: lead, focus: true });
  }, []);

  const closePanel = useCallback(() => {
    setOpen(null);
    // Back to the row the panel was opened from, for keyboard users.
    const back = returnFocus.current;
    const api = gridApi.current;
    if (!back || !api || api.isDestroyed()) return;
    const node = api.getRowNode(back.id);
    if (node && node.rowIndex !== null) {
      api.ensureIndexVisible(node.rowIndex);
      api.setFocusedCell(node.rowIndex, back.colId);
    }
  }, []);

  const onLeadChanged = useCallback(
    (lead: Lead) => {
      rows.replace([lead]);
    },
    [rows],
  );

  // The family of a lead (docs/decisions/016-families.md), from its repeat badge or its panel.
  const [family, setFamily] = useState<Lead | null>(null);
  const openFamily: OpenFamily = useCallback((lead) => setFamily(lead), []);
  const closeFamily = useCallback(() => setFamily(null), []);
  const onMerged = useCallback(
    (leads: Lead[]) => noteMerged(rows.replace(leads)),
    [noteMerged, rows],
  );

  const onLayoutChange = useCallback((state: ColumnState[]) => {
    void consoleApi().saveGridState(state as unknown as GridLayout);
  }, []);
  const onReady = useCallback(
    (api: GridApi<Lead>) => {
      gridApi.current = api;
      rows.attach(api);
    },
    [rows],
  );
  const currentGrid = useCallback(
    () => gridOf(gridApi.current?.getColumnState() ?? layout),
    [layout],
  );

  const bulk = useBulkActions({ gridApi, rows, setMessage, onSessionEnded });

  // The grid's rows in its order, as CSV built a few thousand at a time so the screen stays
  // responsive; nothing of it is kept once the file is handed over.
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    const api = gridApi.current;
    if (exporting || !api || api.isDestroyed()) return;
    setExporting(true);
    try {
      rows.flush();
      const shownRows: Lead[] = [];
      api.forEachNodeAfterFilterAndSort((node) => {
        if (node.data) shownRows.push(node.data);
      });
      const exported = shownRows.length;
      const result = await consoleApi().saveCsv({
        fileName: csvFileName(),
        csv: await leadsToCsvInSteps(shownRows, { pause: nextTask }),
      });
      if (!result.ok) fail(new ConsoleCallError(result.error), (text) => `Export failed: ${text}`);
      else if (result.value.saved) {
        setMessage({
          tone: 'info',
          text: `Exported ${count(exported)} leads to ${result.value.path ?? 'the file'}.`,
        });
      }
    } finally {
      setExporting(false);
    }
  }

  const total = phase.kind === 'ready' ? Math.max(phase.total - mergedAway.size, held) : 0;

  return (
    <div className="leads-screen">
      <header className="top-bar">
        <h1>Admission enquiries</h1>
        {screenSwitch}
        <span className="signed-in">
          Signed in as {session.email} at {session.apiBase}
        </span>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <div className={`workspace${open ? ' with-panel' : ''}`} hidden={Boolean(otherScreen)}>
        <main className="leads-main">
          <div className="view-row">
            <ViewTabs filters={filters} onChange={setFilters} />
            <SavedViewsMenu
              role={session.role}
              refreshKey={resumed}
              activeId={activeViewId}
              filters={filters}
              currentGrid={currentGrid}
              onApply={applySavedView}
              onActiveChange={setActiveViewId}
              onMessage={setMessage}
              onSessionEnded={onSessionEnded}
            />
          </div>
          <FilterBar filters={filters} onChange={setFilters} searchRef={searchRef} staff={staff} />
          <div className="actions">
            <p className="count" role="status" data-testid="lead-count">
              {phase.kind === 'ready'
                ? `Showing ${count(held)} of ${count(total)} leads${phase.complete ? '' : ' (loading the rest…)'}`
                : ''}
            </p>
            <button type="button" onClick={load} disabled={phase.kind === 'loading'}>
              Reload leads
            </button>
            <button
              type="button"
              onClick={() => void exportCsv()}
              disabled={phase.kind !== 'ready' || !phase.complete || held === 0 || exporting}
            >
              Export CSV
            </button>
          </div>
          <StatusLine message={message} onDismiss={() => setMessage(null)} />
          {(bulk.selected > 0 || bulk.progress) && (
            <BulkBar
              count={bulk.selected}
              staff={staff}
              progress={bulk.progress}
              onApply={bulk.apply}
              onClear={bulk.clearSelection}
            />
          )}
          {bulk.report && (
            <BulkReport
              failures={bulk.report.failures}
              busy={bulk.progress !== null}
              onRetry={bulk.retry}
              onDismiss={bulk.dismissReport}
            />
          )}
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
              value={held}
              max={total || 1}
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
          {phase.kind === 'ready' && held === 0 && !hasFilters(applied) && (
            <div className="state" data-testid="empty">
              <p>No enquiries yet. New ones appear here as they arrive.</p>
            </div>
          )}
          {phase.kind === 'ready' && held === 0 && hasFilters(applied) && (
            <p className="state" role="status">
              No leads match the search and filters.{' '}
              <button type="button" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </button>
            </p>
          )}
          {/* Mounted while the first page is on its way: the grid's setting up is not in its wait. */}
          {layout !== undefined &&
            phase.kind !== 'error' &&
            (held > 0 || phase.kind === 'loading') && (
              <LeadsGrid
                initialLayout={layout}
                onOpen={openLead}
                onOpenFamily={openFamily}
                onLayoutChange={onLayoutChange}
                onReady={onReady}
                openLeadId={open?.id ?? null}
                onSelectionChanged={bulk.onSelectionChanged}
              />
            )}
        </main>
        {open && (
          <LeadPanel
            key={open.id}
            leadId={open.id}
            seed={open.seed}
            staff={staff}
            refreshKey={panelRefresh + resumed}
            focusOnOpen={open.focus}
            onClose={closePanel}
            onLeadChanged={onLeadChanged}
            onOpenFamily={openFamily}
            onSessionEnded={onSessionEnded}
          />
        )}
      </div>
      {otherScreen}
      {family && (
        <FamilyDialog
          key={family.id}
          lead={family}
          canMerge={session.role === 'admin'}
          onClose={closeFamily}
          onLeadsChanged={onMerged}
          onSessionEnded={onSessionEnded}
        />
      )}
    </div>
  );
}
