import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adultConsent,
  CALL_OUTCOMES,
  EnquirySchema,
  JS_TRIMMED,
  LEAD_SORTS,
  LEAD_STATUSES,
  LeadExportQuerySchema,
  LeadQuerySchema,
  leadsCsvHeader,
  leadsToCsv,
  parseCsv,
  type Lead,
} from '@skltcoa/shared';
import { createTestDatabase } from '../../test/helpers';
import { createSql, type Sql } from '../db/client';
import { EXPORT_LINE } from './lead-columns';
import { exportLeadsCsv, listLeads, saveEnquiries } from './leads-repo';

/*
 * The export's lines are written by PostgreSQL from each column's SQL in
 * shared/src/lead-export.ts (docs/decisions/023-export-written-by-postgresql.md),
 * and the console's, /web-leads' and every other spreadsheet by leadsToCsv
 * from the same columns' JavaScript. These hold the two to the same bytes:
 * first each column's SQL over any values at all, bound as parameters, then
 * the whole export over real stored leads against the listing's own leads.
 */

let sql: Sql;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ sql, url, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

/** Text that breaks spreadsheets and CSV writers: quotes, commas, line breaks, formula starts, Devanagari. */
const nasty = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', ',', '\r', '\n', '\r\n', '=', '+', '-', '@', '\t', "'", ' ', '\\'),
    fc.constantFrom('अ', 'न', 'या', 'दे', 'श', 'मु', 'ख', '→', '\u00a0', '\u2028', '\ufeff', '😀'),
    fc.constantFrom('a', 'Z', '0', '9', '.'),
  ),
  maxLength: 24,
});
const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });

/** An instant in the API's own form, microseconds included; from 1970 to 2100. */
const apiTime = fc
  .tuple(fc.integer({ min: 0, max: 4_102_444_799_999 }), fc.integer({ min: 0, max: 999 }))
  .map(([ms, us]) => `${new Date(ms).toISOString().slice(0, 23)}${String(us).padStart(3, '0')}Z`);

/** Statuses and outcomes this server knows, and ones a newer one might send (ASCII, which PostgreSQL lowers as JavaScript does). */
const status = fc.oneof(fc.constantFrom(...LEAD_STATUSES), nasty);
const outcome = fc.oneof(
  fc.constantFrom(...CALL_OUTCOMES),
  fc.stringMatching(/^[A-Za-z -]{0,12}$/),
);

const activity = fc.oneof(
  fc.record({
    kind: fc.constantFrom('note', 'call', 'status', 'assignment', 'merge', 'email'),
    body: optional(nasty),
    outcome: optional(outcome),
    from_value: optional(fc.oneof(status, nasty)),
    to_value: optional(fc.oneof(status, nasty)),
  }),
  // A follow-up's new time is one the API wrote, or none.
  fc.record({
    kind: fc.constant('follow_up'),
    body: optional(nasty),
    outcome: fc.constant(null),
    from_value: optional(apiTime),
    to_value: optional(fc.oneof(apiTime, fc.constant(''))),
  }),
);

/** Any lead a client might hold, whether or not this server's checks would store it. */
const anyLead = fc.record({
  id: fc.uuid(),
  created_at: apiTime,
  name: nasty,
  phone: fc.oneof(
    fc.stringMatching(/^\+91[0-9]{10}$/),
    fc.constantFrom(' +44 7911 123456 ', '+\u00a0 44', '00447911', '=1+2', '-98', '', '+'),
    nasty,
  ),
  email: nasty,
  program: nasty,
  form_type: nasty,
  status,
  assignee: optional(nasty),
  next_follow_up_at: optional(apiTime),
  source_page: optional(nasty),
  utm_campaign: optional(nasty),
  family_size: fc.integer({ min: 1, max: 100_000 }),
  channel: nasty,
  first_contact_at: optional(apiTime),
  first_contact_by: optional(nasty),
  last_activity: optional(
    fc.tuple(fc.bigInt({ min: 1n, max: 2n ** 62n }), apiTime, nasty, activity),
  ),
});
type AnyLead = typeof anyLead extends fc.Arbitrary<infer T> ? T : never;

/** The lead as leadsToCsv reads it: the listing's Lead, the fields the export does not write filled in. */
function asLead(lead: AnyLead): Lead {
  const { last_activity: entry, ...rest } = lead;
  return {
    ...rest,
    utm_source: null,
    utm_medium: null,
    utm_term: null,
    utm_content: null,
    updated_at: lead.created_at,
    version: 1,
    family_id: '1',
    merged_into: null,
    withdrawn: false,
    erased: false,
    last_activity: entry
      ? {
          id: String(entry[0]),
          lead_id: lead.id,
          created_at: entry[1],
          author: entry[2],
          ...entry[3],
        }
      : null,
  } as unknown as Lead;
}

