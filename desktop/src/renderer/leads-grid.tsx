import {
  ColumnApiModule,
  EventApiModule,
  InfiniteRowModelModule,
  LocaleModule,
  ModuleRegistry,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  themeQuartz,
  type CellKeyDownEvent,
  type ColDef,
  type ColumnState,
  type GridApi,
  type GridReadyEvent,
  type ICellRendererParams,
  type IHeaderParams,
  type RowSelectedEvent,
  type RowDoubleClickedEvent,
  type RowSelectionOptions,
  type SelectionColumnDef,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import {
  describeActivity,
  formatIndianPhone,
  formatIst,
  leadStatusLabel,
  nationalPhone,
  type Lead,
  leadName,
} from '@skltcoa/shared';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { contactLinks } from './contact-links';
import { firstCallWait } from './first-call';
import { dueState } from './follow-up';
import { channelLabel } from './new-enquiry';
import { BLOCK_SIZE, MAX_BLOCKS, type LeadSource } from './lead-source';

// Only what the grid uses, to keep the renderer bundle small.
ModuleRegistry.registerModules([
  // The rows stay on the server; the grid asks for the blocks in view (ADR 018).
  InfiniteRowModelModule,
  ColumnApiModule,
  // The header's select-all checkbox listens for selection and row changes.
  EventApiModule,
  RowApiModule,
  // Checkbox selection for bulk changes; Space toggles the focused row.
  RowSelectionModule,
  // Only for the checkboxes' accessible names (LOCALE_TEXT).
  LocaleModule,
  RowStyleModule,
  ScrollApiModule,
  // The waiting times, redrawn each minute (refreshCells).
  RenderApiModule,
]);

/** The selection checkboxes' names, for screen readers. */
const LOCALE_TEXT = {
  ariaHeaderSelection: 'Select all the leads shown',
  ariaRowToggleSelection: 'Select this lead (Space)',
};

/** Rows are chosen with their checkbox or Space, never by a plain click that opens nothing. */
const ROW_SELECTION: RowSelectionOptions<Lead> = {
  mode: 'multiRow',
  checkboxes: true,
  // The header's checkbox is SelectAllHeader below.
  headerCheckbox: false,
  enableClickSelection: false,
};

type SelectAllState = 'none' | 'some' | 'all';

/**
 * The header's "select all the leads shown": every lead of the list, loaded
 * or not (lead-source.ts); the grid's own knows only the rows loaded, as the
 * rest stay on the server (docs/decisions/019-console-rows-stay-on-the-server.md).
 * Space on the focused header does what a click does.
 */
function SelectAllHeader({ api, eGridHeader, context }: IHeaderParams<Lead, GridContext>) {
  const { source } = context;
  const [state, setState] = useState<SelectAllState>('none');
  const [empty, setEmpty] = useState(true);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const update = () => {
      if (api.isDestroyed()) return;
      const shown = api.getDisplayedRowCount();
      const selected = source.selectedCount;
      setEmpty(shown === 0);
      setState(selected === 0 ? 'none' : source.wholeList && selected >= shown ? 'all' : 'some');
    };
    update();
    api.addEventListener('selectionChanged', update);
    api.addEventListener('modelUpdated', update);
    return () => {
      if (api.isDestroyed()) return;
      api.removeEventListener('selectionChanged', update);
      api.removeEventListener('modelUpdated', update);
    };
  }, [api, source]);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === 'some';
  }, [state]);
  const toggle = useCallback(() => {
    const on = !(source.wholeList && source.selectedCount > 0);
    source.selectWholeList(on);
    // Drawn in this same event: the grid tells of the change a moment later, and a
    // controlled box would show its old state meanwhile.
    setState(on && source.selectedCount > 0 ? 'all' : 'none');
  }, [source]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.target !== eGridHeader) return;
      event.preventDefault();
      toggle();
    };
    eGridHeader.addEventListener('keydown', onKey);
    return () => eGridHeader.removeEventListener('keydown', onKey);
  }, [eGridHeader, toggle]);
  // AG Grid's checkbox markup, so the theme draws it as it draws the rows'.
  const wrapper = ['ag-wrapper', 'ag-input-wrapper', 'ag-checkbox-input-wrapper'];
  if (state === 'all') wrapper.push('ag-checked');
  if (state === 'some') wrapper.push('ag-indeterminate');
  if (empty) wrapper.push('ag-disabled');
  return (
    <div className="ag-checkbox ag-input-field ag-header-select-all">
      <div className={wrapper.join(' ')}>
        <input
          ref={input}
          type="checkbox"
          className="ag-input-field-input ag-checkbox-input"
          tabIndex={-1}
          aria-label={LOCALE_TEXT.ariaHeaderSelection}
          checked={state === 'all'}
          disabled={empty}
          onChange={toggle}
        />
      </div>
    </div>
  );
}

