import {
  csvFileName,
  DEFAULT_FIRST_CALL_TARGET_HOURS,
  type CreatedLead,
  type Lead,
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
import {
  activeView,
  filterProblem,
  hasFilters,
  NO_FILTERS,
  type LeadFilters,
  type LeadView,
} from './filters';
import { HeldEnquiriesDialog } from './held-enquiries-dialog';
import { FamilyDialog } from './family-dialog';
import { LeadPanel } from './lead-panel';
import { LeadSource, sortModelOf, sortOf } from './lead-source';
import { LeadsGrid, usableLayout, type OpenFamily, type OpenLead } from './leads-grid';
import {
  EnquirySavedLine,
  isNewEnquiryShortcut,
  NEW_ENQUIRY_SHORTCUT,
  NewEnquiryDialog,
} from './new-enquiry-dialog';
import { gridOf, viewFilters } from './saved-views';
import { SavedViewsMenu } from './saved-views-menu';
import { StatusLine, type Message } from './status-line';
import { useViewCounts } from './view-counts';
import { leadMatchesFilters } from './view-match';

type Phase =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  /** The session ended while the rows were being read. */
  | { kind: 'ended'; message: string }
  | { kind: 'ready'; total: number };

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
 * The leads of the current filters, search and sort, as the API answers
 * them (docs/decisions/011-one-lead-contract.md), a block at a time as the
 * grid shows them (docs/decisions/019-console-rows-stay-on-the-server.md).
 * Colleagues' changes and new enquiries arrive live; the lead panel on the
 * right works one lead.
 */
export function LeadsScreen({
  session,
  resumed,
  onSignOut,
  onSessionEnded,
  screenSwitch,
  otherScreen,
}: LeadsScreenProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [selectedCount, setSelectedCount] = useState(0);
  // The rows themselves stay with the API and the grid, not in React state.
  const [rows] = useState(
    () =>
      new LeadSource({
        list: async (query) => unwrap(await consoleApi().listLeads(query)),
        onTotal: (total) =>
          setPhase((current) =>
            current.kind === 'ready' && current.total === total
              ? current
              : { kind: 'ready', total },
          ),
        onError: (error) =>
          setPhase(
            error instanceof ConsoleCallError && error.error.kind === 'session-expired'
              ? { kind: 'ended', message: error.message }
              : { kind: 'error', message: error instanceof Error ? error.message : String(error) },
          ),
        onSelection: setSelectedCount,
        // A lead that changed so the list's filters no longer find it stays, marked.
        matches: (lead, query) => leadMatchesFilters(lead, query, session.email),
      }),
  );
  // The sign-in dialog opens over the screen; signing in again reads the rows again.
  useEffect(() => {
    if (phase.kind === 'ended') onSessionEnded(phase.message);
  }, [phase, onSessionEnded]);
  const [layout, setLayout] = useState<ColumnState[] | null | undefined>(undefined);
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  // Filters a saved view set, whose search applies without waiting for typing to pause.
  const [viewSet, setViewSet] = useState<LeadFilters | null>(null);
  const applied = useAppliedFilters(filters, filters === viewSet);
  // Filters the API would refuse (a "from" date after "to") are explained at the
  // field, and the list stays at the last query that can be asked for.
  const problem = useMemo(() => filterProblem(applied), [applied]);
  const [shown, setShown] = useState(applied);
  if (!problem && shown !== applied) setShown(applied);
  // The saved view applied; the leads load once the view applied last is known.
  const [activeViewId, setActiveViewId] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  // New enquiries for the list on screen since it was read (its read number) or the count dismissed.
  const [arrivals, setArrivals] = useState({ read: 0, n: 0 });
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
  // The grid mounts with the local layout at once, while the view is on its way: setting
  // it up takes the main thread for a while, and the first rows should not wait for that.
  useEffect(() => {
    const api = consoleApi();
    const lastView = api.getLastView();
    void api.loadGridState().then(async (saved) => {
      const local = saved.ok ? (saved.value as ColumnState[] | null) : null;
      setLayout(local);
      // Most sign-ins apply no view: the list as this machine left it is asked for now.
      rows.prefetch(NO_FILTERS, sortModelOf(usableLayout(local) ?? []));
      const last = await lastView;
      if (last.ok && last.value) applySavedView(last.value);
      setStarted(true);
    });
  }, [applySavedView, rows]);

  // The college's first-call target, which colours the waiting times; the default
  // until it is known, or from an API without the setting.
  const [firstCallTarget, setFirstCallTarget] = useState(DEFAULT_FIRST_CALL_TARGET_HOURS);
  useEffect(() => {
    void consoleApi()
      .getWorkSettings()
      .then((result) => {
        if (result.ok) setFirstCallTarget(result.value.first_call_target_hours);
      });
  }, [resumed]);

  // Everyone a lead can be assigned to, again after signing in again.
  useEffect(() => {
    void consoleApi()
      .listStaff()
      .then((result) => {
        if (result.ok) setStaff(result.value);
      });
  }, [resumed]);

  // Each press of Reload (or Try again), each change of the query, and each
  // sign-in after the session ended reads the query afresh from its first rows.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!started) return;
    rows.setQuery(shown);
  }, [generation, shown, resumed, started, rows]);

  const load = () => {
    setPhase({ kind: 'loading' });
    setGeneration((n) => n + 1);
  };

  /** The new enquiries of the list put where its sort puts them: the rows move, as asked. */
  const showArrivals = () => {
    setArrivals({ read: rows.reads, n: 0 });
    rows.refresh();
  };

  // Live updates (docs/decisions/014-live-updates-from-postgres.md). The grid
  // keeps its row objects for unchanged leads, so focus, selection, the
  // panel and any editor stay as they are. The list holds still: a new
  // enquiry moves no row, and is counted only when the list's filters find
  // it (view-match.ts), until the counsellor shows them or reads the list again.
  useEffect(
    () =>
      consoleApi().onLeadEvents((events) => {
        if (events.length === 0) {
          // The stream could not say what was missed: read everything again.
          setGeneration((n) => n + 1);
          setPanelRefresh((n) => n + 1);
          return;
        }
        rows.applyEvents(events);
        // An enquiry this counsellor recorded is not news to them.
        const me = session.email.toLowerCase();
        const created = new Set(
          events
            .filter(
              (event) =>
                event.kind === 'created' &&
                event.lead.recorded_by?.toLowerCase() !== me &&
                leadMatchesFilters(event.lead, rows.query, session.email),
            )
            .map((event) => event.lead.id),
        ).size;
        // Counted on their own line, so that they never push a save's or a bulk
        // change's outcome out of sight.
        const read = rows.reads;
        if (created > 0) {
          setArrivals((was) => ({ read, n: (was.read === read ? was.n : 0) + created }));
        }
      }),
    [rows, session.email],
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

  // New enquiry (docs/decisions/050-leads-from-every-channel.md): a family that
  // phoned, walked in or met us at a fair, recorded from the leads screen.
  const [enquiring, setEnquiring] = useState(false);
  const [saved, setSaved] = useState<CreatedLead | null>(null);
  const leadsShown = !otherScreen;
  useEffect(() => {
    if (!leadsShown) return;
    const onKey = (event: KeyboardEvent) => {
      // Not over another dialog (a family, the sign-in again): one thing at a time.
      if (!isNewEnquiryShortcut(event) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      setEnquiring(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [leadsShown]);

  /** Opens a lead the form found or saved; closing its panel goes back to its row, if shown. */
  const showLead = useCallback((lead: Lead) => {
    setEnquiring(false);
    returnFocus.current = { id: lead.id, colId: 'name' };
    setOpen({ id: lead.id, seed: lead, focus: true });
  }, []);
  const onEnquirySaved = useCallback(
    (created: CreatedLead) => {
      setSaved(created);
      showLead(created.lead);
      // The list shows it where the query and sort put it, with the family's new size.
      rows.refresh();
    },
    [rows, showLead],
  );
  const closeEnquiry = useCallback(() => setEnquiring(false), []);

  const openLead: OpenLead = useCallback((lead) => {
    const focused = gridApi.current?.getFocusedCell();
    returnFocus.current = { id: lead.id, colId: focused?.column.getColId() ?? 'name' };
    setOpen({ id: lead.id, seed: lead, focus: true });
  }, []);

  /**
   * Save and next (the lead panel): opens the lead of the row after this
   * one in the list's order, passing rows held in place though they left the
   * list; false when there is none.
   */
  const saveAndNext = useCallback(
    (leadId: string) => {
      const api = gridApi.current;
      if (!api || api.isDestroyed()) return false;
      const from = api.getRowNode(leadId)?.rowIndex;
      if (from === null || from === undefined) return false;
      for (let index = from + 1; index < api.getDisplayedRowCount(); index++) {
        const next = api.getDisplayedRowAtIndex(index)?.data;
        // A row whose block is not loaded yet has no lead to open.
        if (!next) return false;
        if (rows.leftView(next.id)) continue;
        returnFocus.current = { id: next.id, colId: 'name' };
        setOpen({ id: next.id, seed: next, focus: true });
        api.ensureIndexVisible(index);
        return true;
      }
      return false;
    },
    [rows],
  );

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
  // A merge made here is the counsellor's own doing: the duplicates leave the list at once
  // (a colleague's merge only marks them, lead-source.ts).
  const onMerged = useCallback(
    (leads: Lead[]) => {
      rows.replace(leads);
      rows.refresh();
    },
    [rows],
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

  const bulk = useBulkActions({ rows, setMessage, onSessionEnded });

  // Each view's count, kept live (view-counts.ts).
  const viewCounts = useViewCounts(shown, resumed);

  /**
   * A built-in view: its filters, and its order where it has one (Due today and
   * Overdue by the follow-up time, the first calls longest waiting first);
   * leaving such a view goes back to the newest first.
   */
  const chooseView = useCallback(
    (next: LeadFilters, view: LeadView) => {
      const api = gridApi.current;
      const order = view.sort
        ? { colId: view.sort, sort: view.dir ?? 'asc' }
        : activeView(filters)?.sort
          ? { colId: 'received', sort: 'desc' as const }
          : null;
      if (order && api && !api.isDestroyed()) {
        api.applyColumnState({ state: [order], defaultState: { sort: null } });
      }
      setFilters(next);
    },
    [filters],
  );

  // Under-18 enquiries waiting for a guardian (docs/privacy.md): read-only, from the views row.
  const [heldOpen, setHeldOpen] = useState(false);
  const closeHeld = useCallback(() => setHeldOpen(false), []);

  // Every lead of the query in the grid's order, written by the API and saved as it comes.
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    const api = gridApi.current;
    if (exporting || !api || api.isDestroyed() || phase.kind !== 'ready') return;
    setExporting(true);
    try {
      const exported = phase.total;
      const result = await consoleApi().exportLeads({
        fileName: csvFileName(),
        query: { ...shown, ...sortOf(sortModelOf(api.getColumnState())) },
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

  const total = phase.kind === 'ready' ? phase.total : 0;

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
            <ViewTabs filters={filters} counts={viewCounts} onChange={chooseView} />
            <button type="button" className="held-button" onClick={() => setHeldOpen(true)}>
              Waiting for guardian consent
            </button>
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
          <FilterBar
            filters={filters}
            onChange={setFilters}
            searchRef={searchRef}
            staff={staff}
            problem={problem}
          />
          <div className="actions">
            <button
              type="button"
              onClick={() => setEnquiring(true)}
              title={`Record a family that phoned, walked in or met you at a fair (${NEW_ENQUIRY_SHORTCUT})`}
              aria-keyshortcuts={NEW_ENQUIRY_SHORTCUT}
            >
              New enquiry <kbd>{NEW_ENQUIRY_SHORTCUT}</kbd>
            </button>
            <p className="count" role="status" data-testid="lead-count">
              {phase.kind === 'ready' ? `Leads: ${count(total)}` : ''}
            </p>
            <button type="button" onClick={load} disabled={phase.kind === 'loading'}>
              Reload leads
            </button>
            <button
              type="button"
              onClick={() => void exportCsv()}
              // Not while the filter bar shows filters other than the list's (a "from" after "to").
              disabled={
                phase.kind !== 'ready' ||
                total === 0 ||
                exporting ||
                !session.canExport ||
                problem !== null
              }
              aria-describedby={session.canExport ? undefined : 'export-not-allowed'}
            >
              {exporting ? 'Exporting…' : 'Export CSV'}
            </button>
            {!session.canExport && (
              // docs/decisions/026-export-permission.md
              <span id="export-not-allowed" className="hint">
                Exporting needs an admin’s permission. Please ask an admin to allow it.
              </span>
            )}
          </div>
          {/* One line for the outcomes, saved enquiries and arrivals, kept whether or not
              they say anything, so that one appearing moves no row of the list. */}
          <div className="message-row">
            <StatusLine message={message} onDismiss={() => setMessage(null)} />
            <EnquirySavedLine saved={saved} onDismiss={() => setSaved(null)} />
            <div className="status-line" aria-live="polite">
              {arrivals.n > 0 && arrivals.read === rows.reads && (
                <p className="message info" data-testid="arrivals">
                  {arrivals.n === 1
                    ? '1 new enquiry for this list.'
                    : `${count(arrivals.n)} new enquiries for this list.`}{' '}
                  <button type="button" onClick={showArrivals}>
                    Show {arrivals.n === 1 ? 'it' : 'them'}
                  </button>{' '}
                  <button
                    type="button"
                    onClick={() => setArrivals({ read: rows.reads, n: 0 })}
                    aria-label="Dismiss new enquiries"
                  >
                    ×
                  </button>
                </p>
              )}
            </div>
          </div>
          {(selectedCount > 0 || bulk.progress) && (
            <BulkBar
              count={selectedCount}
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
              <p>Loading leads…</p>
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
          {phase.kind === 'ready' && total === 0 && !hasFilters(shown) && (
            <div className="state" data-testid="empty">
              <p>No enquiries yet. New ones appear here as they arrive.</p>
            </div>
          )}
          {phase.kind === 'ready' && total === 0 && hasFilters(shown) && (
            <p className="state" role="status">
              No leads match the search and filters.{' '}
              <button type="button" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </button>
            </p>
          )}
          {/* Mounted while the first rows are on their way; hidden, not gone, while none match
              or a read failed, so that the next query (or Try again) reads into it. */}
          {layout !== undefined && (
            <div
              className="grid-slot"
              hidden={phase.kind === 'error' || (phase.kind === 'ready' && total === 0)}
            >
              <LeadsGrid
                initialLayout={layout}
                onOpen={openLead}
                onOpenFamily={openFamily}
                onLayoutChange={onLayoutChange}
                onReady={onReady}
                openLeadId={open?.id ?? null}
                firstCallTargetHours={firstCallTarget}
                source={rows}
              />
            </div>
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
            onSaveAndNext={saveAndNext}
            onOpenFamily={openFamily}
            onSessionEnded={onSessionEnded}
          />
        )}
      </div>
      {otherScreen}
      {enquiring && (
        <NewEnquiryDialog
          recorder={session.email}
          staff={staff}
          onClose={closeEnquiry}
          onSaved={onEnquirySaved}
          onOpenLead={showLead}
          onSessionEnded={onSessionEnded}
        />
      )}
      {heldOpen && <HeldEnquiriesDialog onClose={closeHeld} onSessionEnded={onSessionEnded} />}
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
