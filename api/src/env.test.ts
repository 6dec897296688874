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
      requireTls: true,
      from: 'SKLTCOA Admissions <admissions@college.example>',
      outboxDir: '/var/tmp/outbox',
    });
    expect(parseEnv({ SMTP_REQUIRE_TLS: 'false' }).mail.requireTls).toBe(false);
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
      MFA_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
      SITE_URL: 'https://www.college.example',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.trustProxyHops).toBe(2);
    expect(config.enquiryRateLimit).toBe(0);
    expect(config.cookieSecure).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
  });

  it('refuses production without an https SITE_URL; an https site makes the staff cookie Secure', () => {
    const production = {
      NODE_ENV: 'production',
      MFA_SECRET_KEY: Buffer.alloc(32).toString('base64'),
    };
    expect(() => parseEnv(production)).toThrowError(/SITE_URL: is required in production/);
    expect(() => parseEnv({ ...production, SITE_URL: 'http://www.college.example' })).toThrowError(
      /SITE_URL: is required in production/,
    );
    expect(parseEnv({ SITE_URL: 'https://www.college.example' }).cookieSecure).toBe(true);
    expect(parseEnv({}).cookieSecure).toBe(false);
    expect(parseEnv({}).siteUrlDefaulted).toBe(true);
    expect(parseEnv({ SITE_URL: 'https://www.college.example' }).siteUrlDefaulted).toBe(false);
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

  it('reads the stream caps, the resume bound and the bulk-read threshold (ADR 039)', () => {
    expect(parseEnv({}).streams).toEqual({ perSession: 3, perStaff: 6, resumeMaxEvents: 1000 });
    expect(parseEnv({}).leadReads).toEqual({ alertAt: 2000, delayMsPerLead: 100 });
    const set = parseEnv({
      STREAMS_PER_SESSION: '1',
      STREAMS_PER_STAFF: '2',
      STREAM_RESUME_MAX_EVENTS: '0',
      DAILY_LEAD_READ_ALERT: '0',
      LEAD_READ_DELAY_MS: '0',
    });
    expect(set.streams).toEqual({ perSession: 1, perStaff: 2, resumeMaxEvents: 0 });
    expect(set.leadReads).toEqual({ alertAt: 0, delayMsPerLead: 0 });
    for (const bad of ['0', '201', '1.5', 'many']) {
      expect(() => parseEnv({ STREAMS_PER_SESSION: bad })).toThrowError(
        /STREAMS_PER_SESSION: must be a whole number from 1 to 200/,
      );
    }
    expect(() => parseEnv({ LEAD_READ_DELAY_MS: '10001' })).toThrowError(
      /LEAD_READ_DELAY_MS: must be a whole number of milliseconds from 0 to 10000/,
    );
    expect(() => parseEnv({ DAILY_LEAD_READ_ALERT: '-1' })).toThrowError(/DAILY_LEAD_READ_ALERT/);
  });

  it('ends idle sessions after 30 minutes unless SESSION_IDLE_MINUTES says otherwise (ADR 038)', () => {
    expect(parseEnv({}).sessionIdleMs).toBe(30 * 60_000);
    expect(parseEnv({ SESSION_IDLE_MINUTES: '5' }).sessionIdleMs).toBe(5 * 60_000);
    for (const bad of ['0', '1441', '2.5', 'soon']) {
      expect(() => parseEnv({ SESSION_IDLE_MINUTES: bad })).toThrowError(
        /SESSION_IDLE_MINUTES: must be a whole number of minutes from 1 to 1440/,
      );
    }
  });

  it('reads MFA_SECRET_KEY as base64 or hex, and requires it in production with DATABASE_URL (ADR 038)', () => {
    const key = Buffer.alloc(32, 7);
    expect(parseEnv({}).mfa).toEqual({
      secretKey: undefined,
      keyFile: '.data/postgres.mfa-secret.key',
    });
    expect(parseEnv({ MFA_SECRET_KEY: key.toString('base64') }).mfa.secretKey).toEqual(key);
    expect(parseEnv({ MFA_SECRET_KEY: key.toString('hex') }).mfa.secretKey).toEqual(key);
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), 'z'.repeat(64)]) {
      expect(() => parseEnv({ MFA_SECRET_KEY: bad })).toThrowError(
        /MFA_SECRET_KEY: must be 32 random bytes as base64 or 64 hex digits/,
      );
    }
    const production = {
      NODE_ENV: 'production',
      SITE_URL: 'https://www.college.example',
      DATABASE_URL: 'postgres://app@db.example/skltcoa',
    };
    expect(() => parseEnv(production)).toThrowError(/MFA_SECRET_KEY: is required in production/);
    expect(
      parseEnv({ ...production, MFA_SECRET_KEY: key.toString('base64') }).mfa.secretKey,
    ).toEqual(key);
  });

  it('reads MIGRATION_DATABASE_URL beside DATABASE_URL only (ADR 036)', () => {
    const serving = 'postgres://skltcoa_api:secret@db.internal:5432/skltcoa';
    const owner = 'postgres://skltcoa_owner:secret@db.internal:5432/skltcoa';
    expect(parseEnv({})).toMatchObject({ databaseUrl: undefined, migrationDatabaseUrl: undefined });
    expect(parseEnv({ DATABASE_URL: serving, MIGRATION_DATABASE_URL: owner })).toMatchObject({
      databaseUrl: serving,
      migrationDatabaseUrl: owner,
    });
    expect(() => parseEnv({ MIGRATION_DATABASE_URL: owner })).toThrowError(
      /MIGRATION_DATABASE_URL: is only for a DATABASE_URL deployment/,
    );
    expect(() =>
      parseEnv({ DATABASE_URL: serving, MIGRATION_DATABASE_URL: 'mysql://x' }),
    ).toThrowError(/MIGRATION_DATABASE_URL: must be a postgres:\/\/ URL/);
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
