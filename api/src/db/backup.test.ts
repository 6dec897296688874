import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adultConsent,
  EnquirySchema,
  LeadPatchSchema,
  NewActivitySchema,
  PROGRAMS,
  type Enquiry,
} from '@skltcoa/shared';
import { addStaffUser } from '../auth/staff-users';
import { getLead, addActivity, patchLead } from '../leads/lead-timeline';
import { mergeLeads } from '../leads/lead-families';
import { saveEnquiries } from '../leads/leads-repo';
import {
  eraseLeads,
  holdForGuardian,
  recordConsents,
  type ErasureReason,
} from '../privacy/privacy-repo';
import { createTestDatabase } from '../../test/helpers';
import { backupDatabase, parseLedger, writeErasureLedger, type BackupResult } from './backup';
import type { Sql } from './client';
import { migrate } from './migrate';
import { reapplyErasures, reapplyHeldErasures, restoreBackup, RestoreRefused } from './restore';

/*
 * A round trip through a real PostgreSQL: leads stored as the enquiry API
 * stores them (consents, acknowledgement emails, group-committed batches that
 * share one created_at), worked on by staff, merged and withdrawn; backed up,
 * restored into a new database and compared table by table.
 */

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

const STAFF = 'counsellor@example.edu.in';
const SITE_URL = 'http://localhost:3000';
const dbs: TestDb[] = [];
let source: TestDb;
let dir: string;
let backup: BackupResult;
let atBackup: Record<string, string>;
let erasedBefore: string;
let erasedAfter: string;
let declined: string;

async function database(options?: { migrate: boolean }) {
  const db = await createTestDatabase(options);
  dbs.push(db);
  return db;
}

function enquiryAt(index: number): Enquiry {
  return EnquirySchema.parse({
    ...adultConsent(index % 2 === 0 ? 'en' : 'mr'),
    name: index % 3 === 0 ? `अनया देशमुख ${index}` : `Riya D'Souza ${index}`,
    email: `family${index}@example.com`,
    // Every tenth lead shares its phone with the one before: a family of two.
    phone: `98${String(20000000 + index - (index % 10 === 1 ? 1 : 0)).padStart(8, '0')}`,
    program: PROGRAMS[index % 2],
    form_type: index % 5 === 0 ? 'Brochure Enquiry' : 'Admission Enquiry',
    submission_id: randomUUID(),
    source_page: '/admission',
    utm_source: index % 4 === 0 ? 'instagram' : undefined,
  });
}

async function erase(sql: Sql, id: string, reason?: ErasureReason) {
  await sql.begin(async (tx) => {
    const [lead] = await tx<{ id: string; email: string }[]>`
      select id, email from admission_leads where id = ${id}`;
    await eraseLeads(tx as unknown as Sql, [lead!], new Date(), reason);
  });
}

/** Each table's rows (every column, generated ones too) and each sequence's position. */
async function fingerprint(sql: Sql): Promise<Record<string, string>> {
  const relations = await sql<{ name: string; kind: string }[]>`
    select c.relname as name, c.relkind as kind from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'S') order by c.relname`;
  const prints: Record<string, string> = {};
  for (const { name, kind } of relations) {
    const [row] =
      kind === 'S'
        ? await sql`select last_value::text || ':' || is_called as print from ${sql(name)}`
        : await sql`
            select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), ''))
              as print
            from ${sql(name)} t`;
    prints[name] = String(row!.print);
  }
  return prints;
}

const REPO = join(import.meta.dirname, '../../..');
const TSX = join(REPO, 'node_modules/.bin/tsx');

