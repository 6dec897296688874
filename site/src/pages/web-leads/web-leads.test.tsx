import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseCsv } from '@skltcoa/shared';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import WebLeads from './web-leads';

/* Only `fetch` is mocked: the page, its hook and the API client run as they are. */

type Reply = { status: number; body?: unknown; text?: string; headers?: HeadersInit } | Error;
const json = (status: number, body?: unknown): Reply => ({ status, body });

const lead = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Student ${i}`,
  email: `s${i}@example.com`,
  phone: `+9198${String(i).padStart(8, '0')}`,
  program: 'Bachelor of Architecture',
  form_type: 'Admission Enquiry',
});

let routes: Record<string, Reply | (() => Reply | Promise<Reply>)>;
let calls: string[];
/** What each call sent, keyed like `calls`. */
let sent: Map<string, RequestInit | undefined>;

beforeEach(() => {
  calls = [];
  sent = new Map();
  routes = { 'GET /api/auth/me': json(401, { error: 'Not signed in' }) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      sent.set(`${init?.method ?? 'GET'} ${url}`, init);
      const route = routes[`${init?.method ?? 'GET'} ${url}`] ?? routes[key];
      const reply = typeof route === 'function' ? await route() : route;
      if (!reply) throw new Error(`unexpected ${key}`);
      if (reply instanceof Error) throw reply;
      if (reply.text !== undefined) {
        return new Response(reply.text, { status: reply.status, headers: reply.headers });
      }
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  render(
    <MemoryRouter>
      <WebLeads />
    </MemoryRouter>,
  );
const signedIn = (canExport = true) => {
  routes['GET /api/auth/me'] = json(200, {
    email: 'staff@example.edu.in',
    role: 'counsellor',
    can_export: canExport,
  });
};
const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });

describe('/web-leads', () => {
  it('asks for a sign-in without a session, and shows the API error on a wrong password', async () => {
    const user = userEvent.setup({ delay: null });
    routes['POST /api/auth/login'] = json(401, { error: 'Wrong email or password.' });
    show();
    await user.type(await screen.findByLabelText('Email'), 'staff@example.edu.in');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong email or password.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.some((c) => c.startsWith('GET /api/leads'))).toBe(false);
  });

  it('signs in, shows loading, then the table with the total', async () => {
    const user = userEvent.setup({ delay: null });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The API gives a web page only the HttpOnly cookie: no token in the body.
    routes['POST /api/auth/login'] = async () => {
      signedIn();
      return json(200, { expiresAt: '2026-11-24T06:00:00.000Z' });
    };
    routes['GET /api/leads'] = async () => {
      await gate;
      return json(200, { leads: [lead(1), lead(2)], total: 2, nextCursor: null });
    };
    show();
    await user.type(await screen.findByLabelText('Email'), 'staff@example.edu.in');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Loading leads…')).toBeTruthy();
    await act(async () => release());
    const table = await screen.findByRole('table');
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Program', 'Form Type']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByText('Total: 2')).toBeTruthy();
    expect(screen.getByText('Student 1')).toBeTruthy();
    expect((exportButton() as HTMLButtonElement).disabled).toBe(false);
    const login = sent.get('POST /api/auth/login');
    expect(new Headers(login?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(login?.headers).has('x-client')).toBe(false);
    expect(login?.credentials).toBe('same-origin');
  });

  it('shows a withdrawn lead as withdrawn, not as a blank row', async () => {
    signedIn();
    routes['GET /api/leads'] = json(200, {
      leads: [lead(1), { ...lead(2), name: '', email: '', phone: '', withdrawn: true }],
      total: 2,
      nextCursor: null,
    });
    show();
    const table = await screen.findByRole('table');
    const names = [...table.querySelectorAll('tbody tr')].map(
      (row) => row.firstElementChild?.textContent,
    );
    expect(names).toEqual(['Student 1', 'Withdrawn enquiry']);
  });

  it('shows the error message of the API, and "Failed to fetch leads" when there is none', async () => {
    signedIn();
    routes['GET /api/leads'] = json(500, { error: 'Database unavailable' });
    const first = show();
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
    first.unmount();
    routes['GET /api/leads'] = json(502);
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch leads');
  });

  it("shows a network error's own message", async () => {
    signedIn();
    routes['GET /api/leads'] = new TypeError('Network down');
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Network down');
  });

  it('says "No admission leads found." and disables the export when there are none', async () => {
    signedIn();
    routes['GET /api/leads'] = json(200, { leads: [], total: 0, nextCursor: null });
    show();
    expect(await screen.findByText('No admission leads found.')).toBeTruthy();
    expect((exportButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('follows nextCursor with progress, and pages the table 100 rows at a time', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const page = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => lead(from + i));
    routes['GET /api/leads'] = json(200, { leads: page(0, 1000), total: 1500, nextCursor: 'c1' });
    routes['GET /api/leads?limit=1000&cursor=c1'] = async () => {
      await gate;
      return json(200, { leads: page(1000, 1500), total: 1500, nextCursor: null });
    };
    show();
    expect(await screen.findByText('Loaded 1,000 of 1,500')).toBeTruthy();
    expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(100);
    await act(async () => release());
    await waitFor(() => expect(screen.queryByText(/^Loaded/)).toBeNull());
    expect(screen.getByText('Total: 1,500')).toBeTruthy();
    expect(screen.getByText('Showing 1–100 of 1,500')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 101–200 of 1,500')).toBeTruthy();
    expect(screen.getByText('Student 100')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('GET /api/leads'))).toEqual([
      'GET /api/leads?limit=1000',
      'GET /api/leads?limit=1000&cursor=c1',
    ]);
  });

  /** Collects the files the page offers for download. */
  function catchDownloads() {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    const click = HTMLAnchorElement.prototype.click;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      HTMLAnchorElement.prototype.click = click;
    });
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => {},
    });
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    return { blobs, names };
  }

  it("downloads the API's export of the listing's own query, so that it is permitted and audited", async () => {
    const user = userEvent.setup({ delay: null });
    signedIn();
    routes['GET /api/leads'] = json(200, { leads: [lead(3), lead(1)], total: 2, nextCursor: null });
    const csv = '\uFEFF"Name","Phone"\r\n"आदित्य पाटील","98000 00003"\r\n"Student 1","98000 00001"';
    routes['GET /api/leads/export'] = {
      status: 200,
      text: csv,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="admission_leads_2026-11-24.csv"',
      },
    };
    const { blobs, names } = catchDownloads();
    show();
    await screen.findByText('Total: 2');
    await user.click(exportButton());
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(names).toEqual(['admission_leads_2026-11-24.csv']);
    expect(parseCsv(await blobs[0]!.text()).map((row) => row.Name)).toEqual([
      'आदित्य पाटील',
      'Student 1',
    ]);
    // The listing's query, and only it: the same filters and order as the table.
    expect(calls).toContain('GET /api/leads/export?');
    const request = sent.get('GET /api/leads/export?');
    expect(request?.credentials).toBe('same-origin');
    expect(new Headers(request?.headers).get('accept')).toBe('text/csv');
    expect(await screen.findByText('The CSV file has been downloaded.')).toBeTruthy();
  });

  it('greys Export out with the reason when an admin has not allowed it', async () => {
    signedIn(false);
    routes['GET /api/leads'] = json(200, { leads: [lead(1)], total: 1, nextCursor: null });
    show();
    await screen.findByRole('table');
    const button = exportButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const note = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(note?.textContent).toMatch(/needs an admin’s permission/);
    expect(calls.some((c) => c.startsWith('GET /api/leads/export'))).toBe(false);
  });

  it("shows the API's refusal when the permission was revoked since the page opened", async () => {
    const user = userEvent.setup({ delay: null });
    signedIn();
    routes['GET /api/leads'] = json(200, { leads: [lead(1)], total: 1, nextCursor: null });
    routes['GET /api/leads/export'] = json(403, {
      error: 'You do not have permission to export leads. Please ask an admin to grant it.',
    });
    const { blobs } = catchDownloads();
    show();
    await screen.findByRole('table');
    await user.click(exportButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have permission to export leads. Please ask an admin to grant it.',
    );
    expect((exportButton() as HTMLButtonElement).disabled).toBe(true);
    expect(blobs).toHaveLength(0);
    // The table stays: a refused export does not reload the leads.
    expect(calls.filter((c) => c.startsWith('GET /api/leads?'))).toHaveLength(1);
  });

  it('asks for the code on the same form after the right password, and signs in with it', async () => {
    const user = userEvent.setup({ delay: null });
    const needed =
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
    routes['POST /api/auth/login'] = async () => {
      const body = JSON.parse(String(sent.get('POST /api/auth/login')?.body)) as {
        code?: string;
      };
      if (body.code === undefined) return json(401, { error: needed, mfa_required: true });
      if (body.code !== '123456') {
        return json(401, { error: 'The code is not right.', mfa_required: true });
      }
      signedIn();
      return json(200, { expiresAt: '2026-11-24T06:00:00.000Z', mfa_enabled: true });
    };
    routes['GET /api/leads'] = json(200, { leads: [lead(1)], total: 1, nextCursor: null });
    show();
    await user.type(await screen.findByLabelText('Email'), 'staff@example.edu.in');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Code from your authenticator app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);
    // A prompt, not a failure; the email and password stay as typed.
    expect(screen.getByRole('status').textContent).toBe(needed);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('staff@example.edu.in');
    expect((screen.getByLabelText('Password') as HTMLInputElement).readOnly).toBe(true);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByText('The code is not right.')).getAttribute('role')).toBe('alert');
    expect((code as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery.getAttribute('inputmode')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Use the app’s code instead' }));
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Total: 1');
    expect(JSON.parse(String(sent.get('POST /api/auth/login')?.body))).toEqual({
      email: 'staff@example.edu.in',
      password: 'secret',
      code: '123456',
    });
  });

  const enrolment = {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauth_url: 'otpauth://totp/SKLT%20Admissions:staff%40example.edu.in?secret=JBSWY3DPEHPK3PXP',
    qr_svg:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7"/></svg>\n',
  };

  it('sets up two-step sign-in first when an admin requires it, then shows the leads', async () => {
    const user = userEvent.setup({ delay: null });
    routes['GET /api/auth/me'] = json(200, {
      email: 'staff@example.edu.in',
      role: 'counsellor',
      can_export: true,
      mfa_enabled: false,
      mfa_enrolment_required: true,
    });
    routes['POST /api/auth/mfa/setup'] = json(200, enrolment);
    routes['POST /api/auth/mfa/confirm'] = async () =>
      JSON.parse(String(sent.get('POST /api/auth/mfa/confirm')?.body)).code === '123456'
        ? json(200, { recovery_codes: ['aaaa-bbbb-cc', 'dddd-eeee-ff'] })
        : json(400, {
            error: 'The code is not right.',
            fields: { code: 'The code is not right.' },
          });
    routes['GET /api/leads'] = json(200, { leads: [lead(1)], total: 1, nextCursor: null });
    show();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(screen.getByText(/An admin requires two-step sign-in/)).toBeTruthy();
    // The leads wait: the API would refuse them.
    expect(calls.some((c) => c.startsWith('GET /api/leads'))).toBe(false);

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg.trim())}`,
    );
    expect(screen.getByTestId('mfa-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const code = screen.getByLabelText('Then enter the 6-digit code the app shows');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is not right.');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    const codes = await screen.findByTestId('recovery-codes');
    expect([...codes.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'aaaa-bbbb-cc',
      'dddd-eeee-ff',
    ]);
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await user.click(screen.getByLabelText('I have put my recovery codes somewhere safe'));
    await user.click(done);
    await screen.findByText('Total: 1');
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByText(/^On: signing in takes your password/)).toBeTruthy();
  });

  it('turns to the set-up when the API begins to require it while the page is open', async () => {
    signedIn();
    routes['GET /api/leads'] = json(403, {
      error: 'An admin requires two-step sign-in.',
      mfa_enrolment_required: true,
    });
    show();
    expect(
      await screen.findByText(/An admin requires two-step sign-in for all staff/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the sessions when asked, and signs out everywhere after a question', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn();
    routes['GET /api/leads'] = json(200, { leads: [lead(1)], total: 1, nextCursor: null });
    routes['GET /api/auth/sessions'] = json(200, {
      sessions: [
        {
          id: 's1',
          created_at: '2026-11-24T04:00:00.000Z',
          last_seen_at: '2026-11-24T05:00:00.000Z',
          expires_at: '2026-11-24T16:00:00.000Z',
          client: 'web',
          user_agent: 'Mozilla/5.0',
          current: true,
        },
        {
          id: 's2',
          created_at: '2026-11-23T04:00:00.000Z',
          last_seen_at: '2026-11-23T05:00:00.000Z',
          expires_at: '2026-11-23T16:00:00.000Z',
          client: 'console',
          user_agent: null,
          current: false,
        },
      ],
    });
    routes['POST /api/auth/sessions/end-all'] = json(200, { ended: 2 });
    show();
    await screen.findByText('Total: 1');
    expect(calls).not.toContain('GET /api/auth/sessions');
    await user.click(screen.getByRole('button', { name: 'Show your sessions' }));
    const table = await screen.findByRole('table', { name: /Your sessions/ });
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual([
      'Web browser (this browser)2026-11-24 09:302026-11-24 10:302026-11-24 21:30',
      'Admissions console2026-11-23 09:302026-11-23 10:302026-11-23 21:30',
    ]);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const yes = screen.getByRole('button', { name: 'Yes, sign out everywhere' });
    expect(document.activeElement).toBe(yes);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Sign out everywhere' }),
    );
    expect(calls).not.toContain('POST /api/auth/sessions/end-all');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(
      await screen.findByText('You have signed out everywhere: 2 sessions ended.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByText('Total: 1')).toBeNull();
    expect(sent.get('POST /api/auth/sessions/end-all')?.body).toBe('{}');
  });

  it('signs out and returns to the sign-in form', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn();
    routes['GET /api/leads'] = json(200, { leads: [lead(1)], total: 1, nextCursor: null });
    routes['POST /api/auth/logout'] = json(204);
    show();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toContain('POST /api/auth/logout');
    // The API takes state-changing staff requests only as JSON.
    const logout = sent.get('POST /api/auth/logout');
    expect(new Headers(logout?.headers).get('content-type')).toBe('application/json');
    expect(logout?.body).toBe('{}');
  });
});
