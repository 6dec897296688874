import {
  csvFileName,
  leadQueryParams,
  type LeadPage,
  type LeadQueryRequest,
} from '@skltcoa/shared';

/* The staff API as /web-leads uses it: same origin, the HttpOnly session cookie. */

/** A refused request; `status` 401 means there is no (longer a) session. */
export class LeadsApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
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
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const message = typeof body?.error === 'string' && body.error ? body.error : fallback;
  throw new LeadsApiError(message, response.status);
}

/** Signs in for the HttpOnly session cookie; the answer carries no token for scripts to read. */
export async function signIn(email: string, password: string, fallback: string): Promise<void> {
  await call(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
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
}

/** The signed-in staff member, or null without a session. */
export async function currentStaff(): Promise<WebStaff | null> {
  try {
    const response = await call('/api/auth/me', {}, 'No session');
    const me = (await response.json()) as { email: string; can_export?: boolean };
    return { email: me.email, canExport: me.can_export === true };
  } catch {
    return null;
  }
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
