import { CURRENT_NOTICE_VERSION } from '@skltcoa/shared';
import { describe, expect, it } from 'vitest';
import type { ConsoleService } from '../core/console-service';
import { MAX_IMPORT_BYTES } from '../../../api/src/imports/limits';
import { IPC_CHANNELS } from '../shared-types/console-api';
import { MAX_IMPORT_FILE_BYTES } from '../shared-types/imports';
import { handleIpc, isTrustedSender, registerIpcHandlers, type IpcEventLike } from './ipc';

const PAGE = 'file:///opt/console/resources/app.asar/out/renderer/index.html';
const TRUSTED = [PAGE];
const from = (url: string): IpcEventLike => ({ senderFrame: { url } });

/** Records what reaches the service; every action answers ok. */
function recordingService() {
  const calls: [string, unknown[]][] = [];
  const service = new Proxy({} as ConsoleService, {
    get:
      (_target, action: string) =>
      async (...args: unknown[]) => {
        calls.push([action, args]);
        return { ok: true, value: null };
      },
  });
  return { service, calls };
}

const LEAD_ID = '6f1c1a53-5a3e-4f4e-9d3a-0a8f3b7c2d10';
const SUBMISSION_ID = '0b7f3a3c-2f4e-4c1a-9d2e-5a6b7c8d9e0f';

/** A spreadsheet to import, as the Import screen sends it (ADR 051). */
const UPLOAD = {
  file: new TextEncoder().encode('Name,Mobile\nAsha,9820012345\n'),
  fileName: 'shiksha.csv',
  channel: 'aggregator',
  source: 'Shiksha',
  consent_statement: 'consented on Shiksha to be contacted by colleges',
} as const;

/** A phone-only walk-in, as the New enquiry form sends it. */
const NEW_LEAD = {
  name: 'Asha Kulkarni',
  phone: '9820012345',
  program: 'Bachelor of Architecture',
  channel: 'walk-in',
  adult: true,
  consent: { method: 'oral', notice_version: CURRENT_NOTICE_VERSION, notice_language: 'mr' },
} as const;