/** Runs one of the CLI scripts as `npm run` would, against `url`. */
async function cli(script: string, args: string[], url: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      TSX,
      [join(REPO, 'api/src/cli', script), ...args],
      { cwd: REPO, env: { ...process.env, DATABASE_URL: url, INIT_CWD: REPO }, timeout: 60_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skltcoa-backup-'));
  source = await database();
  const { sql } = source;
  await addStaffUser(sql, STAFF, 'correct horse battery staple');
  const ids: string[] = [];
  let index = 0;
  // Three group commits: each batch is one statement with one created_at.
  for (const size of [120, 100, 80]) {
    const batch = Array.from({ length: size }, () => enquiryAt(index++));
    const saved = await saveEnquiries(sql, batch, 'none', (tx, leads) =>
      recordConsents(tx, leads, { siteUrl: SITE_URL }),
    );
    ids.push(...saved.map((lead) => lead.id));
  }
  for (const id of ids.slice(0, 40)) {
    await patchLead(sql, id, STAFF, LeadPatchSchema.parse({ version: 1, status: 'contacted' }));
    await addActivity(
      sql,
      id,
      STAFF,
      NewActivitySchema.parse({ kind: 'note', body: 'पालकांनी पुन्हा फोन करण्यास सांगितले.\nTab\there' }),
    );
  }
  // Lead 11 shares lead 10's phone: merged, it points at another row of its own table.
  const target = (await getLead(sql, ids[10]!))!;
  await mergeLeads(sql, ids[10]!, STAFF, { from: [ids[11]!], version: target.version });
  erasedBefore = ids[50]!;
  await erase(sql, erasedBefore);
  // Two under-18 enquiries wait for their guardians.
  for (const index of [900, 901]) {
    const minor = { ...enquiryAt(index), adult: false };
    await holdForGuardian(
      sql,
      EnquirySchema.parse({
        ...minor,
        guardian_name: 'सुनीता देशमुख',
        guardian_email: `guardian${index}@example.com`,
        guardian_phone: '98200 11111',
      }),
      { siteUrl: SITE_URL },
    );
  }
  atBackup = await fingerprint(sql);
  backup = await backupDatabase(sql, dir);
  erasedAfter = ids[60]!;
  await erase(sql, erasedAfter, 'request');
  // One guardian declines after the backup: the held enquiry goes, as decideForGuardian deletes it.
  [{ id: declined }] = await sql<[{ id: string }]>`
    delete from pending_enquiries
    where id = (select id from pending_enquiries order by id limit 1) returning id`;
  await sql`delete from mail_outbox where lead_id = ${declined}`;
}, 120_000);

afterAll(async () => {
  for (const db of dbs) await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes a whole file, readable by its owner only, and the ledger of the same moment', () => {
    expect(backup.file).toMatch(/skltcoa-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup$/);
    expect(statSync(backup.file).mode & 0o777).toBe(0o600);
    expect(statSync(backup.ledger).mode & 0o777).toBe(0o600);
    expect(statSync(backup.file).size).toBe(backup.bytes);
    expect(readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);
    const ledger = parseLedger(readFileSync(backup.ledger, 'utf8'));
    expect(ledger).toMatchObject({ asOf: backup.header.takenAt, leadIds: [erasedBefore] });
    expect(ledger.heldIds).toHaveLength(2);
    const leads = backup.header.tables.find((table) => table.name === 'admission_leads');
    expect(leads?.rows).toBe(300);
  });
});

