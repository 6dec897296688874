import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
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
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  SITE_DIR: z.string().min(1).default('site/dist'),
  LOG_REQUESTS: booleanFlag.default(true),
});

export type Env = z.output<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  embeddedPg: { dir: string; port: number };
  corsOrigins: string[];
  trustProxyHops: number;
  enquiryRateLimit: number;
  loginRateLimit: number;
  sessionTtlMs: number;
  siteDir: string;
  cookieSecure: boolean;
  logRequests: boolean;
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
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    embeddedPg: { dir: env.EMBEDDED_PG_DIR, port: env.EMBEDDED_PG_PORT },
    corsOrigins: env.CORS_ORIGINS,
    trustProxyHops: env.TRUST_PROXY,
    enquiryRateLimit: env.ENQUIRY_RATE_LIMIT,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    siteDir: env.SITE_DIR,
    cookieSecure: env.NODE_ENV === 'production',
    logRequests: env.LOG_REQUESTS,
  };
}