/**
 * The line PostgreSQL writes for a lead whose values are bound as parameters:
 * its own values through the function that keeps them (migrate.ts made it
 * from lead-columns.ts), the owner's email and the family's size as the
 * export joins them.
 */
const LINE_SELECT = `select ${EXPORT_LINE} as line from (
  select lead_export_own($1::uuid, $2::timestamptz, $3::text, $4::text, $5::text, $6::text,
      $7::text, $8::text, $10::timestamptz, $11::text, $12::text, $21::text,
      $22::timestamptz, $23::text, $14::bigint,
      $15::timestamptz, $16::text, $17::text, $18::text, $19::text, $20::text) as export_own,
    $9::text as export_assignee, $13::integer as export_family_size) as admission_leads`;

describe("each export column's SQL", () => {
  it('writes the line leadsToCsv writes, for any values', async () => {
    await fc.assert(
      fc.asyncProperty(anyLead, async (lead) => {
        const a = asLead(lead).last_activity;
        const [row] = await sql.unsafe<{ line: string }[]>(LINE_SELECT, [
          lead.id,
          lead.created_at,
          lead.name,
          lead.phone,
          lead.email,
          lead.program,
          lead.form_type,
          lead.status,
          lead.assignee,
          lead.next_follow_up_at,
          lead.source_page,
          lead.utm_campaign,
          lead.family_size,
          a?.id ?? null,
          a?.created_at ?? null,
          a?.kind ?? null,
          a?.body ?? null,
          a?.outcome ?? null,
          a?.from_value ?? null,
          a?.to_value ?? null,
          lead.channel,
          lead.first_contact_at,
          lead.first_contact_by,
        ]);
        const file = leadsToCsv([asLead(lead)]);
        expect(leadsCsvHeader(true) + row!.line).toBe(file);
      }),
      { numRuns: 300 },
    );
  });

  it("trims what JavaScript's trim does, no more", () => {
    for (let code = 0; code < 0x10000; code += 1) {
      const char = String.fromCharCode(code);
      expect([code, JS_TRIMMED.includes(char)]).toEqual([code, char.trim() === '']);
    }
  });
});

/** Enquiries as the form sends them: phones in every form the API accepts. */
const PHONES = [
  '98198 76500',
  '098198-76500',
  '+91 98198 76500',
  '0091 9819876500',
  '919819876500',
];