describe('npm run restore', () => {
  it('restores every row of every table into an empty database', async () => {
    const target = await database({ migrate: false });
    await restoreBackup(target.sql, backup.file);
    const restored = await fingerprint(target.sql);
    expect(restored).toEqual(atBackup);
    expect(restored.lead_activities).toMatch(/^[1-9]/);
    expect(restored.lead_consents).toMatch(/^300:/);
  });

  it('still restores a version 1 file: whole rows, from before the kept export lines (ADR 032)', async () => {
    // A database as releases before ADR 032 left it, backed up as they did: each row whole (t::text).
    const old = await database();
    await saveEnquiries(old.sql, [enquiryAt(1), enquiryAt(2), enquiryAt(3)]);
    await old.sql`alter table admission_leads drop column export_own`;
    const { header } = await backupDatabase(old.sql, join(dir, 'v1-source'));
    const lines = [JSON.stringify({ ...header, version: 1 })];
    for (const table of header.tables) {
      const rows = await old.sql<
        { row: string }[]
      >`select t::text as row from ${old.sql(table.name)} t`;
      lines.push(...rows.map(({ row }) => JSON.stringify(row)), '\\.');
    }
    const file = join(dir, 'version1.backup');
    writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));

    const target = await database({ migrate: false });
    await restoreBackup(target.sql, file);
    // As the next start makes it on either: the derived column over the restored rows.
    await migrate(old.sql);
    await migrate(target.sql);
    expect(await fingerprint(target.sql)).toEqual(await fingerprint(old.sql));
    const [lead] = await target.sql<{ export_own: string[] }[]>`
      select export_own from admission_leads where email = 'family2@example.com'`;
    expect(lead!.export_own.join('')).toContain('family2@example.com');
  });

  it('refuses a database that is not empty, and changes nothing there', async () => {
    const before = await fingerprint(source.sql);
    await expect(restoreBackup(source.sql, backup.file)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(source.sql, backup.file)).rejects.toThrow(
      /not empty.*new, empty database/,
    );
    // A migrated database with no leads is still someone's schema, not a fresh one.
    const migrated = await database();
    await expect(restoreBackup(migrated.sql, backup.file)).rejects.toThrow(/not empty/);
    expect(await fingerprint(source.sql)).toEqual(before);
  });

  it('fails on a file cut short, and leaves the target as empty as it was', async () => {
    const whole = readFileSync(backup.file);
    const cut = join(dir, 'cut.backup');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const target = await database({ migrate: false });
    await expect(restoreBackup(target.sql, cut)).rejects.toThrow(/not a whole backup file/);
    expect(await fingerprint(target.sql)).toEqual({});
    await restoreBackup(target.sql, backup.file);
    expect(await fingerprint(target.sql)).toEqual(atBackup);
  });

  it('erases again, from the newest ledger, what went after the backup: a withdrawn lead, a declined under-18 enquiry', async () => {
    const target = await database({ migrate: false });
    await restoreBackup(target.sql, backup.file);
    const [back] =
      await target.sql`select name, withdrawn_at from admission_leads where id = ${erasedAfter}`;
    expect(back!.withdrawn_at).toBeNull();
    expect(back!.name).not.toBeNull();

    const { ledger } = await writeErasureLedger(source.sql, mkdtempSync(join(dir, 'ledger-')));
    const newest = parseLedger(readFileSync(ledger, 'utf8'));
    expect(newest.leadIds.sort()).toEqual([erasedBefore, erasedAfter].sort());
    const options = { reasons: newest.reasons };
    expect(await reapplyErasures(target.sql, newest.leadIds, options)).toBe(1);
    expect(await reapplyErasures(target.sql, newest.leadIds, options)).toBe(0);
    expect(await reapplyHeldErasures(target.sql, newest)).toBe(1);
    expect(await reapplyHeldErasures(target.sql, newest)).toBe(0);
    const held = await target.sql<{ id: string }[]>`select id from pending_enquiries`;
    expect(held.map((row) => row.id)).toEqual(newest.heldIds);
    expect(held.map((row) => row.id)).not.toContain(declined);
    const [mail] = await target.sql<[{ n: number }]>`
      select count(*)::int as n from mail_outbox where lead_id = ${declined}`;
    expect(mail!.n).toBe(0);

    const [lead] = await target.sql`
      select name, email, phone, withdrawn_at, erasure_reason
      from admission_leads where id = ${erasedAfter}`;
    expect(lead).toMatchObject({ name: null, email: null, phone: null, erasure_reason: 'request' });
    const audited = await target.sql`
      select action, rows, detail from audit_events where detail ->> 'after' = 'restore'
      order by id`;
    expect(audited).toMatchObject([
      { action: 'lead_erased', rows: 1, detail: { reason: 'request', after: 'restore' } },
      { action: 'held_enquiries_erased', rows: 1 },
    ]);
    expect(lead!.withdrawn_at).not.toBeNull();
    const [left] = await target.sql<[{ n: number }]>`
      select count(*)::int as n from lead_activities where lead_id = ${erasedAfter} and body is not null`;
    expect(left!.n).toBe(0);
  });
});

