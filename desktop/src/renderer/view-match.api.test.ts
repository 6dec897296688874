import { loadLeadPages, type Lead } from '@skltcoa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../core/api-client';
import { startRealApi, type RealApi } from '../../test/real-api';
import type { LeadFilters } from './filters';
import { leadMatchesFilters } from './view-match';

/*
 * The console decides without asking whether a lead that arrived or changed
 * belongs to the list on screen; here every such answer is held to the API's
 * own listing of the same filters, over leads in every state a filter looks at.
 */

let api: RealApi;
let token: string;
let client: ReturnType<typeof createApiClient>;
let leads: Lead[];

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

beforeAll(async () => {
  api = await startRealApi();
  await api.addStaff(api.colleague, 'counsellor');
  const ids = [
    ...(await api.addEnquiries(3, { name: 'Meera Iyer' })),
    ...(await api.addEnquiries(3, { name: 'Kabir Shah', program: 'Diploma in Architecture' })),
    ...(await api.addEnquiries(2, { name: 'Asha Rao', form_type: 'Brochure Enquiry' })),
  ];
  client = createApiClient({ baseUrl: api.url });
  token = (await client.login(api.staff.email, api.staff.password)).token;
  // Owners, statuses and next calls of every kind the views ask for.
  const changes = [
    { assignee: api.staff.email, next_follow_up_at: at(HOUR) },
    { assignee: api.staff.email, next_follow_up_at: at(-30 * HOUR), status: 'contacted' },
    { assignee: api.colleague.email, next_follow_up_at: at(7 * 24 * HOUR) },
    { assignee: api.colleague.email, status: 'interested' },
    { next_follow_up_at: at(-50 * HOUR) },
    { status: 'not-interested' },
  ] as const;
  for (const [index, change] of changes.entries()) {
    await client.updateLead(token, ids[index]!, { version: 1, ...change });
  }
  // A family called once (no answer): no longer waiting for a first call.
  await client.addActivity(token, ids[6]!, {
    kind: 'call',
    outcome: 'no-answer',
    next_follow_up_at: at(3 * HOUR),
    version: 1,
  });
  leads = await loadLeadPages((query) => client.listLeads(token, query), {});
});
afterAll(() => api.close());

const FILTERS: LeadFilters[] = [
  {},
  { due: 'today' },
  { due: 'overdue' },
  { due: 'none' },
  { assignee: 'me' },
  { assignee: 'none' },
  { assignee: 'admissions.head@example.edu.in' },
  { status: 'new' },
  { status: 'contacted' },
  { assignee: 'me', due: 'today' },
  { program: 'Diploma in Architecture', status: 'new' },
  { form_type: 'Brochure Enquiry' },
  { channel: 'website' },
  { channel: 'phone' },
  { first_call: 'waiting' },
  { first_call: 'waiting', assignee: 'me' },
  { q: 'iyer' },
  { q: 'KABIR' },
  { q: '@example.com' },
];

describe('leadMatchesFilters against the API', () => {
  it('has leads in every state the filters look at', () => {
    expect(leads).toHaveLength(8);
  });

  it.each(FILTERS.map((filters) => [JSON.stringify(filters), filters] as const))(
    'answers %s as the listing does',
    async (_name, filters) => {
      const listed = await loadLeadPages((query) => client.listLeads(token, query), filters);
      const now = new Date();
      const matched = leads.filter((lead) =>
        leadMatchesFilters(lead, filters, api.staff.email, now),
      );
      expect(matched.map((lead) => lead.id).sort()).toEqual(listed.map((lead) => lead.id).sort());
    },
  );

  it('answers a search by phone, typed as people type it, as the listing does', async () => {
    const phone = leads[0]!.phone!.slice(3); // the ten digits
    for (const q of [
      phone,
      `${phone.slice(0, 5)} ${phone.slice(5)}`,
      `+91-${phone}`,
      phone.slice(2, 8),
    ]) {
      const listed = await loadLeadPages((query) => client.listLeads(token, query), { q });
      const matched = leads.filter((lead) => leadMatchesFilters(lead, { q }, api.staff.email));
      expect(matched.map((lead) => lead.id).sort()).toEqual(listed.map((lead) => lead.id).sort());
      expect(listed.length).toBeGreaterThan(0);
    }
  });

  it('and the received days, in Mumbai', async () => {
    const today = leads[0]!.created_at;
    const { istDay } = await import('@skltcoa/shared');
    for (const filters of [{ from: istDay(today) }, { to: istDay(today) }, { to: '2020-01-01' }]) {
      const listed = await loadLeadPages((query) => client.listLeads(token, query), filters);
      const matched = leads.filter((lead) => leadMatchesFilters(lead, filters, api.staff.email));
      expect(matched.length).toBe(listed.length);
    }
  });
});
