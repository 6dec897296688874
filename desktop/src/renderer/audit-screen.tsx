import {
  ColumnApiModule,
  InfiniteRowModelModule,
  ModuleRegistry,
  themeQuartz,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type IDatasource,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  auditCsvFileName,
  AuditExportQuerySchema,
  fieldErrors,
  formatIst,
  type AuditEvent,
  type AuditExportQuery,
  type StaffMember,
} from '@skltcoa/shared';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { consoleApi } from './console-api';
import { ConsoleCallError, unwrap } from './console-call';
import { AUDIT_BLOCK, AuditPages } from './audit-pages';
import { StatusLine, type Message } from './status-line';
import './audit.css';

/*
 * For admins: who may export leads, and the audit
 * trail as a grid over GET /api/audit, filtered by the API and paged by its
 * cursor, exportable to CSV through the main process as the leads are
 * (docs/decisions/026-export-permission.md).
 */

ModuleRegistry.registerModules([InfiniteRowModelModule, ColumnApiModule]);

const theme = themeQuartz.withParams({ fontSize: 13, headerFontSize: 13, spacing: 5 });

/** An action this console has no words for (a newer server's) shows as the API names it. */
const actionLabel = (action: string) =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action.replaceAll('_', ' ');

const COLUMNS: ColDef<AuditEvent>[] = [
  {
    colId: 'at',
    headerName: 'When (IST)',
    valueGetter: ({ data }) => (data ? formatIst(data.at) : ''),
    width: 150,
  },
  { colId: 'actor', field: 'actor', headerName: 'Staff', width: 240 },
  {
    colId: 'action',
    headerName: 'Action',
    valueGetter: ({ data }) => (data ? actionLabel(data.action) : ''),
    width: 200,
  },
  { colId: 'lead_id', field: 'lead_id', headerName: 'Lead id', width: 290 },
  { colId: 'rows', field: 'rows', headerName: 'Rows', width: 90, type: 'rightAligned' },
  {
    colId: 'detail',
    headerName: 'Detail',
    valueGetter: ({ data }) =>
      data && Object.keys(data.detail).length > 0 ? JSON.stringify(data.detail) : '',
    flex: 1,
    minWidth: 200,
  },
];

interface FilterForm {
  action: string;
  actor: string;
  from: string;
  to: string;
  lead_id: string;
}
const NO_FILTERS: FilterForm = { action: '', actor: '', from: '', to: '', lead_id: '' };

function useSessionEnd(
  onSessionEnded: (message: string) => void,
  setMessage: (m: Message) => void,
) {
  return useCallback(
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
    [onSessionEnded, setMessage],
  );
}

