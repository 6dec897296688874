import { leadQueryParams, type LeadPage, type LeadQueryRequest } from '@skltcoa/shared';

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

/** The signed-in staff member's email, or null without a session. */
export async function currentStaff(): Promise<string | null> {
  try {
    const response = await call('/api/auth/me', {}, 'No session');
    return ((await response.json()) as { email: string }).email;
  } catch {
    return null;
  }
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