/** The checkbox column stays on the left with Name, narrow enough for 1366 px. */
const SELECTION_COLUMN: SelectionColumnDef = {
  pinned: 'left',
  lockPinned: true,
  width: 44,
  resizable: false,
  suppressMovable: true,
  headerComponent: SelectAllHeader,
};

/** Rows of 28 px and a 32 px header: 15 rows show at 1366×768 with the panel open. */
const theme = themeQuartz.withParams({
  fontSize: 13,
  headerFontSize: 13,
  spacing: 5,
  cellHorizontalPadding: 8,
  rowHeight: 28,
  headerHeight: 32,
});

/** Opens a lead's panel: from the Name cell's button, a double-click, or Enter on a row. */
export type OpenLead = (lead: Lead, how: 'keyboard' | 'pointer') => void;

/** Opens the family dialog of a lead, from its repeat badge (docs/decisions/016-families.md). */
export type OpenFamily = (lead: Lead) => void;

interface GridContext {
  openLead: OpenLead;
  openFamily: OpenFamily;
  /** The college's first-call target in working hours (docs/decisions/052-the-counsellors-day.md). */
  firstCallTargetHours: () => number;
  /** Where the rows come from, and what "select all" selects. */
  source: LeadSource;
}

/** What a row that left the list says, in words as well as by its look: short on screen, whole when read out. */
const LEFT_VIEW_TEXT = {
  filters: { short: 'Left view', full: 'No longer in this view' },
  merged: { short: 'Merged', full: 'Merged into another lead' },
} as const;

function NameCell({ data, context }: ICellRendererParams<Lead, unknown, GridContext>) {
  if (!data) return null;
  const left = context.source.leftView(data.id);
  return (
    <span className="name-cell">
      {left && (
        <span className="left-view-badge" data-testid="left-view" title={LEFT_VIEW_TEXT[left].full}>
          <span aria-hidden="true">{LEFT_VIEW_TEXT[left].short}</span>
          <span className="visually-hidden">{LEFT_VIEW_TEXT[left].full}: </span>
        </span>
      )}
      <button
        type="button"
        className="link-button"
        tabIndex={-1}
        title={`Open ${leadName(data)}`}
        onClick={() => context.openLead(data, 'pointer')}
      >
        {leadName(data)}
      </button>
      {data.family_size > 1 && (
        <button
          type="button"
          className="repeat-badge"
          data-testid="repeat-badge"
          tabIndex={-1}
          title={`${data.family_size} enquiries share this phone number or email address: show them all`}
          aria-label={`Repeat: ${data.family_size} enquiries from the same phone or email. Show the family`}
          onClick={() => context.openFamily(data)}
        >
          ×{data.family_size}
        </button>
      )}
    </span>
  );
}

/** The number as a dial link, and a WhatsApp chat with a greeting filled in. */
export function PhoneLinks({ lead, compact = false }: { lead: Lead; compact?: boolean }) {
  const links = contactLinks(lead);
  // The list shows the number as it is read here (98765 43210); the link dials +91.
  const shown = compact ? nationalPhone(lead.phone) : formatIndianPhone(lead.phone);
  if (!links) return <span>{shown}</span>;
  return (
    <span className="phone-links">
      <a
        href={links.tel}
        target="_blank"
        rel="noreferrer"
        title={`Call ${lead.name} on ${formatIndianPhone(lead.phone)}`}
      >
        {shown}
      </a>
      <a
        href={links.whatsApp}
        target="_blank"
        rel="noreferrer"
        className="whatsapp-link"
        title={`WhatsApp ${lead.name}`}
      >
        {compact ? 'WA' : 'WhatsApp'}
        {compact && <span className="visually-hidden"> (WhatsApp {lead.name})</span>}
      </a>
    </span>
  );
}

