import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, parseCsv, PRIVACY_CONTACT } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { audit } from '../audit/audit';
import { hashToken } from './links';
import { createTestDatabase } from '../../test/helpers';
import {
  BreachUsageError,
  findAffected,
  parseBreachArgs,
  parseLeadIds,
  parseNotice,
  sendBreachNotices,
  writeAffectedList,
} from './breach';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;
let dir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
  dir = await mkdtemp(join(tmpdir(), 'breach-'));
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const at = (iso: string) => new Date(iso);

async function lead(fields: {
  name: string;
  email: string;
  created: string;
  erasedAt?: string;
}): Promise<string> {
  const erased = fields.erasedAt !== undefined;
  const [row] = await sql<{ id: string }[]>`
    insert into admission_leads ${sql({
      name: erased ? null : fields.name,
      email: erased ? null : fields.email,
      phone: erased ? null : '+919876543210',
      program: 'Bachelor of Architecture',
      form_type: 'Admission Enquiry',
      submission_id: randomUUID(),
      created_at: at(fields.created),
      withdrawn_at: erased ? at(fields.erasedAt!) : null,
      erasure_reason: erased ? 'withdrawal' : null,
    })}
    returning id`;
  return row!.id;
}

const options = (argv: string[]) =>
  parseBreachArgs(argv, {
    cwd: '/home/officer',
    repo: '/srv/skltcoa',
    now: at('2026-11-24T00:00:00Z'),
  });

