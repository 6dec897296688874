import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const limit = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  /** The owner's URL, used only to migrate at start; DATABASE_URL then serves (ADR 036). */
  MIGRATION_DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  EMBEDDED_PG_DIR: z.string().min(1).default('.data/postgres'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({ error: 'must be a comma-separated list of origins such as https://example.org' }),
      ),
    ),
  /** How many proxies in front of the API append to X-Forwarded-For: false/0 trusts none. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      if (/^\d+$/.test(value)) return Number(value);
      const flag = booleanFlag.safeParse(value);
      if (flag.success) return flag.data ? 1 : 0;
      ctx.addIssue({ code: 'custom', message: 'must be true, false or a number of proxies' });
      return z.NEVER;
    }),
  // Limits per 10 minutes; 0 turns one off. Defaults and reasons: ADR 010.
  ENQUIRY_RATE_LIMIT: limit(60),
  ENQUIRY_CONTACT_RATE_LIMIT: limit(5),
  /** Emails that anonymous requests may cause to one address per day (ADR 041). */
  MAILS_PER_RECIPIENT_PER_DAY: limit(3),
  LOGIN_FAILURES_PER_ACCOUNT: limit(10),
  LOGIN_FAILURES_PER_ADDRESS: limit(100),
  LOGIN_RATE_LIMIT: z
    .never({
      error: 'was replaced by LOGIN_FAILURES_PER_ACCOUNT and LOGIN_FAILURES_PER_ADDRESS; remove it',
    })
    .optional(),
  LOGIN_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  LOGIN_QUEUE_LIMIT: z.coerce.number().int().min(0).default(20),
  LOGIN_QUEUE_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(5),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  /** A session not used for this long ends, whatever its lifetime (docs/decisions/038-staff-second-factor-and-sessions.md). */
  SESSION_IDLE_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 1 to 1440' })
    .int('must be a whole number of minutes from 1 to 1440')
    .min(1, 'must be a whole number of minutes from 1 to 1440')
    .max(24 * 60, 'must be a whole number of minutes from 1 to 1440')
    .default(30),
  /**
   * The key the staff's TOTP secrets are encrypted with: 32 random bytes as
   * base64 or 64 hex digits (ADR 038). Unset: made once and kept beside the
   * embedded data folder; required in production with DATABASE_URL (see parseEnv).
   */
  MFA_SECRET_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform((value, ctx) => {
        if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
        if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return Buffer.from(value, 'base64');
        ctx.addIssue({
          code: 'custom',
          message: 'must be 32 random bytes as base64 or 64 hex digits (openssl rand -base64 32)',
        });
        return z.NEVER;
      })
      .optional(),
  ),
  /** New enquiries: left unassigned, or given to each counsellor in turn (docs/architecture.md). */
  ASSIGN_NEW_LEADS: z
    .enum(['none', 'round-robin'], { error: 'must be none or round-robin' })
    .default('none'),
  SITE_DIR: z.string().min(1).default('site/dist'),
  /** The console's update feed, served under /updates/ when set (desktop/README.md). */
  UPDATES_DIR: z.string().min(1).optional(),
  LOG_REQUESTS: booleanFlag.default(true),
  // Live-update streams and bulk reading (docs/decisions/039-streams-end-with-their-session-and-bulk-reads.md).
  /** Streams one session may hold open on one API instance; more are answered 429. */
  STREAMS_PER_SESSION: z.coerce
    .number({ error: 'must be a whole number from 1 to 200' })
    .int('must be a whole number from 1 to 200')
    .min(1, 'must be a whole number from 1 to 200')
    .max(200, 'must be a whole number from 1 to 200')
    .default(3),
  /** Streams one member of staff may hold open on one API instance, across their sessions. */
  STREAMS_PER_STAFF: z.coerce
    .number({ error: 'must be a whole number from 1 to 200' })
    .int('must be a whole number from 1 to 200')
    .min(1, 'must be a whole number from 1 to 200')
    .max(200, 'must be a whole number from 1 to 200')
    .default(6),
  /** Events a resume (Last-Event-ID) may replay; further back, the stream says reset. */
  STREAM_RESUME_MAX_EVENTS: limit(1000),
  /** Distinct leads a member of staff without the export grant may read a day before admins are told; 0 turns it off. */
  DAILY_LEAD_READ_ALERT: limit(2000),
  /** Beyond that, the delay per lead not read before today (at most 10 s a page); 0 alerts without slowing. */
  LEAD_READ_DELAY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 0 to 10000' })
    .int('must be a whole number of milliseconds from 0 to 10000')
    .min(0, 'must be a whole number of milliseconds from 0 to 10000')
    .max(10_000, 'must be a whole number of milliseconds from 0 to 10000')
    .default(100),
  /** Months without a sign of life after which a lead's personal data is erased (docs/privacy.md). */
  LEAD_RETENTION_MONTHS: z.coerce
    .number({ error: 'must be a whole number of months from 6 to 120' })
    .int('must be a whole number of months from 6 to 120')
    .min(6, 'must be a whole number of months from 6 to 120')
    .max(120, 'must be a whole number of months from 6 to 120')
    .default(24),
  /** Unset in development: emails become .eml files in OUTBOX_DIR (ADR 020). */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587',
      })
      .optional(),
  ),
  /** STARTTLS is required on smtp:// unless this says false (smtps:// is TLS from the start). */
  SMTP_REQUIRE_TLS: booleanFlag.default(true),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error:
        'must be an address, or a name and an address: Admissions <admissions@college.example>',
    })
    .default('Admissions <admissions@localhost>'),
  OUTBOX_DIR: z.string().min(1).default('.data/outbox'),
  /** The public origin that links in emails point to; defaults to this server (see parseEnv). */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin' })
    .refine((value) => /^https?:\/\/[^/?#@]+\/?$/.test(value), {
      error: 'must be an origin only, such as https://www.college.example (no path, query or user)',
    })
    .transform((value) => new URL(value).origin)
    .optional(),
});

