import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LargeTextEditorModule,
  ModuleRegistry,
  RowApiModule,
  SelectEditorModule,
  themeQuartz,
  type CellEditRequestEvent,
  type ColDef,
  type ColumnState,
  type GridApi,
  type GridReadyEvent,
  type ICellRendererParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import {
  formatIndianPhone,
  formatIst,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LIMITS,
  type Lead,
  type LeadStatus,
} from '@skltcoa/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';

// Only what the grid uses, to keep the renderer bundle small.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  ColumnApiModule,
  RowApiModule,
  SelectEditorModule,
  LargeTextEditorModule,
  CellStyleModule,
]);

const theme = themeQuartz.withParams({ fontSize: 14, headerFontSize: 14, spacing: 6 });

export type EditableField = 'status' | 'notes';

export interface LeadEdit {
  row: Lead;
  field: EditableField;
  value: string;
}

function NameCell({ data }: ICellRendererParams<Lead>) {
  if (!data) return null;
  return (
    <span className="name-cell">
      <span>{data.name}</span>
      {data.family_size > 1 && (
        <span
          className="repeat-badge"
          data-testid="repeat-badge"
          title={`${data.family_size} enquiries share this phone number or email address`}
          aria-label={`Repeat: ${data.family_size} enquiries from the same phone or email`}
        >
          Repeat ×{data.family_size}
        </span>
      )}
    </span>
  );
}

const COLUMNS: ColDef<Lead>[] = [
  {
    colId: 'received',
    field: 'created_at',
    headerName: 'Received (IST)',
    valueFormatter: ({ value }) => (value ? formatIst(value as string) : ''),
    width: 160,
    sort: 'desc',
  },
  { colId: 'name', field: 'name', headerName: 'Name', cellRenderer: NameCell, width: 240 },
  {
    colId: 'phone',
    field: 'phone',
    headerName: 'Phone',
    valueFormatter: ({ value }) => formatIndianPhone(String(value ?? '')),
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
  rows: Lead[];
  initialLayout: ColumnState[] | null;
  onEdit: (edit: LeadEdit) => void;
  onLayoutChange: (layout: ColumnState[]) => void;
  onReady: (api: GridApi<Lead>) => void;
}

/**
 * The leads of the current query, all of them: the API filtered and searched
 * (docs/decisions/011-one-lead-contract.md); the grid sorts what it holds.
 */
export function LeadsGrid(props: LeadsGridProps) {
  const { rows, initialLayout, onEdit, onLayoutChange, onReady } = props;
  const apiRef = useRef<GridApi<Lead> | null>(null);
  const layoutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const defaultColDef = useMemo<ColDef<Lead>>(
    () => ({ sortable: true, resizable: true, filter: false, suppressHeaderMenuButton: true }),
    [],
  );

  const onGridReady = useCallback(
    ({ api }: GridReadyEvent<Lead>) => {
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
    (event: CellEditRequestEvent<Lead>) => {
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
      <AgGridReact<Lead>
        theme={theme}
        rowData={rows}
        columnDefs={COLUMNS}
        defaultColDef={defaultColDef}
        getRowId={({ data }) => data.id}
        animateRows={false}
        readOnlyEdit
        onCellEditRequest={onCellEditRequest}
        singleClickEdit={false}
        stopEditingWhenCellsLoseFocus
        suppressNoRowsOverlay
        onGridReady={onGridReady}
        onSortChanged={saveLayout}
        onColumnResized={({ finished }) => finished && saveLayout()}
        onColumnMoved={({ finished }) => finished && saveLayout()}
        onColumnVisible={saveLayout}
      />
    </div>
  );
}
