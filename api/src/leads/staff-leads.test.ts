import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_NOTICE_VERSION,
  parseCsv,
  type CreatedLead,
  type LeadMatches,
  type LeadPage,
} from '@skltcoa/shared';
import type { Sql } from '../db/client';
import {
  enquiry,
  postJson,
  signIn,
  startTestApp,
  tracesOf,
  type TestServer,
} from '../../test/helpers';

/*
 * Leads staff record (POST /api/leads) and the families a contact matches
 * while it is typed (GET /api/leads/matches), over real HTTP and PostgreSQL
 * (docs/decisions/050-leads-from-every-channel.md).
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let asha: Record<string, string>;
const MEERA = { email: 'meera@example.edu.in', password: 'another long passphrase' };
const RAVI = { email: 'ravi@example.edu.in', password: 'a third long passphrase' };

beforeAll(async () => {
  // Round-robin would give a new lead to the next counsellor: a recorded one stays with its recorder.
  ({ sql, server, close } = await startTestApp({ ASSIGN_NEW_LEADS: 'round-robin' }));
  asha = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  await signIn(sql, server.url, MEERA);
  await signIn(sql, server.url, RAVI);
});
afterAll(async () => close());

let n = 0;
const mobile = () => `97${String(10_000_000 + ((n++ * 7_919) % 89_999_999)).padStart(8, '0')}`;

const walkIn = (overrides: Record<string, unknown> = {}) => ({
  name: 'सुमन जाधव',
  phone: mobile(),
  program: 'Diploma in Architecture',
  channel: 'walk-in',
  adult: true,
  consent: { method: 'oral', notice_version: CURRENT_NOTICE_VERSION, notice_language: 'mr' },
  ...overrides,
});

const record = (body: unknown, headers = asha) => postJson(server.url, '/api/leads', body, headers);
const leadCount = async () =>
  (await sql<{ n: number }[]>`select count(*)::int as n from admission_leads`)[0]!.n;
const get = (path: string, headers = asha) => fetch(`${server.url}${path}`, { headers });

describe('POST /api/leads', () => {
  it('records a family that gave only a mobile, owned by whoever recorded it, with the consent staff heard', async () => {
    const body = walkIn({ source: 'Word of mouth' });
    const response = await record(body);
    expect(response.status).toBe(201);
    const { lead, whatsapp_url } = (await response.json()) as CreatedLead;
    expect(lead).toMatchObject({
      name: 'सुमन जाधव',
      email: '',
      phone: `+91${body.phone}`,
      channel: 'walk-in',
      recorded_by: 'counsellor@example.edu.in',
      assignee: 'counsellor@example.edu.in',
      utm_source: 'Word of mouth',
      status: 'new',
    });
    // No email to send the notice to: a WhatsApp message carries its address, in Marathi.
    const url = new URL(whatsapp_url!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/91${body.phone}`);
    expect(url.searchParams.get('text')).toContain('/mr/privacy');
    const [consent] = await sql`
      select given_by, method, recorded_by, notice_version, notice_language
      from lead_consents where lead_id = ${lead.id}`;
    expect(consent).toEqual({
      given_by: 'self',
      method: 'oral',
      recorded_by: 'counsellor@example.edu.in',
      notice_version: CURRENT_NOTICE_VERSION,
      notice_language: 'mr',
    });
    const mail = await sql`select 1 from mail_outbox where lead_id = ${lead.id}`;
    expect(mail).toHaveLength(0);
    // Found by its mobile number, and its channel in the listing's filter and the export.
    const found = (await (await get(`/api/leads?q=${body.phone}`)).json()) as LeadPage;
    expect(found.leads.map((l) => l.id)).toEqual([lead.id]);
    const byChannel = (await (await get('/api/leads?channel=walk-in')).json()) as LeadPage;
    expect(byChannel.leads.map((l) => l.id)).toContain(lead.id);
    await sql`update staff_users set can_export = true where email = 'counsellor@example.edu.in'`;
    const csv = await (await get(`/api/leads/export?q=${body.phone}`)).text();
    expect(parseCsv(csv)[0]).toMatchObject({ Channel: 'walk-in', Email: '', Name: 'सुमन जाधव' });
  });

  it('emails the notice to a family that gave an email, with the first note, the next call and the owner chosen', async () => {
    const email = `parent.${randomUUID().slice(0, 8)}@example.com`;
    const response = await record(
      walkIn({
        channel: 'phone',
        email,
        note: 'Asked about the D.Arch fees; call back after the exams.',
        next_follow_up_at: '2026-12-03T11:00:00+05:30',
        assignee: MEERA.email,
        consent: {
          method: 'written',
          notice_version: CURRENT_NOTICE_VERSION,
          notice_language: 'en',
        },
      }),
    );
    expect(response.status).toBe(201);
    const { lead, whatsapp_url } = (await response.json()) as CreatedLead;
    expect(whatsapp_url).toBeNull();
    expect(lead).toMatchObject({ assignee: MEERA.email, channel: 'phone', email });
    expect(lead.next_follow_up_at).not.toBeNull();
    expect(lead.last_activity).toMatchObject({ kind: 'note' });
    const [mail] = await sql<{ kind: string; text_body: string }[]>`
      select kind, text_body from mail_outbox where lead_id = ${lead.id}`;
    expect(mail!.kind).toBe('recorded_lead_notice');
    expect(mail!.text_body).toContain('when you phoned our admissions office');
    expect(mail!.text_body).toContain('To withdraw your consent at any time');
    const [event] = await sql`
      select detail from audit_events where action = 'lead_created' and lead_id = ${lead.id}`;
    expect(event!.detail).toMatchObject({ channel: 'phone', consent: 'written' });
  });

  it('records an under-18 walk-in only with a parent or guardian, and their consent beside the student’s', async () => {
    const before = await leadCount();
    const refused = await record(walkIn({ adult: false }));
    expect(refused.status).toBe(400);
    const { fields } = (await refused.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['guardian_name', 'guardian_phone']);
    expect(await leadCount()).toBe(before);

    const guardianPhone = mobile();
    const response = await record(
      walkIn({ adult: false, guardian_name: 'Rekha Jadhav', guardian_phone: guardianPhone }),
    );
    expect(response.status).toBe(201);
    const { lead } = (await response.json()) as CreatedLead;
    const consents = await sql`
      select given_by, guardian_name, guardian_phone, method from lead_consents
      where lead_id = ${lead.id} order by given_by desc`;
    expect(consents).toEqual([
      { given_by: 'self', guardian_name: null, guardian_phone: null, method: 'oral' },
      {
        given_by: 'guardian',
        guardian_name: 'Rekha Jadhav',
        guardian_phone: `+91${guardianPhone}`,
        method: 'oral',
      },
    ]);
  });

  it('refuses bad input with a 400 naming each field, and stores nothing', async () => {
    const before = await leadCount();
    const cases: [Record<string, unknown>, string[]][] = [
      [walkIn({ phone: undefined }), ['email', 'phone']],
      [walkIn({ phone: '022 2345 6789' }), ['phone']],
      [walkIn({ channel: 'website' }), ['channel']],
      [walkIn({ email: 'not-an-email' }), ['email']],
      [
        walkIn({ consent: { method: 'nodded' } }),
        ['consent.method', 'consent.notice_language', 'consent.notice_version'],
      ],
      [walkIn({ program: 'MBA' }), ['program']],
      [walkIn({ next_follow_up_at: 'tomorrow' }), ['next_follow_up_at']],
      [walkIn({ owner: 'x' }), ['']],
    ];
    for (const [body, expected] of cases) {
      const response = await record(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: string; fields?: Record<string, string> };
      expect(answer.error).toBeTruthy();
      if (expected[0]) expect(Object.keys(answer.fields ?? {}).sort()).toEqual(expected);
    }
    // Not JSON, and an assignee who is no member of staff.
    expect((await record('{"name":')).status).toBe(400);
    const stranger = await record(walkIn({ assignee: 'nobody@example.edu.in' }));
    expect(stranger.status).toBeGreaterThanOrEqual(400);
    expect(stranger.status).toBeLessThan(500);
    expect(await leadCount()).toBe(before);
    // Without a session.
    expect((await record(walkIn(), {})).status).toBe(401);
  });

  it('stores one lead for a save sent twice, and refuses the same save id for another family', async () => {
    const body = walkIn({ submission_id: randomUUID() });
    const first = await record(body);
    const again = await record(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const a = (await first.json()) as CreatedLead;
    const b = (await again.json()) as CreatedLead;
    expect(b.lead.id).toBe(a.lead.id);
    const other = await record({ ...body, name: 'Someone Else' });
    expect(other.status).toBe(409);
  });
});

describe('a family that gave only one contact', () => {
  it('withdraws through staff by the contact it has, and keeps nothing of who it was', async () => {
    const phone = mobile();
    const { lead } = (await (await record(walkIn({ phone }))).json()) as CreatedLead;
    // It has no email to check the person against: refused, nothing erased.
    const byEmail = await postJson(
      server.url,
      `/api/leads/${lead.id}/withdrawal`,
      { contact: 'email', method: 'phone' },
      asha,
    );
    expect(byEmail.status).toBeGreaterThanOrEqual(400);
    expect(byEmail.status).toBeLessThan(500);
    const response = await postJson(
      server.url,
      `/api/leads/${lead.id}/withdrawal`,
      { contact: 'phone', method: 'phone' },
      asha,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ withdrawn: 1 });
    const [row] = await sql`
      select name, email, phone, search_text, withdrawn_at is not null as withdrawn
      from admission_leads where id = ${lead.id}`;
    expect(row).toEqual({
      name: null,
      email: null,
      phone: null,
      search_text: null,
      withdrawn: true,
    });
    expect(await tracesOf(sql, phone)).toEqual([]);
  });
});

describe('GET /api/leads/matches', () => {
  it('shows the family a mobile or an email belongs to, whichever channel it came by', async () => {
    const email = `family.${randomUUID().slice(0, 8)}@example.com`;
    const phone = mobile();
    const web = await postJson(server.url, '/api/enquiries', enquiry({ email, phone }));
    const { id: webId } = (await web.json()) as { id: string };
    const { lead: walk } = (await (
      await record(walkIn({ phone, name: 'Asha Patil' }))
    ).json()) as CreatedLead;

    const byPhone = (await (await get(`/api/leads/matches?phone=${phone}`)).json()) as LeadMatches;
    expect(byPhone.leads.map((lead) => lead.id).sort()).toEqual([webId, walk.id].sort());
    const byEmail = (await (
      await get(`/api/leads/matches?email=${encodeURIComponent(email.toUpperCase())}`)
    ).json()) as LeadMatches;
    expect(byEmail.leads.map((lead) => lead.id).sort()).toEqual([webId, walk.id].sort());
    const none = (await (await get(`/api/leads/matches?phone=${mobile()}`)).json()) as LeadMatches;
    expect(none.leads).toEqual([]);
  });

  it('answers 400 without a contact or with a bad one, and 401 without a session', async () => {
    expect((await get('/api/leads/matches')).status).toBe(400);
    expect((await get('/api/leads/matches?phone=12')).status).toBe(400);
    expect((await get('/api/leads/matches?email=x')).status).toBe(400);
    expect((await get(`/api/leads/matches?phone=${mobile()}`, {})).status).toBe(401);
  });
});
