import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('has working defaults for a laptop', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      embeddedPg: { dir: '.data/postgres', port: 54329 },
      corsOrigins: [],
      trustProxyHops: 0,
      enquiryRateLimit: 60,
      enquiryContactRateLimit: 5,
      loginFailuresPerAccount: 10,
      loginFailuresPerAddress: 100,
      loginConcurrency: 2,
      loginQueueLimit: 20,
      loginQueueTimeoutMs: 5000,
      sessionTtlMs: 12 * 3_600_000,
      cookieSecure: false,
    });
  });

  it('reads lists, flags and production settings', () => {
    const config = parseEnv({
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '2',
      ENQUIRY_RATE_LIMIT: '0',
      DATABASE_URL: 'postgres://u:p@db:5432/skltcoa',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.trustProxyHops).toBe(2);
    expect(config.enquiryRateLimit).toBe(0);
    expect(config.cookieSecure).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
  });

  it('refuses the old LOGIN_RATE_LIMIT, naming what replaced it', () => {
    expect(() => parseEnv({ LOGIN_RATE_LIMIT: '10' })).toThrowError(
      /LOGIN_RATE_LIMIT: was replaced by LOGIN_FAILURES_PER_ACCOUNT and LOGIN_FAILURES_PER_ADDRESS/,
    );
  });

  it('refuses sign-in queue settings that cannot work', () => {
    expect(() =>
      parseEnv({
        LOGIN_CONCURRENCY: '0',
        LOGIN_QUEUE_TIMEOUT_SECONDS: '0',
        LOGIN_QUEUE_LIMIT: '-1',
      }),
    ).toThrowError(/LOGIN_CONCURRENCY.*\n.*LOGIN_QUEUE_LIMIT.*\n.*LOGIN_QUEUE_TIMEOUT_SECONDS/s);
  });

  it('fails fast naming every bad variable', () => {
    expect(() =>
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'maybe',
        CORS_ORIGINS: 'not a url',
      }),
    ).toThrowError(
      /Invalid environment configuration:\n {2}PORT: .*\n {2}DATABASE_URL: must be a postgres:\/\/ URL\n {2}CORS_ORIGINS.*\n {2}TRUST_PROXY: must be true, false or a number of proxies/s,
    );
  });
});
