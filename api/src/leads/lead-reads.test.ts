import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enquiry,
  postJson,
  startSmtpCatcher,
  startTestApp,
  type SmtpCatcher,
  type TestServer,
} from '../../test/helpers';
import { addStaffUser } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { smtpTransport } from '../mail/transport';
import { startOutboxWorker, type OutboxWorker } from '../mail/worker';

/*
 * The daily threshold of distinct leads read (docs/decisions/039-streams-end-with-their-session-and-bulk-reads.md),
 * over real HTTP on a real PostgreSQL, with the alert's email delivered over
 * real SMTP by the outbox worker. The threshold is 150 leads and the delay
 * 10 ms a lead, so a page of 100 new leads past it waits 1 s, and a request
 * that would wait more than 2 s is refused.
 */

const ALERT_AT = 150;
const DELAY_MS = 10;
const LEADS = 600;
const ALERT_SUBJECT = 'A member of staff read more leads than usual today';
const ADMINS = ['reads-admin-1@example.edu.in', 'reads-admin-2@example.edu.in'];
const PASSWORD = 'a long passphrase of theirs';

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let smtp: SmtpCatcher;
let worker: OutboxWorker;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ sql, server, close } = await startTestApp({
    DAILY_LEAD_READ_ALERT: String(ALERT_AT),
    LEAD_READ_DELAY_MS: String(DELAY_MS),
  }));
  worker = startOutboxWorker({
    sql,
    transport: smtpTransport(smtp.url),
    from: 'Admissions <admissions@college.example>',
    pollIntervalMs: 200,
    log: () => {},
  });
  for (const email of ADMINS) await addStaffUser(sql, email, PASSWORD, 'admin');
  await sql`
    insert into admission_leads (name, email, phone, program, form_type, submission_id, created_at)
    select 'Read Lead ' || i, 'read' || i || '@example.com', '+919' || lpad(i::text, 9, '0'),
      'Bachelor of Architecture', 'Admission Enquiry', gen_random_uuid(),
      now() - i * interval '1 minute'
    from generate_series(1, ${LEADS}) as i`;
});
afterAll(async () => {
  await worker.stop();
  await close();
  await smtp.close();
});

interface Reader {
  email: string;
  id: string;
  headers: Record<string, string>;
}

/** A counsellor of one test, signed in as the console signs in. */
async function reader(name: string, canExport = false): Promise<Reader> {
  const email = `${name}@example.edu.in`;
  await addStaffUser(sql, email, PASSWORD);
  if (canExport) await sql`update staff_users set can_export = true where email = ${email}`;
  const [user] = await sql<{ id: string }[]>`select id from staff_users where email = ${email}`;
  const response = await postJson(
    server.url,
    '/api/auth/login',
    { email, password: PASSWORD },
    { 'x-client': 'console' },
  );
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { email, id: user!.id, headers: { authorization: `Bearer ${token}` } };
}

