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
