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
      mail: {
        smtpUrl: undefined,
        from: 'Admissions <admissions@localhost>',
        outboxDir: '.data/outbox',
      },
      siteUrl: 'http://localhost:3000',
    });
    expect(parseEnv({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
  });

  it('reads the mail settings and the public origin', () => {
    const config = parseEnv({
      SMTP_URL: 'smtps://user:secret@mail.college.example:465',
      MAIL_FROM: 'SKLTCOA Admissions <admissions@college.example>',
      OUTBOX_DIR: '/var/tmp/outbox',
      SITE_URL: 'https://www.college.example/',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.college.example:465',
      from: 'SKLTCOA Admissions <admissions@college.example>',
      outboxDir: '/var/tmp/outbox',
    });
    expect(config.siteUrl).toBe('https://www.college.example');
    expect(parseEnv({ SMTP_URL: 'smtp://localhost:1025' }).mail.smtpUrl).toBe(
      'smtp://localhost:1025',
    );
    // docker compose passes an unset variable as empty.
    expect(parseEnv({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
    expect(parseEnv({ MAIL_FROM: 'admissions@college.example' }).mail.from).toBe(
      'admissions@college.example',
    );
  });

  it('refuses mail settings and origins that cannot work, saying what is wanted', () => {
    expect(() =>
      parseEnv({
        SMTP_URL: 'http://mail.example',
        MAIL_FROM: 'admissions',
        SITE_URL: 'https://www.college.example/admissions',
      }),
    ).toThrowError(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL.*\n.*MAIL_FROM: must be an address.*\n.*SITE_URL: must be an origin only/s,
    );
    expect(() => parseEnv({ SITE_URL: 'ftp://college.example' })).toThrowError(
      /SITE_URL: must be an http:\/\/ or https:\/\/ origin/,
    );
    expect(() =>
      parseEnv({ MAIL_FROM: 'Admissions <a@b.example>\r\nBcc: x@y.example' }),
    ).toThrowError(/MAIL_FROM/);
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

  it('keeps leads 24 months by default, and refuses a retention period that cannot be right', () => {
    expect(parseEnv({}).leadRetentionMonths).toBe(24);
    expect(parseEnv({ LEAD_RETENTION_MONTHS: '36' }).leadRetentionMonths).toBe(36);
    for (const bad of ['0', '3', '121', '1.5', 'two years']) {
      expect(() => parseEnv({ LEAD_RETENTION_MONTHS: bad })).toThrowError(
        /LEAD_RETENTION_MONTHS: must be a whole number of months from 6 to 120/,
      );
    }
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