export type Env = z.output<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** MIGRATION_DATABASE_URL: the owner role, to migrate before serving through `databaseUrl`. */
  migrationDatabaseUrl: string | undefined;
  embeddedPg: { dir: string; port: number };
  corsOrigins: string[];
  trustProxyHops: number;
  /** Enquiries per client address per 10 minutes. */
  enquiryRateLimit: number;
  /** Enquiries per phone number, and per email, per 10 minutes. */
  enquiryContactRateLimit: number;
  /** Emails anonymous requests may cause to one address per day; 0 is no limit (ADR 041). */
  mailsPerRecipientPerDay: number;
  /** Failed sign-ins per account (email) per 10 minutes. */
  loginFailuresPerAccount: number;
  /** Failed sign-ins per client address per 10 minutes. */
  loginFailuresPerAddress: number;
  /** Password checks that run at once in this process. */
  loginConcurrency: number;
  /** Sign-ins that may wait for a password check; more are answered 503 at once. */
  loginQueueLimit: number;
  loginQueueTimeoutMs: number;
  sessionTtlMs: number;
  /** SESSION_IDLE_MINUTES: a session unused for this long ends. */
  sessionIdleMs: number;
  /**
   * The key of the staff's TOTP secrets (ADR 038): MFA_SECRET_KEY, or, when
   * unset, the one kept in `keyFile` (auth/mfa-key.ts), made on first use.
   */
  mfa: { secretKey: Buffer | undefined; keyFile: string };
  /** Who gets a new enquiry: nobody, or each counsellor in turn. */
  assignNewLeads: 'none' | 'round-robin';
  siteDir: string;
  /** Where the console's releases are, for /updates/; unset serves none. */
  updatesDir: string | undefined;
  /** LEAD_RETENTION_MONTHS: the privacy job erases leads silent for longer. */
  leadRetentionMonths: number;
  /** Caps and the resume bound of `GET /api/leads/events` (ADR 039). */
  streams: { perSession: number; perStaff: number; resumeMaxEvents: number };
  /** The daily distinct-lead threshold (0: off) and the delay per new lead beyond it (ADR 039). */
  leadReads: { alertAt: number; delayMsPerLead: number };
  cookieSecure: boolean;
  logRequests: boolean;
  mail: {
    /** smtp:// or smtps:// URL; unset writes messages to `outboxDir` instead. */
    smtpUrl: string | undefined;
    /** SMTP_REQUIRE_TLS: refuse to send over smtp:// without STARTTLS. */
    requireTls: boolean;
    /** The From header of every email. */
    from: string;
    /** Where messages go as .eml files when `smtpUrl` is unset; relative to the repository. */
    outboxDir: string;
  };
  /** The public origin (`https://www.college.example`, no trailing slash) for absolute links in emails. */
  siteUrl: string;
  /** SITE_URL was unset, so `siteUrl` names this server: development only; start-up warns. */
  siteUrlDefaulted: boolean;
}

