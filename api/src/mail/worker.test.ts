import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp';
import { createSql, type Sql } from '../db/client';
import { enqueueMail, type OutboxMessage } from './outbox';
import { smtpTransport, type MailTransport } from './transport';
import { defaultBackoff, mailErrorCode, startOutboxWorker, type OutboxWorker } from './worker';

const FROM = 'Admissions <admissions@skltcoa.example>';
const ADDRESS = 'asha.rao@example.com';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;
let catcher: SmtpCatcher;
const workers: OutboxWorker[] = [];
const transports: MailTransport[] = [];
const logs: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
  catcher = await startSmtpCatcher();
});
afterAll(async () => {
  await catcher.close();
  await db.drop();
});
beforeEach(async () => {
  await sql`delete from mail_outbox`;
  await catcher.up();
  catcher.failNext(0);
  catcher.clear();
  logs.length = 0;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  for (const transport of transports.splice(0)) transport.close();
  // Whatever happened in the test, no address reached an error column or a log line.
  expect(await sql`select last_error from mail_outbox where last_error like '%@%'`).toHaveLength(0);
  expect(logs.filter((line) => line.includes('@'))).toEqual([]);
});

/** A pooled SMTP transport to the catcher, closed after the test. */
function smtp() {
  const transport = smtpTransport(catcher.url);
  transports.push(transport);
  return transport;
}