/** Who may export leads: a counsellor once an admin ticks the box; an admin always. */
function ExportPermissions({
  refreshKey,
  onFail,
  setMessage,
}: {
  refreshKey: number;
  onFail: (error: unknown, what: string) => void;
  setMessage: (message: Message) => void;
}) {
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();
  useEffect(() => {
    let live = true;
    void consoleApi()
      .listStaff()
      .then((result) => {
        if (!live) return;
        if (result.ok) setStaff(result.value);
        else onFail(new ConsoleCallError(result.error), 'Could not load the staff');
      });
    return () => {
      live = false;
    };
  }, [refreshKey, onFail]);

  async function toggle(member: StaffMember, what: 'export' | 'import', allowed: boolean) {
    setBusy(member.email);
    try {
      const api = consoleApi();
      const updated = unwrap(
        await (what === 'export'
          ? api.setStaffExport(member.email, allowed)
          : api.setStaffImport(member.email, allowed)),
      );
      setStaff((list) => list?.map((m) => (m.email === updated.email ? updated : m)) ?? null);
      setMessage({
        tone: 'info',
        text: allowed
          ? `${updated.email} may now ${what} leads.`
          : `${updated.email} may no longer ${what} leads.`,
      });
    } catch (error) {
      onFail(error, `Could not change the ${what} permission`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="audit-permissions" aria-labelledby={headingId}>
      <h2 id={headingId}>Export and import permissions</h2>
      <p>
        Exporting leads to a spreadsheet takes the families’ data out of the system, and importing a
        list brings families in and sends each of them the privacy notice, so a counsellor may do
        either only once an admin allows it here. Admins always may. A change holds from the member
        of staff’s next request, and is recorded in the audit trail.
      </p>
      {staff === null ? (
        <p role="status">Loading the staff…</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Staff</th>
              <th scope="col">Role</th>
              <th scope="col">May export leads</th>
              <th scope="col">May import leads</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.email}>
                <th scope="row">{member.email}</th>
                <td>{member.role === 'admin' ? 'Admin' : 'Counsellor'}</td>
                <td>
                  <label>
                    <input
                      type="checkbox"
                      checked={member.can_export}
                      disabled={member.role === 'admin' || busy !== null}
                      onChange={(event) =>
                        void toggle(member, 'export', event.currentTarget.checked)
                      }
                    />{' '}
                    {member.role === 'admin' ? 'Always (admin)' : `Allow ${member.email}`}
                  </label>
                </td>
                <td>
                  <label>
                    <input
                      type="checkbox"
                      checked={member.role === 'admin' || member.can_import}
                      disabled={member.role === 'admin' || busy !== null}
                      onChange={(event) =>
                        void toggle(member, 'import', event.currentTarget.checked)
                      }
                    />{' '}
                    {member.role === 'admin' ? 'Always (admin)' : `Allow ${member.email} imports`}
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The audit trail's grid with its filters, and the export permissions above it (admins only). */
export function AuditScreen({
  refreshKey,
  onSessionEnded,
}: {
  /** Changes when staff sign in again, so that the screen reads afresh. */
  refreshKey: number;
  onSessionEnded: (message: string) => void;
}) {
  const [form, setForm] = useState<FilterForm>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditExportQuery>({});
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [shown, setShown] = useState<string>('');
  const [exporting, setExporting] = useState(false);
  const grid = useRef<GridApi<AuditEvent> | null>(null);
  const fail = useSessionEnd(onSessionEnded, setMessage);
  const ids = { action: useId(), actor: useId(), from: useId(), to: useId(), lead: useId() };

  const datasource = useMemo<IDatasource>(() => {
    const pages = new AuditPages(
      async (query) => unwrap(await consoleApi().listAudit(query)),
      filters,
    );
    // What is known of the trail's length, whichever block answers last.
    let seen = 0;
    let total: number | undefined;
    return {
      getRows: (params) => {
        pages.rows(params.startRow).then(
          ({ events, lastRow }) => {
            params.successCallback(events, lastRow);
            seen = Math.max(seen, params.startRow + events.length);
            total = lastRow ?? total;
            setShown(
              total === undefined
                ? `Events: more than ${seen.toLocaleString('en-IN')}`
                : `Events: ${total.toLocaleString('en-IN')}`,
            );
          },
          (error: unknown) => {
            params.failCallback();
            fail(error, 'Could not load the audit trail');
          },
        );
      },
    };
  }, [filters, fail]);

  // Signing in again reads the trail afresh: the same filters, new pages.
  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey !== firstKey.current) setFilters((now) => ({ ...now }));
  }, [refreshKey]);

  useEffect(() => {
    if (grid.current && !grid.current.isDestroyed()) {
      grid.current.setGridOption('datasource', datasource);
    }
  }, [datasource]);

  const onGridReady = useCallback(
    ({ api }: GridReadyEvent<AuditEvent>) => {
      grid.current = api;
      api.setGridOption('datasource', datasource);
    },
    // The first datasource only; later ones are set by the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = AuditExportQuerySchema.safeParse(form);
    if (!parsed.success) {
      setInvalid(fieldErrors(parsed.error));
      return;
    }
    setInvalid({});
    setFilters(parsed.data);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const result = unwrap(
        await consoleApi().exportAudit({ fileName: auditCsvFileName(), query: filters }),
      );
      if (result.saved) {
        setMessage({
          tone: 'info',
          text: `Exported the audit trail to ${result.path ?? 'the file'}.`,
        });
      }
    } catch (error) {
      fail(error, 'Export failed');
    } finally {
      setExporting(false);
    }
  }

  const field = (name: keyof FilterForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((now) => ({ ...now, [name]: value }));
    },
    'aria-invalid': invalid[name] ? true : undefined,
  });
  const problems = Object.values(invalid);

  return (
    <div className="audit-screen">
      <StatusLine message={message} onDismiss={() => setMessage(null)} />
      <ExportPermissions refreshKey={refreshKey} onFail={fail} setMessage={setMessage} />
      <section className="audit-trail" aria-labelledby="audit-trail-heading">
        <h2 id="audit-trail-heading">Audit trail</h2>
        <form className="audit-filters" onSubmit={apply} noValidate>
          <label htmlFor={ids.action}>Action</label>
          <select id={ids.action} {...field('action')}>
            <option value="">Every action</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
          <label htmlFor={ids.actor}>Staff email</label>
          <input id={ids.actor} type="email" {...field('actor')} />
          <label htmlFor={ids.from}>From</label>
          <input id={ids.from} type="date" {...field('from')} />
          <label htmlFor={ids.to}>To</label>
          <input id={ids.to} type="date" {...field('to')} />
          <label htmlFor={ids.lead}>Lead id</label>
          <input id={ids.lead} {...field('lead_id')} size={36} />
          <button type="submit">Apply filters</button>
          <button
            type="button"
            onClick={() => {
              setForm(NO_FILTERS);
              setInvalid({});
              setFilters({});
            }}
          >
            Clear
          </button>
        </form>
        {problems.length > 0 && (
          <p className="message error" role="alert">
            {problems.join(' ')}
          </p>
        )}
        <div className="actions">
          <p className="count" role="status" data-testid="audit-count">
            {shown}
          </p>
          <button type="button" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export audit CSV'}
          </button>
        </div>
        <div className="grid-wrap" data-testid="audit-grid">
          <AgGridReact<AuditEvent>
            theme={theme}
            columnDefs={COLUMNS}
            defaultColDef={{ sortable: false, resizable: true, suppressHeaderMenuButton: true }}
            rowModelType="infinite"
            cacheBlockSize={AUDIT_BLOCK}
            maxConcurrentDatasourceRequests={1}
            getRowId={({ data }) => data.id}
            animateRows={false}
            onGridReady={onGridReady}
          />
        </div>
      </section>
    </div>
  );
}
