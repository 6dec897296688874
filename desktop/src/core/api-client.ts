import {
  ActivitySchema,
  AuditPageSchema,
  BulkLeadResultsSchema,
  DashboardSchema,
  leadQueryParams,
  LeadPageSchema,
  LastViewSchema,
  LeadFamilySchema,
  LeadMergedSchema,
  type RecordedWithdrawal,
  LeadSchema,
  LoggedActivitySchema,
  RightsQueueSchema,
  SavedViewSchema,
  SecuritySettingsSchema,
  SessionSchema,
  StaffMemberSchema,
  type Activity,
  type AuditExportQuery,
  type AuditPage,
  type AuditQuery,
  type BulkLeadPatch,
  type BulkLeadResults,
  type Dashboard,
  type DashboardQueryRequest,
  type Lead,
  type LeadFamily,
  type LeadMerge,
  type LeadMerged,
  type LeadPage,
  type LeadPatch,
  type LeadQueryRequest,
  type LoggedActivity,
  type NewActivityInput,
  type NewSavedViewInput,
  type RightsAction,
  type RightsCorrection,
  type RightsQueue,
  type RightsQueueQuery,
  type SavedView,
  type SavedViewChangeInput,
  type SecuritySettings,
  type Session,
  type StaffMember,
  StaffSessionListSchema,
  type StaffSessionSummary,
} from '@skltcoa/shared';
import { z } from 'zod';
import type {
  ConsoleErrorKind,
  LeadExportQuery,
  MfaConfirmed,
  MfaSetup,
} from '../shared-types/console-api';

const RightsAnsweredSchema = z.object({
  status: z.literal('answered'),
  erased: z.number().int().optional(),
});

/** `GET /api/auth/me`: the staff member, and where they stand with the second factor. */
const MeSchema = StaffMemberSchema.extend({
  // An older server knows no second factor: none is enabled, none required.
  mfa_enabled: z.boolean().default(false),
  mfa_enrolment_required: z.boolean().default(false),
});
export type Me = z.infer<typeof MeSchema>;

const MfaSetupSchema = z.object({
  secret: z.string().min(1),
  otpauth_url: z.string().startsWith('otpauth://'),
  qr_svg: z.string().min(1),
});
const MfaConfirmedSchema = z.object({ recovery_codes: z.array(z.string()) });
const SessionsEndedSchema = z.object({ ended: z.number().int() });
/** `POST /api/leads/:id/withdrawal` (ADR 040): how many enquiries were withdrawn. */
const WithdrawnSchema = z.object({ withdrawn: z.number().int() });

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
});

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
  );
}

const leadPath = (id: string) => `/api/leads/${encodeURIComponent(id)}`;