function PhoneCell({ data }: ICellRendererParams<Lead>) {
  return data ? <PhoneLinks lead={data} compact /> : null;
}

/** The next call in IST; an overdue one says so in words, not by colour alone. */
export function FollowUpText({ at }: { at: string | null }) {
  if (!at) return <span className="muted">Not set</span>;
  const due = dueState(at);
  return (
    <span className={`follow-up follow-up-${due}`}>
      {formatIst(at)}
      {due === 'overdue' && <span className="due-badge">Overdue</span>}
      {due === 'today' && <span className="due-badge">Today</span>}
    </span>
  );
}

function FollowUpCell({ data }: ICellRendererParams<Lead>) {
  return data ? <FollowUpText at={data.next_follow_up_at} /> : null;
}

function LastActivityCell({ data }: ICellRendererParams<Lead>) {
  if (!data?.last_activity) return null;
  const text = describeActivity(data.last_activity);
  return (
    <span className="last-activity" title={`${formatIst(data.last_activity.created_at)}: ${text}`}>
      {text}
    </span>
  );
}

/** Amber and red say it in words and a sign as well as by colour. */
const URGENCY_TEXT = {
  amber: { sign: '▲', words: 'Call soon' },
  red: { sign: '■', words: 'Past target' },
} as const;

/**
 * How long a lead not yet called has waited, in working time, coloured by the
 * first-call target: amber past half of it, red past it; read again each minute.
 */
function WaitingCell({ data, context }: ICellRendererParams<Lead, unknown, GridContext>) {
  if (!data) return null;
  const wait = firstCallWait(data, new Date(), context.firstCallTargetHours());
  if (!wait) return null;
  const cue = wait.urgency === 'ok' ? null : URGENCY_TEXT[wait.urgency];
  return (
    <span className={`waiting waiting-${wait.urgency}`} data-urgency={wait.urgency}>
      {cue && (
        <span className="waiting-cue" title={cue.words}>
          <span aria-hidden="true">{cue.sign} </span>
          <span className="waiting-words">{cue.words}:</span>{' '}
        </span>
      )}
      {wait.text}
    </span>
  );
}

function AssigneeCell({ data }: ICellRendererParams<Lead>) {
  if (!data) return null;
  if (!data.assignee) return <span className="muted">Unassigned</span>;
  return <span title={data.assignee}>{data.assignee}</span>;
}

/**
 * The six columns a counsellor needs come first and fit 1366 px with the
 * panel open (Name pinned); the rest scroll.
 */
export const COLUMNS: ColDef<Lead>[] = [
  {
    colId: 'name',
    field: 'name',
    headerName: 'Name',
    cellRenderer: NameCell,
    pinned: 'left',
    lockPinned: true,
    width: 165,
  },
  {
    colId: 'received',
    field: 'created_at',
    headerName: 'Received (IST)',
    valueFormatter: ({ value }) => (value ? formatIst(value as string) : ''),
    width: 128,
    sort: 'desc',
  },
  {
    colId: 'phone',
    field: 'phone',
    headerName: 'Phone',
    cellRenderer: PhoneCell,
    width: 145,
  },
  {
    colId: 'status',
    field: 'status',
    headerName: 'Status',
    valueFormatter: ({ value }) => leadStatusLabel(String(value ?? '')),
    width: 104,
  },
  {
    colId: 'next_follow_up',
    field: 'next_follow_up_at',
    headerName: 'Next follow-up (IST)',
    cellRenderer: FollowUpCell,
    width: 205,
  },
  {
    colId: 'assignee',
    field: 'assignee',
    headerName: 'Assignee',
    cellRenderer: AssigneeCell,
    width: 160,
  },
  {
    colId: 'last_activity',
    headerName: 'Last activity',
    valueGetter: ({ data }) => (data?.last_activity ? describeActivity(data.last_activity) : ''),
    cellRenderer: LastActivityCell,
    width: 230,
  },
  {
    // Working time since the enquiry, for leads nobody has called yet; after the six
    // working columns and the last activity, so that those still fit 1366 px with the
    // panel open, and in view with it closed. The first-call view lists the longest
    // waiting first (received, oldest first).
    colId: 'waiting',
    headerName: 'Waiting for call',
    cellRenderer: WaitingCell,
    sortable: false,
    width: 140,
  },
  { colId: 'email', field: 'email', headerName: 'Email', width: 220 },
  { colId: 'program', field: 'program', headerName: 'Programme', width: 200 },
  { colId: 'form_type', field: 'form_type', headerName: 'Form type', width: 150 },
  {
    // How the family reached us (docs/decisions/050-leads-from-every-channel.md). The
    // listing filters by it but does not sort by it (LEAD_SORTS).
    colId: 'channel',
    field: 'channel',
    headerName: 'Channel',
    valueFormatter: ({ value }) => channelLabel(String(value ?? '')),
    sortable: false,
    width: 110,
  },
  { colId: 'source', field: 'source_page', headerName: 'Source', width: 150 },
  { colId: 'utm_source', field: 'utm_source', headerName: 'UTM source', width: 130 },
];

