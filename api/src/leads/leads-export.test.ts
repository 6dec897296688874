import { get, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsToCsv, type Lead, type LeadMerged } from '@skltcoa/shared';
import { addStaffUser, setStaffExport } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { postJson, signIn, STAFF, startTestApp, type TestServer } from '../../test/helpers';
import { offsetListing, seedSeason, wholeListing } from '../../test/lead-order-data';

/*
 * GET /api/leads/export streams the CSV of a listing, so that
 * neither the API nor the console holds 100,000 leads' file at once. It must
 * be byte for byte the file that shared's one export definition writes for
 * the same leads in the same order (docs/decisions/011-one-lead-contract.md).
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let auth: Record<string, string>;
let merged: Lead;
const LEADS = 3_200;
const ADMIN = { email: 'principal@example.edu.in', password: 'an admin passphrase here' };

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  await seedSeason(sql, LEADS, 400);
  auth = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  // An admin's grant (docs/decisions/026-export-permission.md).
  await setStaffExport(sql, STAFF.email, true);
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
  const admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
  // A duplicate merged into the oldest enquiry of its family leaves the listing and the export.
  const [family] = await sql<{ keep: string; dup: string; version: number }[]>`
    select (array_agg(id order by created_at, id))[1] as keep,
      (array_agg(id order by created_at, id))[2] as dup,
      (array_agg(version order by created_at, id))[1] as version
    from admission_leads group by family_id having count(*) > 1 limit 1`;
  const response = await postJson(
    server.url,
    `/api/leads/${family!.keep}/merge`,
    { from: [family!.dup], version: family!.version },
    admin,
  );
  expect(response.status).toBe(200);
  merged = ((await response.json()) as LeadMerged).merged[0]!;
}, 120_000);
afterAll(async () => {
  await close();
});

async function exportOf(query: Record<string, string>, headers = auth) {
  return fetch(`${server.url}/api/leads/export?${new URLSearchParams(query)}`, { headers });
}

/** The export's bytes beside leadsToCsv's for the listing of the same query, read by offset. */
async function bothFiles(query: Record<string, string>) {
  const response = await exportOf(query);
  expect(response.status).toBe(200);
  const file = Buffer.from(await response.arrayBuffer());
  const { leads } = await offsetListing(server.url, auth, query);
  return { file, expected: Buffer.from(leadsToCsv(leads), 'utf8'), leads, response };
}

