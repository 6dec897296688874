import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { LoginSchema } from '@skltcoa/shared';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { createSession, revokeSession } from '../auth/sessions';
import { readJson, validate } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limit';
import { requireStaff, SESSION_COOKIE, type StaffEnv } from '../middleware/require-staff';
import type { AppDeps } from './deps';

const WRONG_CREDENTIALS = 'The email or password is incorrect.';

export function authRoutes({ sql, config }: AppDeps) {
  const staffOnly = requireStaff({ sql });
  return new Hono<StaffEnv>()
    .post(
      '/login',
      rateLimit({
        sql,
        bucket: 'login',
        limit: config.loginRateLimit,
        trustProxyHops: config.trustProxyHops,
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      }),
      async (c) => {
        const { email, password } = validate(
          LoginSchema,
          await readJson(c, 'Send your email and password as JSON.'),
          'Please enter your email and password.',
        );
        const [user] = await sql<{ id: string; password_hash: string }[]>`
          select id, password_hash from staff_users where lower(email) = lower(${email})`;
        // Unknown emails pay the same scrypt cost, so timing does not reveal who has an account.
        const valid = await verifyPassword(
          password,
          user?.password_hash ?? (await dummyPasswordHash()),
        );
        if (!user || !valid) throw new HTTPException(401, { message: WRONG_CREDENTIALS });

        const session = await createSession(sql, user.id, config.sessionTtlMs);
        setCookie(c, SESSION_COOKIE, session.token, {
          httpOnly: true,
          sameSite: 'Strict',
          secure: config.cookieSecure,
          path: '/api',
          expires: new Date(session.expiresAt),
        });
        return c.json(session);
      },
    )
    .post('/logout', staffOnly, async (c) => {
      await revokeSession(sql, c.get('staff').tokenHash);
      deleteCookie(c, SESSION_COOKIE, { path: '/api', secure: config.cookieSecure });
      return c.body(null, 204);
    })
    .get('/me', staffOnly, (c) => c.json({ email: c.get('staff').email }));
}
