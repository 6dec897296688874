import { randomUUID } from 'node:crypto';
import { CURRENT_NOTICE_VERSION, type NewLeadInput } from '@skltcoa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '../../test/real-api';
import { isAllowedExternalLink } from '../main/external-links';
import { ApiClientError, createApiClient } from './api-client';

/*
 * The New enquiry form's two calls (docs/decisions/050-leads-from-every-channel.md)
 * through the console's API client, against the real API.
 */

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
});
afterAll(() => api.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiClientError,
  );

const walkIn = (change: Partial<NewLeadInput> = {}): NewLeadInput => ({
  name: 'Asha Kulkarni',
  phone: '98200 12345',
  program: 'Bachelor of Architecture',
  channel: 'walk-in',
  adult: true,
  consent: { method: 'oral', notice_version: CURRENT_NOTICE_VERSION, notice_language: 'mr' },
  submission_id: randomUUID(),
  ...change,
});

async function signedIn() {
  const client = createApiClient({ baseUrl: api.url });
  const { token } = await client.login(api.staff.email, api.staff.password);
  return { client, token };
}

describe('recording a lead from the console', () => {
  it('stores a phone-only walk-in, owned by the counsellor, with a WhatsApp link the console may open', async () => {
    const { client, token } = await signedIn();
    const request = walkIn();
    const created = await client.createLead(token, request);
    expect(created.lead).toMatchObject({
      name: 'Asha Kulkarni',
      phone: '+919820012345',
      channel: 'walk-in',
      recorded_by: api.staff.email,
      assignee: api.staff.email,
    });
    // The main process opens only tel: and wa.me links outside the console (main/external-links.ts).
    expect(created.whatsapp_url).toMatch(/^https:\/\/wa\.me\/919820012345\?text=/);
    expect(isAllowedExternalLink(created.whatsapp_url)).toBe(true);

    // A retry of a save whose answer was lost answers the same lead.
    const again = await client.createLead(token, request);
    expect(again.lead.id).toBe(created.lead.id);
    const [stored] = await api.sql<
      { count: number }[]
    >`select count(*)::int as count from admission_leads where phone = '+919820012345'`;
    expect(stored?.count).toBe(1);

    // Its family is what the form shows while the mobile is typed.
    const matches = await client.leadMatches(token, { phone: '+919820012345' });
    expect(matches.map((lead) => lead.id)).toEqual([created.lead.id]);
    expect(await client.leadMatches(token, { email: 'nobody@example.com' })).toEqual([]);
  });

  it('says at each field why a lead is refused', async () => {
    const { client, token } = await signedIn();
    const refused = await failure(client.createLead(token, walkIn({ adult: false })));
    expect(refused.kind).toBe('invalid');
    expect(Object.keys(refused.fields ?? {}).sort()).toEqual(['guardian_name', 'guardian_phone']);
    const malformed = await failure(client.leadMatches(token, { phone: '12345' }));
    expect(malformed.kind).toBe('invalid');
  });
});
