import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImportWorker, type ImportWorker } from '../../../api/src/imports/import-commit';
import { startRealApi, type RealApi } from '../../test/real-api';
import { ApiClientError, createApiClient, type ImportUpload } from './api-client';

/*
 * The Import screen's calls (docs/decisions/051-importing-leads.md) through
 * the console's API client, against the real API and its import worker: the
 * multipart upload, the preview's pages, the invalid rows' CSV, the commit,
 * undo, the history and saved mappings.
 */

let api: RealApi;
let worker: ImportWorker;
beforeAll(async () => {
  api = await startRealApi();
  // The counsellor may import, as an admin would allow them.
  await api.sql`update staff_users set can_import = true where email = ${api.staff.email}`;
  worker = startImportWorker({
    sql: api.sql,
    siteUrl: 'https://skltcoa.example/',
    pollMs: 100,
    mailIntervalMs: 0,
  });
});
afterAll(async () => {
  await worker.stop();
  await api.close();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiClientError,
  );

async function signedIn(account = api.staff) {
  const client = createApiClient({ baseUrl: api.url });
  const { token } = await client.login(account.email, account.password);
  return { client, token };
}

const csv = (rows: string[][]) => new TextEncoder().encode(Papa.unparse(rows));

const upload = (rows: string[][], change: Partial<ImportUpload> = {}): ImportUpload => ({
  file: csv(rows),
  fileName: 'shiksha-week-48.csv',
  channel: 'aggregator',
  source: 'Shiksha',
  consent_statement: 'consented on Shiksha to be contacted by colleges',
  ...change,
});

describe('importing a spreadsheet from the console', () => {
  it('previews, pages, saves the invalid rows, commits, lists and undoes an import', async () => {
    const { client, token } = await signedIn();
    const [known] = await api.addEnquiries(1, { phone: '9820077001' });
    const rows = [
      ['Student Name', 'Mobile No.', 'Email ID', 'Course', 'City'],
      ['Asha Kulkarni', '9820077002', '', 'B.Arch', 'Pune'],
      ['Ravi Patil', '98200 77003', 'ravi@example.com', 'B.Arch', 'Nashik'],
      ['Landline Family', '02024567890', '', 'B.Arch', 'Pune'],
      ['Known Family', '9820077001', '', 'B.Arch', 'Mumbai'],
    ];
    const created = await client.createImport(token, upload(rows));
    expect(created).toMatchObject({ rows: 4, ready: 2, invalid: 1, duplicates: 1 });
    expect(created.headers).toEqual(rows[0]);
    expect(created.mapping.slice(0, 4)).toEqual(['name', 'phone', 'email', 'program']);
    expect(created.mapping[4]).toBeNull();

    // Invalid rows first, then each group asked for.
    const invalid = await client.getImport(token, created.id);
    expect(invalid).toMatchObject({ state: 'previewed', group: 'invalid', offset: 0 });
    expect(invalid.items).toHaveLength(1);
    expect(invalid.items[0]).toMatchObject({ row: 4, group: 'invalid' });
    expect(invalid.items[0]!.problems[0]!.field).toBe('phone');
    const duplicates = await client.getImport(token, created.id, { group: 'duplicates' });
    expect(duplicates.items.map((row) => row.duplicate_of)).toEqual([known]);
    const ready = await client.getImport(token, created.id, { group: 'ready', offset: 1 });
    expect(ready.items.map((row) => row.row)).toEqual([3]);

    // The rows to fix, as the save dialog writes them.
    const file = await new Response(await client.importInvalidRows(token, created.id)).text();
    expect(file).toContain('Landline Family');
    expect(file).toContain('02024567890');

    const started = await client.commitImport(token, created.id, { duplicates: 'skip' });
    expect(started.state).toMatch(/^(committing|committed)$/);
    let batch = await client.getImport(token, created.id);
    for (let tries = 0; batch.state !== 'committed' && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      batch = await client.getImport(token, created.id);
    }
    expect(batch).toMatchObject({
      state: 'committed',
      duplicates_choice: 'skip',
      progress: { done: 2, total: 2, stored: 2 },
    });
    const [history] = await client.listImports(token);
    expect(history).toMatchObject({
      id: created.id,
      created_by: api.staff.email,
      file_name: 'shiksha-week-48.csv',
      state: 'committed',
    });
    // A second commit stores nothing and says so.
    const again = await failure(client.commitImport(token, created.id, { duplicates: 'skip' }));
    expect(again.kind).toBe('conflict');

    // The commit saved the mapping for next week's file from the same source.
    const saved = await client.getImportMapping(token, 'shiksha');
    expect(saved?.source).toBe('Shiksha');
    expect(Object.values(saved?.mapping ?? {})).toContain('phone');

    // A colleague's call on one imported lead keeps it through the undo.
    const page = await client.getImport(token, created.id, { group: 'ready' });
    const touched = page.items.find((row) => row.row === 2)!.lead_id!;
    const lead = await client.getLead(token, touched);
    await client.updateLead(token, touched, { version: lead.version, status: 'contacted' });
    const undone = await client.undoImport(token, created.id);
    expect(undone).toEqual({ removed: 1, kept: 1, kept_leads: [{ id: touched, row: 2 }] });
    expect((await client.listImports(token))[0]).toMatchObject({ state: 'undone', removed: 1 });
  });

  it('uses the mapping staff chose, and saves one for a source', async () => {
    const { client, token } = await signedIn();
    const rows = [
      ['Col A', 'Col B', 'Col C'],
      ['Meera Joshi', '9820077010', 'D.Arch'],
    ];
    // Headers nothing can guess: the API says which fields a mapping must name.
    const unmapped = await failure(client.createImport(token, upload(rows, { source: 'Fair' })));
    expect(unmapped.kind).toBe('invalid');
    expect(unmapped.fields?.mapping).toMatch(/name/);
    const mapped = await client.createImport(
      token,
      upload(rows, { source: 'Fair', channel: 'fair', mapping: ['name', 'phone', 'program'] }),
    );
    expect(mapped).toMatchObject({ ready: 1, mapping: ['name', 'phone', 'program'] });

    expect(await client.getImportMapping(token, 'Pune Education Fair')).toBeNull();
    const saved = await client.saveImportMapping(token, 'Pune Education Fair', {
      'Col A': 'name',
      'Col B': 'phone',
      'Col C': 'program',
    });
    expect(saved).toMatchObject({ source: 'Pune Education Fair', updated_by: api.staff.email });
    const next = await client.createImport(
      token,
      upload(rows, { source: 'Pune Education Fair', channel: 'fair' }),
    );
    expect(next.mapping).toEqual(['name', 'phone', 'program']);
  });

  it('says why a file or a member of staff is refused', async () => {
    const { client, token } = await signedIn();
    const macro = await failure(
      client.createImport(token, upload([['Name'], ['x']], { fileName: 'list.xlsm' })),
    );
    expect(macro.kind).toBe('invalid');
    expect(macro.message).toMatch(/macro/i);
    const noStatement = await failure(
      client.createImport(token, upload([['Name'], ['x']], { consent_statement: '' })),
    );
    expect(Object.keys(noStatement.fields ?? {})).toContain('consent_statement');

    await api.addStaff(api.colleague, 'counsellor');
    const other = await signedIn(api.colleague);
    const refused = await failure(other.client.listImports(other.token));
    expect(refused.kind).toBe('forbidden');
    expect(refused.message).toMatch(/ask an admin/);
  });
});
