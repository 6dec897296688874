import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ExternalFilterModule,
  LargeTextEditorModule,
  ModuleRegistry,
  QuickFilterModule,
  RowApiModule,
  SelectEditorModule,
  themeQuartz,
  type CellEditRequestEvent,
  type ColDef,
  type ColumnState,
  type GridApi,
  type GridReadyEvent,
  type ICellRendererParams,
  type IRowNode,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import {
  formatIndianPhone,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LIMITS,
  type LeadStatus,
} from '@skltcoa/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { hasFieldFilters, matchesFilters, type LeadFilters } from './filters';
import { formatReceived, type LeadRow } from './lead-rows';

// Only what the grid uses, to keep the renderer bundle small.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  ColumnApiModule,
  RowApiModule,
  QuickFilterModule,
  ExternalFilterModule,
  SelectEditorModule,
  LargeTextEditorModule,
  CellStyleModule,
]);

const theme = themeQuartz.withParams({ fontSize: 14, headerFontSize: 14, spacing: 6 });

export type EditableField = 'status' | 'notes';

export interface LeadEdit {
  row: LeadRow;
  field: EditableField;
  value: string;
}

function NameCell({ data }: ICellRendererParams<LeadRow>) {
  if (!data) return null;
  return (
    <span className="name-cell">
      <span>{data.name}</span>
      {data.repeats > 1 && (
        <span
          className="repeat-badge"
          data-testid="repeat-badge"
          title={`${data.repeats} enquiries share this phone number or email address`}
          aria-label={`Repeat: ${data.repeats} enquiries from the same phone or email`}
        >
          Repeat ×{data.repeats}
        </span>
      )}
    </span>
  );
}

const phoneSearchText = (phone: string) =>
  `${phone} ${formatIndianPhone(phone)} ${phone.replace(/^\+91/, '')}`;

const COLUMNS: ColDef<LeadRow>[] = [
  {
    colId: 'received',
    field: 'created_at',
    headerName: 'Received (IST)',
    valueFormatter: ({ value }) => (value ? formatReceived(value as string) : ''),
    getQuickFilterText: () => '',
    width: 160,
    sort: 'desc',
  },
  { colId: 'name', field: 'name', headerName: 'Name', cellRenderer: NameCell, width: 240 },
  {
    colId: 'phone',
    field: 'phone',
    headerName: 'Phone',
    valueFormatter: ({ value }) => formatIndianPhone(String(value ?? '')),
    getQuickFilterText: ({ value }) => phoneSearchText(String(value ?? '')),
    width: 160,
  },
  { colId: 'email', field: 'email', headerName: 'Email', width: 240 },
  { colId: 'program', field: 'program', headerName: 'Programme', width: 210 },
  { colId: 'form_type', field: 'form_type', headerName: 'Form type', width: 170 },
  {
    colId: 'status',
    field: 'status',
    headerName: 'Status',
    editable: true,
    cellEditor: 'agSelectCellEditor',
    cellEditorParams: { values: [...LEAD_STATUSES] },
    valueFormatter: ({ value }) => LEAD_STATUS_LABELS[value as LeadStatus] ?? String(value),
    cellClass: 'editable-cell',
    width: 150,
  },
  {
    colId: 'notes',
    field: 'notes',
    headerName: 'Notes',
    editable: true,
    cellEditor: 'agLargeTextCellEditor',
    cellEditorPopup: true,
    cellEditorParams: { maxLength: LIMITS.noteMax, rows: 6, cols: 50 },
    cellClass: 'editable-cell',
    flex: 1,
    minWidth: 200,
  },
  { colId: 'source', field: 'source_page', headerName: 'Source', width: 180 },
];

export interface LeadsGridProps {
  rows: LeadRow[];
  filters: LeadFilters;
  initialLayout: ColumnState[] | null;
  onEdit: (edit: LeadEdit) => void;
  onShownCountChange: (shown: number) => void;
  onLayoutChange: (layout: ColumnState[]) => void;
  onReady: (api: GridApi<LeadRow>) => void;
}

/** Sorting, searching and filtering happen here, on the leads already loaded. */
export function LeadsGrid(props: LeadsGridProps) {
  const { rows, filters, initialLayout, onEdit, onShownCountChange, onLayoutChange, onReady } =
    props;
  const apiRef = useRef<GridApi<LeadRow> | null>(null);
  const filtersRef = useRef(filters);
  const layoutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    filtersRef.current = filters;
    apiRef.current?.onFilterChanged();
  }, [filters]);

  const defaultColDef = useMemo<ColDef<LeadRow>>(
    () => ({ sortable: true, resizable: true, filter: false, suppressHeaderMenuButton: true }),
    [],
  );

  const onGridReady = useCallback(
    ({ api }: GridReadyEvent<LeadRow>) => {
      apiRef.current = api;
      if (initialLayout) api.applyColumnState({ state: initialLayout, applyOrder: true });
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

  const onCellEditRequest = useCallback(
    (event: CellEditRequestEvent<LeadRow>) => {
      const field = event.colDef.field as EditableField;
      const value = String(event.newValue ?? '');
      if (event.data && value !== String(event.oldValue ?? '')) {
        onEdit({ row: event.data, field, value });
      }
    },
    [onEdit],
  );

  return (
    <div className="grid-wrap" data-testid="leads-grid">
      <AgGridReact<LeadRow>
        theme={theme}
        rowData={rows}
        columnDefs={COLUMNS}
        defaultColDef={defaultColDef}
        getRowId={({ data }) => data.id}
        quickFilterText={filters.search}
        cacheQuickFilter
        isExternalFilterPresent={() => hasFieldFilters(filtersRef.current)}
        doesExternalFilterPass={(node: IRowNode<LeadRow>) =>
          node.data ? matchesFilters(node.data, filtersRef.current) : false
        }
        animateRows={false}
        readOnlyEdit
        onCellEditRequest={onCellEditRequest}
        singleClickEdit={false}
        stopEditingWhenCellsLoseFocus
        suppressNoRowsOverlay
        onGridReady={onGridReady}
        onModelUpdated={({ api }) => onShownCountChange(api.getDisplayedRowCount())}
        onSortChanged={saveLayout}
        onColumnResized={({ finished }) => finished && saveLayout()}
        onColumnMoved={({ finished }) => finished && saveLayout()}
        onColumnVisible={saveLayout}
      />
    </div>
  );
}