/** The audit trail's filters as a query string; what is not set is left out. */
export function auditQueryParams(query: AuditQuery | AuditExportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
const viewPath = (id: string) => `/api/views/${encodeURIComponent(id)}`;

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
    if (rest.body) headers['content-type'] = 'application/json';
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

  async function request<T>(path: string, schema: z.ZodType<T>, init: Init = {}): Promise<T> {
    const response = await send(path, init);
    if (response.status === 204) return schema.parse(null);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new ApiClientError('server', 'The API sent an answer the console does not understand.');
    }
    return parsed.data;
  }

  /** One answer to a rights request: `POST /api/rights-requests/:id/<action>` (ADR 025). */
  const answerRights = (token: string, id: string, action: string, body: object) =>
    request(`/api/rights-requests/${encodeURIComponent(id)}/${action}`, RightsAnsweredSchema, {
      method: 'POST',
      body: JSON.stringify(body),
      token,
    });

  /** An export's CSV as the API streams it. */
  async function csvStream(path: string, token: string): Promise<ReadableStream<Uint8Array>> {
    const response = await send(
      path,
      { token, headers: { accept: 'text/csv' } },
      EXPORT_TIMEOUT_MS,
    );
    if (!response.body) throw new ApiClientError('server', 'The API sent an empty export.');
    return response.body;
  }

  return {
    baseUrl: base,
    // The API gives the bearer token only to a client that asks for it; web
    // pages get an HttpOnly cookie instead, out of reach of their scripts.
    // `code` (a TOTP or a recovery code) is sent only once the API has asked for it.
    login: (email: string, password: string, code?: string): Promise<Session> =>
      request('/api/auth/login', SessionSchema, {
        method: 'POST',
        headers: { 'x-client': 'console' },
        body: JSON.stringify(code === undefined ? { email, password } : { email, password, code }),
      }),
    // The API takes state-changing staff requests only as JSON, so sign-out sends `{}`.
    logout: (token: string): Promise<null> =>
      request('/api/auth/logout', z.null(), { method: 'POST', body: '{}', token }),
    me: (token: string): Promise<Me> => request('/api/auth/me', MeSchema, { token }),
    /** Starts setting up two-step sign-in: a new secret, not in force until confirmed. */
    mfaSetup: (token: string): Promise<MfaSetup> =>
      request('/api/auth/mfa/setup', MfaSetupSchema, { method: 'POST', body: '{}', token }),
    mfaConfirm: (token: string, code: string): Promise<MfaConfirmed> =>
      request('/api/auth/mfa/confirm', MfaConfirmedSchema, {
        method: 'POST',
        body: JSON.stringify({ code }),
        token,
      }),
    /** Turns two-step sign-in off with a current code (refused while an admin requires it). */
    mfaDisable: (token: string, code: string): Promise<null> =>
      request('/api/auth/mfa/disable', z.null(), {
        method: 'POST',
        body: JSON.stringify({ code }),
        token,
      }),
    /** The staff member's own sessions, on every computer and browser. */
    listSessions: async (token: string): Promise<StaffSessionSummary[]> =>
      (await request('/api/auth/sessions', StaffSessionListSchema, { token })).sessions,
    endAllSessions: (token: string): Promise<{ ended: number }> =>
      request('/api/auth/sessions/end-all', SessionsEndedSchema, {
        method: 'POST',
        body: '{}',
        token,
      }),
    /** Admins: the college's security settings. */
    getSecuritySettings: (token: string): Promise<SecuritySettings> =>
      request('/api/security-settings', SecuritySettingsSchema, { token }),
    /** Admins: changes the college's security settings. */
    setSecuritySettings: (token: string, settings: SecuritySettings): Promise<SecuritySettings> =>
      request('/api/security-settings', SecuritySettingsSchema, {
        method: 'PATCH',
        body: JSON.stringify(settings),
        token,
      }),
    /** One page of `GET /api/leads` for the query (docs/decisions/011-one-lead-contract.md). */
    listLeads: (token: string, query: LeadQueryRequest): Promise<LeadPage> =>
      request(`/api/leads?${leadQueryParams(query)}`, LeadPageSchema, { token }),
    /** The query's leads as CSV, as a stream: 100,000 of them are about 27 MB. */
    exportLeads: (token: string, query: LeadExportQuery): Promise<ReadableStream<Uint8Array>> =>
      csvStream(`/api/leads/export?${leadQueryParams(query)}`, token),
    getLead: (token: string, id: string): Promise<Lead> =>
      request(leadPath(id), LeadSchema, { token }),
    /** The lead's whole timeline, oldest first. */
    listActivities: (token: string, id: string): Promise<Activity[]> =>
      request(`${leadPath(id)}/activities`, z.array(ActivitySchema), { token }),
    /** Logs a note or a call; the answer holds the entry and the lead after it. */
    addActivity: (token: string, id: string, activity: NewActivityInput): Promise<LoggedActivity> =>
      request(`${leadPath(id)}/activities`, LoggedActivitySchema, {
        method: 'POST',
        body: JSON.stringify(activity),
        token,
      }),
    /** Changes status, assignee or follow-up; a stale version fails with `conflict` and the current lead. */
    updateLead: (token: string, id: string, patch: LeadPatch): Promise<Lead> =>
      request(leadPath(id), LeadSchema, {
        method: 'PATCH',
        body: JSON.stringify(patch),
        token,
      }),
    /** One change for many leads; the answer says lead by lead how it went. */
    bulkUpdateLeads: (token: string, bulk: BulkLeadPatch): Promise<BulkLeadResults> =>
      request('/api/leads/bulk', BulkLeadResultsSchema, {
        method: 'POST',
        body: JSON.stringify(bulk),
        token,
      }),
    /** Everyone a lead can be assigned to. */
    listStaff: (token: string): Promise<StaffMember[]> =>
      request('/api/staff', z.array(StaffMemberSchema), { token }),
    /** My saved views, then those admins shared with everyone. */
    listViews: (token: string): Promise<SavedView[]> =>
      request('/api/views', z.array(SavedViewSchema), { token }),
    /** Saves the filters and columns under a name; only an admin may share it. */
    saveView: (token: string, view: NewSavedViewInput): Promise<SavedView> =>
      request('/api/views', SavedViewSchema, {
        method: 'POST',
        body: JSON.stringify(view),
        token,
      }),
    /** Renames or changes one of my views. */
    updateView: (token: string, id: string, change: SavedViewChangeInput): Promise<SavedView> =>
      request(viewPath(id), SavedViewSchema, {
        method: 'PUT',
        body: JSON.stringify(change),
        token,
      }),
    // Staff writes are JSON, a delete included: it sends `{}`.
    deleteView: (token: string, id: string): Promise<null> =>
      request(viewPath(id), z.null(), { method: 'DELETE', body: '{}', token }),
    /** Remembers the view applied last (null: none), for the next sign-in. */
    setLastView: async (token: string, id: string | null): Promise<SavedView | null> =>
      (
        await request('/api/views/last', LastViewSchema, {
          method: 'PUT',
          body: JSON.stringify({ id }),
          token,
        })
      ).view,
    /** The view applied last, if it is still there to see. */
    getLastView: async (token: string): Promise<SavedView | null> =>
      (await request('/api/views/last', LastViewSchema, { token })).view,
    /** Every enquiry of the lead's family and their timelines as one (docs/decisions/016-families.md). */
    getFamily: (token: string, id: string): Promise<LeadFamily> =>
      request(`${leadPath(id)}/family`, LeadFamilySchema, { token }),
    /** Merges duplicates of its family into the lead (admins only); a stale version fails with `conflict`. */
    mergeLeads: (token: string, id: string, merge: LeadMerge): Promise<LeadMerged> =>
      request(`${leadPath(id)}/merge`, LeadMergedSchema, {
        method: 'POST',
        body: JSON.stringify(merge),
        token,
      }),
    /**
     * A withdrawal the person made by phone, in person or by letter, checked on
     * one of the lead's contacts: every enquiry carrying it is erased (ADR 040).
     */
    recordWithdrawal: (
      token: string,
      id: string,
      withdrawal: RecordedWithdrawal,
    ): Promise<{ withdrawn: number }> =>
      request(`${leadPath(id)}/withdrawal`, WithdrawnSchema, {
        method: 'POST',
        body: JSON.stringify(withdrawal),
        token,
      }),
    /** The dashboard for days in Mumbai; no dates: this week and the eleven before (ADR 017). */
    getDashboard: (token: string, range: DashboardQueryRequest): Promise<Dashboard> =>
      request(`/api/dashboard?${leadQueryParams(range)}`, DashboardSchema, { token }),
    /** Confirmed rights requests with their due dates, for admins (ADR 025). */
    listRightsRequests: (token: string, query: RightsQueueQuery): Promise<RightsQueue> =>
      request(
        `/api/rights-requests?${new URLSearchParams({ state: query.state })}`,
        RightsQueueSchema,
        { token },
      ),
    /** Emails the person their data as files, and closes the request. */
    answerAccess: (token: string, id: string, action: RightsAction) =>
      answerRights(token, id, 'access', action),
    /** Corrects one of the request's enquiries, tells the person, and closes the request. */
    answerCorrection: (token: string, id: string, correction: RightsCorrection) =>
      answerRights(token, id, 'correction', correction),
    /** Erases everything held about the person, tells them, and closes the request. */
    answerErasure: (token: string, id: string, action: RightsAction) =>
      answerRights(token, id, 'erasure', action),
    /** Records the nomination, tells the person, and closes the request. */
    answerNomination: (token: string, id: string, action: RightsAction) =>
      answerRights(token, id, 'nomination', action),
    /** Emails the answer to a grievance, and closes the request. */
    answerGrievance: (token: string, id: string, answer: { message: string }) =>
      answerRights(token, id, 'answer', answer),
    /** A page of the audit trail, newest first, for admins. */
    listAudit: (token: string, query: AuditQuery): Promise<AuditPage> =>
      request(`/api/audit?${auditQueryParams(query)}`, AuditPageSchema, { token }),
    /** The trail's events for the filters as CSV, as a stream; the API audits the export. */
    exportAudit: (token: string, query: AuditExportQuery): Promise<ReadableStream<Uint8Array>> =>
      csvStream(`/api/audit/export?${auditQueryParams(query)}`, token),
    /** Grants or revokes a member of staff's permission to export (admins only, ADR 026). */
    setStaffExport: (token: string, email: string, allowed: boolean): Promise<StaffMember> =>
      request(`/api/staff/${encodeURIComponent(email)}`, StaffMemberSchema, {
        method: 'PATCH',
        body: JSON.stringify({ can_export: allowed }),
        token,
      }),
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
        response = await fetch(`${base}/api/leads/events`, { headers, signal });
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
