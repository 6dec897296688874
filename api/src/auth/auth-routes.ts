import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { LoginSchema, MfaCodeSchema } from '@skltcoa/shared';
import {
  checkSecondFactor,
  enrolmentOf,
  findMfaAccount,
  mfaKey,
  mfaRequired,
  newRecoveryCodes,
  newTotpSecret,
  sealSecret,
  storeRecoveryCodes,
  type SecondFactor,
} from './mfa';
import { dummyPasswordHash, verifyPassword } from './password';
import { createPasswordGate } from './password-gate';
import {
  createSession,
  endAllSessions,
  listSessions,
  revokeSession,
  type SessionClient,
} from './sessions';
import { findStaffLogin } from './staff-users';
import type { Sql } from '../db/client';
import { audit, requestClient } from '../audit/audit';
import { ApiError } from '../http/api-error';
import { readJson, validate } from '../http/validate';
import { clientIp } from '../http/middleware/client-ip';
import {
  countHits,
  hashedClient,
  resetCount,
  tooManyRequests,
  uncountHits,
  type Hit,
  type RateKey,
} from '../http/middleware/rate-limit';
import { requireStaff, SESSION_COOKIE, type StaffEnv } from '../http/middleware/require-staff';
import type { AppDeps } from '../http/deps';

const WRONG_CREDENTIALS = 'The email or password is incorrect.';
/** The password was right and the account has a second factor (docs/decisions/038-staff-second-factor-and-sessions.md). */
const CODE_NEEDED =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const WRONG_CODE =
  'The code is not right. Enter the 6-digit code your authenticator app shows now, or an unused recovery code.';
const CODE_USED =
  'That code was used already. Wait for the next code in your authenticator app, then enter it.';
const NOT_ENROLLED = 'Two-step sign-in is not on for this account.';

const ACCOUNT_BUCKET = 'login-account';
const ADDRESS_BUCKET = 'login-address';

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return n === 1 ? '1 minute' : `${n} minutes`;
};

/** The admissions console asks for the bearer token with this header; web pages get only the cookie. */
export const CLIENT_HEADER = 'X-Client';

/** The refusal of a code, as a 400 naming the field: the session is fine, so not a 401. */
const codeRefused = (result: Exclude<SecondFactor, { ok: true }>) =>
  new ApiError(400, result.reason === 'replayed' ? CODE_USED : WRONG_CODE, {
    fields: { code: result.reason === 'replayed' ? CODE_USED : WRONG_CODE },
  });

