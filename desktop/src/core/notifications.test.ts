import type { Lead, LeadEvent } from '@skltcoa/shared';
import { describe, expect, it } from 'vitest';
import { newEnquiriesMessage } from './notifications';

let serial = 0;
function lead(overrides: Partial<Lead> = {}): Lead {
  serial++;
  return {
    id: `6f1c1a53-5a3e-4f4e-9d3a-${String(serial).padStart(12, '0')}`,
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+919876543210',
    program: 'Bachelor of Architecture',
    form_type: 'Admission Enquiry',
    status: 'new',
    source_page: '/admission',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    channel: 'website',
    recorded_by: null,
    created_at: '2026-11-23T10:00:00.000000Z',
    updated_at: '2026-11-23T10:00:00.000000Z',
    version: 1,
    assignee: null,
    next_follow_up_at: null,
    last_activity: null,
    family_id: '1',
    family_size: 1,
    merged_into: null,
    first_contact_at: null,
    first_contact_by: null,
    ...overrides,
  };
}

const event = (kind: LeadEvent['kind'], of: Lead = lead()): LeadEvent => ({
  kind,
  lead: of,
  activity: null,
});

describe('the new-enquiry notification', () => {
  it('says nothing for an empty batch (a reset) or for changes alone', () => {
    expect(newEnquiriesMessage([])).toBeNull();
    expect(newEnquiriesMessage([event('changed'), event('activity')])).toBeNull();
  });

  it('counts new enquiries only', () => {
    expect(newEnquiriesMessage([event('created')])).toBe('1 new enquiry');
    expect(newEnquiriesMessage([event('created'), event('changed'), event('created')])).toBe(
      '2 new enquiries',
    );
  });

  it('counts a lead once, however many events name it', () => {
    const one = lead();
    expect(
      newEnquiriesMessage([event('created', one), event('changed', one), event('created', one)]),
    ).toBe('1 new enquiry');
  });

  it('writes large counts the Indian way', () => {
    const burst = Array.from({ length: 100_000 }, () => event('created'));
    expect(newEnquiriesMessage(burst)).toBe('1,00,000 new enquiries');
  });
});