describe('the commands', () => {
  it('back up and restore through DATABASE_URL without printing the password', async () => {
    const out = mkdtempSync(join(dir, 'cli-'));
    const backedUp = await cli('backup.ts', ['--dir', out], source.url);
    expect(backedUp.output).toContain('admission_leads: 300 rows');
    const [file] = readdirSync(out).filter((name) => name.endsWith('.backup'));
    const [ledger] = readdirSync(out).filter((name) => name.endsWith('.erasures.txt'));
    expect(backedUp.code).toBe(0);

    const target = await database({ migrate: false });
    const restored = await cli(
      'restore.ts',
      [join(out, file!), '--ledger', join(out, ledger!)],
      target.url,
    );
    expect(restored.output).toMatch(
      /Restored the backup of .* 0 of its 2 leads were erased again, and 0 held/s,
    );
    expect(restored.code).toBe(0);

    const refused = await cli(
      'restore.ts',
      [join(out, file!), '--ledger', join(out, ledger!)],
      target.url,
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^Restore refused: The target database is not empty/m);

    const password = decodeURIComponent(new URL(source.url).password);
    for (const { output } of [backedUp, restored, refused]) {
      if (password) expect(output).not.toContain(password);
    }
    expect(existsSync(join(out, `${file}.part`))).toBe(false);
  }, 120_000);
});

describe('a restore without the erasure ledger', () => {
  let out: string;
  let file: string;
  beforeAll(async () => {
    out = mkdtempSync(join(dir, 'no-ledger-'));
    await cli('backup.ts', ['--dir', out], source.url);
    file = join(
      out,
      readdirSync(out).find((name) => name.endsWith('.backup'))!,
    );
  }, 120_000);

  it('is refused before the database is touched, naming the ledger and the flag', async () => {
    const target = await database({ migrate: false });
    const refused = await cli('restore.ts', [file], target.url);
    expect(refused.code).toBe(2);
    expect(refused.output).toMatch(/erasure ledger/);
    expect(refused.output).toMatch(/--without-ledger "REASON"/);
    expect(await fingerprint(target.sql)).toEqual({});

    const blank = await cli('restore.ts', [file, '--without-ledger', '  '], target.url);
    expect(blank.code).toBe(2);
    expect(blank.output).toMatch(/reason/i);
    const both = await cli(
      'restore.ts',
      [file, '--without-ledger', 'lost', '--ledger', join(out, 'x.erasures.txt')],
      target.url,
    );
    expect(both.code).toBe(2);
    expect(await fingerprint(target.sql)).toEqual({});
  }, 120_000);

  it('finishes with --without-ledger "reason", and the audit trail records who chose it and why', async () => {
    const target = await database({ migrate: false });
    const reason = 'The ledger was lost with the old server; erasures since are redone by hand.';
    const restored = await cli('restore.ts', [file, '--without-ledger', reason], target.url);
    expect(restored.code).toBe(0);
    expect(restored.output).toMatch(/without the erasure ledger/);
    const events = await target.sql<
      { actor: string; action: string; detail: Record<string, unknown> }[]
    >`
      select actor, action, detail from audit_events where action = 'restored_without_ledger'`;
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({ reason });
    expect(events[0]!.detail.backup_taken_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(events[0]!.actor).toMatch(/^operator/);
    const [leads] = await target.sql<
      [{ n: number }]
    >`select count(*)::int as n from admission_leads`;
    expect(leads!.n).toBe(300);
  }, 120_000);
});
