import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { adultConsent, DEFAULT_PROGRAM, FORM_TYPES } from '@skltcoa/shared';

/** A domain of one test's own: searching for it shows only that test's leads. */
export const uniqueDomain = () => `t${randomUUID().slice(0, 8)}.example.com`;

/** A valid Indian mobile number, different on each call. */
export const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export interface LeadInput {
  name: string;
  email: string;
  phone?: string;
  program?: string;
  form_type?: string;
}

/** Makes a lead the way a visitor would, through the real API; returns its id. */
export async function createLead(request: APIRequestContext, lead: LeadInput): Promise<string> {
  const response = await request.post('/api/enquiries', {
    data: {
      phone: randomPhone(),
      program: DEFAULT_PROGRAM,
      form_type: FORM_TYPES[0],
      source_page: '/admission',
      submission_id: randomUUID(),
      ...adultConsent(),
      ...lead,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