describe('the arguments', () => {
  it('reads a window, with whole days in India time, and the CSV under the repository', () => {
    expect(
      options(['--incident', '2026-11-24-a', '--since', '2026-11-20', '--until', '2026-11-22']),
    ).toEqual({
      incident: '2026-11-24-a',
      selection: {
        kind: 'window',
        since: at('2026-11-19T18:30:00.000Z'),
        until: at('2026-11-22T18:29:59.999Z'),
      },
      mode: 'list',
      out: '/srv/skltcoa/.data/breach/2026-11-24-a.csv',
      notice: null,
      calls: '/srv/skltcoa/.data/breach/2026-11-24-a-calls.csv',
      by: null,
    });
    expect(
      options([
        '--incident=x1',
        '--leads',
        'ids.txt',
        '--send',
        '--notice',
        'n.txt',
        '--by',
        'head@example.edu.in',
        '--calls',
        'calls.csv',
      ]),
    ).toMatchObject({
      selection: { kind: 'leads', file: '/home/officer/ids.txt' },
      mode: 'send',
      notice: '/home/officer/n.txt',
      calls: '/home/officer/calls.csv',
      by: 'head@example.edu.in',
    });
    expect(options(['--incident', 'a', '--since', '2026-11-20T09:30:00+05:30']).selection).toEqual({
      kind: 'window',
      since: at('2026-11-20T04:00:00Z'),
      until: null,
    });
  });

  const refused: [string[], RegExp][] = [
    [[], /--incident is required/],
    [['--incident', 'a b', '--since', '2026-11-20'], /--incident must be letters/],
    [['--incident', '../x', '--since', '2026-11-20'], /--incident must be letters/],
    [['--incident', 'a'], /Give --since DATE, or --leads FILE/],
    [['--incident', 'a', '--since', '20/11/2026'], /--since must be a date/],
    [['--incident', 'a', '--since', '2026-02-30'], /--since must be a date/],
    [['--incident', 'a', '--since', '2026-11-20T10:00'], /--since must be a date/],
    [
      ['--incident', 'a', '--since', '2026-11-20', '--until', '2026-11-19'],
      /--until must not be before/,
    ],
    [['--incident', 'a', '--since', '2026-12-20'], /in the future/],
    [['--incident', 'a', '--since', '2026-11-20', '--leads', 'f'], /not both/],
    [['--incident', 'a', '--since', '2026-11-20', '--send'], /--send needs --notice/],
    [['--incident', 'a', '--since', '2026-11-20', '--list', '--send', '--notice', 'n'], /not both/],
    [['--incident', 'a', '--since', '2026-11-20', '--notice', 'n'], /--notice goes with --send/],
    [['--incident', 'a', '--since', '2026-11-20', '--calls', 'c.csv'], /--calls goes with --send/],
    [['--incident', 'a', '--since', '2026-11-20', '--by', 'someone'], /--by must be/],
    [['--incident', 'a', '--since', '2026-11-20', '--colour'], /Unknown option '--colour'/],
    [['--incident', 'a', '--since', '2026-11-20', 'extra'], /positional argument/],
  ];
  for (const [argv, message] of refused) {
    it(`refuses ${JSON.stringify(argv)} with exit code 2`, () => {
      let caught: unknown;
      try {
        options(argv);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(BreachUsageError);
      expect((caught as BreachUsageError).message).toMatch(message);
      expect((caught as BreachUsageError).exitCode).toBe(2);
    });
  }

  it('reads a file of lead ids and a notice, and refuses them malformed without quoting them', () => {
    const id = randomUUID();
    expect(parseLeadIds(`# from the access log\n${id.toUpperCase()}\n\n${id}  # again\n`)).toEqual([
      id,
    ]);
    expect(() => parseLeadIds(`${id}\nasha@example.com\n`)).toThrow(
      'Line 2 of --leads is not a lead id.',
    );
    expect(() => parseLeadIds('# nothing\n')).toThrow(BreachUsageError);
    expect(
      parseNotice('\uFEFFA data breach at the college\r\n\r\nDear applicant,\r\nWhat happened.\n'),
    ).toEqual({
      subject: 'A data breach at the college',
      body: 'Dear applicant,\nWhat happened.',
    });
    expect(() => parseNotice('\nbody')).toThrow(/subject line/);
    expect(() => parseNotice('Subject only\n\n')).toThrow(/no text/);
  });
});

describe('the affected people', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.before = await lead({
      name: 'आशा राव',
      email: 'asha@example.com',
      created: '2026-10-01T10:00:00Z',
    });
    ids.sibling = await lead({
      name: 'Ravi Rao',
      email: 'ASHA@example.com',
      created: '2026-11-21T10:00:00Z',
    });
    ids.after = await lead({
      name: 'Late Lead',
      email: 'late@example.com',
      created: '2026-11-23T10:00:00Z',
    });
    ids.erasedBefore = await lead({
      name: 'x',
      email: 'x@example.com',
      created: '2026-09-01T10:00:00Z',
      erasedAt: '2026-11-01T10:00:00Z',
    });
    ids.erasedDuring = await lead({
      name: 'y',
      email: 'y@example.com',
      created: '2026-09-01T10:00:00Z',
      erasedAt: '2026-11-21T12:00:00Z',
    });
    ids.other = await lead({
      name: 'मीरा पाटील',
      email: 'meera@example.com',
      created: '2026-11-20T05:00:00Z',
    });
    // Her enquiry came from a Marathi page (ADR 054).
    await sql`
      insert into lead_consents (lead_id, given_by, notice_version, notice_language, language,
        purposes, form_type, given_at)
      values (${ids.other}, 'self', '2026-12', 'mr', 'mr', ${['admission-enquiry']},
        'Admission Enquiry', ${at('2026-11-20T05:00:00Z')})`;
  });

  it('are the leads not erased that arrived before the window ends; those erased during it are only counted', async () => {
    const { leads, unreachable } = await findAffected(sql, {
      kind: 'window',
      since: at('2026-11-19T18:30:00Z'),
      until: at('2026-11-22T18:29:59.999Z'),
    });
    expect(leads.map((row) => row.id)).toEqual([ids.before, ids.other, ids.sibling]);
    expect(leads[0]).toMatchObject({ name: 'आशा राव', email: 'asha@example.com' });
    expect(unreachable).toBe(1);
  });

  it('are the listed ids that still hold data, with the rest counted', async () => {
    const { leads, unreachable } = await findAffected(sql, {
      kind: 'ids',
      ids: [ids.other!, ids.erasedDuring!, randomUUID()],
    });
    expect(leads.map((row) => row.id)).toEqual([ids.other]);
    expect(unreachable).toBe(2);
  });

  it('go to a CSV that only its owner can read, and the export is audited', async () => {
    const { leads } = await findAffected(sql, {
      kind: 'window',
      since: at('2026-11-20T00:00:00Z'),
      until: null,
    });
    const file = join(dir, 'nested', 'inc-1.csv');
    // A file left from an earlier run, readable by all, is replaced by a private one.
    await writeAffectedList(sql, { incident: 'inc-1', leads: [], file, by: null });
    await writeFile(file, 'old', { mode: 0o644 });
    await writeAffectedList(sql, { incident: 'inc-1', leads, file, by: 'head@example.edu.in' });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'nested'))).mode & 0o077).toBe(0);
    const text = await readFile(file, 'utf8');
    expect(
      text.startsWith('\uFEFF"Lead id","Name","Email","Phone","Programme","Received","Who"\r\n'),
    ).toBe(true);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      'Lead id': ids.before,
      Name: 'आशा राव',
      Email: 'asha@example.com',
      Phone: '98765 43210',
      Programme: 'Bachelor of Architecture',
      Received: '2026-10-01T10:00:00.000Z',
      Who: 'Enquirer',
    });
    const [event] = await sql`
      select actor, rows, detail from audit_events where action = 'leads_exported' order by id desc limit 1`;
    expect(event).toEqual({
      actor: 'head@example.edu.in',
      rows: 4,
      detail: { view: 'breach list', incident: 'inc-1' },
    });
  });

  it('are each sent one notice per address through the outbox, with the footer, once per incident', async () => {
    const { leads } = await findAffected(sql, {
      kind: 'window',
      since: at('2026-11-19T18:30:00Z'),
      until: at('2026-11-22T18:29:59.999Z'),
    });
    const notice = { subject: 'A data breach at SKLTCOA', body: 'Dear applicant,\nWhat happened.' };
    const send = () =>
      sendBreachNotices(sql, {
        incident: '2026-11-24-a',
        leads,
        notice,
        siteUrl: 'https://www.college.example',
        by: null,
      });
    expect(await send()).toEqual({ queued: 2, alreadyTold: 0 });
    const mail = await sql<
      { lead_id: string; to_address: string; subject: string; text_body: string }[]
    >`
      select lead_id, to_address, subject, text_body from mail_outbox
      where kind = 'breach_notice' order by to_address`;
    // Two leads share asha@ (in two cases): the newer one carries the notice.
    expect(mail.map((row) => [row.to_address.toLowerCase(), row.lead_id])).toEqual([
      ['asha@example.com', ids.sibling],
      ['meera@example.com', ids.other],
    ]);
    for (const row of mail) {
      expect(row.subject).toBe(notice.subject);
      expect(row.text_body.startsWith('Dear applicant,\nWhat happened.\n\n--\n')).toBe(true);
      expect(row.text_body).toContain(PRIVACY_CONTACT.email);
    }
    // The officer's notice is one text; its footer is in the family's language.
    const [english, marathi] = mail.map((row) => row.text_body.split('\n\n--\n')[1]!);
    expect(english).toContain('https://www.college.example/privacy');
    expect(english).not.toMatch(/[\u0900-\u097F]/);
    expect(marathi).toContain('https://www.college.example/mr/privacy');
    expect(marathi).toMatch(/[\u0900-\u097F]/);

    // Each carries its own one-step withdrawal link, as every email to a family does (ADR 054):
    // bound to the address it went to, opening in the family's language.
    const links = [];
    for (const row of mail) {
      const token =
        /https:\/\/www\.college\.example\/privacy\/withdraw\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
          row.text_body,
        )?.[1];
      expect(token, row.to_address).toBeDefined();
      const [link] = await sql`
        select purpose, contact, language from privacy_links where token_hash = ${hashToken(token!)}`;
      links.push(link);
    }
    expect(links).toEqual([
      { purpose: 'withdrawal', contact: 'email:asha@example.com', language: 'en' },
      { purpose: 'withdrawal', contact: 'email:meera@example.com', language: 'mr' },
    ]);

    expect(await send()).toEqual({ queued: 0, alreadyTold: 2 });
    expect(await sql`select 1 from mail_outbox where kind = 'breach_notice'`).toHaveLength(2);
    // Another incident is told afresh.
    expect(
      await sendBreachNotices(sql, {
        incident: '2026-11-24-b',
        leads: leads.slice(0, 1),
        notice,
        siteUrl: 'https://www.college.example',
        by: null,
      }),
    ).toEqual({ queued: 1, alreadyTold: 0 });

    const events = await sql`
      select actor, rows, detail from audit_events where action = 'breach_notified' order by id`;
    expect(events).toEqual([
      { actor: 'system', rows: 2, detail: { incident: '2026-11-24-a', already_told: 0 } },
      { actor: 'system', rows: 0, detail: { incident: '2026-11-24-a', already_told: 2 } },
      { actor: 'system', rows: 1, detail: { incident: '2026-11-24-b', already_told: 0 } },
    ]);
    // The record holds no address.
    const kept = await sql`select email_hash from breach_notices`;
    expect(kept).toHaveLength(3);
    expect(JSON.stringify(kept)).not.toContain('example.com');
  });
});

describe('the audit trail', () => {
  it('admits every action of AUDIT_ACTIONS, breach_notified included, and no other', async () => {
    for (const action of AUDIT_ACTIONS) {
      await expect(audit(sql, { actor: 'system', action })).resolves.toBeUndefined();
    }
    await expect(
      audit(sql, { actor: 'system', action: 'breach_ignored' as 'breach_notified' }),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