/** A page of the listing, newest first, and how long it took. */
async function list(who: Reader, query: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/leads?${query}`, { headers: who.headers });
  const ms = performance.now() - started;
  return { response, ms };
}

async function listed(who: Reader, query: string) {
  const { response, ms } = await list(who, query);
  expect(response.status).toBe(200);
  const page = (await response.json()) as { leads: { id: string; name: string }[] };
  return { page, ms };
}

/** The distinct leads counted for a reader today. */
async function countedToday(who: Reader): Promise<number | undefined> {
  const [row] = await sql<{ leads: number }[]>`
    select leads from staff_read_days
    where staff_id = ${who.id} and day = (now() at time zone 'Asia/Kolkata')::date`;
  return row?.leads;
}

const alertsOf = (who: Reader) =>
  sql<{ rows: number; detail: Record<string, unknown> }[]>`
    select rows, detail from audit_events
    where action = 'bulk_read_alert' and actor = ${who.email} order by id`;

const mailsAbout = (who: Reader) =>
  smtp
    .messages()
    .filter((mail) => mail.subject === ALERT_SUBJECT && mail.text?.includes(who.email));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the daily threshold of distinct leads read', () => {
  it('counts each lead once a day, however often its page is read', async () => {
    const counsellor = await reader('counts-once');
    await listed(counsellor, 'limit=100');
    await listed(counsellor, 'limit=100');
    await listed(counsellor, 'limit=50');
    expect(await countedToday(counsellor)).toBe(100);
    expect(await alertsOf(counsellor)).toEqual([]);
  });

  it('past it, tells the admins once (audit and an email each) and makes each page of new leads wait', async () => {
    const bulk = await reader('bulk-reader');
    const first = await listed(bulk, 'limit=100&sort=received&offset=0');
    expect(first.ms).toBeLessThan(400);
    expect(await alertsOf(bulk)).toEqual([]);

    // 200 read: 50 past the threshold, 10 ms each.
    const second = await listed(bulk, 'limit=100&sort=received&offset=100');
    expect(second.ms).toBeGreaterThanOrEqual(480);
    expect(await alertsOf(bulk)).toEqual([
      { rows: 200, detail: { threshold: ALERT_AT, client: 'console' } },
    ]);
    const [listing] = await sql<{ detail: Record<string, unknown> }[]>`
      select detail from audit_events
      where action = 'leads_listed' and actor = ${bulk.email} order by id desc limit 1`;
    expect(listing!.detail).toMatchObject({ offset: '100', waited_ms: 500 });

    // A whole page of new leads: 1 s, the most a page waits.
    const third = await listed(bulk, 'limit=100&sort=received&offset=200');
    expect(third.ms).toBeGreaterThanOrEqual(980);
    expect(await countedToday(bulk)).toBe(300);

    // One email to each admin, over SMTP; one alert however much more is read.
    const deadline = Date.now() + 15_000;
    while (mailsAbout(bulk).length < ADMINS.length && Date.now() < deadline) await wait(50);
    const mails = mailsAbout(bulk);
    expect(mails.map((mail) => mail.to).sort()).toEqual(ADMINS.map((admin) => [admin]));
    expect(mails[0]!.text).toContain(`${bulk.email} has read 200 different leads today`);
    expect(mails[0]!.text).not.toMatch(/Read Lead|@example\.com/);
    await listed(bulk, 'limit=100&sort=received&offset=300');
    await wait(600);
    expect(await alertsOf(bulk)).toHaveLength(1);
    expect(mailsAbout(bulk)).toHaveLength(ADMINS.length);
    const [queued] = await sql<{ n: number }[]>`
      select count(*)::int as n from mail_outbox where kind = 'bulk_read_alert'
        and text_body like ${`${bulk.email} %`}`;
    expect(queued!.n).toBe(ADMINS.length);
  });

  it('never slows what a counsellor already has: pages read today, leads assigned to them, one lead opened', async () => {
    const busy = await reader('already-has');
    await listed(busy, 'limit=100&sort=received&offset=0');
    await listed(busy, 'limit=100&sort=received&offset=100');
    const [mine] = await sql<{ ids: string[] }[]>`
      with chosen as (
        select id from admission_leads order by created_at desc, id desc offset 400 limit 100
      )
      update admission_leads set assignee_id = ${busy.id}
      where id in (select id from chosen) returning array(select id from chosen)::text[] as ids`;
    expect(await countedToday(busy)).toBe(200);

    const again = await listed(busy, 'limit=100&sort=received&offset=0');
    expect(again.ms).toBeLessThan(400);
    const assigned = await listed(busy, 'assignee=me&limit=100');
    expect(assigned.page.leads).toHaveLength(100);
    expect(assigned.ms).toBeLessThan(400);
    expect(await countedToday(busy)).toBe(200);

    const unread = (
      await sql<{ id: string }[]>`
      select id from admission_leads order by created_at desc, id desc offset 550 limit 1`
    )[0]!.id;
    const started = performance.now();
    const opened = await fetch(`${server.url}/api/leads/${unread}`, { headers: busy.headers });
    expect(opened.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(400);
    expect(mine!.ids).toHaveLength(100);
  });

  it('queues parallel pages, and refuses with 429 and Retry-After, counting nothing, those beyond two pages’ wait', async () => {
    const greedy = await reader('parallel-reader');
    await listed(greedy, `limit=${ALERT_AT}&sort=received&offset=0`);
    expect(await countedToday(greedy)).toBe(ALERT_AT);
    const answers = await Promise.all(
      [150, 230, 310, 390, 470].map((offset) =>
        list(greedy, `limit=80&sort=received&offset=${offset}`),
      ),
    );
    const ok = answers.filter((answer) => answer.response.status === 200);
    const refused = answers.filter((answer) => answer.response.status === 429);
    // 80 new leads wait 0.8 s. Arriving together, two fit in the queue (0.8 s and 1.6 s; a
    // third would wait 2.4 s, more than two full pages' 2 s); a loaded machine may spread them.
    expect(ok.length + refused.length).toBe(5);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const { response } of refused) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await response.json()) as { error: string }).error).toMatch(/more slowly/);
    }
    const waits = await sql<{ waited: number }[]>`
      select (detail->>'waited_ms')::int as waited from audit_events
      where action = 'leads_listed' and actor = ${greedy.email} and detail ? 'waited_ms'`;
    expect(waits).toHaveLength(ok.length);
    for (const { waited } of waits) {
      expect(waited).toBeGreaterThanOrEqual(800);
      expect(waited).toBeLessThanOrEqual(2000);
    }
    expect(Math.min(...ok.map((answer) => answer.ms))).toBeGreaterThanOrEqual(790);
    // What was refused was not counted.
    expect(await countedToday(greedy)).toBe(ALERT_AT + 80 * ok.length);
  });

  it('alerts once when pages read at once cross the threshold together', async () => {
    const together = await reader('crosses-together');
    const answers = await Promise.all(
      [0, 50, 100, 150].map((offset) => list(together, `limit=50&sort=received&offset=${offset}`)),
    );
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200, 200, 200]);
    expect(await countedToday(together)).toBe(200);
    expect(await alertsOf(together)).toHaveLength(1);
  });

  it('leaves staff with the export grant uncounted: they may take every lead in one audited file', async () => {
    const exporter = await reader('may-export', true);
    const { page, ms } = await listed(exporter, 'limit=1000');
    expect(page.leads.length).toBeGreaterThanOrEqual(LEADS);
    expect(ms).toBeLessThan(1000);
    expect(await countedToday(exporter)).toBeUndefined();
  });

  it('starts again each day, and forgets the day before', async () => {
    const daily = await reader('next-day');
    await listed(daily, 'limit=100&sort=received&offset=0');
    await listed(daily, 'limit=100&sort=received&offset=100');
    expect(await alertsOf(daily)).toHaveLength(1);
    await sql`update staff_read_days set day = day - 1 where staff_id = ${daily.id}`;
    await sql`update staff_lead_reads set day = day - 1 where staff_id = ${daily.id}`;

    const { ms } = await listed(daily, 'limit=100&sort=received&offset=100');
    expect(ms).toBeLessThan(400);
    expect(await countedToday(daily)).toBe(100);
    const [left] = await sql<{ days: number; reads: number }[]>`
      select (select count(*) from staff_read_days where staff_id = ${daily.id})::int as days,
        (select count(*) from staff_lead_reads where staff_id = ${daily.id})::int as reads`;
    expect(left).toEqual({ days: 1, reads: 100 });
  });
});

/** Reads a stream's text until `done` holds of it, then closes it. */
async function streamUntil(
  who: Reader,
  lastEventId: string | undefined,
  done: (text: string) => boolean,
): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/leads/events`, {
    headers: { ...who.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const deadline = setTimeout(() => controller.abort(), 5000);
  try {
    while (!done(text)) {
      const { value, done: over } = await reader.read();
      if (over) break;
      text += value;
    }
  } finally {
    clearTimeout(deadline);
    controller.abort();
  }
  return text;
}

const idOf = (text: string) => /id: (\d+-\d+)/.exec(text)![1]!;

describe('resumes and the threshold', () => {
  it('counts the leads a resume replays as read', async () => {
    const resumer = await reader('resume-counts');
    const ready = idOf(await streamUntil(resumer, undefined, (t) => t.includes('event: ready')));
    const ids: string[] = [];
    for (const name of ['Replayed One', 'Replayed Two']) {
      const response = await postJson(server.url, '/api/enquiries', enquiry({ name }));
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    // The server is shared with other files, whose open transactions can hold
    // an event back (ADR 014): the resume starts once both can be read, so
    // that both are its replay rather than live updates after it.
    const readable = async () =>
      (
        await sql<{ n: number }[]>`
          select count(distinct lead_id)::int as n from lead_events
          where lead_id = any(${ids}::uuid[]) and txid < pg_snapshot_xmin(pg_current_snapshot())`
      )[0]!.n;
    const until = Date.now() + 10_000;
    while ((await readable()) < 2 && Date.now() < until) await wait(50);
    const text = await streamUntil(
      resumer,
      ready,
      (t) => t.includes('Replayed One') && t.includes('Replayed Two'),
    );
    expect(text).not.toContain('event: reset');
    const deadline = Date.now() + 3000;
    while ((await countedToday(resumer)) !== 2 && Date.now() < deadline) await wait(50);
    expect(await countedToday(resumer)).toBe(2);
  });

  it('past the threshold, a resume replays nothing and says reset; it is audited so', async () => {
    const over = await reader('resume-over');
    const ready = idOf(await streamUntil(over, undefined, (t) => t.includes('event: ready')));
    await listed(over, `limit=${ALERT_AT + 1}`);
    const response = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ name: 'Not Replayed' }),
    );
    expect(response.status).toBe(201);
    const text = await streamUntil(over, ready, (t) => t.includes('event: reset'));
    expect(text.startsWith('event: reset\n')).toBe(true);
    expect(text).not.toContain('Not Replayed');
    const deadline = Date.now() + 3000;
    let audited: { rows: number; detail: Record<string, unknown> }[] = [];
    while (audited.length === 0 && Date.now() < deadline) {
      audited = await sql`
        select rows, detail from audit_events
        where action = 'stream_resumed' and actor = ${over.email}`;
      await wait(50);
    }
    expect(audited).toEqual([
      { rows: 0, detail: { leads: 0, reset: 'daily_reads', complete: true, client: 'console' } },
    ]);
  });
});
