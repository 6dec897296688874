import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_PURPOSES, CURRENT_NOTICE_VERSION, parseCsv } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { smtpTransport } from '../mail/transport';
import { startOutboxWorker, type OutboxWorker } from '../mail/worker';
import { createTestDatabase, startSmtpCatcher, type SmtpCatcher } from '../../test/helpers';
import {
  findAffected,
  peopleToCall,
  sendBreachNotices,
  writeAffectedList,
  writeCallList,
} from './breach';

/*
 * A breach notice reaches the guardians who consented for an under-18's
 * enquiry, by real SMTP through the outbox, and whoever no email reaches is
 * listed, privately, for the office to call or text.
 */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;
let smtp: SmtpCatcher;
let worker: OutboxWorker;
let dir: string;
const ids: Record<string, string> = {};

async function lead(name: string, email: string, phone: string, created: string) {
  const [row] = await sql<{ id: string }[]>`
    insert into admission_leads ${sql({
      name,
      email,
      phone,
      program: 'Diploma in Architecture',
      form_type: 'Admission Enquiry',
      submission_id: randomUUID(),
      created_at: new Date(created),
    })}
    returning id`;
  return row!.id;
}

async function guardian(
  leadId: string,
  fields: { name: string; email: string | null; phone: string },
) {
  await sql`
    insert into lead_consents ${sql({
      lead_id: leadId,
      given_by: 'guardian',
      notice_version: CURRENT_NOTICE_VERSION,
      notice_language: 'mr',
      purposes: [...CONSENT_PURPOSES],
      form_type: 'Admission Enquiry',
      given_at: new Date('2026-11-20T06:00:00Z'),
      guardian_name: fields.name,
      guardian_email: fields.email,
      guardian_phone: fields.phone,
    })}`;
}

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
  smtp = await startSmtpCatcher();
  worker = startOutboxWorker({
    sql,
    transport: smtpTransport(smtp.url),
    from: 'Admissions <admissions@college.example>',
    pollIntervalMs: 200,
    log: () => {},
  });
  dir = await mkdtemp(join(tmpdir(), 'breach-guardians-'));
  // An under-18 whose mother consented by email; another whose father gave only a phone;
  // and an old enquiry whose address was typed in by hand and cannot be mailed.
  ids.minor = await lead('आर्या देशपांडे', 'arya@example.com', '+919812345601', '2026-11-20T06:00:00Z');
  await guardian(ids.minor, {
    name: 'सुनीता देशपांडे',
    email: 'sunita@example.com',
    phone: '+919812345602',
  });
  ids.phoneOnly = await lead(
    'Kabir Shaikh',
    'kabir@example.com',
    '+919812345603',
    '2026-11-20T07:00:00Z',
  );
  await guardian(ids.phoneOnly, { name: 'Imran Shaikh', email: null, phone: '+919812345604' });
  ids.typed = await lead(
    'Ravi Kulkarni',
    'ravi @gmail.com',
    '+919812345605',
    '2026-11-20T08:00:00Z',
  );
});
afterAll(async () => {
  await worker.stop();
  await smtp.close();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const window = { kind: 'window', since: new Date('2026-11-19T18:30:00Z'), until: null } as const;

describe('breach notices to guardians and people with only a phone', () => {
  it('finds the consenting guardians of the affected leads', async () => {
    const { leads, guardians } = await findAffected(sql, window);
    expect(leads.map((row) => row.id)).toEqual([ids.minor, ids.phoneOnly, ids.typed]);
    expect(guardians.map((row) => [row.lead_id, row.email])).toEqual([
      [ids.minor, 'sunita@example.com'],
      [ids.phoneOnly, null],
    ]);
  });

  it('emails each enquirer and guardian with an address, by real SMTP, once', async () => {
    const { leads, guardians } = await findAffected(sql, window);
    const notice = {
      subject: 'A security incident',
      body: 'Dear applicant or parent,\nWhat happened.',
    };
    const send = () =>
      sendBreachNotices(sql, {
        incident: 'inc-guardians',
        leads,
        guardians,
        notice,
        siteUrl: 'https://www.college.example',
        by: 'principal@example.edu.in',
      });
    expect(await send()).toEqual({ queued: 3, alreadyTold: 0 });
    const mail = await smtp.waitForMessages(3, 20_000);
    expect(mail.map((message) => message.envelope.to[0]).sort()).toEqual([
      'arya@example.com',
      'kabir@example.com',
      'sunita@example.com',
    ]);
    const mother = mail.find((message) => message.envelope.to[0] === 'sunita@example.com')!;
    expect(mother.subject).toBe('A security incident');
    expect(mother.text).toContain('What happened.');
    // The mother's notice is about her child's lead: erasing it takes the mail along (ADR 020).
    const [row] =
      await sql`select lead_id from mail_outbox where lower(to_address) = 'sunita@example.com'`;
    expect(row).toEqual({ lead_id: ids.minor });
    expect(await send()).toEqual({ queued: 0, alreadyTold: 3 });
  });

  it('lists those no email reaches in a private file for the office, audited', async () => {
    const { leads, guardians } = await findAffected(sql, window);
    const people = peopleToCall(leads, guardians);
    expect(people.map((person) => [person.lead_id, person.who])).toEqual([
      [ids.typed, 'enquirer'],
      [ids.phoneOnly, 'guardian'],
    ]);
    const file = join(dir, 'calls', 'inc-guardians-calls.csv');
    await writeCallList(sql, { incident: 'inc-guardians', people, file, by: null });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(parseCsv(await readFile(file, 'utf8'))).toEqual([
      {
        'Lead id': ids.typed,
        Who: 'Enquirer',
        Name: 'Ravi Kulkarni',
        Phone: '98123 45605',
        Programme: 'Diploma in Architecture',
      },
      {
        'Lead id': ids.phoneOnly,
        Who: 'Parent or guardian',
        Name: 'Imran Shaikh',
        Phone: '98123 45604',
        Programme: 'Diploma in Architecture',
      },
    ]);
    const [event] = await sql`
      select actor, rows, detail from audit_events where action = 'leads_exported' order by id desc limit 1`;
    expect(event).toEqual({
      actor: 'system',
      rows: 2,
      detail: { view: 'breach call list', incident: 'inc-guardians' },
    });
  });

  it('puts the guardians in the grievance officer’s list beside their children', async () => {
    const { leads, guardians } = await findAffected(sql, window);
    const file = join(dir, 'inc-guardians.csv');
    await writeAffectedList(sql, { incident: 'inc-guardians', leads, guardians, file, by: null });
    const rows = parseCsv(await readFile(file, 'utf8'));
    expect(rows.map((row) => [row['Lead id'], row.Who, row.Email])).toEqual([
      [ids.minor, 'Enquirer', 'arya@example.com'],
      [ids.phoneOnly, 'Enquirer', 'kabir@example.com'],
      [ids.typed, 'Enquirer', 'ravi @gmail.com'],
      [ids.minor, 'Parent or guardian', 'sunita@example.com'],
      [ids.phoneOnly, 'Parent or guardian', ''],
    ]);
  });
});