describe('IPC validation', () => {
  it('passes well-formed calls from the console page to the service', async () => {
    const { service, calls } = recordingService();
    await handleIpc(
      service,
      'updateLead',
      from(PAGE),
      [LEAD_ID, { version: 3, status: 'contacted' }],
      TRUSTED,
    );
    await handleIpc(
      service,
      'listLeads',
      from(`${PAGE}#x`),
      [{ limit: 1000, program: 'Diploma in Architecture' }],
      TRUSTED,
    );
    await handleIpc(
      service,
      'signIn',
      from(PAGE),
      [{ apiBase: 'https://leads.example.edu.in', email: 'a@example.com', password: 'pw' }],
      TRUSTED,
    );
    expect(calls.map(([action]) => action)).toEqual(['updateLead', 'listLeads', 'signIn']);
  });

  it.each([
    ['a web page', 'https://evil.example.com/'],
    ['another local file', 'file:///tmp/evil.html'],
    ['a data URL', 'data:text/html,<script></script>'],
    ['no frame', undefined],
  ])('refuses calls from %s', async (_name, url) => {
    const { service, calls } = recordingService();
    const event: IpcEventLike = url ? from(url) : { senderFrame: null };
    const result = await handleIpc(service, 'listLeads', event, [{}], TRUSTED);
    expect(result).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(calls).toEqual([]);
  });

  it.each([
    ['getLead', [LEAD_ID]],
    ['getLead', [LEAD_ID.toUpperCase()]],
    ['listActivities', [LEAD_ID]],
    ['addActivity', [LEAD_ID, { kind: 'note', body: 'Asked about the hostel.' }]],
    ['addActivity', [LEAD_ID, { kind: 'call', outcome: 'no-answer' }]],
    [
      'addActivity',
      [
        LEAD_ID,
        {
          kind: 'call',
          outcome: 'call-back-later',
          body: 'Driving; call after 6.',
          next_follow_up_at: '2026-11-28T18:00:00+05:30',
        },
      ],
    ],
    ['updateLead', [LEAD_ID, { version: 1, status: 'interested' }]],
    ['updateLead', [LEAD_ID, { version: 2, assignee: 'meera@example.edu.in' }]],
    ['updateLead', [LEAD_ID, { version: 2, assignee: null, next_follow_up_at: null }]],
    ['updateLead', [LEAD_ID, { version: 7, next_follow_up_at: '2026-11-28T05:30:00Z' }]],
    ['listStaff', []],
    ['bulkUpdateLeads', [{ leads: [{ id: LEAD_ID, version: 3 }], change: { assignee: null } }]],
    ['listViews', []],
    ['saveView', [{ name: 'Due today, B.Arch', filters: {}, grid: [] }]],
    [
      'saveView',
      [
        {
          name: 'Mine, overdue',
          filters: { due: 'overdue', assignee: 'me', q: 'rao' },
          grid: [{ colId: 'status', sort: 'asc', sortIndex: 0, width: 104, pinned: null }],
          shared: true,
        },
      ],
    ],
    ['updateView', [LEAD_ID, { name: 'Renamed' }]],
    ['updateView', [LEAD_ID, { filters: { status: 'new' }, grid: [{ colId: 'name' }] }]],
    ['deleteView', [LEAD_ID]],
    ['setLastView', [LEAD_ID]],
    ['setLastView', [null]],
    ['getLastView', []],
    ['getFamily', [LEAD_ID]],
    ['mergeLeads', [LEAD_ID, { from: ['6f1c1a53-5a3e-4f4e-9d3a-000000000001'], version: 2 }]],
    ['recordWithdrawal', [LEAD_ID, { contact: 'phone', method: 'phone' }]],
    ['recordWithdrawal', [LEAD_ID, { contact: 'email', method: 'in_person' }]],
    ['getDashboard', [{}]],
    ['getDashboard', [{ from: '2026-09-07', to: '2026-11-29' }]],
    // A lead staff record (ADR 050): a mobile or an email is enough.
    ['createLead', [NEW_LEAD]],
    [
      'createLead',
      [
        {
          ...NEW_LEAD,
          phone: undefined,
          email: 'asha@example.com',
          adult: false,
          guardian_name: 'Ravi Kulkarni',
          guardian_phone: '98200 12345',
          assignee: 'meera@example.edu.in',
          next_follow_up_at: '2026-11-28T11:00:00+05:30',
          note: 'Wants the hostel fees.',
          submission_id: SUBMISSION_ID,
        },
      ],
    ],
    ['leadMatches', [{ phone: '9820012345' }]],
    ['leadMatches', [{ email: 'asha@example.com' }]],
    // Two-step sign-in and sessions (ADR 038): a code as typed, the API judges it.
    [
      'signIn',
      [
        {
          apiBase: 'https://leads.example.edu.in',
          email: 'a@example.com',
          password: 'pw',
          code: '123456',
        },
      ],
    ],
    ['mfaSetup', []],
    ['mfaConfirm', ['123456']],
    ['mfaDisable', ['abcd-efgh-jk']],
    ['listSessions', []],
    ['endAllSessions', []],
    ['getSecuritySettings', []],
    ['setSecuritySettings', [{ mfa_required: true }]],
    // Imports (ADR 051): the file's bytes and name beside the API's own form schema.
    ['createImport', [UPLOAD]],
    [
      'createImport',
      [{ ...UPLOAD, mapping: ['name', null, 'phone'], program: 'Diploma in Architecture' }],
    ],
    ['listImports', []],
    ['getImport', [LEAD_ID]],
    ['getImport', [LEAD_ID, { group: 'invalid', offset: 50 }]],
    ['exportInvalidRows', [{ id: LEAD_ID, fileName: 'invalid-rows.csv' }]],
    ['commitImport', [LEAD_ID, { duplicates: 'repeat' }]],
    ['undoImport', [LEAD_ID]],
    ['getImportMapping', ['Shiksha']],
    ['saveImportMapping', ['Shiksha', { 'mobile no': 'phone', remarks: null }]],
  ] as const)('accepts %s with %j', async (action, args) => {
    const { service, calls } = recordingService();
    const result = await handleIpc(service, action, from(PAGE), [...args], TRUSTED);
    expect(result).toEqual({ ok: true, value: null });
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe(action);
  });

  it('hands the service a code as the API takes it, without the spaces around it', async () => {
    const { service, calls } = recordingService();
    await handleIpc(service, 'mfaConfirm', from(PAGE), [' 123456 '], TRUSTED);
    expect(calls).toEqual([['mfaConfirm', ['123456']]]);
  });

  it('hands the service what the schemas made of the arguments', async () => {
    const { service, calls } = recordingService();
    await handleIpc(
      service,
      'addActivity',
      from(PAGE),
      [LEAD_ID, { kind: 'note', body: '  Wants a campus visit.\n' }],
      TRUSTED,
    );
    expect(calls).toEqual([
      ['addActivity', [LEAD_ID, { kind: 'note', body: 'Wants a campus visit.' }]],
    ]);
  });

  it.each([
    // Lead ids: a UUID and nothing else.
    ['getLead', ['not-a-uuid']],
    ['getLead', ['../staff']],
    ['getLead', [`${LEAD_ID}/activities`]],
    ['getLead', [42]],
    ['getLead', []],
    ['getLead', [LEAD_ID, 'extra']],
    ['listActivities', ['6f1c1a53-5a3e-4f4e-9d3a-0a8f3b7c2d1']],
    ['listActivities', [{ id: LEAD_ID }]],
    // Timeline entries: staff log notes and calls only, as the API takes them.
    ['addActivity', ['not-a-uuid', { kind: 'note', body: 'Hello' }]],
    ['addActivity', [LEAD_ID, { kind: 'status', body: 'enrolled' }]],
    ['addActivity', [LEAD_ID, { kind: 'merge', body: 'x' }]],
    ['addActivity', [LEAD_ID, { kind: 'note', body: 'Hi', author: 'someone@else.in' }]],
    ['addActivity', [LEAD_ID, { kind: 'note', body: '' }]],
    ['addActivity', [LEAD_ID, { kind: 'note', body: 'x'.repeat(2001) }]],
    ['addActivity', [LEAD_ID, { kind: 'note', body: 'Hi', outcome: 'busy' }]],
    ['addActivity', [LEAD_ID, { kind: 'call' }]],
    ['addActivity', [LEAD_ID, { kind: 'call', outcome: 'hung-up' }]],
    ['addActivity', [LEAD_ID, { kind: 'call', outcome: 'call-back-later' }]],
    [
      'addActivity',
      [
        LEAD_ID,
        { kind: 'call', outcome: 'call-back-later', next_follow_up_at: '2026-11-28T11:00' },
      ],
    ],
    ['addActivity', [LEAD_ID]],
    // Lead changes: the version they were based on, at least one change, nothing else.
    ['updateLead', ['not-a-uuid', { version: 1, status: 'contacted' }]],
    ['updateLead', [LEAD_ID, { status: 'contacted' }]],
    ['updateLead', [LEAD_ID, { version: '1', status: 'contacted' }]],
    ['updateLead', [LEAD_ID, { version: 0, status: 'contacted' }]],
    ['updateLead', [LEAD_ID, { version: 1.5, status: 'contacted' }]],
    ['updateLead', [LEAD_ID, { version: 1 }]],
    ['updateLead', [LEAD_ID, { version: 1, status: 'lost' }]],
    ['updateLead', [LEAD_ID, {}]],
    ['updateLead', [LEAD_ID, { version: 1, status: 'new', extra: 1 }]],
    ['updateLead', [LEAD_ID, { version: 1, note: 'Rang.' }]],
    // Bulk changes: leads by id and version, one change, at most BULK_LEADS_MAX.
    ['bulkUpdateLeads', [{ leads: [], change: { status: 'new' } }]],
    ['bulkUpdateLeads', [{ leads: [{ id: LEAD_ID }], change: { status: 'new' } }]],
    ['bulkUpdateLeads', [{ leads: [{ id: LEAD_ID, version: 1 }], change: {} }]],
    ['bulkUpdateLeads', [{ leads: [{ id: 'x', version: 1 }], change: { status: 'new' } }]],
    [
      'bulkUpdateLeads',
      [{ leads: [{ id: LEAD_ID, version: 1 }], change: { status: 'new' }, author: 'x@y.in' }],
    ],
    [
      'bulkUpdateLeads',
      [
        {
          leads: Array.from({ length: 501 }, (_, i) => ({
            id: `6f1c1a53-5a3e-4f4e-9d3a-${String(i).padStart(12, '0')}`,
            version: 1,
          })),
          change: { status: 'new' },
        },
      ],
    ],
    ['updateLead', [LEAD_ID, { version: 1, assignee: 'not an email' }]],
    ['updateLead', [LEAD_ID, { version: 1, next_follow_up_at: '2026-11-28T11:00' }]],
    ['updateLead', [LEAD_ID, { version: 1, next_follow_up_at: '2026-11-28T11:00:00' }]],
    ['updateLead', [LEAD_ID, { version: 1, next_follow_up_at: '28/11/2026 11:00' }]],
    ['updateLead', [LEAD_ID, { version: 1, next_follow_up_at: '1999-12-31T23:00:00+05:30' }]],
    ['listStaff', ['extra']],
    ['listLeads', [{ limit: 5000 }]],
    ['listLeads', [{ program: 'Medicine' }]],
    ['listLeads', [{ from: 'yesterday' }]],
    // A view's own fields are the view's to set: the counts are of each view.
    ['leadViewCounts', [{ due: 'today' }]],
    ['listHeldEnquiries', [{ q: 'x'.repeat(5000) }]],
    ['exportLeads', [{ fileName: 'a.csv' }]],
    ['exportLeads', [{ fileName: 'a.csv', query: {}, path: '/etc/passwd' }]],
    ['exportLeads', [{ fileName: 'a.csv', query: { program: 'Medicine' } }]],
    ['exportLeads', [{ fileName: 'a.csv', query: {}, csv: 'x' }]],
    ['signIn', [{ email: 'a@example.com', password: 'pw' }]],
    ['saveGridState', [[{ width: 10 }]]],
    ['getSession', ['extra']],
    ['setApiBase', [42]],
    // Saved views: a name, the list's filters without paging, bounded columns.
    ['listViews', [{}]],
    ['saveView', [{ name: '', filters: {}, grid: [] }]],
    ['saveView', [{ name: 'x'.repeat(81), filters: {}, grid: [] }]],
    ['saveView', [{ name: 'View', filters: { limit: 10 }, grid: [] }]],
    ['saveView', [{ name: 'View', filters: { status: 'lost' }, grid: [] }]],
    ['saveView', [{ name: 'View', filters: {}, grid: [{ width: 10 }] }]],
    ['saveView', [{ name: 'View', filters: {}, grid: [{ colId: 'a', x: { y: 1 } }] }]],
    ['saveView', [{ name: 'View', filters: {}, grid: [], owner: 'someone@else.in' }]],
    ['saveView', [{ name: 'View', filters: {} }]],
    ['updateView', ['not-a-uuid', { name: 'Renamed' }]],
    ['updateView', [LEAD_ID, {}]],
    ['updateView', [LEAD_ID, { shared: 'yes' }]],
    ['deleteView', ['../leads']],
    ['deleteView', []],
    ['setLastView', ['first']],
    ['setLastView', []],
    ['setLastView', [{ id: LEAD_ID }]],
    ['getLastView', [LEAD_ID]],
    // Families (ADR 016): a lead id, and a merge the API's schema takes.
    ['getFamily', ['../leads']],
    ['getFamily', []],
    ['mergeLeads', [LEAD_ID, { from: [], version: 1 }]],
    ['mergeLeads', [LEAD_ID, { from: ['x'], version: 1 }]],
    ['mergeLeads', [LEAD_ID, { from: [LEAD_ID, LEAD_ID], version: 1 }]],
    ['mergeLeads', [LEAD_ID, { from: [LEAD_ID] }]],
    ['mergeLeads', [LEAD_ID, { from: [LEAD_ID], version: 1, author: 'x@y.in' }]],
    ['mergeLeads', ['not-a-uuid', { from: [LEAD_ID], version: 1 }]],
    // A recorded withdrawal (ADR 040): the API's schema, strict.
    ['recordWithdrawal', [LEAD_ID, { contact: 'fax', method: 'phone' }]],
    ['recordWithdrawal', [LEAD_ID, { contact: 'phone' }]],
    ['recordWithdrawal', [LEAD_ID, { contact: 'phone', method: 'phone', lead: LEAD_ID }]],
    ['recordWithdrawal', ['not-a-uuid', { contact: 'phone', method: 'phone' }]],
    // The dashboard (ADR 017): the API's range schema, and nothing else.
    ['getDashboard', []],
    ['getDashboard', [{ from: '2026-12-01', to: '2026-11-01' }]],
    ['getDashboard', [{ from: '2020-01-01', to: '2026-01-01' }]],
    ['getDashboard', [{ from: '01/11/2026' }]],
    ['getDashboard', [{ from: '2026-11-01', status: 'new' }]],
    // A lead staff record: the API's schema, strict, with its rules across fields.
    ['createLead', [{ ...NEW_LEAD, phone: undefined }]],
    ['createLead', [{ ...NEW_LEAD, channel: 'website' }]],
    ['createLead', [{ ...NEW_LEAD, channel: 'aggregator' }]],
    ['createLead', [{ ...NEW_LEAD, adult: false }]],
    ['createLead', [{ ...NEW_LEAD, consent: { ...NEW_LEAD.consent, method: 'assumed' } }]],
    ['createLead', [{ ...NEW_LEAD, consent: { ...NEW_LEAD.consent, notice_version: '2020-01' } }]],
    ['createLead', [{ ...NEW_LEAD, recorded_by: 'someone@else.in' }]],
    ['createLead', [{ ...NEW_LEAD, next_follow_up_at: '2026-11-28T11:00' }]],
    ['createLead', []],
    ['leadMatches', [{}]],
    ['leadMatches', [{ phone: '12345' }]],
    ['leadMatches', [{ email: 'asha@' }]],
    ['leadMatches', [{ phone: '9820012345', name: 'Asha' }]],
    // Two-step sign-in and sessions: a code is text of at most 64 characters; settings strict.
    [
      'signIn',
      [
        {
          apiBase: 'https://leads.example.edu.in',
          email: 'a@example.com',
          password: 'pw',
          code: 123456,
        },
      ],
    ],
    [
      'signIn',
      [
        {
          apiBase: 'https://leads.example.edu.in',
          email: 'a@example.com',
          password: 'pw',
          code: '1'.repeat(65),
        },
      ],
    ],
    ['mfaSetup', ['JBSWY3DPEHPK3PXP']],
    ['mfaConfirm', []],
    ['mfaConfirm', ['']],
    ['mfaConfirm', [123456]],
    ['mfaConfirm', [{ code: '123456' }]],
    ['mfaDisable', ['x'.repeat(65)]],
    ['listSessions', ['all']],
    ['endAllSessions', [{ except: 'this one' }]],
    ['setSecuritySettings', [{ mfa_required: 'yes' }]],
    ['setSecuritySettings', [{ mfa_required: true, idle_minutes: 5 }]],
    ['setSecuritySettings', []],
    // Imports: bytes, not a path or text; a consent statement; the API's channels and choices.
    ['createImport', [{ ...UPLOAD, file: '/etc/passwd' }]],
    ['createImport', [{ ...UPLOAD, file: new Uint8Array(0) }]],
    ['createImport', [{ ...UPLOAD, consent_statement: '' }]],
    ['createImport', [{ ...UPLOAD, channel: 'website' }]],
    ['createImport', [{ ...UPLOAD, fileName: '' }]],
    ['createImport', [{ ...UPLOAD, created_by: 'someone@else.in' }]],
    ['getImport', ['../leads']],
    ['getImport', [LEAD_ID, { group: 'everything' }]],
    ['getImport', [LEAD_ID, { offset: -1 }]],
    ['exportInvalidRows', [{ id: LEAD_ID }]],
    ['commitImport', [LEAD_ID, { duplicates: 'overwrite' }]],
    ['commitImport', [LEAD_ID]],
    ['undoImport', ['not-a-uuid']],
    ['getImportMapping', ['']],
    ['saveImportMapping', ['Shiksha', { 'mobile no': 42 }]],
  ] as const)('refuses %s with %j', async (action, args) => {
    const { service, calls } = recordingService();
    const result = await handleIpc(service, action, from(PAGE), [...args], TRUSTED);
    expect(result).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(calls).toEqual([]);
  });

  it('refuses a file larger than the API reads before it is sent', async () => {
    // The console's cap is the API's (api/src/imports/limits.ts), repeated for the preload's sake.
    expect(MAX_IMPORT_FILE_BYTES).toBe(MAX_IMPORT_BYTES);
    const { service, calls } = recordingService();
    const largest = { ...UPLOAD, file: new Uint8Array(MAX_IMPORT_FILE_BYTES) };
    expect(await handleIpc(service, 'createImport', from(PAGE), [largest], TRUSTED)).toEqual({
      ok: true,
      value: null,
    });
    const larger = { ...UPLOAD, file: new Uint8Array(MAX_IMPORT_FILE_BYTES + 1) };
    expect(await handleIpc(service, 'createImport', from(PAGE), [larger], TRUSTED)).toMatchObject({
      ok: false,
      error: { kind: 'rejected' },
    });
    expect(calls).toHaveLength(1);
  });

  it('trusts the dev server only by origin', () => {
    expect(isTrustedSender('http://localhost:5173/index.html', ['http://localhost:5173'])).toBe(
      true,
    );
    expect(isTrustedSender('http://localhost:5174/', ['http://localhost:5173'])).toBe(false);
  });

  it('keeps each channel the name it has always had', () => {
    // Channels are derived from the action's name (ADR 043); an installed
    // console's preload and main are built together, but the names stay put.
    expect(IPC_CHANNELS).toEqual({
      getApiBase: 'console:get-api-base',
      setApiBase: 'console:set-api-base',
      getSignInSetup: 'console:get-sign-in-setup',
      getSession: 'console:get-session',
      signIn: 'console:sign-in',
      signOut: 'console:sign-out',
      mfaSetup: 'console:mfa-setup',
      mfaConfirm: 'console:mfa-confirm',
      mfaDisable: 'console:mfa-disable',
      listSessions: 'console:list-sessions',
      endAllSessions: 'console:end-all-sessions',
      getSecuritySettings: 'console:get-security-settings',
      setSecuritySettings: 'console:set-security-settings',
      listLeads: 'console:list-leads',
      leadViewCounts: 'console:lead-view-counts',
      listHeldEnquiries: 'console:list-held-enquiries',
      getWorkSettings: 'console:get-work-settings',
      createLead: 'console:create-lead',
      leadMatches: 'console:lead-matches',
      getLead: 'console:get-lead',
      listActivities: 'console:list-activities',
      addActivity: 'console:add-activity',
      updateLead: 'console:update-lead',
      bulkUpdateLeads: 'console:bulk-update-leads',
      listStaff: 'console:list-staff',
      exportLeads: 'console:export-leads',
      loadGridState: 'console:load-grid-state',
      saveGridState: 'console:save-grid-state',
      listViews: 'console:list-views',
      saveView: 'console:save-view',
      updateView: 'console:update-view',
      deleteView: 'console:delete-view',
      setLastView: 'console:set-last-view',
      getLastView: 'console:get-last-view',
      getFamily: 'console:get-family',
      mergeLeads: 'console:merge-leads',
      recordWithdrawal: 'console:record-withdrawal',
      getDashboard: 'console:get-dashboard',
      listRightsRequests: 'console:list-rights-requests',
      answerAccess: 'console:answer-access',
      answerCorrection: 'console:answer-correction',
      answerErasure: 'console:answer-erasure',
      answerNomination: 'console:answer-nomination',
      answerGrievance: 'console:answer-grievance',
      listAudit: 'console:list-audit',
      exportAudit: 'console:export-audit',
      listCalls: 'console:list-calls',
      exportCalls: 'console:export-calls',
      setStaffExport: 'console:set-staff-export',
      setStaffImport: 'console:set-staff-import',
      listImports: 'console:list-imports',
      createImport: 'console:create-import',
      getImport: 'console:get-import',
      exportInvalidRows: 'console:export-invalid-rows',
      commitImport: 'console:commit-import',
      undoImport: 'console:undo-import',
      getImportMapping: 'console:get-import-mapping',
      saveImportMapping: 'console:save-import-mapping',
    });
  });

  it('registers one handler per action', async () => {
    const { service, calls } = recordingService();
    const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
    registerIpcHandlers(
      { handle: (channel, listener) => handlers.set(channel, listener) },
      service,
      TRUSTED,
    );
    expect([...handlers.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
    await handlers.get(IPC_CHANNELS.signOut)!(from(PAGE));
    await handlers.get(IPC_CHANNELS.signOut)!(from('https://evil.example.com'));
    expect(calls).toEqual([['signOut', []]]);
  });
});
