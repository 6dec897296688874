import {
  describeActivity,
  LeadEventSchema,
  leadStatusLabel,
  leadsToCsv,
  parseCsv,
  type Lead,
} from '@skltcoa/shared';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../core/api-client';
import { describeConflict } from './conflict';

/*
 * Issue 13 §7: a newer server may send a programme, status, form type,
 * timeline kind or call outcome this build does not know. The console reads
 * it, shows it as its own text, and breaks nothing.
 */

const id = '6f1c2c54-55a8-4b1e-9a39-0c1d2f3a4b5c';
const newerLead = {
  id,
  name: 'Anaya Deshmukh',
  email: 'anaya@example.com',
  phone: '+919819876500',
  program: 'Master of Architecture',
  form_type: 'Scholarship Enquiry',
  status: 'waitlisted',
  source_page: '/admission',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  created_at: '2025-06-01T18:45:00.000000Z',
  updated_at: '2025-06-01T18:45:00.000000Z',
  version: 2,
  assignee: null,
  next_follow_up_at: null,
  last_activity: {
    id: '9',
    lead_id: id,
    kind: 'whatsapp',
    author: 'meera@example.edu.in',
    created_at: '2025-06-02T04:30:00.000000Z',
    body: 'Sent the brochure',
    outcome: 'read',
    from_value: null,
    to_value: null,
  },
  family_id: '12',
  family_size: 1,
  merged_into: null,
  // A field this build has never heard of is dropped, not refused.
  scholarship_score: 91,
};

const answering = (body: unknown) => async () =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

async function readNewerPage(): Promise<Lead[]> {
  const client = createApiClient({
    baseUrl: 'https://leads.example.edu.in',
    fetch: answering({ leads: [newerLead], total: 1, nextCursor: null }),
  });
  return (await client.listLeads('token', {})).leads;
}

/** What the grid's Status column and the lead panel show (leads-grid.tsx, lead-panel.tsx). */
const shownStatus = (lead: Lead) => leadStatusLabel(lead.status);

describe('a lead from a newer server', () => {
  it('is read by the api client, values and all', async () => {
    const [lead] = await readNewerPage();
    expect(lead).toMatchObject({
      status: 'waitlisted',
      program: 'Master of Architecture',
      form_type: 'Scholarship Enquiry',
      last_activity: { kind: 'whatsapp', outcome: 'read' },
    });
    expect(lead).not.toHaveProperty('scholarship_score');
  });

  it('is read from the live event stream', () => {
    expect(
      LeadEventSchema.parse({ kind: 'changed', lead: newerLead, activity: null }),
    ).toMatchObject({
      lead: { status: 'waitlisted' },
    });
  });

  it('shows its own text in the grid, the timeline, a conflict and the spreadsheet', async () => {
    const [lead] = await readNewerPage();
    expect(shownStatus(lead!)).toBe('waitlisted');
    expect(describeActivity(lead!.last_activity!)).toBe('whatsapp');
    expect(describeConflict({ ...lead!, status: 'new', version: 1 }, lead!)).toContain(
      'status is now waitlisted',
    );
    const [row] = parseCsv(leadsToCsv([lead!]));
    expect(row).toMatchObject({
      Status: 'waitlisted',
      Programme: 'Master of Architecture',
      'Form type': 'Scholarship Enquiry',
    });
  });

  it('still has a status that names an object property shown as text', () => {
    const lead = { ...newerLead, status: 'constructor' } as unknown as Lead;
    expect(shownStatus(lead)).toBe('constructor');
    expect(shownStatus({ ...lead, status: 'not-interested' })).toBe('Not interested');
  });

  it('still refuses a lead that is not a lead', async () => {
    const client = createApiClient({
      baseUrl: 'https://leads.example.edu.in',
      fetch: answering({ leads: [{ ...newerLead, status: 7 }], total: 1, nextCursor: null }),
    });
    await expect(client.listLeads('token', {})).rejects.toMatchObject({ kind: 'server' });
  });
});
