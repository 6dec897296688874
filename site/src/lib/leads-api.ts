import {
  csvFileName,
  leadQueryParams,
  staffPath,
  STAFF_ROUTES,
  type AnswerOf,
  type BodyOf,
  type LeadPage,
  type LeadQueryRequest,
  type Me,
  type MfaSetup,
  type PathParams,
  type StaffApi,
  type StaffCall,
  type StaffRoute,
  type StaffSessionSummary,
} from '@skltcoa/shared';

/*
 * The staff API as /web-leads uses it: same origin, the HttpOnly session
 * cookie, each call's method and path from the contract's routes in shared.
 * Answers are typed from the contract but not parsed with its schemas, which
 * would bring zod to this page; the console parses them, as it is updated
 * apart from the API (docs/decisions/047-a-staff-api-contract-in-shared.md).
 */

/**
 * A refused request; `status` 401 means there is no (longer a) session.
 * `mfaRequired`: the password was right and the API asks for the second
 * factor (or a right one); `mfaEnrolmentRequired`: an admin requires a second
 * factor that the account has not set up (docs/decisions/038-staff-second-factor-and-sessions.md).
 */
export class LeadsApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly mfaRequired = false,
    readonly mfaEnrolmentRequired = false,
  ) {
    super(message);
    this.name = 'LeadsApiError';
  }
}

/**
 * One call of the staff API's contract by name: its path filled in, a write's body as JSON (`{}` without one: staff writes
 * are JSON only), and a refusal thrown as a LeadsApiError with the API's words.
 */
async function send<K extends StaffCall>(
  name: K,
  fallback: string,
  {
    params = {} as PathParams<StaffApi[K]>,
    body,
    search,
    signal,
    accept = 'application/json',
  }: {
    params?: PathParams<StaffApi[K]>;
    body?: BodyOf<StaffApi[K]>;
    search?: string | URLSearchParams;
    signal?: AbortSignal;
    accept?: string;
  } = {},
): Promise<Response> {
  const route: StaffRoute = STAFF_ROUTES[name];
  const write = route.method !== 'GET';
  const response = await fetch(staffPath(route, params, search), {
    method: route.method,
    credentials: 'same-origin',
    headers: write ? { Accept: accept, 'Content-Type': 'application/json' } : { Accept: accept },
    ...(write ? { body: JSON.stringify(body ?? {}) } : {}),
    ...(signal ? { signal } : {}),
  });
  if (response.ok) return response;
  const refusal = (await response.json().catch(() => null)) as {
    error?: unknown;
    mfa_required?: unknown;
    mfa_enrolment_required?: unknown;
  } | null;
  const message = typeof refusal?.error === 'string' && refusal.error ? refusal.error : fallback;
  throw new LeadsApiError(
    message,
    response.status,
    refusal?.mfa_required === true,
    refusal?.mfa_enrolment_required === true,
  );
}

/** A call whose success is JSON, read as the contract says the API answers. */
async function call<K extends StaffCall>(
  name: K,
  fallback: string,
  options: Parameters<typeof send<K>>[2] = {},
): Promise<AnswerOf<StaffApi[K]>> {
  const response = await send(name, fallback, options);
  return (response.status === 204 ? null : await response.json()) as AnswerOf<StaffApi[K]>;
}

/**
 * Signs in for the HttpOnly session cookie; the answer carries no token for
 * scripts to read. `code` (a TOTP or a recovery code) goes only once the API
 * has asked for it.
 */
export async function signIn(
  email: string,
  password: string,
  fallback: string,
  code?: string,
): Promise<void> {
  await send('login', fallback, {
    body: code === undefined ? { email, password } : { email, password, code },
  });
}

export async function signOut(): Promise<void> {
  await send('logout', 'Sign-out failed').catch(() => undefined);
}

export interface WebStaff {
  email: string;
  /** An admin granted the export (docs/decisions/026-export-permission.md). */
  canExport: boolean;
  /** The account signs in with a second factor. */
  mfaEnabled: boolean;
  /** An admin requires a second factor the account lacks: the API refuses the leads until it enrols. */
  mfaEnrolmentRequired: boolean;
}

/** The signed-in staff member, or null without a session. */
export async function currentStaff(): Promise<WebStaff | null> {
  try {
    // Read without the contract's zod schema (this page loads no zod): an older API may lack the MFA fields.
    const me = (await call('me', 'No session')) as Partial<Me> & { email: string };
    return {
      email: me.email,
      canExport: me.can_export === true,
      mfaEnabled: me.mfa_enabled === true,
      mfaEnrolmentRequired: me.mfa_enrolment_required === true,
    };
  } catch {
    return null;
  }
}

export type { MfaSetup } from '@skltcoa/shared';

/** Starts setting up two-step sign-in: a new secret, in force once a code of it is confirmed. */
export async function mfaSetup(fallback: string): Promise<MfaSetup> {
  return call('mfaSetup', fallback);
}

/** Turns two-step sign-in on with a code from the app; answers the one-time recovery codes. */
export async function mfaConfirm(code: string, fallback: string): Promise<string[]> {
  return (await call('mfaConfirm', fallback, { body: { code } })).recovery_codes;
}

export async function listSessions(fallback: string): Promise<StaffSessionSummary[]> {
  return (await call('listSessions', fallback)).sessions;
}

/** Ends every session of the account, this page's too; answers how many ended. */
export async function endAllSessions(fallback: string): Promise<number> {
  return (await call('endAllSessions', fallback)).ended;
}

/**
 * Downloads `GET /api/leads/export` for the query, so that the API checks
 * the permission and audits the export (docs/decisions/026-export-permission.md).
 * A refusal (403 once an admin revoked it, 401 once the session ended) is
 * thrown as a LeadsApiError before anything is saved.
 */
export async function downloadLeadsExport(
  query: LeadQueryRequest,
  fallback: string,
): Promise<string> {
  const response = await send('exportLeads', fallback, {
    search: leadQueryParams(query),
    accept: 'text/csv',
  });
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const name = named?.[1] ?? csvFileName();
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** One page of `GET /api/leads` for the query (docs/decisions/011-one-lead-contract.md). */
export async function fetchLeadsPage(
  query: LeadQueryRequest,
  fallback: string,
  signal?: AbortSignal,
): Promise<LeadPage> {
  return call('listLeads', fallback, {
    search: leadQueryParams(query),
    ...(signal ? { signal } : {}),
  });
}

/**
 * The message to show for a failed fetch: the error's own, or "Failed to fetch
 * leads" (docs/product-decisions.md §16).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
