import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  adultConsent,
  EnquirySchema,
  FORM_TYPES,
  LEAD_STATUSES,
  PROGRAMS,
  type Enquiry,
  type Lead,
  type LeadPage,
  type LeadSort,
  type SortDirection,
} from '@skltcoa/shared';
import { addStaffUser } from '../src/auth/staff-users';
import type { Sql } from '../src/db/client';
import { saveEnquiries } from '../src/leads/leads-repo';

/*
 * Leads shaped as a season's are, for the tests of the listing's orders and
 * of the export: Devanagari and Latin names that differ only in case, many
 * leads sharing one created_at (group commit stores a batch with one,
 * docs/decisions/008), families that share a phone, and every nullable
 * column empty on some leads.
 */

const NAMES = [
  'अनया देशमुख',
  'aarav shah',
  'Aarav Shah',
  'AARAV SHAH',
  'आरव मेहता',
  'Riya Kulkarni',
  'riya kulkarni',
  'Zoya Khan',
  'इशा पाटील',
  'Kabir Mehta',
  '=Formula Parent',
  'Vihaan "Vee" Joshi',
];
const SOURCES = ['/admission', '/courses/barch/admission', '/about/brochure', '/contact'];
const UTM_SOURCES = ['google', 'Google', 'facebook', 'whatsapp', '+campaign'];
const UTM_CAMPAIGNS = ['b-arch-2026', 'Open House', 'd-arch', 'B-Arch-2026'];
export const COUNSELLORS = [
  'Meera.Iyer@example.edu.in',
  'arjun.rao@example.edu.in',
  'zainab.khan@example.edu.in',
];

/** The `index`th enquiry of a seed; `tag` keeps two seeds of one database apart. */
export function seasonEnquiry(index: number, tag = 'a'): Enquiry {
  return EnquirySchema.parse({
    ...adultConsent(),
    name: NAMES[index % NAMES.length],
    // Some emails differ only in case, so a family may share one.
    email: index % 7 === 0 ? `Family${index % 40}@Example.com` : `${tag}family${index}@example.com`,
    // One phone for every few enquiries: families of two and three.
    phone: `98${String(10_000_000 + (index % 97)).padStart(8, '0')}`,
    program: PROGRAMS[index % PROGRAMS.length],
    form_type: FORM_TYPES[index % FORM_TYPES.length],
    submission_id: randomUUID(),
    source_page: index % 4 === 0 ? undefined : SOURCES[index % SOURCES.length],
    utm_source: index % 3 === 0 ? undefined : UTM_SOURCES[index % UTM_SOURCES.length],
    utm_campaign: index % 5 === 0 ? undefined : UTM_CAMPAIGNS[index % UTM_CAMPAIGNS.length],
  });
}

/**
 * Stores `count` enquiries in batches of `batch` (one created_at each), then
 * gives them statuses, owners, follow-ups (some equal, a third none) and
 * timelines (some empty), as staff would over weeks.
 */
export async function seedSeason(sql: Sql, count: number, batch = 60, tag = 'a') {
  for (const email of COUNSELLORS) await addStaffUser(sql, email, 'a counsellor passphrase');
  const staff = await sql<{ id: string }[]>`
    select id from staff_users where lower(email) = any(${COUNSELLORS.map((e) => e.toLowerCase())})
    order by email`;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    await saveEnquiries(
      sql,
      Array.from({ length: size }, (_, i) => seasonEnquiry(start + i, tag)),
    );
  }
  await sql`
    with numbered as (
      select id, row_number() over (order by created_at, id) as n from admission_leads
    )
    update admission_leads lead set
      status = (${[...LEAD_STATUSES]}::text[])[1 + (n * 7 % ${LEAD_STATUSES.length})],
      assignee_id = case when n % 3 <> 0 then (${staff.map((s) => s.id)}::uuid[])[1 + (n / 3) % ${staff.length}] end,
      next_follow_up_at = case when n % 3 = 1
        then timestamptz '2026-12-01 10:00+05:30' + (n % 11) * interval '1 hour' end
    from numbered where lead.id = numbered.id and lead.merged_into is null`;
  await sql`
    insert into lead_activities (lead_id, kind, author, created_at, body, outcome)
    select l.id, (array['note','call'])[1 + k % 2], 'arjun.rao@example.edu.in',
      timestamptz '2026-11-01 09:00+05:30' + ((l.n * 13 + k) % 50) * interval '1 hour',
      'Spoke to the parent.', case when k % 2 = 1 then 'connected' end
    from (select id, row_number() over (order by created_at, id) as n from admission_leads) as l,
      generate_series(1, 1 + (l.n % 3)::int) as k
    where l.n % 4 <> 0
    order by l.id, k`;
}