describe('GET /api/leads/export', () => {
  it('streams every listed lead, newest first, as leadsToCsv writes them', async () => {
    const { file, expected, leads, response } = await bothFiles({});
    expect(leads).toHaveLength(LEADS - 1);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="admission_leads_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Sent in pieces as the database cursor reads them, not as one body of known length.
    expect(response.headers.get('content-length')).toBeNull();
    expect(file.equals(expected)).toBe(true);
    // The newest-first cursor listing is the same file.
    const { leads: byCursor } = await wholeListing(server.url, auth);
    expect(file.equals(Buffer.from(leadsToCsv(byCursor), 'utf8'))).toBe(true);
  });

  it('is gzipped, at the fastest level, for a client that takes gzip, and plain for one that does not', async () => {
    const { expected } = await bothFiles({});
    const zipped = await exportOf({}, { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes it: the same bytes.
    expect(Buffer.from(await zipped.arrayBuffer()).equals(expected)).toBe(true);
    // Level 1 marks its header's extra flags with 4 (RFC 1952), where the default level writes 0.
    const raw = await new Promise<Buffer>((resolve, reject) =>
      get(
        new URL(`${server.url}/api/leads/export`),
        { headers: { ...auth, 'accept-encoding': 'gzip' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
          response.on('error', reject);
        },
      ).on('error', reject),
    );
    expect([raw[0], raw[1], raw[8]]).toEqual([0x1f, 0x8b, 4]);
    expect(gunzipSync(raw).equals(expected)).toBe(true);
    const plain = await exportOf({}, { ...auth, 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(expected)).toBe(true);
  });

  it('keeps the export rules: byte-order mark, neutralised formulas, phones as dialled', async () => {
    const { file } = await bothFiles({});
    const text = file.toString('utf8');
    expect(text.startsWith('\uFEFF"Lead ID","Received (IST)","Name","Phone"')).toBe(true);
    expect(text).toContain(`"'=Formula Parent"`);
    expect(text).toContain('"Vihaan ""Vee"" Joshi"');
    expect(text).toMatch(/"98100 000\d\d"/);
    expect(text).toContain('"अनया देशमुख"');
  });

  it.each([
    [{ program: 'Bachelor of Architecture', status: 'new', sort: 'name', dir: 'asc' }],
    [{ q: 'aarav', sort: 'last_activity', dir: 'desc' }],
    [{ assignee: 'none', sort: 'next_follow_up', dir: 'asc' }],
    [{ form_type: 'Brochure Enquiry', sort: 'family_size', dir: 'desc' }],
    [{ sort: 'status', dir: 'asc' }],
  ])('is the listing of %j, filtered and sorted, byte for byte', async (query) => {
    const { file, expected, leads } = await bothFiles(query);
    expect(leads.length).toBeGreaterThan(0);
    expect(file.equals(expected)).toBe(true);
  });

  it('writes the header alone when nothing matches', async () => {
    const { file, expected } = await bothFiles({ q: 'nobody by this name' });
    expect(file.equals(expected)).toBe(true);
    expect(file.toString('utf8').split('\r\n')).toHaveLength(2);
  });

  it('leaves out a duplicate merged into another lead, as the listing does', async () => {
    expect(merged.merged_into).not.toBeNull();
    const text = Buffer.from(await (await exportOf({})).arrayBuffer()).toString('utf8');
    expect(text).not.toContain(merged.id);
    expect(text).toContain(merged.merged_into!);
  });

  it.each([
    [{ limit: '10' }, 'limit'],
    [{ offset: '0' }, 'offset'],
    [{ cursor: 'abc' }, 'cursor'],
    [{ sort: 'created_at' }, 'sort'],
    [{ dir: 'up' }, 'dir'],
    [{ status: 'lost' }, 'status'],
  ])('answers %j with 400 naming %s', async (query, field) => {
    const response = await exportOf(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('Please correct the query.');
    expect(Object.keys(body.fields)).toEqual([field]);
  });

  it('refuses with 503, and writes nothing, while export_own was made by another release', async () => {
    const [held] = await sql<{ comment: string }[]>`
      select col_description('admission_leads'::regclass, attnum) as comment from pg_attribute
      where attrelid = 'admission_leads'::regclass and attname = 'export_own'`;
    await sql`comment on column admission_leads.export_own is 'Derived by migrate.ts, 0000'`;
    try {
      const response = await exportOf({});
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error:
          'The spreadsheet export is being updated on the server. Please try again in a few minutes.',
      });
    } finally {
      await sql.unsafe(`comment on column admission_leads.export_own is '${held!.comment}'`);
    }
    expect((await exportOf({})).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await exportOf({}, {});
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it.each(['identity', 'gzip'])(
    'leaves no statement running when a client taking %s goes away mid-file',
    async (encoding) => {
      // That the cursor waits for a slow client and closes when one leaves is
      // pull-body.test.ts's; loopback buffers hold this whole file, so here the
      // client leaves and the app must simply be none the worse.
      const request = get(new URL(`${server.url}/api/leads/export`), {
        headers: { ...auth, 'accept-encoding': encoding },
      });
      const response = await new Promise<IncomingMessage>((resolve) =>
        request.on('response', resolve),
      );
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => response.once('data', resolve));
      request.destroy();
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }[]>`
              select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and state = 'active' and query like '%order by%'`
            )[0]!.n,
          { timeout: 5000 },
        )
        .toBe(0);
      expect((await exportOf({ q: 'aarav' })).status).toBe(200);
    },
  );
});
