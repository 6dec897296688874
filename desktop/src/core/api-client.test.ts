import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpCodes, totpStep } from '../../../e2e/support/totp';
import { startRealApi, type RealApi } from '../../test/real-api';
import { ApiClientError, createApiClient, normaliseApiBase } from './api-client';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
  await api.addStaff();
  await api.addEnquiries(5);
});
afterAll(() => api.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiClientError,
  );

describe('api client against the real API', () => {
  it('signs in and tells a wrong password apart', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const session = await client.login(api.staff.email, api.staff.password);
    expect(session.token).toBeTruthy();
    expect(await client.me(session.token)).toEqual({
      email: api.staff.email,
      role: 'counsellor',
      can_export: true,
      can_import: false,
      mfa_enabled: false,
      mfa_enrolment_required: false,
    });
    const wrong = await failure(client.login(api.staff.email, 'not the password'));
    expect(wrong.kind).toBe('wrong-credentials');
    expect(wrong.message).toBe('The email or password is incorrect.');
  });

  it('asks for the bearer token as the console, and signs out with a JSON request', async () => {
    const sent: { method: string; path: string; headers: Headers }[] = [];
    const client = createApiClient({
      baseUrl: api.url,
      fetch: (input, init) => {
        sent.push({
          method: init?.method ?? 'GET',
          path: new URL(input).pathname,
          headers: new Headers(init?.headers),
        });
        return fetch(input, init);
      },
    });
    const { token } = await client.login(api.staff.email, api.staff.password);
    expect(sent[0]!.headers.get('x-client')).toBe('console');
    expect(await client.logout(token)).toBeNull();
    const logout = sent.find((request) => request.path === '/api/auth/logout')!;
    expect(logout.headers.get('content-type')).toBe('application/json');
    expect((await failure(client.me(token))).kind).toBe('session-expired');
  });

  it('pages through every lead with the cursor', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listLeads(token, { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(5);
      seen.push(...page.leads.map((lead) => lead.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
  });

  it('reads one lead, and tells a missing one apart', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    const [id] = await api.addEnquiries(1, { name: 'Meera Iyer' });
    expect(await client.getLead(token, id!)).toMatchObject({
      id,
      name: 'Meera Iyer',
      status: 'new',
      version: 1,
      assignee: null,
      next_follow_up_at: null,
      last_activity: null,
    });
    const missing = await failure(client.getLead(token, randomUUID()));
    expect(missing).toMatchObject({ kind: 'not-found', status: 404 });
    // Not a uuid: the path is escaped, and the API names no lead by it.
    expect((await failure(client.getLead(token, '../staff'))).kind).toBe('not-found');
  });

  it('logs notes and calls on the timeline, and refuses a bad entry field by field', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    const [id] = await api.addEnquiries(1);
    expect(await client.listActivities(token, id!)).toEqual([]);

    const note = await client.addActivity(token, id!, { kind: 'note', body: '  Wants hostel.  ' });
    expect(note.activity).toMatchObject({
      lead_id: id,
      kind: 'note',
      author: api.staff.email,
      body: 'Wants hostel.',
      outcome: null,
    });
    expect(note.lead).toMatchObject({ id, version: 1 });
    expect(note.lead.last_activity).toEqual(note.activity);

    const call = await client.addActivity(token, id!, {
      kind: 'call',
      outcome: 'call-back-later',
      body: 'Driving.',
      next_follow_up_at: '2026-11-28T11:00:00+05:30',
    });
    expect(call.activity).toMatchObject({ kind: 'call', outcome: 'call-back-later' });
    expect(call.lead.version).toBe(2);
    expect(Date.parse(call.lead.next_follow_up_at!)).toBe(Date.parse('2026-11-28T05:30:00Z'));

    const timeline = await client.listActivities(token, id!);
    // The call is written after the follow-up it sets, so it is the lead's last activity (ADR 052).
    expect(timeline.map((entry) => entry.kind)).toEqual(['note', 'follow_up', 'call']);

    const bad = await failure(
      client.addActivity(token, id!, { kind: 'call', outcome: 'call-back-later' }),
    );
    expect(bad).toMatchObject({ kind: 'invalid', status: 400 });
    expect(bad.fields).toEqual({ next_follow_up_at: 'Please choose when to call back.' });
    expect(bad.message).toContain('Please choose when to call back.');
    expect(await client.listActivities(token, id!)).toHaveLength(3);
    expect((await failure(client.listActivities(token, randomUUID()))).kind).toBe('not-found');
  });

  it('updates a lead at the version it saw, and answers a stale one with the current lead', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    const [id] = await api.addEnquiries(1);
    const updated = await client.updateLead(token, id!, {
      version: 1,
      status: 'contacted',
      assignee: api.colleague.email,
    });
    expect(updated).toMatchObject({
      id,
      status: 'contacted',
      assignee: api.colleague.email,
      version: 2,
    });
    expect(updated.last_activity).toMatchObject({ kind: 'assignment', author: api.staff.email });

    // A colleague's change came first: 409, with the lead as they left it.
    const stale = await failure(client.updateLead(token, id!, { version: 1, status: 'enrolled' }));
    expect(stale).toBeInstanceOf(ApiClientError);
    expect(stale).toMatchObject({ kind: 'conflict', status: 409 });
    expect(stale.message).toMatch(/colleague changed this lead/);
    expect(stale.lead).toEqual(updated);

    // 400s name the field at fault.
    const nobody = await failure(
      client.updateLead(token, id!, { version: 2, assignee: 'nobody@example.com' }),
    );
    expect(nobody).toMatchObject({ kind: 'invalid', status: 400 });
    expect(nobody.fields).toEqual({ assignee: 'No member of staff has that email.' });
    expect(nobody.lead).toBeUndefined();

    // A bulk change answers lead by lead: this one is stale, the API says so with the lead.
    const { results } = await client.bulkUpdateLeads(token, {
      leads: [{ id: id!, version: 1 }],
      change: { status: 'applied' },
    });
    expect(results).toEqual([
      {
        id,
        ok: false,
        status: 409,
        error: expect.stringMatching(/colleague/),
        lead: updated,
      },
    ]);
    const lost = await failure(
      client.updateLead(token, id!, { version: 2, status: 'lost' as 'new' }),
    );
    expect(lost.kind).toBe('invalid');
    expect(lost.fields?.status).toContain('Status must be one of');
    expect(lost.message).toContain('Status must be one of');
    const local = await failure(
      client.updateLead(token, id!, { version: 2, next_follow_up_at: '2026-11-28T11:00' }),
    );
    expect(local.fields?.next_follow_up_at).toMatch(/with its zone/);

    expect(await client.getLead(token, id!)).toEqual(updated);
  });

  it('reads a family, and merges duplicates into a lead as an admin only', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const counsellor = (await client.login(api.staff.email, api.staff.password)).token;
    const admin = (await client.login(api.colleague.email, api.colleague.password)).token;
    const [first, second] = await api.addEnquiries(2, { phone: '9733300001' });
    const family = await client.getFamily(counsellor, second!);
    expect(family.size).toBe(2);
    expect(family.leads.map((lead) => lead.id)).toEqual([first, second]);
    expect((await failure(client.getFamily(counsellor, randomUUID()))).kind).toBe('not-found');

    const refused = await failure(
      client.mergeLeads(counsellor, first!, { from: [second!], version: 1 }),
    );
    expect(refused.kind).toBe('forbidden');
    const { lead, merged } = await client.mergeLeads(admin, first!, {
      from: [second!],
      version: 1,
    });
    // The family counts what is left of it: one lead (ADR 052).
    expect(lead).toMatchObject({ id: first, version: 2, family_size: 1, merged_into: null });
    expect(merged).toEqual([expect.objectContaining({ id: second, merged_into: first })]);
    const stale = await failure(client.mergeLeads(admin, first!, { from: [second!], version: 1 }));
    expect(stale).toMatchObject({ kind: 'conflict', lead });
  });

  it('records a withdrawal made by phone: every enquiry with that mobile number is erased', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    const [first, second] = await api.addEnquiries(2, { phone: '9733300077' });
    expect(
      await client.recordWithdrawal(token, second!, { contact: 'phone', method: 'phone' }),
    ).toEqual({ withdrawn: 2 });
    expect((await client.getLead(token, first!)).withdrawn).toBe(true);
    const again = await failure(
      client.recordWithdrawal(token, first!, { contact: 'phone', method: 'phone' }),
    );
    expect(again.kind).toBe('conflict');
  });

  it('lists every member of staff with their role', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    expect(await client.listStaff(token)).toEqual([
      { email: api.colleague.email, role: 'admin', can_export: true, can_import: true },
      { email: api.staff.email, role: 'counsellor', can_export: true, can_import: false },
    ]);
  });

  it('lets an admin revoke an export, read the audit trail by its cursor, and export it', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const admin = (await client.login(api.colleague.email, api.colleague.password)).token;
    const staff = (await client.login(api.staff.email, api.staff.password)).token;
    expect(await client.setStaffExport(admin, api.staff.email, false)).toEqual({
      email: api.staff.email,
      role: 'counsellor',
      can_export: false,
      can_import: false,
    });
    const refused = await failure(client.exportLeads(staff, {}));
    expect(refused).toMatchObject({ kind: 'forbidden', status: 403 });
    expect(refused.message).toMatch(/permission to export leads/);
    expect((await failure(client.setStaffExport(staff, api.staff.email, true))).kind).toBe(
      'forbidden',
    );
    await client.setStaffExport(admin, api.staff.email, true);

    const first = await client.listAudit(admin, { action: 'role_changed', limit: 1 });
    expect(first.events).toEqual([
      expect.objectContaining({
        actor: api.colleague.email,
        detail: { staff: api.staff.email, can_export: true },
      }),
    ]);
    const second = await client.listAudit(admin, {
      action: 'role_changed',
      limit: 1,
      cursor: first.nextCursor!,
    });
    expect(second.events[0]!.detail).toEqual({ staff: api.staff.email, can_export: false });
    expect((await failure(client.listAudit(staff, { limit: 1 }))).kind).toBe('forbidden');

    const csv = await new Response(
      await client.exportAudit(admin, { action: 'role_changed' }),
    ).text();
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('opens the event stream only with a live session', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    await client.logout(token);
    const ended = await failure(client.openEvents(token, undefined, new AbortController().signal));
    expect(ended).toMatchObject({ kind: 'session-expired', status: 401 });
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const unreachable = await failure(
      offline.openEvents('token', '5', new AbortController().signal),
    );
    expect(unreachable.kind).toBe('network');
  });

  it('reports an ended session as session-expired', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    await client.logout(token);
    const ended = await failure(client.listLeads(token, {}));
    expect(ended.kind).toBe('session-expired');
    expect(ended.message).toMatch(/Please sign in/);
    await api.sql`update staff_sessions set expires_at = now() - interval '1 minute'`;
    const { token: other } = await client.login(api.staff.email, api.staff.password);
    await api.sql`update staff_sessions set expires_at = now() - interval '1 minute'`;
    expect((await failure(client.me(other))).kind).toBe('session-expired');
  });

  it('reports an unreachable server as a network error', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const error = await failure(client.me('token'));
    expect(error.kind).toBe('network');
  });

  it('accepts only https API addresses, and plain http only for this computer', () => {
    expect(normaliseApiBase(' https://leads.example.edu.in/some/path ')).toBe(
      'https://leads.example.edu.in',
    );
    expect(normaliseApiBase('HTTPS://Leads.Example.edu.in:8443/')).toBe(
      'https://leads.example.edu.in:8443',
    );
    for (const local of [
      'http://localhost:8787',
      'http://127.0.0.1:8787/api',
      'http://127.1.2.3',
      'http://[::1]:8787',
    ]) {
      expect(normaliseApiBase(local)).toBe(new URL(local).origin);
    }
    for (const remote of [
      'http://leads.example.edu.in',
      'http://192.168.1.20:8787',
      'http://10.0.0.5',
      'http://localhost.example.com',
      'http://127.0.0.1.example.com',
      'http://[::2]',
    ]) {
      expect(() => normaliseApiBase(remote), remote).toThrow(
        /must start with https:\/\/ \(plain http is allowed only for this computer, localhost\)/,
      );
    }
    expect(() => normaliseApiBase('http://leads.example.edu.in')).toThrow(
      /Try https:\/\/leads\.example\.edu\.in\./,
    );
    expect(() => normaliseApiBase('file:///etc/passwd')).toThrow(/https/);
    expect(() => normaliseApiBase('ftp://leads.example.edu.in')).toThrow(/https/);
    expect(() => normaliseApiBase('not a url')).toThrow(/API address/);
  });

  it('refuses an http address before sending anything, password included', async () => {
    const sent: string[] = [];
    expect(() =>
      createApiClient({
        baseUrl: 'http://leads.example.edu.in',
        fetch: async (input) => {
          sent.push(input);
          return new Response(null);
        },
      }),
    ).toThrow(/https/);
    expect(sent).toEqual([]);
  });
});