function start(options: Partial<Parameters<typeof startOutboxWorker>[0]> = {}) {
  const worker = startOutboxWorker({
    sql,
    transport: smtp(),
    from: FROM,
    log: (line) => logs.push(line),
    ...options,
  });
  workers.push(worker);
  return worker;
}

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  kind: 'acknowledgement',
  to: ADDRESS,
  subject: 'Your enquiry about B.Arch',
  text: 'Thank you for your enquiry.',
  ...overrides,
});

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the outbox worker', () => {
  it('delivers a committed message once, with its address, subject and bodies', async () => {
    start();
    const leadId = randomUUID();
    const id = await sql.begin((tx) =>
      enqueueMail(tx, message({ leadId, html: '<p>Thank you for your <b>enquiry</b>.</p>' })),
    );

    const [mail] = await catcher.waitForMessages(1);
    expect(mail).toMatchObject({
      to: [ADDRESS],
      from: 'admissions@skltcoa.example',
      envelope: { from: 'admissions@skltcoa.example', to: [ADDRESS] },
      subject: 'Your enquiry about B.Arch',
      text: 'Thank you for your enquiry.',
      html: '<p>Thank you for your <b>enquiry</b>.</p>',
    });
    expect(mail!.messageId).toMatch(new RegExp(`^<outbox-${id}-\\d+@skltcoa\\.example>$`));
    await vi.waitFor(async () => {
      const [row] = await sql`select sent_at, attempts, last_error from mail_outbox`;
      expect(row).toMatchObject({ sent_at: expect.any(Date), attempts: 1, last_error: null });
    });
    await settle();
    expect(catcher.messages()).toHaveLength(1);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    start();
    await sql
      .begin(async (tx) => {
        await enqueueMail(tx, message({ subject: 'Rolled back' }));
        throw new Error('the lead was refused');
      })
      .catch(() => {});
    await sql.begin((tx) => enqueueMail(tx, message({ subject: 'Committed' })));

    await catcher.waitForMessages(1);
    await settle();
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(['Committed']);
  });

  it('keeps a message while the SMTP server is down and delivers it once when it returns', async () => {
    start({ backoff: () => 50, pollIntervalMs: 60_000 });
    // First a message that leaves a pooled connection behind, which the outage then breaks.
    await enqueueMail(sql, message({ subject: 'Before' }));
    await catcher.waitForMessages(1);
    await catcher.down();
    const id = await enqueueMail(sql, message({ subject: 'During' }));

    await vi.waitFor(
      async () => {
        const [row] =
          await sql`select attempts, last_error, sent_at from mail_outbox where id = ${id}`;
        expect(row).toMatchObject({ sent_at: null, last_error: 'ECONNREFUSED' });
        expect(row!.attempts).toBeGreaterThanOrEqual(3);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(logs.some((line) => line.includes(`message ${id} not sent (ECONNREFUSED)`))).toBe(true);

    await catcher.up();
    await catcher.waitForMessages(2);
    await settle();
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(['Before', 'During']);
    const [row] = await sql`select sent_at, last_error from mail_outbox where id = ${id}`;
    expect(row).toMatchObject({ sent_at: expect.any(Date), last_error: null });
  });

  it('waits out its backoff on the clock it is given', async () => {
    // A little ahead of PostgreSQL's now(), which stamps the new row as due.
    let clock = Date.now() + 1_000;
    catcher.failNext(1);
    start({ now: () => new Date(clock), backoff: () => 3_600_000, pollIntervalMs: 50 });
    await enqueueMail(sql, message());

    await vi.waitFor(async () => {
      const [row] = await sql`select attempts from mail_outbox`;
      expect(row!.attempts).toBe(1);
    });
    await settle();
    expect(catcher.messages()).toHaveLength(0);
    clock += 3_600_000;
    await catcher.waitForMessages(1);
  });

  it('records a refusal by its code, not by the server’s words, which quote the address', async () => {
    catcher.failNext(1_000, 451);
    const worker = start({ backoff: () => 50 });
    await enqueueMail(sql, message());

    await vi.waitFor(async () => {
      const [row] = await sql`select attempts, last_error from mail_outbox`;
      expect(row).toMatchObject({ last_error: 'EENVELOPE:451' });
    });
    catcher.failNext(0);
    worker.wake();
    await catcher.waitForMessages(1);
  });

  it('never sends a message twice when two API instances drain 100 together', async () => {
    const instances = [createSql(db.url, { max: 4 }), createSql(db.url, { max: 4 })];
    const sentBy = [0, 0];
    const counting = (index: number): MailTransport => {
      const transport = smtp();
      return {
        ...transport,
        send: async (mail) => {
          await transport.send(mail);
          sentBy[index]!++;
        },
      };
    };
    try {
      instances.forEach((instance, index) =>
        start({ sql: instance, transport: counting(index), batchSize: 10 }),
      );
      await sql.begin(async (tx) => {
        for (let n = 1; n <= 100; n++) await enqueueMail(tx, message({ subject: `Message ${n}` }));
      });

      await catcher.waitForMessages(100, 30_000);
      await settle(500);
      const subjects = catcher.messages().map((mail) => mail.subject);
      expect(subjects).toHaveLength(100);
      expect(new Set(subjects).size).toBe(100);
      expect(sentBy[0]! + sentBy[1]!).toBe(100);
      // Both instances took part, so SKIP LOCKED was what kept them apart.
      expect(sentBy[0]).toBeGreaterThan(0);
      expect(sentBy[1]).toBeGreaterThan(0);
      const [unsent] = await sql`select count(*)::int as n from mail_outbox where sent_at is null`;
      expect(unsent!.n).toBe(0);
    } finally {
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      await Promise.all(instances.map((instance) => instance.end({ timeout: 1 })));
    }
  });

  it('stops cleanly: stop() waits for the send in flight and then sends nothing', async () => {
    let started: () => void = () => {};
    const sending = new Promise<void>((resolve) => (started = resolve));
    const transport = smtp();
    const worker = start({
      transport: {
        ...transport,
        send: async (mail) => {
          started();
          await settle(300);
          await transport.send(mail);
        },
      },
    });
    await enqueueMail(sql, message({ subject: 'In flight' }));
    await sending;
    await worker.stop();

    // The send finished and was committed before stop() resolved.
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(['In flight']);
    const [row] = await sql`select sent_at from mail_outbox`;
    expect(row!.sent_at).toBeInstanceOf(Date);

    await enqueueMail(sql, message({ subject: 'After stop' }));
    await settle();
    expect(catcher.messages()).toHaveLength(1);
    const listeners = await sql`
      select 1 from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`;
    expect(listeners).toHaveLength(0);
  });

  it('prunes sent messages older than its limit when it starts', async () => {
    const id = await enqueueMail(sql, message());
    await sql`update mail_outbox set sent_at = now() - interval '31 days' where id = ${id}`;
    start();
    // The log line follows the delete's commit, so the two are awaited together.
    await vi.waitFor(async () => {
      expect(await sql`select 1 from mail_outbox`).toHaveLength(0);
      expect(logs).toContain('Outbox: pruned 1 sent messages older than 30 days');
    });
  });
});

describe('defaultBackoff', () => {
  it('doubles from 30 s and stays at 1 h', () => {
    expect([1, 2, 3, 7, 8, 50, 5000].map(defaultBackoff)).toEqual([
      30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('mailErrorCode', () => {
  it('keeps the code and the reply code, and drops the message', () => {
    const refused = Object.assign(new Error(`Recipient <${ADDRESS}> refused`), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(mailErrorCode(refused)).toBe('EENVELOPE:550');
    expect(mailErrorCode(new TypeError(ADDRESS))).toBe('TypeError');
    expect(mailErrorCode({ code: `bad ${ADDRESS}` })).toBe('UNKNOWN');
    expect(mailErrorCode(undefined)).toBe('UNKNOWN');
  });
});
