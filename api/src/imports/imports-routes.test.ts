import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@skltcoa/shared';
import type {
  ImportBatch,
  ImportCreated,
  ImportPreview,
  ImportUndone,
} from '@skltcoa/shared/schemas/imports';
import { addStaffUser } from '../auth/staff-users';
import type { Sql } from '../db/client';
import {
  createTestDatabase,
  enquiry,
  postJson,
  signIn,
  startServer,
  testConfig,
  type TestDatabase,
  type TestServer,
} from '../../test/helpers';
import { startImportWorker, type ImportWorker } from './import-commit';
import { enqueueImportNotices } from './import-mail';
import { csvBytes, mobileNumberCell, writeWorkbook } from './sheet-fixtures';

/*
 * Importing leads over real HTTP and PostgreSQL (docs/decisions/051-importing-leads.md):
 * the preview's groups, the invalid rows' file, commits with each choice for
 * duplicates, two imports at once, undo, consent records and notices, the
 * permission, and bad input. Files are written by papaparse and SheetJS.
 */

let db: TestDatabase;
let sql: Sql;
let server: TestServer;
let worker: ImportWorker;
let dir: string;
let admin: Record<string, string>;
let counsellor: Record<string, string>;
const ADMIN = { email: 'principal@example.edu.in', password: 'the principal passphrase' };
const COUNSELLOR = { email: 'counsellor@example.edu.in', password: 'correct horse battery staple' };

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
  server = await startServer(sql, testConfig());
  worker = startImportWorker({
    sql: db.appSql,
    siteUrl: 'https://skltcoa.example/',
    pollMs: 200,
    mailIntervalMs: 0,
  });
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
  counsellor = { authorization: `Bearer ${await signIn(sql, server.url, COUNSELLOR)}` };
  dir = await mkdtemp(join(tmpdir(), 'skltcoa-imports-'));
});
afterAll(async () => {
  await worker.stop();
  await server.close();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const FORM = {
  channel: 'aggregator',
  source: 'Shiksha',
  consent_statement: 'consented on Shiksha to be contacted by colleges',
};

/** Posts a file as the console does: multipart, with its bearer token. */
function upload(
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string> = FORM,
  headers = admin,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([bytes]), name);
  return fetch(`${server.url}/api/imports`, { method: 'POST', headers, body: form });
}

const get = (path: string, headers = admin) => fetch(`${server.url}${path}`, { headers });

async function preview(rows: string[][], fields: Record<string, string> = FORM) {
  const response = await upload(csvBytes(rows), 'list.csv', fields);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ImportCreated;
}

async function commit(id: string, duplicates: 'skip' | 'repeat' | 'merge') {
  const response = await postJson(server.url, `/api/imports/${id}/commit`, { duplicates }, admin);
  expect(response.status, await response.clone().text()).toBe(202);
  return waitCommitted(id);
}

async function waitCommitted(id: string, timeoutMs = 20_000): Promise<ImportPreview> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const batch = (await (await get(`/api/imports/${id}`)).json()) as ImportPreview;
    if (batch.state === 'committed') return batch;
    if (Date.now() > until) throw new Error(`import ${id} stayed ${batch.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let serial = 0;
/** A mobile number no other test uses. */
const mobile = () => `98${String(20_000_000 + serial++ * 7919).padStart(8, '0')}`;

const HEADER = ['Student Name', 'Mobile No.', 'Email ID', 'Course', 'Remarks'];

describe('POST /api/imports: the preview', () => {
  it('groups rows into ready, invalid and duplicates, with each row’s number, field and message', async () => {
    const existing = mobile();
    const stored = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ name: 'Kavya Shah', email: 'kavya.shah@example.com', phone: existing }),
    );
    expect(stored.status).toBe(201);
    const [a, b] = [mobile(), mobile()];
    const created = await preview([
      HEADER,
      ['Aarav Patil', a, 'aarav@example.com', 'B.Arch', 'Wants hostel'],
      ['आदित्य पाटील', `${b}.0`, '', 'डी.आर्क', ''],
      ['No Contact', '', '', 'BArch', ''],
      ['Landline', '022 2345 6789', '', 'B.Arch', ''],
      ['Rounded', '9.82E+09', 'bad@', 'Bachelor of Architecture', ''],
      ['Again Aarav', '', 'AARAV@example.com', 'B.Arch', ''],
      ['Kavya again', `+91 ${existing}`, '', 'B.Arch', ''],
      ['', '', '', '', ''],
      ['Unknown course', mobile(), '', 'MBA', ''],
    ]);
    expect(created).toMatchObject({ rows: 8, ready: 2, invalid: 4, duplicates: 2 });
    expect(created.mapping).toEqual(['name', 'phone', 'email', 'program', 'body']);

    const invalid = (await (
      await get(`/api/imports/${created.id}?group=invalid`)
    ).json()) as ImportPreview;
    expect(invalid.items.map((item) => [item.row, item.problems.map((p) => p.field)])).toEqual([
      [4, ['phone']],
      [5, ['phone']],
      [6, ['phone', 'email']],
      [10, ['program']],
    ]);
    expect(invalid.items[1]!.problems[0]!.message).toMatch(/landline/);
    expect(invalid.items[2]!.problems[0]!.message).toMatch(/rounded/);

    const duplicates = (await (
      await get(`/api/imports/${created.id}?group=duplicates`)
    ).json()) as ImportPreview;
    const [repeat, ofLead] = duplicates.items;
    expect(repeat).toMatchObject({ row: 7, duplicate_row: 2, duplicate_of: null });
    const [kavya] = await sql<
      { id: string }[]
    >`select id from admission_leads where phone = ${`+91${existing}`}`;
    expect(ofLead).toMatchObject({ row: 8, duplicate_of: kavya!.id, duplicate_row: null });

    const ready = (await (
      await get(`/api/imports/${created.id}?group=ready`)
    ).json()) as ImportPreview;
    // A ready row shows what it would store.
    expect(ready.items[1]).toMatchObject({
      row: 3,
      values: { name: 'आदित्य पाटील', phone: `+91${b}`, program: 'Diploma in Architecture' },
    });
    // Nothing is a lead yet.
    const [count] = await sql<
      { n: number }[]
    >`select count(*)::int as n from admission_leads where import_batch_id is not null`;
    expect(count!.n).toBe(0);

    // The rows to fix, as a CSV under the file's own headers, with their problems.
    const csv = await get(`/api/imports/${created.id}/invalid.csv`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = parseCsv(await csv.text());
    expect(lines.map((line) => line.Row)).toEqual(['4', '5', '6', '10']);
    expect(lines[1]).toMatchObject({ 'Student Name': 'Landline', 'Mobile No.': '022 2345 6789' });
    expect(lines[1]!.Problems).toMatch(/^phone: This is a landline number/);
  });

  it('reads a workbook with mobile numbers kept as numbers, and a mapping sent by header', async () => {
    const path = join(dir, 'fair.xlsx');
    const [a, b] = [mobile(), mobile()];
    await writeWorkbook(path, [
      {
        name: 'Fair',
        rows: [
          ['Mumbai Education Fair 2026'],
          ['Name', 'Contact', 'Interested in'],
          ['Riya Desai', mobileNumberCell(a), 'B.Arch'],
          ['सुमन जाधव', mobileNumberCell(b), 'डिप्लोमा इन आर्किटेक्चर'],
        ],
        merges: ['A1:C1'],
      },
    ]);
    const response = await upload(await readFile(path), 'fair.xlsx', {
      ...FORM,
      channel: 'fair',
      source: 'Mumbai Education Fair 2026',
      mapping: JSON.stringify({ Name: 'name', Contact: 'phone', 'Interested in': 'program' }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as ImportCreated;
    expect(created).toMatchObject({ rows: 2, ready: 2, invalid: 0, duplicates: 0 });
    const page = (await (
      await get(`/api/imports/${created.id}?group=ready`)
    ).json()) as ImportPreview;
    expect(page.items.map((item) => item.values.phone)).toEqual([`+91${a}`, `+91${b}`]);
  });
});

describe('committing an import', () => {
  async function importedLeads(id: string) {
    return sql<
      {
        id: string;
        import_row: number;
        channel: string;
        utm_source: string;
        recorded_by: string;
        merged_into: string | null;
        family_id: string;
        name: string;
      }[]
    >`
      select id, import_row, channel, utm_source, recorded_by, merged_into, family_id::text, name
      from admission_leads where import_batch_id = ${id} order by import_row`;
  }

  it('stores ready rows with channel, source, importer, consent records and a notice each, and skips duplicates', async () => {
    const [a, b] = [mobile(), mobile()];
    const created = await preview([
      HEADER,
      ['Meera Iyer', a, 'meera.iyer@example.com', 'B.Arch', 'Called twice'],
      ['Meera I.', a, '', 'B.Arch', ''],
      ['Only Mobile', b, '', 'D.Arch', ''],
    ]);
    expect(created).toMatchObject({ ready: 2, duplicates: 1 });
    const done = await commit(created.id, 'skip');
    expect(done.progress).toEqual({ done: 2, total: 2, stored: 2 });
    const leads = await importedLeads(created.id);
    expect(leads.map((lead) => [lead.import_row, lead.name])).toEqual([
      [2, 'Meera Iyer'],
      [4, 'Only Mobile'],
    ]);
    for (const lead of leads) {
      expect(lead).toMatchObject({
        channel: 'aggregator',
        utm_source: 'Shiksha',
        recorded_by: ADMIN.email,
      });
    }
    const consents = await sql`
      select lead_id, method, recorded_by, given_by, c.import_batch_id, b.consent_statement
      from lead_consents c join import_batches b on b.id = c.import_batch_id
      where c.import_batch_id = ${created.id} order by lead_id`;
    expect(consents).toHaveLength(2);
    for (const consent of consents) {
      expect(consent).toMatchObject({
        method: 'import',
        recorded_by: ADMIN.email,
        given_by: 'self',
        consent_statement: FORM.consent_statement,
      });
    }
    // One notice, to the one family with an email, through the outbox.
    const mail = await sql<{ lead_id: string; to_address: string; text_body: string }[]>`
      select lead_id, to_address, text_body from mail_outbox
      where lead_id = any(${leads.map((lead) => lead.id)}::uuid[]) and kind = 'imported_lead_notice'`;
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ lead_id: leads[0]!.id, to_address: 'meera.iyer@example.com' });
    expect(mail[0]!.text_body).toContain('Shiksha passed your details');
    expect(mail[0]!.text_body).toContain('https://skltcoa.example/privacy/withdraw');
    // The remarks are the lead's first note, by the importer.
    const notes =
      await sql`select author, body from lead_activities where lead_id = ${leads[0]!.id}`;
    expect(notes).toEqual([{ author: ADMIN.email, body: 'Called twice' }]);
    // The rows' cells are not kept once stored.
    const [kept] = await sql<{ n: number }[]>`
      select count(*)::int as n from import_rows where batch_id = ${created.id} and cells is not null`;
    expect(kept!.n).toBe(0);

    // A second commit stores nothing.
    const again = await postJson(
      server.url,
      `/api/imports/${created.id}/commit`,
      { duplicates: 'repeat' },
      admin,
    );
    expect(again.status).toBe(409);
    expect(await importedLeads(created.id)).toHaveLength(2);
    const audited = await sql`
      select actor, action, rows from audit_events
      where action in ('import_previewed', 'import_committed') and detail->>'import' = ${created.id}
      order by id`;
    expect(audited).toEqual([
      { actor: ADMIN.email, action: 'import_previewed', rows: 3 },
      { actor: ADMIN.email, action: 'import_committed', rows: 2 },
    ]);
  });

  it('adds duplicates as repeat enquiries of their family, or merges them into the lead they repeat', async () => {
    const a = mobile();
    const rows = [HEADER, ['Ishaan Rao', a, '', 'B.Arch', ''], ['Ishaan R', a, '', 'B.Arch', '']];
    const first = await preview(rows);
    await commit(first.id, 'skip');
    const [original] = await importedLeads(first.id);

    const repeated = await preview(rows);
    expect(repeated).toMatchObject({ ready: 0, duplicates: 2 });
    await commit(repeated.id, 'repeat');
    const repeats = await importedLeads(repeated.id);
    expect(repeats).toHaveLength(2);
    for (const lead of repeats) {
      expect(lead).toMatchObject({ merged_into: null, family_id: original!.family_id });
    }

    const merged = await preview(rows);
    await commit(merged.id, 'merge');
    const joined = await importedLeads(merged.id);
    expect(joined.map((lead) => lead.merged_into)).toEqual([original!.id, original!.id]);
    const entries = await sql`
      select kind, body from lead_activities where lead_id = ${original!.id} and kind = 'merge' order by id`;
    expect(entries).toHaveLength(2);
    expect(entries[0]!.body).toMatch(
      /^Merged into this lead: row 2 of the import of list\.csv \(Shiksha\)\.$/,
    );
    // Merged leads are not listed: the listing shows the family's own and the two repeats.
    const listed = (await (await get(`/api/leads?q=${a}`, admin)).json()) as { leads: unknown[] };
    expect(listed.leads).toHaveLength(3);
  });

  it('commits two imports at once, each row once', async () => {
    const file = (prefix: string) => [
      HEADER,
      ...Array.from({ length: 1200 }, (_, i) => [`${prefix} ${i}`, mobile(), '', 'B.Arch', '']),
    ];
    const [one, two] = await Promise.all([preview(file('One')), preview(file('Two'))]);
    await Promise.all([
      postJson(server.url, `/api/imports/${one.id}/commit`, { duplicates: 'skip' }, admin),
      postJson(server.url, `/api/imports/${two.id}/commit`, { duplicates: 'skip' }, admin),
    ]);
    const [doneOne, doneTwo] = await Promise.all([waitCommitted(one.id), waitCommitted(two.id)]);
    expect(doneOne.progress.stored).toBe(1200);
    expect(doneTwo.progress.stored).toBe(1200);
    const [counts] = await sql<{ n: number; rows: number }[]>`
      select count(*)::int as n, count(distinct (import_batch_id, import_row))::int as rows
      from admission_leads where import_batch_id in (${one.id}, ${two.id})`;
    expect(counts).toEqual({ n: 2400, rows: 2400 });
  });
});

describe('DELETE /api/imports/:id: undo', () => {
  it('removes the leads nobody touched, with their consents, notes and mail, and keeps one a colleague worked on', async () => {
    const created = await preview([
      HEADER,
      ['Touched', mobile(), 'touched@example.com', 'B.Arch', 'From the file'],
      ['Untouched', mobile(), 'untouched@example.com', 'B.Arch', 'From the file'],
      ['Noted', mobile(), '', 'B.Arch', ''],
    ]);
    await commit(created.id, 'skip');
    const leads = await sql<{ id: string; name: string; version: number }[]>`
      select id, name, version from admission_leads where import_batch_id = ${created.id} order by import_row`;
    // A colleague calls one family and sets its status; another gets a note.
    const changed = await fetch(`${server.url}/api/leads/${leads[0]!.id}`, {
      method: 'PATCH',
      headers: { ...counsellor, 'content-type': 'application/json' },
      body: JSON.stringify({ version: leads[0]!.version, status: 'contacted' }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const noted = await postJson(
      server.url,
      `/api/leads/${leads[2]!.id}/activities`,
      { kind: 'note', body: 'Asked for the fees' },
      counsellor,
    );
    expect(noted.status, await noted.clone().text()).toBe(201);

    const response = await fetch(`${server.url}/api/imports/${created.id}`, {
      method: 'DELETE',
      headers: { ...admin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const undone = (await response.json()) as ImportUndone;
    expect(undone).toMatchObject({ removed: 1, kept: 2 });
    expect(undone.kept_leads.map((lead) => lead.id)).toEqual([leads[0]!.id, leads[2]!.id]);
    const left =
      await sql`select name from admission_leads where import_batch_id = ${created.id} order by import_row`;
    expect(left).toEqual([{ name: 'Touched' }, { name: 'Noted' }]);
    const traces = await sql`
      select (select count(*) from lead_consents where lead_id = ${leads[1]!.id})::int as consents,
        (select count(*) from lead_activities where lead_id = ${leads[1]!.id})::int as notes,
        (select count(*) from mail_outbox where lead_id = ${leads[1]!.id})::int as mail`;
    expect(traces).toEqual([{ consents: 0, notes: 0, mail: 0 }]);
    const batch = (await (await get(`/api/imports/${created.id}`)).json()) as ImportBatch;
    expect(batch).toMatchObject({ state: 'undone', removed: 1, kept: 2 });
    // Listed in the history.
    const history = (await (await get('/api/imports')).json()) as { imports: ImportBatch[] };
    expect(history.imports.find((entry) => entry.id === created.id)).toMatchObject({
      state: 'undone',
    });
  });
});

describe('who may import', () => {
  it('refuses a counsellor without the permission with 403, audited, until an admin grants it', async () => {
    const nobody = await signIn(sql, server.url, {
      email: 'ravi@example.edu.in',
      password: 'a third long passphrase',
    });
    const ravi = { authorization: `Bearer ${nobody}` };
    const refused = await upload(csvBytes([HEADER]), 'list.csv', FORM, ravi);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'You do not have permission to import leads. Please ask an admin to grant it.',
    });
    expect((await get('/api/imports', ravi)).status).toBe(403);
    const [audited] = await sql`
      select action, detail from audit_events where actor = 'ravi@example.edu.in' and action = 'import_refused' limit 1`;
    expect(audited).toMatchObject({
      action: 'import_refused',
      detail: { method: 'POST', client: 'console' },
    });

    const granted = await fetch(`${server.url}/api/staff/ravi@example.edu.in`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ can_import: true }),
    });
    expect(await granted.json()).toMatchObject({ can_import: true, can_export: false });
    expect((await get('/api/imports', ravi)).status).toBe(200);
  });
});

describe('bad input gets a 4xx that says what to do', () => {
  const rows = [HEADER, ['Asha', mobile(), '', 'B.Arch', '']];

  it('refuses a missing consent statement, channel or file', async () => {
    const { consent_statement: _omitted, ...rest } = FORM;
    const response = await upload(csvBytes(rows), 'list.csv', rest);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields.consent_statement).toMatch(/Write what the families agreed to/);
    const channel = await upload(csvBytes(rows), 'list.csv', { ...FORM, channel: 'website' });
    expect(((await channel.json()) as { fields: Record<string, string> }).fields.channel).toMatch(
      /aggregator, fair, referral, other/,
    );
    const form = new FormData();
    for (const [key, value] of Object.entries(FORM)) form.append(key, value);
    const noFile = await fetch(`${server.url}/api/imports`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({
      fields: { file: /Choose the \.csv or \.xlsx file/ },
    });
  });

  it('refuses a mapping to an unknown field, or one without a name, naming the fix', async () => {
    const unknown = await upload(csvBytes(rows), 'list.csv', {
      ...FORM,
      mapping: JSON.stringify(['name', 'mobile']),
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: { mapping: string } }).fields.mapping).toMatch(
      /“mobile” is not a field/,
    );
    const nameless = await upload(csvBytes(rows), 'list.csv', {
      ...FORM,
      mapping: JSON.stringify([null, 'phone', null, 'program']),
    });
    expect(((await nameless.json()) as { fields: { mapping: string } }).fields.mapping).toBe(
      'Map a column to the name.',
    );
    const notJson = await upload(csvBytes(rows), 'list.csv', { ...FORM, mapping: '{' });
    expect(notJson.status).toBe(400);
  });

  it('answers a file whose columns it cannot guess with its headers and its guess, to map by hand', async () => {
    const odd = await upload(
      csvBytes([
        ['Col A', 'Col B', 'Col C'],
        ['Asha Rao', mobile(), 'B.Arch'],
      ]),
      'odd.csv',
      FORM,
    );
    expect(odd.status).toBe(400);
    const answer = (await odd.json()) as {
      fields: { mapping: string };
      headers: string[];
      mapping: (string | null)[];
    };
    expect(answer.fields.mapping).toMatch(/^Map a column to the name/);
    expect(answer.headers).toEqual(['Col A', 'Col B', 'Col C']);
    expect(answer.mapping).toEqual([null, null, null]);
  });

  it('refuses a file that is not a spreadsheet, or a macro workbook, with 422 and stores nothing', async () => {
    const [before] = await sql<{ n: number }[]>`select count(*)::int as n from import_batches`;
    const pdf = await upload(Buffer.from('%PDF-1.7\n...'), 'list.pdf');
    expect(pdf.status).toBe(422);
    expect(await pdf.json()).toEqual({
      error: 'This file is not a spreadsheet. Choose a .csv file or an Excel workbook (.xlsx).',
    });
    const path = join(dir, 'macro.xlsm');
    await writeWorkbook(path, [{ name: 'S', rows: [['Name'], ['A']] }], { bookType: 'xlsm' });
    const macro = await upload(await readFile(path), 'macro.xlsm');
    expect(macro.status).toBe(422);
    expect(((await macro.json()) as { error: string }).error).toMatch(/contains macros/);
    const [after] = await sql<{ n: number }[]>`select count(*)::int as n from import_batches`;
    expect(after!.n).toBe(before!.n);
  });

  it('refuses a file over the limit with 413, declared or streamed', async () => {
    const declared = await fetch(`${server.url}/api/imports`, {
      method: 'POST',
      headers: {
        ...admin,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(60 * 2 ** 20),
      },
      body: new Uint8Array(0),
    }).catch(() => null);
    // A declared length the body does not have is refused before it is read.
    if (declared) expect(declared.status).toBe(413);
    const big = new Uint8Array(51 * 2 ** 20).fill(0x61);
    const streamed = await upload(big, 'big.csv');
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: string }).error).toMatch(/larger than 50 MB/);
  });

  it('refuses an upload that is not multipart, and an unknown import', async () => {
    const json = await postJson(server.url, '/api/imports', { file: 'x' }, admin);
    expect(json.status).toBe(415);
    expect((await get('/api/imports/not-an-id')).status).toBe(404);
    expect((await get(`/api/imports/${crypto.randomUUID()}`)).status).toBe(404);
    const commit = await postJson(
      server.url,
      `/api/imports/${crypto.randomUUID()}/commit`,
      { duplicates: 'all' },
      admin,
    );
    expect(commit.status).toBe(400);
  });
});

describe('saved mappings', () => {
  it('saves a source’s mapping on commit, and applies it to next week’s file', async () => {
    const rows = [
      ['Lead', 'Number', 'Programme'],
      ['Dev Kulkarni', mobile(), 'B.Arch'],
    ];
    const fields = { ...FORM, source: 'CollegeDekho' };
    const unmapped = await upload(csvBytes(rows), 'week1.csv', fields);
    // "Lead" and "Number" name no field by themselves.
    expect(((await unmapped.json()) as { fields: { mapping: string } }).fields.mapping).toMatch(
      /Map a column to the name/,
    );
    const put = await fetch(`${server.url}/api/import-mappings/CollegeDekho`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: { Lead: 'name', Number: 'phone', Programme: 'program' } }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const week2 = await upload(csvBytes(rows), 'week2.csv', fields);
    expect(week2.status).toBe(201);
    expect(((await week2.json()) as ImportCreated).mapping).toEqual(['name', 'phone', 'program']);
    const saved = await get('/api/import-mappings/collegedekho');
    expect(await saved.json()).toMatchObject({ source: 'CollegeDekho', mapping: { lead: 'name' } });
  });
});

describe('notices to imported families', () => {
  it('are paced: each due an interval after the one before, after those still waiting', async () => {
    const [lead] = await sql<{ id: string }[]>`select id from admission_leads limit 1`;
    const notice = (to: string) => ({ leadId: lead!.id, to, subject: 'Notice', text: 'Text' });
    await enqueueImportNotices(sql, [notice('a@example.com'), notice('b@example.com')], 500);
    await enqueueImportNotices(sql, [notice('c@example.com')], 500);
    const due = await sql<{ to_address: string; after: number }[]>`
      select to_address, (extract(epoch from next_attempt_at - min(next_attempt_at) over ()) * 1000)::int as after
      from mail_outbox where to_address in ('a@example.com', 'b@example.com', 'c@example.com')
      order by next_attempt_at`;
    expect(due).toEqual([
      { to_address: 'a@example.com', after: 0 },
      { to_address: 'b@example.com', after: 500 },
      { to_address: 'c@example.com', after: 1000 },
    ]);
    await sql`delete from mail_outbox where to_address in ('a@example.com', 'b@example.com', 'c@example.com')`;
  });
});