export function authRoutes({ sql, config, onPasswordCheck }: AppDeps) {
  // The account's own sign-in, second factor and sessions answer even while
  // an admin requires a second factor the account has not set up.
  const staffOnly = requireStaff({ sql, allowUnenrolled: true });
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
   * more loosely per address, against spraying many emails. A wrong second
   * factor is a failed sign-in too (ADR 038).
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

  const accountKey = (email: string): RateKey => ({
    bucket: ACCOUNT_BUCKET,
    client: hashedClient(email.toLowerCase()),
  });

  /**
   * Checks a signed-in member of staff's code (to confirm or turn off the
   * second factor), counted with the account's failed sign-ins: a stolen
   * session must not be a way to guess codes without limit.
   */
  async function checkCode(
    c: Context<StaffEnv>,
    account: NonNullable<Awaited<ReturnType<typeof findMfaAccount>>>,
    code: string,
    options: { recoveryCodes: boolean },
  ) {
    const hits = await countAttempt([accountKey(c.get('staff').email)]);
    let result: SecondFactor;
    try {
      result = await checkSecondFactor(sql, mfaKey(config.mfa), account, code, options);
    } catch (error) {
      await uncountHits(sql, hits).catch(() => {});
      throw error;
    }
    if (!result.ok) throw codeRefused(result);
    await uncountHits(sql, hits);
  }

  const ownAccount = async (c: Context<StaffEnv>) => {
    const found = await findMfaAccount(sql, c.get('staff').userId);
    // Removed between finding the session and now.
    if (!found) throw new ApiError(401, 'Your session has ended. Please sign in.');
    return found;
  };

  return (
    new Hono<StaffEnv>()
      .post('/login', async (c) => {
        const { email, password, code } = validate(
          LoginSchema,
          await readJson(c, 'Send your email and password as JSON.'),
          'Please enter your email and password.',
        );
        const account = accountKey(email);
        const address = { bucket: ADDRESS_BUCKET, client: clientIp(c, config.trustProxyHops) };
        const hits = await countAttempt([account, address]);
        const client: SessionClient = c.req.header(CLIENT_HEADER) === 'console' ? 'console' : 'web';
        const from = requestClient(c);
        // The address as typed: a member of staff's, or a guess at one.
        const actor = email.trim().toLowerCase().slice(0, 254);

        let user: Awaited<ReturnType<typeof findStaffLogin>>;
        let valid: boolean;
        let second: SecondFactor | undefined;
        try {
          user = await findStaffLogin(sql, email);
          valid = await checkPassword(password, user?.password_hash);
          if (user && valid && user.mfa_enabled && code) {
            second = await checkSecondFactor(sql, mfaKey(config.mfa), user, code);
          }
        } catch (error) {
          // Not checked (the queue was full or too slow, or the database failed): not a failure.
          await uncountHits(sql, hits).catch(() => {});
          throw error;
        }
        if (!user || !valid) {
          await audit(sql, {
            actor,
            action: 'sign_in_failed',
            detail: { client },
            client: from,
          });
          throw new ApiError(401, WRONG_CREDENTIALS);
        }
        if (user.mfa_enabled && !code) {
          // The right password and no code yet: the first of two steps, no failure.
          await uncountHits(sql, hits);
          throw new ApiError(401, CODE_NEEDED, { extra: { mfa_required: true } });
        }
        if (second && !second.ok) {
          // Counted as a failed sign-in: the hits stay.
          await audit(sql, {
            actor,
            action: 'sign_in_failed',
            detail: { client, factor: second.reason === 'replayed' ? 'code_reused' : 'code' },
            client: from,
          });
          throw new ApiError(401, second.reason === 'replayed' ? CODE_USED : WRONG_CODE, {
            extra: { mfa_required: true },
          });
        }

        // A success never counts, and clears the account's failures.
        await uncountHits(
          sql,
          hits.filter((hit) => hit.bucket !== ACCOUNT_BUCKET),
        );
        if (limits[ACCOUNT_BUCKET]!.limit > 0) await resetCount(sql, account);

        const session = await createSession(sql, user.id, config.sessionTtlMs, {
          idleMs: config.sessionIdleMs,
          client,
          userAgent: from.userAgent,
        });
        const mfa = {
          mfa_enabled: user.mfa_enabled,
          mfa_enrolment_required: !user.mfa_enabled && (await mfaRequired(sql)),
        };
        await audit(sql, {
          actor,
          action: 'sign_in',
          detail: {
            client,
            ...(second?.ok ? { factor: second.factor } : {}),
            ...(second?.ok && second.recoveryCodesLeft !== undefined
              ? { recovery_codes_left: second.recoveryCodesLeft }
              : {}),
          },
          client: from,
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
        if (client === 'console') return c.json({ ...session, ...mfa });
        return c.json({ expiresAt: session.expiresAt, ...mfa });
      })
      .post('/logout', staffOnly, async (c) => {
        await revokeSession(sql, c.get('staff').tokenHash);
        await audit(sql, {
          actor: c.get('staff').email,
          action: 'sign_out',
          client: requestClient(c),
        });
        deleteCookie(c, SESSION_COOKIE, { path: '/api', secure: config.cookieSecure });
        return c.body(null, 204);
      })
      .get('/me', staffOnly, (c) => {
        const { email, role, canExport, canImport, mfaEnabled, mfaEnrolmentRequired } =
          c.get('staff');
        return c.json({
          email,
          role,
          can_export: canExport,
          can_import: canImport,
          mfa_enabled: mfaEnabled,
          mfa_enrolment_required: mfaEnrolmentRequired,
        });
      })
      // A new secret, not in force until a code from it is confirmed; asking
      // again before that replaces it.
      .post('/mfa/setup', staffOnly, async (c) => {
        const staff = c.get('staff');
        const secret = newTotpSecret();
        const stored = await sql`
          update staff_users set mfa_secret = ${sealSecret(mfaKey(config.mfa), staff.userId, secret)},
            mfa_last_step = null
          where id = ${staff.userId} and mfa_enabled_at is null`;
        if (stored.count === 0) {
          throw new ApiError(
            409,
            'Two-step sign-in is already on. Turn it off first to move it to another authenticator.',
          );
        }
        return c.json(await enrolmentOf(secret, staff.email));
      })
      .post('/mfa/confirm', staffOnly, async (c) => {
        const { code } = validate(
          MfaCodeSchema,
          await readJson(c),
          'Please enter the code from your authenticator app.',
        );
        const found = await ownAccount(c);
        if (found.mfa_enabled) throw new ApiError(409, 'Two-step sign-in is already on.');
        if (!found.mfa_secret) {
          throw new ApiError(409, 'Start setting up two-step sign-in first: no secret was made.');
        }
        await checkCode(c, found, code, { recoveryCodes: false });
        const codes = newRecoveryCodes();
        const enabled = (await sql.begin(async (tx) => {
          // The secret the code was checked against, unless a setup replaced it meanwhile.
          const turnedOn = await tx`
            update staff_users set mfa_enabled_at = now()
            where id = ${found.id} and mfa_enabled_at is null and mfa_secret = ${found.mfa_secret}`;
          if (turnedOn.count === 0) return false;
          await storeRecoveryCodes(tx as unknown as Sql, found.id, codes);
          return true;
        })) as boolean;
        if (!enabled) {
          throw new ApiError(409, 'Two-step sign-in changed meanwhile. Please start again.');
        }
        await audit(sql, {
          actor: c.get('staff').email,
          action: 'mfa_enabled',
          client: requestClient(c),
        });
        return c.json({ recovery_codes: codes });
      })
      .post('/mfa/disable', staffOnly, async (c) => {
        const { code } = validate(
          MfaCodeSchema,
          await readJson(c),
          'Please enter the code from your authenticator app.',
        );
        const found = await ownAccount(c);
        if (!found.mfa_enabled) throw new ApiError(409, NOT_ENROLLED);
        if (await mfaRequired(sql)) {
          throw new ApiError(
            403,
            'An admin requires two-step sign-in for everyone, so it cannot be turned off.',
          );
        }
        await checkCode(c, found, code, { recoveryCodes: true });
        await sql.begin(async (tx) => {
          await tx`
            update staff_users set mfa_secret = null, mfa_enabled_at = null, mfa_last_step = null
            where id = ${found.id}`;
          await tx`delete from staff_recovery_codes where user_id = ${found.id}`;
        });
        await audit(sql, {
          actor: c.get('staff').email,
          action: 'mfa_disabled',
          client: requestClient(c),
        });
        return c.body(null, 204);
      })
      .get('/sessions', staffOnly, async (c) => {
        const staff = c.get('staff');
        return c.json({ sessions: await listSessions(sql, staff.userId, staff.tokenHash) });
      })
      .post('/sessions/end-all', staffOnly, async (c) => {
        const staff = c.get('staff');
        const ended = await endAllSessions(sql, staff.userId);
        await audit(sql, {
          actor: staff.email,
          action: 'sessions_ended',
          rows: ended,
          client: requestClient(c),
        });
        deleteCookie(c, SESSION_COOKIE, { path: '/api', secure: config.cookieSecure });
        return c.json({ ended });
      })
  );
}