describe('two-step sign-in and sessions against the real API (ADR 038)', () => {
  const account = (name: string) => ({
    email: `${name}@example.edu.in`,
    password: `a long passphrase for ${name}`,
  });
  /** A code of the secret that is not right now: ten steps (five minutes) ahead. */
  const stale = (secret: string) => totpCode(secret, totpStep() + 10);

  it("computes the tests' codes as RFC 6238 does (its SHA-1 test vectors)", () => {
    // The RFC's key "12345678901234567890" in base32; its codes are 8 digits, ours their last 6.
    const key = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(key, totpStep(59_000))).toBe('287082');
    expect(totpCode(key, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(key, totpStep(20_000_000_000_000))).toBe('353130');
  });

  it('enrols with a code of the secret, then signs in only with a code: TOTP or recovery', async () => {
    const me = account('two.step');
    await api.addStaff(me, 'counsellor');
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(me.email, me.password);
    const setup = await client.mfaSetup(token);
    expect(new URL(setup.otpauth_url).protocol).toBe('otpauth:');
    expect(new URL(setup.otpauth_url).searchParams.get('secret')).toBe(setup.secret);
    expect(setup.qr_svg).toMatch(/<svg[\s>][\s\S]*<\/svg>\s*$/);
    const codes = totpCodes(setup.secret);

    const wrong = await failure(client.mfaConfirm(token, stale(setup.secret)));
    expect(wrong).toMatchObject({ kind: 'invalid', status: 400, fields: { code: wrong.message } });
    // The field's message repeats the error's: said once.
    expect(wrong.message).toMatch(/^The code is not right\.[^]*recovery code\.$/);
    expect(await client.me(token)).toMatchObject({ mfa_enabled: false });

    const { recovery_codes: recovery } = await client.mfaConfirm(token, await codes.next());
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(await client.me(token)).toMatchObject({
      mfa_enabled: true,
      mfa_enrolment_required: false,
    });

    // The right password alone: the API asks for the code, which is no failure.
    const asked = await failure(client.login(me.email, me.password));
    expect(asked).toMatchObject({ kind: 'mfa-required', status: 401 });
    expect(asked.message).toBe(
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    );
    const refused = await failure(client.login(me.email, me.password, stale(setup.secret)));
    expect(refused.kind).toBe('mfa-required');
    expect(refused.message).toMatch(/^The code is not right\./);
    // A wrong password with a code is a wrong password: nothing said of the code.
    const guessed = await failure(client.login(me.email, 'not the password', '123456'));
    expect(guessed.kind).toBe('wrong-credentials');

    const byApp = await client.login(me.email, me.password, await codes.next());
    expect(await client.me(byApp.token)).toMatchObject({ email: me.email, mfa_enabled: true });
    const byRecovery = await client.login(me.email, me.password, recovery[0]);
    expect(byRecovery.token).not.toBe(byApp.token);
    const reused = await failure(client.login(me.email, me.password, recovery[0]));
    expect(reused.kind).toBe('mfa-required');

    // Turning it off takes a code too (here a recovery code); then the password is enough.
    expect(await client.mfaDisable(byApp.token, recovery[1]!)).toBeNull();
    expect(await client.me(byApp.token)).toMatchObject({ mfa_enabled: false });
    expect((await client.login(me.email, me.password)).token).toBeTruthy();
  });

  it("lists the account's own sessions, and ends them all, the caller's too", async () => {
    const me = account('sessions');
    await api.addStaff(me, 'counsellor');
    const client = createApiClient({ baseUrl: api.url });
    const first = await client.login(me.email, me.password);
    const second = await client.login(me.email, me.password);
    const theirs = await client.login(api.staff.email, api.staff.password);
    const sessions = await client.listSessions(second.token);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    for (const session of sessions) {
      expect(session.client).toBe('console');
      expect(Date.parse(session.expires_at)).toBeGreaterThan(Date.parse(session.created_at));
    }
    expect(await client.endAllSessions(second.token)).toEqual({ ended: 2 });
    for (const { token } of [first, second]) {
      expect((await failure(client.me(token))).kind).toBe('session-expired');
    }
    // A colleague's session is theirs.
    expect(await client.me(theirs.token)).toMatchObject({ email: api.staff.email });
  });

  it('an admin requires a second factor: whoever has none is refused all but enrolment', async () => {
    const admin = await createApiClient({ baseUrl: api.url }).login(
      api.colleague.email,
      api.colleague.password,
    );
    const client = createApiClient({ baseUrl: api.url });
    const counsellor = await client.login(api.staff.email, api.staff.password);
    expect((await failure(client.getSecuritySettings(counsellor.token))).kind).toBe('forbidden');
    expect(await client.getSecuritySettings(admin.token)).toEqual({ mfa_required: false });
    expect(await client.setSecuritySettings(admin.token, { mfa_required: true })).toEqual({
      mfa_required: true,
    });
    try {
      const me = account('required');
      await api.addStaff(me, 'counsellor');
      const { token } = await client.login(me.email, me.password);
      expect(await client.me(token)).toMatchObject({
        mfa_enabled: false,
        mfa_enrolment_required: true,
      });
      const refused = await failure(client.listLeads(token, { limit: 1 }));
      expect(refused).toMatchObject({ kind: 'mfa-enrolment-required', status: 403 });
      expect(refused.message).toMatch(/requires two-step sign-in/);
      // The account's own sessions and enrolment still answer.
      expect(await client.listSessions(token)).toHaveLength(1);
      const setup = await client.mfaSetup(token);
      const codes = totpCodes(setup.secret);
      await client.mfaConfirm(token, await codes.next());
      expect((await client.listLeads(token, { limit: 1 })).leads).toBeDefined();
      // While it is required, no one turns theirs off.
      const kept = await failure(client.mfaDisable(token, await codes.next()));
      expect(kept).toMatchObject({ kind: 'forbidden', status: 403 });
    } finally {
      // The admin has no second factor either, so is refused too: put it back directly.
      await api.sql`update security_settings set mfa_required = false`;
    }
  });
});