/**
 * Parses the environment once at start-up. A bad value stops the process
 * with a message naming every offending variable, instead of failing later
 * on the first request that needs it.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
    // The embedded server makes both roles itself (ADR 036).
    throw new Error(
      'Invalid environment configuration:\n  MIGRATION_DATABASE_URL: is only for a DATABASE_URL deployment; unset it, or set DATABASE_URL to the serving role',
    );
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.MFA_SECRET_KEY) {
    // Instances that share a database must share the key; a file of each one's own would not do.
    throw new Error(
      'Invalid environment configuration:\n  MFA_SECRET_KEY: is required in production with DATABASE_URL (openssl rand -base64 32)',
    );
  }
  if (env.NODE_ENV === 'production' && !env.SITE_URL?.startsWith('https://')) {
    // Every emailed link and the staff cookie's Secure flag depend on it.
    throw new Error(
      'Invalid environment configuration:\n  SITE_URL: is required in production, as the https:// origin families reach, such as https://www.college.example',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    embeddedPg: { dir: env.EMBEDDED_PG_DIR, port: env.EMBEDDED_PG_PORT },
    corsOrigins: env.CORS_ORIGINS,
    trustProxyHops: env.TRUST_PROXY,
    enquiryRateLimit: env.ENQUIRY_RATE_LIMIT,
    enquiryContactRateLimit: env.ENQUIRY_CONTACT_RATE_LIMIT,
    mailsPerRecipientPerDay: env.MAILS_PER_RECIPIENT_PER_DAY,
    loginFailuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
    loginFailuresPerAddress: env.LOGIN_FAILURES_PER_ADDRESS,
    loginConcurrency: env.LOGIN_CONCURRENCY,
    loginQueueLimit: env.LOGIN_QUEUE_LIMIT,
    loginQueueTimeoutMs: env.LOGIN_QUEUE_TIMEOUT_SECONDS * 1000,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    mfa: { secretKey: env.MFA_SECRET_KEY, keyFile: `${env.EMBEDDED_PG_DIR}.mfa-secret.key` },
    assignNewLeads: env.ASSIGN_NEW_LEADS,
    siteDir: env.SITE_DIR,
    updatesDir: env.UPDATES_DIR,
    leadRetentionMonths: env.LEAD_RETENTION_MONTHS,
    streams: {
      perSession: env.STREAMS_PER_SESSION,
      perStaff: env.STREAMS_PER_STAFF,
      resumeMaxEvents: env.STREAM_RESUME_MAX_EVENTS,
    },
    leadReads: { alertAt: env.DAILY_LEAD_READ_ALERT, delayMsPerLead: env.LEAD_READ_DELAY_MS },
    // A site served over https never sends the staff cookie in the clear, whatever NODE_ENV says.
    cookieSecure: env.NODE_ENV === 'production' || Boolean(env.SITE_URL?.startsWith('https://')),
    logRequests: env.LOG_REQUESTS,
    mail: {
      smtpUrl: env.SMTP_URL,
      requireTls: env.SMTP_REQUIRE_TLS,
      from: env.MAIL_FROM,
      outboxDir: env.OUTBOX_DIR,
    },
    siteUrlDefaulted: !env.SITE_URL,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
  };
}