/** Every listed lead, newest first, through the cursor pages the console has always read. */
export async function wholeListing(
  base: string,
  headers: Record<string, string>,
  filters: Record<string, string> = {},
): Promise<{ leads: Lead[]; total: number }> {
  const leads: Lead[] = [];
  let cursor: string | null = null;
  let total = -1;
  do {
    const params = new URLSearchParams({
      ...filters,
      limit: '1000',
      ...(cursor ? { cursor } : {}),
    });
    const response = await fetch(`${base}/api/leads?${params}`, { headers });
    expect(response.status).toBe(200);
    const page = (await response.json()) as LeadPage;
    if (total < 0) total = page.total;
    leads.push(...page.leads);
    cursor = page.nextCursor;
  } while (cursor);
  return { leads, total };
}

/** Every listed lead in an order, read by offset pages of `limit`. */
export async function offsetListing(
  base: string,
  headers: Record<string, string>,
  query: Record<string, string>,
  limit = 1000,
): Promise<{ leads: Lead[]; totals: number[] }> {
  const leads: Lead[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += limit) {
    const params = new URLSearchParams({ ...query, limit: String(limit), offset: String(offset) });
    const response = await fetch(`${base}/api/leads?${params}`, { headers });
    expect(response.status).toBe(200);
    const page = (await response.json()) as LeadPage;
    expect(page.nextCursor).toBeNull();
    totals.push(page.total);
    leads.push(...page.leads);
    if (page.leads.length < limit) break;
  }
  return { leads, totals };
}

/*
 * Each order as staff expect it, written apart from the SQL: text by code
 * point, names and emails case-folded, statuses in pipeline order, empty
 * values last whichever the direction, and equal keys by id the same way.
 */
type Key = string | number | null;
const SORT_KEYS: Record<LeadSort, (lead: Lead) => Key> = {
  received: (lead) => lead.created_at,
  name: (lead) => lead.name.toLowerCase(),
  phone: (lead) => lead.phone,
  email: (lead) => lead.email.toLowerCase(),
  status: (lead) => LEAD_STATUSES.indexOf(lead.status as (typeof LEAD_STATUSES)[number]),
  next_follow_up: (lead) => lead.next_follow_up_at,
  assignee: (lead) => lead.assignee?.toLowerCase() ?? null,
  last_activity: (lead) => lead.last_activity?.created_at ?? null,
  program: (lead) => lead.program,
  form_type: (lead) => lead.form_type,
  source: (lead) => lead.source_page,
  utm_source: (lead) => lead.utm_source,
  utm_campaign: (lead) => lead.utm_campaign,
  family_size: (lead) => lead.family_size,
};

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

export function sortedAsStaffExpect(
  leads: readonly Lead[],
  sort: LeadSort,
  dir: SortDirection,
): Lead[] {
  const key = SORT_KEYS[sort];
  const sign = dir === 'asc' ? 1 : -1;
  return [...leads].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) {
      if (ka !== kb) return ka === null ? 1 : -1;
    } else {
      const byKey = compare(ka, kb);
      if (byKey !== 0) return sign * byKey;
    }
    return sign * compare(a.id, b.id);
  });
}