/**
 * Columns added after staff had saved layouts: a layout without them is still
 * used, and the grid shows them after its columns, at the far right.
 */
const ADDED_LATER: ReadonlySet<string> = new Set(['channel', 'waiting']);

const COLUMN_IDS = COLUMNS.map((column) => column.colId!).filter((id) => !ADDED_LATER.has(id));

/**
 * A saved layout from before these columns (it lacks some of them) would put
 * the new ones at the far right, out of sight: it is left unused. Columns
 * that may well sit at the far right (ADDED_LATER) are the exception.
 */
export function usableLayout(saved: ColumnState[] | null): ColumnState[] | null {
  if (!saved) return null;
  const ids = new Set(saved.map((state) => state.colId));
  return COLUMN_IDS.every((id) => ids.has(id)) ? saved : null;
}

export interface LeadsGridProps {
  initialLayout: ColumnState[] | null;
  onOpen: OpenLead;
  onOpenFamily: OpenFamily;
  onLayoutChange: (layout: ColumnState[]) => void;
  /** The grid is ready: its rows come through the source's datasource, never as a prop. */
  onReady: (api: GridApi<Lead>) => void;
  /** Where the rows come from (lead-source.ts); it also keeps what is selected. */
  source: LeadSource;
  /** The lead whose panel is open: its row is marked. */
  openLeadId: string | null;
  /** The first-call target in working hours, which colours the waiting time. */
  firstCallTargetHours: number;
}

const rowId = ({ data }: { data: Lead }) => data.id;

const leaveGridOnTab = () => false as const;

/** What the leads grid and its warm-up share, so that the warm-up sets up the same grid. */
const GRID_SETUP = {
  theme,
  columnDefs: COLUMNS,
  defaultColDef: {
    sortable: true,
    resizable: true,
    filter: false,
    suppressHeaderMenuButton: true,
  } satisfies ColDef<Lead>,
  rowModelType: 'infinite',
  cacheBlockSize: BLOCK_SIZE,
  animateRows: false,
  // The screen says when it is loading; the grid's rows come through its API.
  loading: false,
  suppressNoRowsOverlay: true,
  rowSelection: ROW_SELECTION,
  localeText: LOCALE_TEXT,
} as const;

/**
 * An empty leads grid, out of sight, mounted while the password is checked:
 * the first grid of a page pays for its theme's styles, its modules and the
 * first runs of its code, which would otherwise come between the first block's
 * answer and the first rows (docs/performance.md). The header's select-all is
 * left out, as it needs the list; nothing here is reachable or announced.
 */
export function GridWarmUp() {
  return (
    <div className="grid-warm-up" aria-hidden="true" inert>
      <AgGridReact<Lead> {...GRID_SETUP} selectionColumnDef={WARM_UP_SELECTION_COLUMN} />
    </div>
  );
}

const { headerComponent: _listHeader, ...WARM_UP_SELECTION_COLUMN } = SELECTION_COLUMN;

/**
 * The leads of the current query: the API filters, searches and sorts
 * (docs/decisions/011-one-lead-contract.md), and the grid asks it for the
 * blocks in view (lead-source.ts, docs/decisions/019-console-rows-stay-on-the-server.md),
 * so the screen's renders (a key in the search, a count) pass it by.
 * It is read-only: a lead is worked in its panel.
 */
