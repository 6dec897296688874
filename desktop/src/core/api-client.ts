import {
  leadQueryParams,
  LeadSchema,
  staffPath,
  STAFF_API,
  type Activity,
  type AnswerOf,
  type AuditExportQuery,
  type CallsExportQuery,
  type CallsPage,
  type CallsQueryInput,
  type AuditPage,
  type AuditQuery,
  type BodyOf,
  type BulkLeadPatch,
  type BulkLeadResults,
  type CreatedLead,
  type Dashboard,
  type DashboardQueryRequest,
  type Lead,
  type LeadFamily,
  type LeadMatchQuery,
  type LeadMerge,
  type LeadMerged,
  type LeadPage,
  type LeadPatch,
  type LeadQueryRequest,
  type LeadFilters,
  type LeadViewCounts,
  type HeldEnquiry,
  type HeldEnquiryQuery,
  type WorkSettings,
  type LoggedActivity,
  type Me,
  type MfaConfirmed,
  type MfaSetup,
  type NewActivityInput,
  type NewLeadInput,
  type NewSavedViewInput,
  type PathParams,
  type RecordedWithdrawal,
  type RightsAction,
  type RightsCorrection,
  type RightsQueue,
  type RightsQueueQuery,
  type SavedImportMapping,
  type SavedView,
  type SavedViewChangeInput,
  type SecuritySettings,
  type Session,
  type StaffEndpoint,
  type StaffMember,
  type StaffSessionSummary,
} from '@skltcoa/shared';
import type {
  ImportBatch,
  ImportCommit,
  ImportCreated,
  ImportForm,
  ImportGroup,
  ImportPreview,
  ImportUndone,
} from '@skltcoa/shared/schemas/imports';
import { z } from 'zod';
import type { ConsoleErrorKind, ImportColumns, LeadExportQuery } from '../shared-types/console-api';

export type { Me } from '@skltcoa/shared';

/** An export reads every lead of a query: minutes on a slow office line, never forever. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export class ApiClientError extends Error {
  constructor(
    readonly kind: ConsoleErrorKind,
    message: string,
    readonly status?: number,
    /** The field at fault and its message, for a 400. */
    readonly fields?: Record<string, string>,
    /** For a 409 on a lead: the lead as it is now. */
    readonly lead?: Lead,
    /** For a 400 on an import whose columns could not be guessed: its headers and the guess. */
    readonly columns?: ImportColumns,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export const SESSION_EXPIRED_MESSAGE =
  'Your session has ended or you are not signed in. Please sign in.';

const ErrorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  lead: LeadSchema.optional(),
  /** A 401 from sign-in: the password was right, the second factor is missing or wrong. */
  mfa_required: z.boolean().optional(),
  /** A 403: an admin requires a second factor, and this account must enrol first. */
  mfa_enrolment_required: z.boolean().optional(),
  /** A 400 on an import whose columns could not be guessed (ADR 051). */
  headers: z.array(z.string()).optional(),
  mapping: z.array(z.string().nullable()).optional(),
});

/**
 * A spreadsheet to import (docs/decisions/051-importing-leads.md): its bytes
 * and name as the office's computer has them, the form's fields, and the
 * mapping by column (a lead field or null per column) when staff changed it;
 * without one the API applies the source's saved mapping, else its guess.
 */
export type ImportUpload = ImportForm & {
  file: Uint8Array;
  fileName: string;
  mapping?: (string | null)[] | undefined;
};

/** Which page of a preview's rows: a group, from an offset. */
export interface ImportPageRequest {
  group?: ImportGroup | undefined;
  offset?: number | undefined;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: FetchLike;
  /** Milliseconds before a request is abandoned as a network failure. */
  timeoutMs?: number;
}

/** This computer: the only hosts the console talks to over plain http. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * `https://host:port` with no path or trailing slash, or an error staff can
 * read. Passwords and session tokens cross the network, so the address must
 * be https, except for an API on this computer.
 */
