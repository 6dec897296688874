import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadPage } from '@skltcoa/shared';
import { enquiry, postJson, signIn, startTestApp, type TestServer } from '../../test/helpers';
import type { Sql } from '../db/client';

/*
 * Every lead carries its family's size: the enquiries that share its phone or
 * its email in any case, itself included. The server counts it, so a row shows
 * the same count whichever rows a client loaded
 * (docs/decisions/011-one-lead-contract.md).
 */
let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let auth: Record<string, string>;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  auth = { authorization: `Bearer ${await signIn(sql, server.url)}` };
});
afterAll(async () => {
  await close();
});

async function send(overrides: Parameters<typeof enquiry>[0]) {
  const response = await postJson(server.url, '/api/enquiries', enquiry(overrides));
  return ((await response.json()) as { id: string }).id;
}

async function sizes(q: string): Promise<Map<string, number>> {
  const response = await fetch(`${server.url}/api/leads?q=${encodeURIComponent(q)}`, {
    headers: auth,
  });
  const page = (await response.json()) as LeadPage;
  return new Map(page.leads.map((lead) => [lead.id, lead.family_size]));
}

describe('family_size', () => {
  it('counts enquiries that share a phone, typed any way, or an email in any case', async () => {
    const a = await send({ phone: '98111 00001', email: 'riya@family-one.example' });
    const b = await send({ phone: '+91-98111-00001', email: 'parent@family-one.example' });
    const c = await send({ phone: '9811100002', email: 'RIYA@family-one.example' });
    const alone = await send({ phone: '9811100003', email: 'someone@family-one.example' });
    const found = await sizes('family-one.example');
    // a shares a phone with b and an email with c; b and c share nothing with each other.
    expect(found.get(a)).toBe(3);
    expect(found.get(b)).toBe(2);
    expect(found.get(c)).toBe(2);
    expect(found.get(alone)).toBe(1);
  });

  it('does not depend on which rows the query loaded', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await send({ phone: '9822200001', email: `sibling${i}@family-two.example` }));
    }
    const all = await sizes('family-two.example');
    const one = await sizes('sibling1@family-two.example');
    expect(ids.map((id) => all.get(id))).toEqual([3, 3, 3]);
    expect(one.get(ids[1]!)).toBe(3);
  });
});
