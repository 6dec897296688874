import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SORTS, type Lead, type LeadPage } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { signIn, startTestApp, type TestServer } from '../../test/helpers';
import {
  offsetListing,
  seedSeason,
  sortedAsStaffExpect,
  wholeListing,
} from '../../test/lead-order-data';

/*
 * Pages by offset in any of the grid's orders: the console's
 * infinite row model asks for blocks of rows by position, sorted on the
 * server. Each order is checked against one worked out in JavaScript from
 * the newest-first listing, over leads that tie on created_at, on names
 * that differ only in case, and on empty values.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let auth: Record<string, string>;
let listing: Lead[];
const LEADS = 420;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  await seedSeason(sql, LEADS);
  auth = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  ({ leads: listing } = await wholeListing(server.url, auth));
}, 120_000);
afterAll(async () => {
  await close();
});

const ids = (leads: readonly Lead[]) => leads.map((lead) => lead.id);

async function get(query: Record<string, string>, headers = auth) {
  return fetch(`${server.url}/api/leads?${new URLSearchParams(query)}`, { headers });
}

describe('the seed', () => {
  it('has the ties and gaps that orders must handle', () => {
    expect(listing).toHaveLength(LEADS);
    const distinct = (values: unknown[]) => new Set(values).size;
    // Batches of 60 share one created_at each.
    expect(distinct(listing.map((lead) => lead.created_at))).toBe(Math.ceil(LEADS / 60));
    expect(listing.some((lead) => /[\u0900-\u097f]/.test(lead.name))).toBe(true);
    for (const empty of [
      (lead: Lead) => lead.next_follow_up_at,
      (lead: Lead) => lead.assignee,
      (lead: Lead) => lead.last_activity,
      (lead: Lead) => lead.source_page,
      (lead: Lead) => lead.utm_source,
      (lead: Lead) => lead.utm_campaign,
    ]) {
      expect(listing.some((lead) => empty(lead) === null)).toBe(true);
      expect(listing.some((lead) => empty(lead) !== null)).toBe(true);
    }
    expect(distinct(listing.map((lead) => lead.family_size))).toBeGreaterThan(1);
  });
});

describe('GET /api/leads sorted by offset', () => {
  for (const sort of LEAD_SORTS) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${dir}`, async () => {
        const response = await get({ sort, dir, limit: '1000' });
        expect(response.status).toBe(200);
        const page = (await response.json()) as LeadPage;
        expect(page.total).toBe(LEADS);
        expect(page.nextCursor).toBeNull();
        expect(ids(page.leads)).toEqual(ids(sortedAsStaffExpect(listing, sort, dir)));
      });
    }
  }

  it('is the cursor listing, newest first, with no sort or the default one', async () => {
    const queries: Record<string, string>[] = [
      { offset: '0' },
      { sort: 'received', dir: 'desc', offset: '0' },
    ];
    for (const query of queries) {
      const page = (await (await get({ ...query, limit: '1000' })).json()) as LeadPage;
      expect(ids(page.leads)).toEqual(ids(listing));
    }
  });

  it.each([
    ['name', 'asc', 37],
    ['received', 'desc', 60],
    ['status', 'desc', 100],
    ['next_follow_up', 'asc', 41],
    ['family_size', 'desc', 7],
  ] as const)(
    'tiles the whole listing by %s %s in pages of %i, with no gap and no repeat',
    async (sort, dir, limit) => {
      const { leads, totals } = await offsetListing(server.url, auth, { sort, dir }, limit);
      expect(totals.every((total) => total === LEADS)).toBe(true);
      expect(new Set(ids(leads)).size).toBe(LEADS);
      expect(ids(leads)).toEqual(ids(sortedAsStaffExpect(listing, sort, dir)));
    },
  );

  it('pages past the end to an empty page that still counts', async () => {
    const page = (await (await get({ offset: String(LEADS), limit: '10' })).json()) as LeadPage;
    expect(page).toEqual({ leads: [], total: LEADS, nextCursor: null });
  });

  it('sorts a filtered search, and counts what it filters', async () => {
    // The seed's statuses follow the order of random ids within a batch, so the filter takes
    // the status most of its Aarav B.Arch leads have, rather than one that may hold two.
    const aarav = listing.filter(
      (lead) => lead.program === 'Bachelor of Architecture' && /aarav/i.test(lead.name),
    );
    const counts = new Map<string, number>();
    for (const lead of aarav) counts.set(lead.status, (counts.get(lead.status) ?? 0) + 1);
    const [status] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const filters = { program: 'Bachelor of Architecture', status, q: 'aarav' };
    const { leads: filtered, total } = await wholeListing(server.url, auth, filters);
    expect(filtered.length).toBeGreaterThan(2);
    const { leads, totals } = await offsetListing(
      server.url,
      auth,
      { ...filters, sort: 'email', dir: 'asc' },
      2,
    );
    expect(totals.every((n) => n === total)).toBe(true);
    expect(ids(leads)).toEqual(ids(sortedAsStaffExpect(filtered, 'email', 'asc')));
  });

  it('sorts the leads of a follow-up filter by owner', async () => {
    const filters = { due: 'none', assignee: 'arjun.rao@example.edu.in' };
    const { leads: filtered } = await wholeListing(server.url, auth, filters);
    expect(filtered.length).toBeGreaterThan(0);
    const page = (await (
      await get({ ...filters, sort: 'last_activity', dir: 'desc', limit: '1000' })
    ).json()) as LeadPage;
    expect(ids(page.leads)).toEqual(ids(sortedAsStaffExpect(filtered, 'last_activity', 'desc')));
  });
});

describe('GET /api/leads refuses a bad order or page', () => {
  const first = async () => (await (await get({ limit: '5' })).json()) as LeadPage;

  it.each([
    [{ sort: 'created_at' }, 'sort', /^Sort must be one of: received, name,/],
    [{ sort: 'name desc; drop table admission_leads' }, 'sort', /^Sort must be one of/],
    [{ dir: 'sideways' }, 'dir', /^Sort direction \(dir\) must be one of: asc, desc\.$/],
    [{ offset: 'x' }, 'offset', /^Offset must be a number\.$/],
    [{ offset: '-5' }, 'offset', /^Offset must be at least 0\.$/],
    [{ offset: '2.5' }, 'offset', /^Offset must be a whole number\.$/],
    [{ offset: '1000001' }, 'offset', /^Offset must be at most 1,000,000\.$/],
  ])('answers %j with 400 naming %s', async (query, field, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('Please correct the query.');
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]).toMatch(message);
  });

  it('answers an offset or another order beside a cursor with 400 naming the field', async () => {
    const { nextCursor } = await first();
    expect(nextCursor).not.toBeNull();
    for (const [query, field] of [
      [{ offset: '5' }, 'offset'],
      [{ sort: 'name' }, 'sort'],
      [{ dir: 'asc' }, 'dir'],
    ] as const) {
      const response = await get({ ...query, cursor: nextCursor!, limit: '5' });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields)).toEqual([field]);
    }
    // The cursor's own order may be named.
    const response = await get({ sort: 'received', dir: 'desc', cursor: nextCursor!, limit: '5' });
    expect(response.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await get({ sort: 'name', offset: '0' }, {});
    expect(response.status).toBe(401);
  });
});