export function normaliseApiBase(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new ApiClientError(
      'invalid',
      'Enter the API address, like https://leads.example.edu.in.',
    );
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new ApiClientError(
      'invalid',
      `The API address must start with https:// (plain http is allowed only for this computer, localhost). Try https://${url.host}.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiClientError('invalid', 'The API address must start with https://.');
  }
  return url.origin;
}

function kindForStatus(status: number): ConsoleErrorKind {
  if (status === 401) return 'session-expired';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status < 500) return 'invalid';
  return 'server';
}

async function errorFor(response: Response): Promise<ApiClientError> {
  const parsed = ErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (response.status === 403 && parsed.success && parsed.data.mfa_enrolment_required) {
    return new ApiClientError('mfa-enrolment-required', parsed.data.error, 403);
  }
  // A field's message that repeats the error's (a wrong code) is said once.
  const fields =
    parsed.success && parsed.data.fields
      ? Object.values(parsed.data.fields).filter((text) => text !== parsed.data.error)
      : [];
  const message = parsed.success
    ? [parsed.data.error, ...fields].join(' ')
    : `The server answered ${response.status}. Please try again.`;
  return new ApiClientError(
    kindForStatus(response.status),
    message,
    response.status,
    parsed.success ? parsed.data.fields : undefined,
    parsed.success ? parsed.data.lead : undefined,
    parsed.success && parsed.data.headers && parsed.data.mapping
      ? { headers: parsed.data.headers, mapping: parsed.data.mapping }
      : undefined,
  );
}

/** The audit trail's (or the calls') filters as a query string; what is not set is left out. */
export function auditQueryParams(
  query: AuditQuery | AuditExportQuery | CallsQueryInput | CallsExportQuery,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** A contact to match as a query string; what is not given is left out. */
function matchParams(query: LeadMatchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
  }
  return params;
}

/**
 * The staff half of the API over fetch. It holds no session: each call takes
 * the bearer token, so the caller decides where tokens live. A console action
 * that is nothing more than one of these calls is passed through by the
 * console service under the same name (docs/decisions/043-console-actions-from-one-list.md).
 */
export function createApiClient({
  baseUrl,
  fetch = globalThis.fetch,
  timeoutMs = 30_000,
}: ApiClientOptions) {
  const base = normaliseApiBase(baseUrl);

  type Init = Omit<RequestInit, 'headers'> & { token?: string; headers?: Record<string, string> };

  /** The API's answer when it is a success; its refusal as an ApiClientError. */
  async function send(path: string, init: Init, timeout = timeoutMs): Promise<Response> {
    const { token, headers: extra, ...rest } = init;
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    // A multipart upload's type, with its boundary, is fetch's to write.
    if (typeof rest.body === 'string') headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...rest,
        headers,
        signal: AbortSignal.timeout(timeout),
      });
    } catch {
      throw new ApiClientError(
        'network',
        `Could not reach the API at ${base}. Check the address and the network, then try again.`,
      );
    }
    if (response.status === 401 && path === '/api/auth/login') {
      const body = ErrorBodySchema.safeParse(await response.json().catch(() => null));
      // The password was right: the API asks for the second factor, or says why the code was not.
      if (body.success && body.data.mfa_required) {
        throw new ApiClientError('mfa-required', body.data.error, 401);
      }
      throw new ApiClientError('wrong-credentials', 'The email or password is incorrect.', 401);
    }
    if (response.status === 401) {
      throw new ApiClientError('session-expired', SESSION_EXPIRED_MESSAGE, 401);
    }
    if (!response.ok) throw await errorFor(response);
    return response;
  }

  /**
   * One call of the staff API's contract: its path filled in, its body as JSON
   * (a write without one sends `{}`, as the API takes staff writes only as
   * JSON), and its answer parsed with the contract's schema, since a newer or
   * older server may answer differently (docs/decisions/047-a-staff-api-contract-in-shared.md).
   */
  async function call<E extends StaffEndpoint>(
    endpoint: E,
    token: string | undefined,
    params: PathParams<E>,
    {
      body,
      search,
      headers,
    }: {
      body?: BodyOf<E>;
      search?: string | URLSearchParams;
      headers?: Record<string, string>;
    } = {},
  ): Promise<AnswerOf<E>> {
    const schema = endpoint.answer as z.ZodType<AnswerOf<E>>;
    const response = await send(staffPath(endpoint, params, search), {
      method: endpoint.method,
      ...(token ? { token } : {}),
      ...(headers ? { headers } : {}),
      ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
    });
    if (response.status === 204) return schema.parse(null);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new ApiClientError('server', 'The API sent an answer the console does not understand.');
    }
    return parsed.data;
  }

  /**
   * `POST /api/imports`: the file and the form as multipart/form-data, the one
   * staff call that is not JSON; the answer parsed with the contract's schema.
   * An upload may take as long as an export on a slow office line.
   */
  async function upload(token: string, request: ImportUpload): Promise<ImportCreated> {
    const { file, fileName, mapping, ...fields } = request;
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string' && value !== '') form.append(key, value);
    }
    if (mapping) form.append('mapping', JSON.stringify(mapping));
    // The file last: the API reads the fields as they stream, then the file.
    form.append('file', new Blob([file as Uint8Array<ArrayBuffer>]), fileName);
    const endpoint = STAFF_API.createImport;
    const response = await send(
      staffPath(endpoint, {}),
      { method: endpoint.method, token, body: form },
      EXPORT_TIMEOUT_MS,
    );
    const parsed = endpoint.answer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new ApiClientError('server', 'The API sent an answer the console does not understand.');
    }
    return parsed.data;
  }

  /** An export's CSV as the API streams it. */
  async function csvStream<E extends StaffEndpoint & { answer: 'text/csv' }>(
    endpoint: E,
    search: string | URLSearchParams | undefined,
    token: string,
    params = {} as PathParams<E>,
  ): Promise<ReadableStream<Uint8Array>> {
    const response = await send(
      staffPath(endpoint, params, search),
      { token, headers: { accept: 'text/csv' } },
      EXPORT_TIMEOUT_MS,
    );
    if (!response.body) throw new ApiClientError('server', 'The API sent an empty export.');
    return response.body;
  }

  const api = STAFF_API;
  return {
    baseUrl: base,
    // The API gives the bearer token only to a client that asks for it; web
    // pages get an HttpOnly cookie instead, out of reach of their scripts.
    // `code` (a TOTP or a recovery code) is sent only once the API has asked for it.
    login: (email: string, password: string, code?: string): Promise<Session> =>
      call(
        api.login,
        undefined,
        {},
        {
          headers: { 'x-client': 'console' },
          body: code === undefined ? { email, password } : { email, password, code },
        },
      ),
    logout: (token: string): Promise<null> => call(api.logout, token, {}),
    me: (token: string): Promise<Me> => call(api.me, token, {}),
    /** Starts setting up two-step sign-in: a new secret, not in force until confirmed. */
    mfaSetup: (token: string): Promise<MfaSetup> => call(api.mfaSetup, token, {}),
    mfaConfirm: (token: string, code: string): Promise<MfaConfirmed> =>
      call(api.mfaConfirm, token, {}, { body: { code } }),
    /** Turns two-step sign-in off with a current code (refused while an admin requires it). */
    mfaDisable: (token: string, code: string): Promise<null> =>
      call(api.mfaDisable, token, {}, { body: { code } }),
    /** The staff member's own sessions, on every computer and browser. */
    listSessions: async (token: string): Promise<StaffSessionSummary[]> =>
      (await call(api.listSessions, token, {})).sessions,
    endAllSessions: (token: string): Promise<{ ended: number }> =>
      call(api.endAllSessions, token, {}),
    /** Admins: the college's security settings. */
    getSecuritySettings: (token: string): Promise<SecuritySettings> =>
      call(api.getSecuritySettings, token, {}),
    /** Admins: changes the college's security settings. */
    setSecuritySettings: (token: string, settings: SecuritySettings): Promise<SecuritySettings> =>
      call(api.setSecuritySettings, token, {}, { body: settings }),
    /** One page of `GET /api/leads` for the query (docs/decisions/011-one-lead-contract.md). */
    listLeads: (token: string, query: LeadQueryRequest): Promise<LeadPage> =>
      call(api.listLeads, token, {}, { search: leadQueryParams(query) }),
    /** Each built-in view's count (LEAD_VIEWS) under the other filters and the search. */
    leadViewCounts: async (
      token: string,
      filters: LeadFilters,
    ): Promise<LeadViewCounts['counts']> =>
      (await call(api.leadViewCounts, token, {}, { search: leadQueryParams(filters) })).counts,
    /** Under-18 enquiries waiting for a guardian's consent: who they are, and nothing to do with them. */
    listHeldEnquiries: async (token: string, query: HeldEnquiryQuery): Promise<HeldEnquiry[]> =>
      (await call(api.listHeldEnquiries, token, {}, { search: leadQueryParams(query) })).enquiries,
    /** The college's working settings: the first-call target. */
    getWorkSettings: (token: string): Promise<WorkSettings> => call(api.getWorkSettings, token, {}),
    /** Records a family that phoned, walked in or was met at a fair (ADR 050); a retry with its submission_id stores one lead. */
    createLead: (token: string, lead: NewLeadInput): Promise<CreatedLead> =>
      call(api.createLead, token, {}, { body: lead }),
    /** The live enquiries of every family with this mobile number or email, newest first. */
    leadMatches: async (token: string, query: LeadMatchQuery): Promise<Lead[]> =>
      (await call(api.leadMatches, token, {}, { search: matchParams(query) })).leads,
    /** The query's leads as CSV, as a stream: 100,000 of them are about 27 MB. */
    exportLeads: (token: string, query: LeadExportQuery): Promise<ReadableStream<Uint8Array>> =>
      csvStream(api.exportLeads, leadQueryParams(query), token),
    getLead: (token: string, id: string): Promise<Lead> => call(api.getLead, token, { id }),
    /** The lead's whole timeline, oldest first. */
    listActivities: (token: string, id: string): Promise<Activity[]> =>
      call(api.listActivities, token, { id }),
    /** Logs a note or a call; the answer holds the entry and the lead after it. */
    addActivity: (token: string, id: string, activity: NewActivityInput): Promise<LoggedActivity> =>
      call(api.addActivity, token, { id }, { body: activity }),
    /** Changes status, assignee or follow-up; a stale version fails with `conflict` and the current lead. */
    updateLead: (token: string, id: string, patch: LeadPatch): Promise<Lead> =>
      call(api.updateLead, token, { id }, { body: patch }),
    /** One change for many leads; the answer says lead by lead how it went. */
    bulkUpdateLeads: (token: string, bulk: BulkLeadPatch): Promise<BulkLeadResults> =>
      call(api.bulkUpdateLeads, token, {}, { body: bulk }),
    /** Everyone a lead can be assigned to. */
    listStaff: (token: string): Promise<StaffMember[]> => call(api.listStaff, token, {}),
    /** My saved views, then those admins shared with everyone. */
    listViews: (token: string): Promise<SavedView[]> => call(api.listViews, token, {}),
    /** Saves the filters and columns under a name; only an admin may share it. */
    saveView: (token: string, view: NewSavedViewInput): Promise<SavedView> =>
      call(api.saveView, token, {}, { body: view }),
    /** Renames or changes one of my views. */
    updateView: (token: string, id: string, change: SavedViewChangeInput): Promise<SavedView> =>
      call(api.updateView, token, { id }, { body: change }),
    deleteView: (token: string, id: string): Promise<null> => call(api.deleteView, token, { id }),
    /** Remembers the view applied last (null: none), for the next sign-in. */
    setLastView: async (token: string, id: string | null): Promise<SavedView | null> =>
      (await call(api.setLastView, token, {}, { body: { id } })).view,
    /** The view applied last, if it is still there to see. */
    getLastView: async (token: string): Promise<SavedView | null> =>
      (await call(api.getLastView, token, {})).view,
    /** Every enquiry of the lead's family and their timelines as one (docs/decisions/016-families.md). */
    getFamily: (token: string, id: string): Promise<LeadFamily> =>
      call(api.getFamily, token, { id }),
    /** Merges duplicates of its family into the lead (admins only); a stale version fails with `conflict`. */
    mergeLeads: (token: string, id: string, merge: LeadMerge): Promise<LeadMerged> =>
      call(api.mergeLeads, token, { id }, { body: merge }),
    /**
     * A withdrawal the person made by phone, in person or by letter, checked on
     * one of the lead's contacts: every enquiry carrying it is erased (ADR 040).
     */
    recordWithdrawal: (
      token: string,
      id: string,
      withdrawal: RecordedWithdrawal,
    ): Promise<{ withdrawn: number }> =>
      call(api.recordWithdrawal, token, { id }, { body: withdrawal }),
    /** The dashboard for days in Mumbai; no dates: this week and the eleven before (ADR 017). */
    getDashboard: (token: string, range: DashboardQueryRequest): Promise<Dashboard> =>
      call(api.getDashboard, token, {}, { search: leadQueryParams(range) }),
    /** Confirmed rights requests with their due dates, for admins (ADR 025). */
    listRightsRequests: (token: string, query: RightsQueueQuery): Promise<RightsQueue> =>
      call(
        api.listRightsRequests,
        token,
        {},
        {
          search: new URLSearchParams({ state: query.state }).toString(),
        },
      ),
    /** Emails the person their data as files, and closes the request. */
    answerAccess: (token: string, id: string, action: RightsAction) =>
      call(api.answerAccess, token, { id }, { body: action }),
    /** Corrects one of the request's enquiries, tells the person, and closes the request. */
    answerCorrection: (token: string, id: string, correction: RightsCorrection) =>
      call(api.answerCorrection, token, { id }, { body: correction }),
    /** Erases everything held about the person, tells them, and closes the request. */
    answerErasure: (token: string, id: string, action: RightsAction) =>
      call(api.answerErasure, token, { id }, { body: action }),
    /** Records the nomination, tells the person, and closes the request. */
    answerNomination: (token: string, id: string, action: RightsAction) =>
      call(api.answerNomination, token, { id }, { body: action }),
    /** Emails the answer to a grievance, and closes the request. */
    answerGrievance: (token: string, id: string, answer: { message: string }) =>
      call(api.answerGrievance, token, { id }, { body: answer }),
    /** Past imports, newest first: who, when, which file, the counts and the state. */
    listImports: async (token: string): Promise<ImportBatch[]> =>
      (await call(api.listImports, token, {})).imports,
    /** Uploads a spreadsheet and previews it: nothing is stored until it is committed. */
    createImport: (token: string, request: ImportUpload): Promise<ImportCreated> =>
      upload(token, request),
    /** An import's state and progress, with a page of one group of its rows. */
    getImport: (
      token: string,
      id: string,
      page: ImportPageRequest = {},
    ): Promise<ImportPreview> => {
      const search = new URLSearchParams();
      if (page.group) search.set('group', page.group);
      if (page.offset) search.set('offset', String(page.offset));
      return call(api.getImport, token, { id }, { search });
    },
    /** The invalid rows with their reasons as CSV, to fix and import again. */
    importInvalidRows: (token: string, id: string): Promise<ReadableStream<Uint8Array>> =>
      csvStream(api.importInvalidRows, undefined, token, { id }),
    /** Stores the previewed rows in the background; progress is on getImport. */
    commitImport: (token: string, id: string, commit: ImportCommit): Promise<ImportBatch> =>
      call(api.commitImport, token, { id }, { body: commit }),
    /** Removes the import's leads nobody has worked on since; the others are kept and listed. */
    undoImport: (token: string, id: string): Promise<ImportUndone> =>
      call(api.undoImport, token, { id }),
    /** The mapping saved for a source, or null when none is saved yet. */
    getImportMapping: async (token: string, source: string): Promise<SavedImportMapping | null> => {
      try {
        return await call(api.getImportMapping, token, { source });
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 404) return null;
        throw error;
      }
    },
    /** Saves a source's mapping (header text to field, or null); a commit saves its own. */
    saveImportMapping: (
      token: string,
      source: string,
      mapping: Record<string, string | null>,
    ): Promise<SavedImportMapping> =>
      call(api.saveImportMapping, token, { source }, { body: { mapping } }),
    /** A page of the audit trail, newest first, for admins. */
    listAudit: (token: string, query: AuditQuery): Promise<AuditPage> =>
      call(api.listAudit, token, {}, { search: auditQueryParams(query) }),
    /** The trail's events for the filters as CSV, as a stream; the API audits the export. */
    exportAudit: (token: string, query: AuditExportQuery): Promise<ReadableStream<Uint8Array>> =>
      csvStream(api.exportAudit, auditQueryParams(query), token),
    /** A page of the calls and notes of a range, newest first (docs/decisions/053-the-days-calling.md). */
    listCalls: (token: string, query: CallsQueryInput): Promise<CallsPage> =>
      call(api.listCalls, token, {}, { search: auditQueryParams(query) }),
    /** The range's calls and notes as CSV, as a stream; the API checks the grant and audits it. */
    exportCalls: (token: string, query: CallsExportQuery): Promise<ReadableStream<Uint8Array>> =>
      csvStream(api.exportCalls, auditQueryParams(query), token),
    /** Grants or revokes a member of staff's permission to export (admins only, ADR 026). */
    /** Grants or revokes a member of staff's permission to import spreadsheets (admins only, ADR 051). */
    setStaffImport: (token: string, email: string, allowed: boolean): Promise<StaffMember> =>
      call(api.changeStaff, token, { email }, { body: { can_import: allowed } }),
    setStaffExport: (token: string, email: string, allowed: boolean): Promise<StaffMember> =>
      call(api.changeStaff, token, { email }, { body: { can_export: allowed } }),
    /**
     * Opens `GET /api/leads/events`: the response's body is the event
     * stream, read by core/live-updates.ts. No timeout: it stays open.
     */
    async openEvents(token: string, lastEventId: string | undefined, signal: AbortSignal) {
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
      };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      let response: Response;
      try {
        response = await fetch(`${base}${staffPath(STAFF_API.leadEvents, {})}`, {
          headers,
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        throw new ApiClientError('network', `Could not reach the API at ${base}.`);
      }
      if (response.status === 401) {
        throw new ApiClientError('session-expired', SESSION_EXPIRED_MESSAGE, 401);
      }
      if (!response.ok) throw await errorFor(response);
      // A proxy's or captive portal's page is not the stream: retry later rather than parse it.
      const type = response.headers.get('content-type') ?? '';
      if (!response.body || !/^text\/event-stream\s*(;|$)/i.test(type)) {
        await response.body?.cancel().catch(() => {});
        throw new ApiClientError('server', 'The API did not answer with the event stream.');
      }
      return response;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
