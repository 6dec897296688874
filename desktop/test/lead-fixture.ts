import type { Lead } from '@skltcoa/shared';

let next = 0;

/** A lead as the API lists it, each with its own id, email and family; overrides win. */
export function sampleLead(overrides: Partial<Lead> = {}): Lead {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name: `Lead ${next}`,
    email: `lead${next}@example.com`,
    phone: '+919800000001',
    program: 'Bachelor of Architecture',
    form_type: 'Admission Enquiry',
    status: 'new',
    source_page: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    channel: 'website',
    recorded_by: null,
    created_at: '2025-06-01T10:00:00.000000Z',
    updated_at: '2025-06-01T10:00:00.000000Z',
    version: 1,
    assignee: null,
    next_follow_up_at: null,
    last_activity: null,
    family_id: String(next),
    family_size: 1,
    merged_into: null,
    first_contact_at: null,
    first_contact_by: null,
    ...overrides,
  };
}
