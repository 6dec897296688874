import { LIMITS, type Lead, type LeadPage } from '@skltcoa/shared';

/* The staff API as /web-leads uses it: same origin, the HttpOnly session cookie. */

export type LeadRow = Pick<Lead, 'id' | 'name' | 'email' | 'phone' | 'program' | 'form_type'>;

/** A refused request; `status` 401 means there is no (longer a) session. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
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
  throw new ApiError(message, response.status);
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

export async function fetchLeadsPage(
  cursor: string | null,
  fallback: string,
  signal?: AbortSignal,
): Promise<LeadPage> {
  const query = new URLSearchParams({ limit: String(LIMITS.pageSizeMax) });
  if (cursor) query.set('cursor', cursor);
  const response = await call(`/api/leads?${query}`, { signal }, fallback);
  return (await response.json()) as LeadPage;
}

/** The message to show for a failed fetch: the error's own, or the spec's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
