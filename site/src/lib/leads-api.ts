import {
  csvFileName,
  leadQueryParams,
  type LeadPage,
  type LeadQueryRequest,
  type StaffSessionSummary,
} from '@skltcoa/shared';

/* The staff API as /web-leads uses it: same origin, the HttpOnly session cookie. */

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

async function call(path: string, init: RequestInit, fallback: string): Promise<Response> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  });
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    mfa_required?: unknown;
    mfa_enrolment_required?: unknown;
  } | null;
  const message = typeof body?.error === 'string' && body.error ? body.error : fallback;
  throw new LeadsApiError(
    message,
    response.status,
    body?.mfa_required === true,
    body?.mfa_enrolment_required === true,
  );
}

/** A staff write: the API takes them only as JSON. */
const postJson = (path: string, body: unknown, fallback: string) =>
  call(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    fallback,
  );

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
  await postJson(
    '/api/auth/login',
    code === undefined ? { email, password } : { email, password, code },
    fallback,
  );
}

/** The API takes state-changing staff requests only as JSON, so sign-out sends `{}`. */
export async function signOut(): Promise<void> {
  await call(
    '/api/auth/logout',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
    'Sign-out failed',
  ).catch(() => undefined);
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
    const response = await call('/api/auth/me', {}, 'No session');
    const me = (await response.json()) as {
      email: string;
      can_export?: boolean;
      mfa_enabled?: boolean;
      mfa_enrolment_required?: boolean;
    };
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

/** Two-step sign-in being set up: the secret as text and as a QR code (SVG text). */
export interface MfaSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** Starts setting up two-step sign-in: a new secret, in force once a code of it is confirmed. */
export async function mfaSetup(fallback: string): Promise<MfaSetup> {
  return (await (await postJson('/api/auth/mfa/setup', {}, fallback)).json()) as MfaSetup;
}

/** Turns two-step sign-in on with a code from the app; answers the one-time recovery codes. */
export async function mfaConfirm(code: string, fallback: string): Promise<string[]> {
  const response = await postJson('/api/auth/mfa/confirm', { code }, fallback);
  return ((await response.json()) as { recovery_codes: string[] }).recovery_codes;
}

export async function listSessions(fallback: string): Promise<StaffSessionSummary[]> {
  const response = await call('/api/auth/sessions', {}, fallback);
  return ((await response.json()) as { sessions: StaffSessionSummary[] }).sessions;
}

/** Ends every session of the account, this page's too; answers how many ended. */
export async function endAllSessions(fallback: string): Promise<number> {
  const response = await postJson('/api/auth/sessions/end-all', {}, fallback);
  return ((await response.json()) as { ended: number }).ended;
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
  const response = await call(
    `/api/leads/export?${leadQueryParams(query)}`,
    { headers: { Accept: 'text/csv' } },
    fallback,
  );
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
  const response = await call(`/api/leads?${leadQueryParams(query)}`, { signal }, fallback);
  return (await response.json()) as LeadPage;
}

/**
 * The message to show for a failed fetch: the error's own, or "Failed to fetch
 * leads" (docs/product-decisions.md §16).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