export const LeadsGrid = memo(function LeadsGrid(props: LeadsGridProps) {
  const { initialLayout, onOpen, onLayoutChange, onReady, openLeadId, source } = props;
  const apiRef = useRef<GridApi<Lead> | null>(null);
  const layoutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The context object stays the same; the function it calls is the latest.
  const openRef = useRef(onOpen);
  const familyRef = useRef(props.onOpenFamily);
  useEffect(() => {
    openRef.current = onOpen;
    familyRef.current = props.onOpenFamily;
  }, [onOpen, props.onOpenFamily]);
  const targetRef = useRef(props.firstCallTargetHours);
  const context = useMemo<GridContext>(
    () => ({
      openLead: (lead, how) => openRef.current(lead, how),
      openFamily: (lead) => familyRef.current(lead),
      firstCallTargetHours: () => targetRef.current,
      source,
    }),
    [source],
  );

  // The waiting times move on each minute, and take a new target at once.
  useEffect(() => {
    targetRef.current = props.firstCallTargetHours;
    const redraw = () => {
      const api = apiRef.current;
      if (api && !api.isDestroyed()) api.refreshCells({ columns: ['waiting'], force: true });
    };
    redraw();
    const timer = setInterval(redraw, 60_000);
    return () => clearInterval(timer);
  }, [props.firstCallTargetHours]);

  const onGridReady = useCallback(
    ({ api }: GridReadyEvent<Lead>) => {
      apiRef.current = api;
      const layout = usableLayout(initialLayout);
      if (layout) api.applyColumnState({ state: layout, applyOrder: true });
      onReady(api);
    },
    [initialLayout, onReady],
  );

  // Resizes fire many events a second; the layout is saved once the staff member stops.
  const saveLayout = useCallback(() => {
    clearTimeout(layoutTimer.current);
    layoutTimer.current = setTimeout(() => {
      if (apiRef.current) onLayoutChange(apiRef.current.getColumnState());
    }, 400);
  }, [onLayoutChange]);
  useEffect(() => () => clearTimeout(layoutTimer.current), []);

  const onCellKeyDown = useCallback((event: CellKeyDownEvent<Lead>) => {
    const key = (event.event as KeyboardEvent | undefined)?.key;
    if (key === 'Enter' && event.data) {
      event.event?.preventDefault();
      openRef.current(event.data, 'keyboard');
    }
  }, []);
  const onRowDoubleClicked = useCallback((event: RowDoubleClickedEvent<Lead>) => {
    if (event.data) openRef.current(event.data, 'pointer');
  }, []);

  const rowSelected = useCallback(
    ({ node }: RowSelectedEvent<Lead>) => {
      if (node.data) source.noteRowSelected(node.data.id, node.isSelected() === true);
    },
    [source],
  );

  const rowClassRules = useMemo(
    () => ({
      'open-lead-row': (params: { data?: Lead }) => params.data?.id === openLeadId,
      // Held in place though it left the list (lead-source.ts): shown struck through and grey.
      'left-view-row': (params: { data?: Lead }) =>
        params.data !== undefined && source.leftView(params.data.id) !== undefined,
    }),
    [openLeadId, source],
  );

  return (
    <div className="grid-wrap" data-testid="leads-grid">
      <AgGridReact<Lead>
        {...GRID_SETUP}
        context={context}
        getRowId={rowId}
        maxBlocksInCache={MAX_BLOCKS}
        // A dragged scrollbar asks for where it stops, not every block it passes.
        blockLoadDebounceMillis={60}
        rowClassRules={rowClassRules}
        selectionColumnDef={SELECTION_COLUMN}
        onRowSelected={rowSelected}
        onGridReady={onGridReady}
        onCellKeyDown={onCellKeyDown}
        onRowDoubleClicked={onRowDoubleClicked}
        // Tab leaves the grid for the next control, as from any other control; the
        // arrow keys move between cells (false: the browser moves the focus).
        tabToNextCell={leaveGridOnTab}
        onSortChanged={saveLayout}
        onColumnResized={({ finished }) => finished && saveLayout()}
        onColumnMoved={({ finished }) => finished && saveLayout()}
        onColumnVisible={saveLayout}
        onColumnPinned={saveLayout}
      />
    </div>
  );
});
