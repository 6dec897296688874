import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { LoginSchema } from '@skltcoa/shared';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { createPasswordGate } from '../auth/password-gate';
import { createSession, revokeSession } from '../auth/sessions';
import { findStaffLogin } from '../auth/staff-users';
import { audit } from '../lib/audit';
import { ApiError } from '../lib/api-error';
import { readJson, validate } from '../lib/validate';
import { clientIp } from '../middleware/client-ip';
import {
  countHits,
  hashedClient,
  resetCount,
  tooManyRequests,
  uncountHits,
  type Hit,
  type RateKey,
} from '../middleware/rate-limit';
import { requireStaff, SESSION_COOKIE, type StaffEnv } from '../middleware/require-staff';
import type { AppDeps } from './deps';

const WRONG_CREDENTIALS = 'The email or password is incorrect.';

const ACCOUNT_BUCKET = 'login-account';
const ADDRESS_BUCKET = 'login-address';

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return n === 1 ? '1 minute' : `${n} minutes`;
};

/** The admissions console asks for the bearer token with this header; web pages get only the cookie. */
export const CLIENT_HEADER = 'X-Client';

export function authRoutes({ sql, config, onPasswordCheck }: AppDeps) {
  const staffOnly = requireStaff({ sql });
  // Made now, so that the first sign-in with an unknown email does not pay
  // for two hashes and stand out by its time.
  void dummyPasswordHash();
  const passwordChecks = createPasswordGate({
    concurrency: config.loginConcurrency,
    queueLimit: config.loginQueueLimit,
    timeoutMs: config.loginQueueTimeoutMs,
  });
  const limits: Record<string, { limit: number; message: (retryAfter: number) => string }> = {
    [ACCOUNT_BUCKET]: {
      limit: config.loginFailuresPerAccount,
      message: (s) =>
        `Too many failed sign-ins for this account. Please try again in ${minutes(s)}.`,
    },
    [ADDRESS_BUCKET]: {
      limit: config.loginFailuresPerAddress,
      message: (s) =>
        `Too many failed sign-ins from your network. Please try again in ${minutes(s)}.`,
    },
  };

  const checkPassword = (password: string, hash: string | undefined) =>
    passwordChecks(async () => {
      onPasswordCheck?.('start');
      try {
        // Unknown emails pay the same scrypt cost, so timing does not reveal who has an account.
        return await verifyPassword(password, hash ?? (await dummyPasswordHash()));
      } finally {
        onPasswordCheck?.('end');
      }
    });

  /**
   * Counts the attempt as a failure before its password is checked, so that
   * parallel guesses cannot slip past the limit, and refuses it when a limit
   * is reached. Only failed sign-ins count (ADR 010): per account, so that one
   * account's attacker does not lock out colleagues on the same network, and
   * more loosely per address, against spraying many emails.
   */
  async function countAttempt(keys: RateKey[]): Promise<Hit[]> {
    const counted = keys.filter((key) => limits[key.bucket]!.limit > 0);
    const hits = await countHits(sql, counted);
    const over = hits.filter((hit) => hit.hits > limits[hit.bucket]!.limit);
    if (over.length > 0) {
      // A refused attempt checked no password, so it is no failure either.
      await uncountHits(sql, hits);
      const worst = over.reduce((a, b) => (b.retryAfter > a.retryAfter ? b : a));
      throw tooManyRequests(limits[worst.bucket]!.message(worst.retryAfter), worst.retryAfter);
    }
    return hits;
  }

  return new Hono<StaffEnv>()
    .post('/login', async (c) => {
      const { email, password } = validate(
        LoginSchema,
        await readJson(c, 'Send your email and password as JSON.'),
        'Please enter your email and password.',
      );
      const account = { bucket: ACCOUNT_BUCKET, client: hashedClient(email.toLowerCase()) };
      const address = { bucket: ADDRESS_BUCKET, client: clientIp(c, config.trustProxyHops) };
      const hits = await countAttempt([account, address]);

      let user: { id: string; password_hash: string } | undefined;
      let valid: boolean;
      try {
        user = await findStaffLogin(sql, email);
        valid = await checkPassword(password, user?.password_hash);
      } catch (error) {
        // Not checked (the queue was full or too slow, or the database failed): not a failure.
        await uncountHits(sql, hits).catch(() => {});
        throw error;
      }
      const client = c.req.header(CLIENT_HEADER) === 'console' ? 'console' : 'web';
      if (!user || !valid) {
        // The address as typed: a member of staff's, or a guess at one.
        await audit(sql, {
          actor: email.trim().toLowerCase().slice(0, 254),
          action: 'sign_in_failed',
          detail: { client },
        });
        throw new ApiError(401, WRONG_CREDENTIALS);
      }

      // A success never counts, and clears the account's failures.
      await uncountHits(
        sql,
        hits.filter((hit) => hit.bucket !== ACCOUNT_BUCKET),
      );
      if (limits[ACCOUNT_BUCKET]!.limit > 0) await resetCount(sql, account);

      const session = await createSession(sql, user.id, config.sessionTtlMs);
      await audit(sql, {
        actor: email.trim().toLowerCase(),
        action: 'sign_in',
        detail: { client },
      });
      setCookie(c, SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'Strict',
        secure: config.cookieSecure,
        path: '/api',
        expires: new Date(session.expiresAt),
      });
      // Web pages need only the HttpOnly cookie; a token in the body would be
      // readable by any script on the page. The console keeps its token in the
      // main process, and asks for it.
      if (c.req.header(CLIENT_HEADER) === 'console') return c.json(session);
      return c.json({ expiresAt: session.expiresAt });
    })
    .post('/logout', staffOnly, async (c) => {
      await revokeSession(sql, c.get('staff').tokenHash);
      await audit(sql, { actor: c.get('staff').email, action: 'sign_out' });
      deleteCookie(c, SESSION_COOKIE, { path: '/api', secure: config.cookieSecure });
      return c.body(null, 204);
    })
    .get('/me', staffOnly, (c) => {
      const { email, role, canExport } = c.get('staff');
      return c.json({ email, role, can_export: canExport });
    });
}