describe('the export over stored leads', () => {
  let run = 0;

  /** Stores leads on a day of their own, shaped by `edits`, and returns that day. */
  async function store(
    edits: { name: string; email: string; source: string | null; campaign: string | null }[],
    activities: AnyLead['last_activity'][],
    erase: boolean[],
  ) {
    run += 1;
    const day = new Date(Date.UTC(2001, 0, run)).toISOString().slice(0, 10);
    const saved = await saveEnquiries(
      sql,
      edits.map((_, i) =>
        EnquirySchema.parse({
          ...adultConsent(),
          name: 'Anaya Deshmukh',
          email: `lead${i}@example.com`,
          phone: PHONES[i % PHONES.length]!.replace('76500', String(76500 + (i % 7))),
          program: i % 2 ? 'Bachelor of Architecture' : 'Diploma in Architecture',
          form_type: 'Admission Enquiry',
          submission_id: randomUUID(),
        }),
      ),
    );
    for (const [i, { id }] of saved.entries()) {
      const edit = edits[i]!;
      // Many leads share one time, as group commit stores them (docs/decisions/008).
      await sql`
        update admission_leads set
          name = ${edit.name}, email = ${edit.email}, source_page = ${edit.source},
          utm_campaign = ${edit.campaign},
          status = ${LEAD_STATUSES[i % LEAD_STATUSES.length]!},
          next_follow_up_at = case when ${i % 3 === 0} then ${day}::date + interval '9 hours' end,
          created_at = (${day}::date)::timestamp at time zone 'Asia/Kolkata' + (${i % 3} * interval '1 hour')
        where id = ${id}`;
      const entry = activities[i];
      if (entry) {
        const a = entry[3];
        const stored = {
          ...a,
          kind: ['note', 'call', 'status', 'assignment', 'follow_up', 'merge'].includes(a.kind)
            ? a.kind
            : 'merge',
          body: a.kind === 'note' ? `${a.body ?? ''}n` : a.body,
          outcome: a.kind === 'call' ? (CALL_OUTCOMES as readonly string[])[i % 6]! : null,
        };
        await sql`
          insert into lead_activities (lead_id, kind, author, created_at, body, outcome, from_value, to_value)
          values (${id}, ${stored.kind}, ${entry[2] || 'system'}, ${entry[1]}, ${stored.body},
            ${stored.outcome}, ${stored.from_value}, ${stored.to_value})`;
      }
      if (erase[i]) {
        await sql`
          update admission_leads set name = null, email = null, phone = null, withdrawn_at = now(),
            erasure_reason = ${i % 2 ? 'withdrawal' : 'request'}
          where id = ${id}`;
      }
    }
    return day;
  }

  async function exported(query: Record<string, string>) {
    const pieces: Buffer[] = [];
    let rows = 0;
    for await (const piece of exportLeadsCsv(
      sql,
      LeadExportQuerySchema.parse(query),
      undefined,
      7,
    )) {
      pieces.push(piece.csv);
      rows += piece.rows;
    }
    return { file: Buffer.concat(pieces), rows };
  }

  it('is leadsToCsv of the listing, in its order, without the withdrawn and erased', async () => {
    const edit = fc.record({
      name: nasty.map((name) => name.trim()).filter((name) => name.length > 0),
      email: nasty.map((local) => `${local}q@example.com`),
      source: optional(nasty),
      campaign: optional(nasty),
    });
    let left = 0;
    let timelines = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            edit,
            anyLead.map((lead) => lead.last_activity),
            fc.boolean(),
          ),
          {
            minLength: 0,
            maxLength: 30,
          },
        ),
        fc.constantFrom(...LEAD_SORTS),
        fc.constantFrom('asc', 'desc'),
        async (leads, sort, dir) => {
          const day = await store(
            leads.map(([e]) => e),
            leads.map(([, a]) => a),
            leads.map(([, , erased], i) => erased && i % 3 === 0),
          );
          const query = { from: day, to: day, sort, dir };
          const page = await listLeads(
            sql,
            LeadQuerySchema.parse({ ...query, limit: '1000', offset: '0' }),
          );
          const kept = page.leads.filter((lead) => !lead.withdrawn && !lead.erased);
          const { file, rows } = await exported(query);
          expect(file.toString('utf8')).toBe(leadsToCsv(page.leads));
          expect(rows).toBe(kept.length);
          left += page.leads.length - kept.length;
          timelines += kept.filter((lead) => lead.last_activity).length;
        },
      ),
      { numRuns: 25 },
    );
    // The runs did store leads that were erased, and leads with a timeline.
    expect(left).toBeGreaterThan(0);
    expect(timelines).toBeGreaterThan(0);
  });

  /** The statements exportLeadsCsv sends for a query, captured. */
  async function sentFor(query: Record<string, string>) {
    const sent: { query: string; params: unknown[] }[] = [];
    const traced = postgres(url, {
      max: 2,
      onnotice: () => {},
      debug: (_connection, text, params) => sent.push({ query: text, params: params as unknown[] }),
    });
    try {
      for await (const piece of exportLeadsCsv(
        traced as unknown as Sql,
        LeadExportQuerySchema.parse(query),
      )) {
        void piece;
      }
    } finally {
      await traced.end();
    }
    return sent;
  }
  const settingsOf = (sent: { query: string }[]) =>
    sent.filter(({ query }) => /^\s*set local/i.test(query)).map(({ query }) => query.trim());

  it.each(LEAD_SORTS)(
    'orders the leads by %s before it writes any line, from an index where one holds it',
    async (sort) => {
      // The statement as exportLeadsCsv sends it, captured and explained.
      const sent = await sentFor({ sort });
      const statement = sent.find(({ query }) => query.includes('as export_key'))!;
      // Explained under the settings the export's transaction made.
      const settings = settingsOf(sent);
      expect(settings).not.toHaveLength(0);
      const plan = await sql.begin(async (tx) => {
        for (const setting of settings) await tx.unsafe(setting);
        return (await tx.unsafe(`explain ${statement.query}`, statement.params as never[]))
          .map((row) => Object.values(row)[0] as string)
          .join('\n');
      });
      // The lines are written over the leads as they come out of any sort, and never sorted themselves.
      expect(plan.split('\n')[0]).toMatch(/^Subquery Scan on admission_leads/);
      // Newest first, the grid's own order, comes from its index, so the first lines leave at once.
      if (sort === 'received') expect(plan).not.toMatch(/\bSort\b/);
    },
  );

  // A search or a follow-up filter finds few leads, which are sorted sooner
  // than the whole index is walked; a programme or status filter still
  // reads the index in order.
  it.each([
    [{ q: 'Asha' }, []],
    [{ assignee: 'none' }, []],
    [{ due: 'overdue' }, []],
    [{}, ['set local enable_sort = off']],
    [{ status: 'new', program: 'Bachelor of Architecture' }, ['set local enable_sort = off']],
  ])('for %j, asks the planner not to sort: %j', async (query, settings) => {
    expect(settingsOf(await sentFor(query))).toEqual(settings);
  });

  /** `count` plain leads on a day of their own; the day. */
  const plainLeads = (count: number, label: string) =>
    store(
      Array.from({ length: count }, (_, i) => ({
        name: `${label} ${i}`,
        email: `${label}${i}@example.com`,
        source: null,
        campaign: null,
      })),
      [],
      [],
    );

  it.each([0, 1, 6, 7, 8, 13, 14, 15, 21, 22])(
    'writes %i leads whole and in order, in batches of 7',
    async (count) => {
      const day = await plainLeads(count, `edge${count}x`);
      const query = { from: day, to: day };
      const page = await listLeads(
        sql,
        LeadQuerySchema.parse({ ...query, limit: '1000', offset: '0' }),
      );
      expect(page.leads).toHaveLength(count);
      const pieces: number[] = [];
      const files: Buffer[] = [];
      for await (const piece of exportLeadsCsv(
        sql,
        LeadExportQuerySchema.parse(query),
        undefined,
        7,
      )) {
        pieces.push(piece.rows);
        files.push(piece.csv);
      }
      expect(Buffer.concat(files).toString('utf8')).toBe(leadsToCsv(page.leads));
      // One piece per batch of 7, the last one short; the header alone when there is no lead.
      const full = Math.floor(count / 7);
      expect(pieces).toEqual(
        count === 0 ? [0] : [...Array<number>(full).fill(7), ...(count % 7 ? [count % 7] : [])],
      );
    },
  );

  it('writes every lead once while leads keep arriving', async () => {
    await plainLeads(60, 'steady');
    // New leads are the newest: each one moves every lead down the export's order by one.
    const writer = createSql(url, { max: 1 });
    let writing = true;
    let arrived = 0;
    const arriving = (async () => {
      while (writing) {
        await writer`
          insert into admission_leads (name, email, phone, program, form_type, status, submission_id)
          values ('Arriving', ${`arriving${arrived}@example.com`}, '+919819800000',
            'Bachelor of Architecture', 'Admission Enquiry', 'new', ${randomUUID()})`;
        arrived += 1;
      }
    })();
    try {
      for (let round = 0; round < 15; round += 1) {
        const before = await sql<{ id: string }[]>`
          select id::text from admission_leads where withdrawn_at is null and merged_into is null`;
        const pieces: Buffer[] = [];
        let rows = 0;
        for await (const piece of exportLeadsCsv(
          sql,
          LeadExportQuerySchema.parse({}),
          undefined,
          3,
        )) {
          pieces.push(piece.csv);
          rows += piece.rows;
        }
        const ids = parseCsv(Buffer.concat(pieces).toString('utf8')).map(
          (record) => Object.values(record)[0]!,
        );
        expect(ids).toHaveLength(rows);
        expect(new Set(ids).size).toBe(ids.length);
        const written = new Set(ids);
        expect(before.filter(({ id }) => !written.has(id))).toEqual([]);
      }
    } finally {
      writing = false;
      await arriving;
      await writer.end();
    }
    // Leads did arrive while the exports were written.
    expect(arrived).toBeGreaterThan(15);
  });

  it.each([1, 2])(
    'gives its connection back to a pool of %i, with a batch on its way, when its reader stops early',
    async (max) => {
      await plainLeads(40, `early${max}x`);
      // A cursor left waiting for a reader would hold its connection, and the next query would never run.
      const pool = createSql(url, { max });
      try {
        for await (const piece of exportLeadsCsv(
          pool,
          LeadExportQuerySchema.parse({}),
          undefined,
          5,
        )) {
          expect(piece.rows).toBe(5);
          break;
        }
        const answers = Promise.all(
          Array.from(
            { length: max },
            () => pool<{ pid: number }[]>`select pg_backend_pid() as pid, pg_sleep(0.1)`,
          ),
        );
        const late = new Promise<'still held'>((resolve) =>
          setTimeout(() => resolve('still held'), 3000),
        );
        const result = await Promise.race([answers, late]);
        expect(result).not.toBe('still held');
        const pids = (result as { pid: number }[][]).map(([row]) => row!.pid);
        const states = await sql<{ state: string }[]>`
          select state from pg_stat_activity where pid = any(${pids}::int[])`;
        expect(states.map(({ state }) => state)).toEqual(pids.map(() => 'idle'));
      } finally {
        await pool.end({ timeout: 1 });
      }
    },
  );

  it('writes the header alone, its line ended, when nothing matches', async () => {
    const { file, rows } = await exported({ q: 'nobody by this name' });
    expect(file.toString('utf8')).toBe(leadsToCsv([]));
    expect(rows).toBe(0);
  });
});
