import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnquirySchema, type Enquiry, type Lead, type LeadFamily } from '@skltcoa/shared';
import {
  enquiry,
  postJson,
  signIn,
  startServer,
  startTestApp,
  testConfig,
  type TestServer,
} from '../../test/helpers';
import { familyProblems, random } from '../../test/family-data';
import { createSql, type Sql } from '../db/client';
import { saveEnquiries } from './leads-repo';

/*
 * Families (docs/decisions/016-families.md): enquiries that share a phone,
 * typed any way, or an email in any case, directly or through other
 * enquiries, are one family, and every row of it shows the same count. The
 * insert triggers keep them, so a row shows the same count whichever rows a
 * client loaded; these tests check them over real HTTP and PostgreSQL, and
 * against the components worked out independently (familyProblems).
 */
let close: () => Promise<void>;
let sql: Sql;
let url: string;
let server: TestServer;
let auth: Record<string, string>;

beforeAll(async () => {
  // url is the serving role's, as a second instance connects (ADR 036).
  ({ sql, appUrl: url, server, close } = await startTestApp());
  auth = { authorization: `Bearer ${await signIn(sql, server.url)}` };
});
afterAll(async () => {
  await close();
});

async function send(overrides: Parameters<typeof enquiry>[0], base = server.url) {
  const response = await postJson(base, '/api/enquiries', enquiry(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function lead(id: string): Promise<Lead> {
  const response = await fetch(`${server.url}/api/leads/${id}`, { headers: auth });
  return (await response.json()) as Lead;
}

async function sizes(ids: string[]): Promise<number[]> {
  return Promise.all(ids.map(async (id) => (await lead(id)).family_size));
}

async function family(id: string) {
  return fetch(`${server.url}/api/leads/${id}/family`, { headers: auth });
}

describe('families', () => {
  it('are transitive: A shares a phone with B, B an email with C, and all three count 3', async () => {
    const a = await send({ phone: '98111 00001', email: 'riya@family-one.example' });
    const b = await send({ phone: '+91-98111-00001', email: 'parent@family-one.example' });
    const c = await send({ phone: '9811100002', email: 'PARENT@family-one.example' });
    const alone = await send({ phone: '9811100003', email: 'someone@family-one.example' });
    expect(await sizes([a, b, c, alone])).toEqual([3, 3, 3, 1]);
    const [la, lb, lc, lalone] = await Promise.all([a, b, c, alone].map(lead));
    expect(new Set([la!.family_id, lb!.family_id, lc!.family_id]).size).toBe(1);
    expect(lalone!.family_id).not.toBe(la!.family_id);
    // The listing says the same as the lead itself.
    const response = await fetch(`${server.url}/api/leads?q=family-one.example`, {
      headers: auth,
    });
    const page = (await response.json()) as { leads: Lead[] };
    expect(new Map(page.leads.map((l) => [l.id, l.family_size]))).toEqual(
      new Map([
        [a, 3],
        [b, 3],
        [c, 3],
        [alone, 1],
      ]),
    );
  });

  it('fold emails to lower case and keep Devanagari names as they were sent', async () => {
    const first = await send({
      name: 'आरव शर्मा',
      phone: '9822200001',
      email: 'Aarav@Family-Two.example',
    });
    const second = await send({
      name: 'अनन्या शर्मा',
      phone: '9822200002',
      email: 'aarav@family-two.EXAMPLE',
    });
    expect(await sizes([first, second])).toEqual([2, 2]);
    expect((await lead(second)).name).toBe('अनन्या शर्मा');
  });

  it('are united by an enquiry that bridges two, every row then showing the new count', async () => {
    const left = [
      await send({ phone: '9833300001', email: 'left1@family-three.example' }),
      await send({ phone: '9833300001', email: 'left2@family-three.example' }),
    ];
    const right = [
      await send({ phone: '9833300002', email: 'right@family-three.example' }),
      await send({ phone: '9833300003', email: 'right@family-three.example' }),
      await send({ phone: '9833300003', email: 'right3@family-three.example' }),
      await send({ phone: '9833300004', email: 'right3@family-three.example' }),
    ];
    expect(await sizes([...left, ...right])).toEqual([2, 2, 4, 4, 4, 4]);
    const [before] = await sql<{ txid: string }[]>`
      select coalesce(max(txid), '0')::text as txid from lead_events`;
    const bridge = await send({ phone: '9833300001', email: 'right3@family-three.example' });
    const all = [...left, ...right, bridge];
    expect(await sizes(all)).toEqual([7, 7, 7, 7, 7, 7, 7]);
    const leads = await Promise.all(all.map(lead));
    expect(new Set(leads.map((l) => l.family_id)).size).toBe(1);
    // The smaller family (with the new lead, which first joined it by its
    // phone) moved to the larger one's id, without a new version (versions
    // are for staff edits); those leads were logged as changed, so consoles
    // learn their new family.
    expect(leads[0]!.family_id).toBe(leads[2]!.family_id);
    expect(leads.map((l) => l.version)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const changed = await sql<{ lead_id: string }[]>`
      select lead_id from lead_events where kind = 'changed' and txid > ${before!.txid}::xid8`;
    expect(new Set(changed.map((row) => row.lead_id))).toEqual(new Set([...left, bridge]));
    expect(await familyProblems(sql)).toEqual([]);
  });

  it('unite bridges inside one group-commit batch, and ignore a repeat that ON CONFLICT skips', async () => {
    const existing = await send({ phone: '9844400001', email: 'old@family-four.example' });
    const [first] = await sql<{ submission_id: string }[]>`
      select submission_id from admission_leads where id = ${existing}`;
    const elsewhere = await send({ phone: '9844400009', email: 'other@family-four.example' });
    const parse = (overrides: Parameters<typeof enquiry>[0]): Enquiry =>
      EnquirySchema.parse(enquiry(overrides));
    const batch = [
      parse({ phone: '9844400002', email: 'a@family-four.example' }),
      parse({ phone: '9844400003', email: 'b@family-four.example' }),
      // Bridges the two rows above, which are only in this statement.
      parse({ phone: '9844400002', email: 'B@family-four.example' }),
      // Bridges that pair to the lead stored before.
      parse({ phone: '9844400001', email: 'a@family-four.example' }),
      parse({ name: 'मीरा', phone: '9844400004', email: 'c@family-four.example' }),
      // The first lead's submission again with other details: skipped (and a
      // 409 for its sender), so it must not bridge 'elsewhere' and मीरा.
      {
        ...parse({ phone: '9844400009', email: 'c@family-four.example' }),
        submission_id: first!.submission_id,
      },
    ];
    const saved = await saveEnquiries(sql, batch);
    expect(saved.map((s) => s.conflict)).toEqual([false, false, false, false, false, true]);
    const ids = [existing, ...saved.slice(0, 4).map((s) => s.id)];
    expect(await sizes(ids)).toEqual([5, 5, 5, 5, 5]);
    expect(await sizes([saved[4]!.id, elsewhere])).toEqual([1, 1]);
    expect(await familyProblems(sql)).toEqual([]);
  });

  it('follow a family that a bridge united while an enquiry was joining it', async () => {
    const parse = (overrides: Parameters<typeof enquiry>[0]): Enquiry =>
      EnquirySchema.parse(enquiry(overrides));
    const a = await send({ phone: '9877700001', email: 'a@family-seven.example' });
    const b = [
      await send({ phone: '9877700002', email: 'b@family-seven.example' }),
      await send({ phone: '9877700003', email: 'b@family-seven.example' }),
      await send({ phone: '9877700004', email: 'b@family-seven.example' }),
    ];
    const aFamily = (await lead(a)).family_id;
    let joined: Promise<{ id: string }[]> | undefined;
    await sql.begin(async (tx) => {
      // The bridge unites a's family into b's, the bigger, and holds it until it commits.
      await saveEnquiries(tx as unknown as Sql, [
        parse({ phone: '9877700001', email: 'b@family-seven.example' }),
      ]);
      // Meanwhile an enquiry joins a's family by a's email, which the bridge
      // did not lock: it reads the family a's lead has in the last commit,
      // then waits for that family's lock.
      joined = saveEnquiries(sql, [
        parse({ phone: '9877700009', email: 'A@family-seven.example' }),
      ]);
      for (let waited = 0; ; waited += 20) {
        const [waiting] = await sql<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`;
        if (waiting!.n > 0) break;
        if (waited > 5000) throw new Error('the joining enquiry never waited');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const [joiner] = await joined!;
    const ids = [a, ...b, joiner!.id];
    // Five leads and the bridge.
    expect(await sizes(ids)).toEqual([6, 6, 6, 6, 6]);
    const leads = await Promise.all(ids.map(lead));
    expect(new Set(leads.map((l) => l.family_id))).toEqual(new Set([leads[1]!.family_id]));
    // a's old family is kept, empty, pointing where its leads went.
    const [old] = await sql<{ merged_into: string | null; size: number }[]>`
      select merged_into::text, size from lead_families where id = ${aFamily}::bigint`;
    expect(old).toEqual({ merged_into: leads[1]!.family_id, size: 0 });
    expect(await familyProblems(sql)).toEqual([]);
  });

  it('are kept only for enquiries stored in READ COMMITTED transactions', async () => {
    await expect(
      sql.begin('isolation level repeatable read', (tx) =>
        saveEnquiries(tx as unknown as Sql, [EnquirySchema.parse(enquiry())]),
      ),
    ).rejects.toMatchObject({ code: '0A000' });
  });

  it('stay right when two API instances store bridging enquiries at once', async () => {
    // A second instance with its own connection pool, as behind a load balancer.
    const otherSql = createSql(url, { max: 10 });
    const other = await startServer(otherSql, testConfig());
    try {
      const next = random(20261124);
      const pick = (n: number) => Math.floor(next() * n);
      // Few contacts and many enquiries: nearly every one joins or bridges families.
      const requests = Array.from({ length: 240 }, (_, i) => ({
        phone: `98555${String(pick(150)).padStart(5, '0')}`,
        email: `${i % 3 === 0 ? 'X' : 'x'}${pick(150)}@family-five.example`,
        base: i % 2 === 0 ? server.url : other.url,
      }));
      for (let start = 0; start < requests.length; start += 40) {
        await Promise.all(
          requests
            .slice(start, start + 40)
            .map(({ phone, email, base }) => send({ phone, email }, base)),
        );
      }
      expect(await familyProblems(sql)).toEqual([]);
      const [counted] = await sql<{ families: number }[]>`
        select count(distinct family_id)::int as families from admission_leads
        where email like '%@family-five.example'`;
      expect(counted!.families).toBeGreaterThan(1);
    } finally {
      await other.close();
      await otherSql.end();
    }
  });
});

describe('GET /api/leads/:id/family', () => {
  it('answers every enquiry of the family, oldest first, and one timeline, oldest first', async () => {
    const first = await send({
      phone: '9866600001',
      email: 'kabir@family-six.example',
      form_type: 'Brochure Enquiry',
      source_page: '/courses/barch',
      utm_source: 'instagram',
      utm_campaign: 'ay-2026',
    });
    const second = await send({
      phone: '9866600002',
      email: 'KABIR@family-six.example',
      form_type: 'Admission Enquiry',
      source_page: '/admission',
    });
    const note = (id: string, body: string) =>
      postJson(server.url, `/api/leads/${id}/activities`, { kind: 'note', body }, auth);
    expect((await note(second, 'Second enquiry: asked about hostels.')).status).toBe(201);
    expect((await note(first, 'First enquiry: brochure sent.')).status).toBe(201);

    for (const id of [first, second]) {
      const response = await family(id);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const answer = (await response.json()) as LeadFamily;
      expect(answer.size).toBe(2);
      expect(answer.leads.map((l) => l.id)).toEqual([first, second]);
      expect(answer.leads[0]).toMatchObject({
        form_type: 'Brochure Enquiry',
        source_page: '/courses/barch',
        utm_source: 'instagram',
        utm_campaign: 'ay-2026',
        family_size: 2,
        merged_into: null,
      });
      expect(answer.leads[1]).toMatchObject({ form_type: 'Admission Enquiry', utm_source: null });
      expect(answer.activities.map((a) => [a.lead_id, a.body])).toEqual([
        [second, 'Second enquiry: asked about hostels.'],
        [first, 'First enquiry: brochure sent.'],
      ]);
    }
  });

  it('answers 404 for an unknown or malformed id, and 401 without a session', async () => {
    expect((await family('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await family('not-a-lead')).status).toBe(404);
    const id = await send({ phone: '9866600009', email: 'nobody@family-six.example' });
    expect((await fetch(`${server.url}/api/leads/${id}/family`)).status).toBe(401);
  });
});
