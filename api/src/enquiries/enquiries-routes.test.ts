import {
  ANSWER_PAGE_WORDS_MR,
  ENQUIRY_LABELS,
  ENQUIRY_REFUSALS,
  ERROR_SUMMARY_TITLE,
  FORM_MESSAGES_HI,
  FORM_MESSAGES_MR,
  FORM_WORDS_HI,
  FORM_WORDS_MR,
  PROGRAM_NAMES_MR,
} from '@skltcoa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../db/client';
import {
  enquiry,
  postJson,
  startServer,
  startTestApp,
  testConfig,
  type TestServer,
} from '../../test/helpers';

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
});
afterAll(async () => {
  await close();
});

const countBySubmission = async (id: string) =>
  (
    await sql<
      { n: number }[]
    >`select count(*)::int as n from admission_leads where submission_id::text = ${id}`
  )[0]!.n;

describe('POST /api/enquiries with JSON', () => {
  it('stores the lead with the phone normalised and answers 201 with its id', async () => {
    const body = enquiry({
      phone: '+91 98765-43210',
      utm_source: 'instagram',
      utm_campaign: 'ay-2025',
    });
    const response = await postJson(server.url, '/api/enquiries', body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await sql`select * from admission_leads where id = ${id}`;
    expect(row).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '+919876543210',
      program: 'Bachelor of Architecture',
      form_type: 'Admission Enquiry',
      status: 'new',
      source_page: '/admission',
      utm_source: 'instagram',
      utm_campaign: 'ay-2025',
      utm_medium: null,
      // A new lead: first version, nobody's yet, no call planned, and nothing on its timeline.
      version: 1,
      assignee_id: null,
      next_follow_up_at: null,
    });
    expect(row).not.toHaveProperty('notes');
    expect(await sql`select 1 from lead_activities where lead_id = ${id}`).toHaveLength(0);
  });

  it.each([
    ['name', { name: '   ' }, 'Please enter your name.'],
    ['name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    [
      'name',
      { name: 'Asha\nRao' },
      'Name cannot contain control characters, line breaks or invisible formatting characters.',
    ],
    ['email', { email: 'asha@' }, 'Please enter a valid email address, like name@example.com.'],
    ['email', { email: `${'a'.repeat(250)}@x.in` }, 'Email must be at most 254 characters.'],
    [
      'phone',
      { phone: '12345' },
      'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    ],
    [
      'phone',
      { phone: '5876543210' },
      'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    ],
    [
      'phone',
      { phone: '+1 9876543210' },
      'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    ],
    [
      'program',
      { program: 'MBA' },
      'Please choose a programme: Bachelor of Architecture or Diploma in Architecture.',
    ],
    [
      'form_type',
      { form_type: 'Spam' },
      'Form type must be one of: Admission Enquiry, Brochure Enquiry, BArch Enquiry, DArch Enquiry.',
    ],
    [
      'submission_id',
      { submission_id: 'abc' },
      'The form could not be identified. Please reload the page and try again.',
    ],
    [
      'source_page',
      { source_page: '//evil.example/x' },
      'Source page must be a path on this site.',
    ],
    [
      'utm_source',
      { utm_source: 'u'.repeat(201) },
      'Campaign fields must be at most 200 characters.',
    ],
  ])(
    'rejects a bad %s with a message naming it and stores nothing',
    async (field, override, message) => {
      const body = enquiry(override);
      const response = await postJson(server.url, '/api/enquiries', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(answer.fields[field]).toBe(message);
      expect(Object.keys(answer.fields)).toEqual([field]);
      expect(await countBySubmission(body.submission_id!)).toBe(0);
    },
  );

  it('names every missing field at once', async () => {
    const response = await postJson(server.url, '/api/enquiries', {});
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual([
      'adult',
      'consent',
      'email',
      'form_type',
      'name',
      'notice_language',
      'notice_version',
      'phone',
      'program',
      'submission_id',
    ]);
    expect(fields.name).toBe('Please enter your name.');
  });

  it('answers 400 to malformed JSON and to JSON that is not an object', async () => {
    const malformed = await postJson(server.url, '/api/enquiries', '{"name": "Asha",');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'The request body is not valid JSON.' });
    const array = await postJson(server.url, '/api/enquiries', '[1,2]');
    expect(array.status).toBe(400);
    expect(await array.json()).toEqual({ error: 'The request body must be a JSON object.' });
  });

  it('answers 413 to a body over 16 KB and stores nothing', async () => {
    const body = enquiry({ utm_content: 'x'.repeat(17 * 1024) });
    const response = await postJson(server.url, '/api/enquiries', body);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/too large/);
    expect(await countBySubmission(body.submission_id!)).toBe(0);
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml'])(
    'answers 415 to %s',
    async (type) => {
      const response = await fetch(`${server.url}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify(enquiry()),
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: string }).error).toMatch(/application\/json/);
    },
  );

  it('answers a filled honeypot with the normal success and stores nothing', async () => {
    const body = enquiry({ website: 'http://spam.example' } as never);
    const response = await postJson(server.url, '/api/enquiries', body);
    expect(response.status).toBe(201);
    expect((await response.json()) as { id: string }).toHaveProperty('id');
    expect(await countBySubmission(body.submission_id!)).toBe(0);
  });
});

describe('idempotency', () => {
  it('answers a repeated submission_id with the first answer and stores one row', async () => {
    const body = enquiry();
    const first = await postJson(server.url, '/api/enquiries', body);
    const again = await postJson(server.url, '/api/enquiries', body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await countBySubmission(body.submission_id!)).toBe(1);
  });

  it('answers 409 to a submission_id reused with other details, and stores nothing', async () => {
    const body = enquiry();
    await postJson(server.url, '/api/enquiries', body);
    const reused = await postJson(server.url, '/api/enquiries', { ...body, name: 'Someone Else' });
    expect(reused.status).toBe(409);
    expect(await countBySubmission(body.submission_id!)).toBe(1);
  });

  it('keeps one row when 50 repeats arrive in parallel', async () => {
    const body = enquiry();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postJson(server.url, '/api/enquiries', body)),
    );
    const ids = new Set(
      await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id)),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await countBySubmission(body.submission_id!)).toBe(1);
  });

  it('stores exactly 200 rows for 200 parallel distinct posts', async () => {
    const marker = `parallel-${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        postJson(server.url, '/api/enquiries', enquiry({ utm_campaign: marker })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from admission_leads where utm_campaign = ${marker}`;
    expect(row!.n).toBe(200);
  });
});

describe('a browser form post without JavaScript', () => {
  const formPost = (fields: Record<string, string>) =>
    fetch(`${server.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  it('is stored and answered with 303 to the thank-you page that knows where it came from', async () => {
    const body = enquiry({
      form_type: 'DArch Enquiry',
      program: 'Diploma in Architecture',
      source_page: '/courses/darch/admission',
      website: '',
      utm_source: '',
    } as never);
    const response = await formPost(body);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/thank-you');
    expect(location.searchParams.get('from')).toBe('/courses/darch/admission');
    expect(location.searchParams.get('form')).toBe('DArch Enquiry');
    const [row] =
      await sql`select program, form_type, utm_source from admission_leads where submission_id = ${body.submission_id!}`;
    expect(row).toEqual({
      program: 'Diploma in Architecture',
      form_type: 'DArch Enquiry',
      utm_source: null,
    });
  });

  it('is given a submission_id by the server when the prerendered form had none', async () => {
    const marker = `no-js-${Date.now()}`;
    const first = await formPost(enquiry({ submission_id: '', utm_campaign: marker }));
    const second = await formPost(enquiry({ submission_id: '', utm_campaign: marker }));
    expect([first.status, second.status]).toEqual([303, 303]);
    const rows =
      await sql`select submission_id from admission_leads where utm_campaign = ${marker}`;
    expect(rows).toHaveLength(2);
    expect(rows[0]!.submission_id).not.toBe(rows[1]!.submission_id);
  });

  it('gets a readable HTML page naming each bad field, with a link back', async () => {
    const body = enquiry({ email: 'not-an-email', phone: '12', source_page: '/about/brochure' });
    const response = await formPost(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('Please enter a valid email address, like name@example.com.');
    expect(html).toContain('Please enter a 10-digit Indian mobile number');
    expect(html).toContain('href="/about/brochure"');
    expect(await countBySubmission(body.submission_id!)).toBe(0);
  });
});

describe('the answer page for a refused form without JavaScript', () => {
  const formPost = (body: URLSearchParams | Record<string, string>) =>
    fetch(`${server.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
      redirect: 'manual',
    });
  const decode = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
      name === 'amp'
        ? '&'
        : name === 'lt'
          ? '<'
          : name === 'gt'
            ? '>'
            : name === 'quot'
              ? '"'
              : "'",
    );
  /** The page read as a browser would post its form: every named control's value, as kept. */
  function formValues(html: string): URLSearchParams {
    const values = new URLSearchParams();
    for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
      const read = (name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
      if (/type="(radio|checkbox)"/.test(tag) && !/ checked/.test(tag)) continue;
      values.append(read('name')!, decode(read('value') ?? ''));
    }
    for (const [, name, options] of html.matchAll(
      /<select[^>]* name="([^"]+)"[^>]*>(.*?)<\/select>/g,
    )) {
      values.append(name!, decode(options!.match(/<option value="([^"]*)" selected/)![1]!));
    }
    return values;
  }
  async function refused(body: Record<string, string>) {
    const response = await formPost(body);
    expect(response.status).toBe(400);
    const html = await response.text();
    const summary = html.match(/<div class="error-summary"[^>]*>[\s\S]*?<\/div>/)?.[0] ?? '';
    const items = [...summary.matchAll(/<li>(?:<a href="#([^"]+)">)?([^<]*)/g)].map(
      ([, target, message]) => ({ target, message: decode(message!) }),
    );
    return { html, summary, items };
  }

  it('leads with the error summary, linking each field with its own words, and keeps every answer', async () => {
    const marker = `retry-${Date.now()}`;
    const name = 'आशा राव "O\'Neil" <b>';
    const { consent: _unticked, ...sent } = enquiry({
      name,
      email: 'asha@',
      program: 'Diploma in Architecture',
      form_type: 'DArch Enquiry',
      source_page: '/courses/darch/admission',
      notice_language: 'mr',
      utm_campaign: marker,
    });
    const { html, summary, items } = await refused({ ...sent, submission_id: '', website: '' });

    // Right under the page's heading, and focused without a script.
    expect(html).toMatch(
      /<\/h1><div class="error-summary" id="error-summary" tabindex="-1" autofocus>/,
    );
    expect(summary).toContain(`<h2>${ERROR_SUMMARY_TITLE}</h2>`);
    expect(items).toEqual([
      { target: 'email', message: 'Please enter a valid email address, like name@example.com.' },
      { target: 'consent', message: expect.stringMatching(/^Please tick the box/) },
    ]);
    for (const { target, message } of items) {
      // The control is there, marked invalid, and its own message says the same words.
      expect(html).toMatch(
        new RegExp(`id="${target}"[^>]* aria-invalid="true" aria-describedby="${target}-error"`),
      );
      const inline = html.match(new RegExp(`<p class="error" id="${target}-error">([^<]*)</p>`));
      expect(decode(inline![1]!)).toBe(message);
    }

    const kept = formValues(html);
    expect(Object.fromEntries(kept)).toEqual({
      form_type: 'DArch Enquiry',
      source_page: '/courses/darch/admission',
      notice_version: sent.notice_version,
      notice_language: 'mr',
      website: '',
      name,
      email: 'asha@',
      phone: '98765 43210',
      program: 'Diploma in Architecture',
      adult: 'yes',
    });
    expect(html).toContain(`<label for="name">${ENQUIRY_LABELS.name}</label>`);
    // The consent is asked in the language the notice was read in, with the notice a link away.
    expect(html).toMatch(/<div class="field" lang="mr"><input type="checkbox" id="consent"/);
    expect(html).toContain('href="/privacy#notice-mr"');
    expect(html).toContain('href="/courses/darch/admission"');

    // Corrected here and sent again, it is stored once, with what was kept.
    const email = `asha.${marker}@example.com`;
    kept.set('email', email);
    kept.set('consent', 'on');
    expect((await formPost(kept)).status).toBe(303);
    const leads =
      await sql`select name, program, form_type, source_page from admission_leads where email = ${email}`;
    expect(leads).toEqual([
      {
        name,
        program: 'Diploma in Architecture',
        form_type: 'DArch Enquiry',
        source_page: '/courses/darch/admission',
      },
    ]);
  });

  it('asks for the guardian’s fields again under 18, and leaves an unfixable message unlinked', async () => {
    const minor = await refused(enquiry({ adult: 'no' }));
    expect(minor.items.map((item) => item.target)).toEqual([
      'guardian_name',
      'guardian_email',
      'guardian_phone',
    ]);
    expect(minor.html).toMatch(/id="adult-no" name="adult" value="no" checked/);
    const odd = await refused(enquiry({ form_type: 'Nonsense' }));
    expect(odd.items).toEqual([
      { target: undefined, message: expect.stringMatching(/^Form type must be one of/) },
    ]);
  });

  describe('in the language of the page the form was on', () => {
    const PHONE_RULE = 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.';
    /** As the Marathi or Hindi page's form posts it: the page's language in a hidden field. */
    const fromPage = (
      language: string,
      fields: Record<string, string> = {},
    ): Record<string, string> => ({
      ...enquiry({
        phone: '12345',
        notice_language: 'mr',
        source_page: '/courses/barch/admission',
        form_type: 'BArch Enquiry',
        ...fields,
      }),
      submission_id: '',
      website: '',
      language,
    });

    it('answers a Marathi form in Marathi, with the words of the site’s form and the answers kept', async () => {
      const sent = fromPage('mr');
      const { html, summary, items } = await refused(sent);
      expect(html).toMatch(/^<!doctype html>\n<html lang="mr">/);
      expect(html).toContain(`<title>${ANSWER_PAGE_WORDS_MR.title}</title>`);
      expect(summary).toContain(`<h2>${FORM_WORDS_MR.errorSummaryTitle}</h2>`);
      expect(summary).not.toContain(ERROR_SUMMARY_TITLE);
      const phoneMessage = FORM_MESSAGES_MR[PHONE_RULE]!;
      expect(phoneMessage).toMatch(/[\u0900-\u097F]/);
      expect(items).toEqual([{ target: 'phone', message: phoneMessage }]);
      const inline = html.match(/<p class="error" id="phone-error">([^<]*)<\/p>/);
      expect(decode(inline![1]!)).toBe(phoneMessage);
      expect(html).not.toContain(PHONE_RULE);
      expect(html).toContain(`<label for="name">${FORM_WORDS_MR.labels.name}</label>`);
      expect(html).toContain(`<label for="phone">${FORM_WORDS_MR.labels.phone}</label>`);
      expect(html).toContain(`>${PROGRAM_NAMES_MR['Bachelor of Architecture']}</option>`);
      expect(html).toContain(`<button type="submit">${ANSWER_PAGE_WORDS_MR.sendAgain}</button>`);
      expect(html).toContain(
        `${ANSWER_PAGE_WORDS_MR.backBefore}<a href="/mr/courses/barch/admission">`,
      );
      expect(html).toContain('href="/mr/privacy#notice-mr"');
      expect(html).not.toContain(ENQUIRY_LABELS.name);

      // Every answer is kept, the page's language with them, so a second refusal speaks Marathi too.
      const kept = formValues(html);
      expect(kept.get('language')).toBe('mr');
      expect(kept.get('phone')).toBe('12345');
      expect(kept.get('name')).toBe(sent.name);
      expect(kept.get('email')).toBe(sent.email);
      expect(kept.get('notice_language')).toBe('mr');
      expect(kept.get('program')).toBe('Bachelor of Architecture');
      kept.set('name', '');
      const again = await refused(Object.fromEntries(kept));
      expect(again.items.map((item) => item.message)).toEqual([
        FORM_MESSAGES_MR['Please enter your name.'],
        phoneMessage,
      ]);
    });

    it('answers a Hindi form in Hindi', async () => {
      const { html, summary, items } = await refused(fromPage('hi', { notice_language: 'hi' }));
      expect(html).toMatch(/<html lang="hi">/);
      expect(summary).toContain(`<h2>${FORM_WORDS_HI.errorSummaryTitle}</h2>`);
      expect(items).toEqual([{ target: 'phone', message: FORM_MESSAGES_HI[PHONE_RULE] }]);
      expect(html).toContain(`<label for="email">${FORM_WORDS_HI.labels.email}</label>`);
    });

    it('sends a good Marathi or Hindi enquiry to the thank-you page in its language', async () => {
      for (const language of ['mr', 'hi']) {
        const response = await formPost(fromPage(language, { phone: '98765 43210' }));
        expect(response.status).toBe(303);
        const location = new URL(response.headers.get('location')!, server.url);
        expect(location.pathname).toBe(`/${language}/thank-you`);
        expect(location.searchParams.get('from')).toBe('/courses/barch/admission');
      }
    });

    it('takes English for a language it does not know, and never fails on one', async () => {
      const { html, summary, items } = await refused(fromPage('xx'));
      expect(html).toMatch(/<html lang="en">/);
      expect(summary).toContain(`<h2>${ERROR_SUMMARY_TITLE}</h2>`);
      expect(items).toEqual([{ target: 'phone', message: PHONE_RULE }]);
      expect(formValues(html).get('language')).toBe('en');

      // A bogus notice language is the visitor's field to fix, in the page's language.
      const odd = await refused(fromPage('mr', { phone: '98765 43210', notice_language: 'zz' }));
      expect(odd.html).toMatch(/<html lang="mr">/);
      expect(odd.items.map((item) => item.message)).toEqual([
        FORM_MESSAGES_MR['Notice language must be one of: en, mr, hi.'],
      ]);

      const good = await formPost(fromPage('../../evil', { phone: '98765 43210' }));
      expect(good.status).toBe(303);
      expect(new URL(good.headers.get('location')!, server.url).pathname).toBe('/thank-you');
    });
  });
});

describe('rate limit', () => {
  it('allows ENQUIRY_RATE_LIMIT posts per client in 10 minutes, then answers 429 with Retry-After', async () => {
    const limited = await startServer(sql, testConfig({ ENQUIRY_RATE_LIMIT: '3' }));
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await postJson(limited.url, '/api/enquiries', enquiry())).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await postJson(limited.url, '/api/enquiries', enquiry());
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Too many enquiries/);
    } finally {
      await limited.close();
      await sql`delete from rate_limits`;
    }
  });

  it('answers a form without JavaScript from a Marathi page in Marathi, and English by default', async () => {
    const limited = await startServer(sql, testConfig({ ENQUIRY_RATE_LIMIT: '1' }));
    const post = (fields: Record<string, string>) =>
      fetch(`${limited.url}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    try {
      const page = { source_page: '/admission', submission_id: '', website: '' };
      expect((await post(enquiry({ ...page, language: 'mr' } as never))).status).toBe(303);
      const marathi = await post(enquiry({ ...page, language: 'mr' } as never));
      expect(marathi.status).toBe(429);
      const html = await marathi.text();
      expect(html).toMatch(/<html lang="mr">/);
      expect(html).toContain(`<title>${ANSWER_PAGE_WORDS_MR.titles[429]}</title>`);
      expect(html).toContain(FORM_MESSAGES_MR[ENQUIRY_REFUSALS.tooManyFromNetwork]!);
      expect(html).not.toContain(ENQUIRY_REFUSALS.tooManyFromNetwork);
      expect(html).toContain(`<a href="/mr/admission">${ANSWER_PAGE_WORDS_MR.backLink}</a>`);

      const english = await (await post(enquiry({ ...page, language: 'xx' } as never))).text();
      expect(english).toMatch(/<html lang="en">/);
      expect(english).toContain('<title>Please wait a moment</title>');
      expect(english).toContain(ENQUIRY_REFUSALS.tooManyFromNetwork);
      expect(english).toContain('<a href="/admission">go back to the page you came from</a>');
    } finally {
      await limited.close();
      await sql`delete from rate_limits`;
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const untrusting = await startServer(sql, testConfig({ ENQUIRY_RATE_LIMIT: '1' }));
    const trusting = await startServer(
      sql,
      testConfig({ ENQUIRY_RATE_LIMIT: '1', TRUST_PROXY: 'true' }),
    );
    try {
      const spoof = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
      expect((await postJson(untrusting.url, '/api/enquiries', enquiry(), spoof(1))).status).toBe(
        201,
      );
      expect((await postJson(untrusting.url, '/api/enquiries', enquiry(), spoof(2))).status).toBe(
        429,
      );
      await sql`delete from rate_limits`;
      expect((await postJson(trusting.url, '/api/enquiries', enquiry(), spoof(3))).status).toBe(
        201,
      );
      expect((await postJson(trusting.url, '/api/enquiries', enquiry(), spoof(4))).status).toBe(
        201,
      );
      expect((await postJson(trusting.url, '/api/enquiries', enquiry(), spoof(4))).status).toBe(
        429,
      );
    } finally {
      await untrusting.close();
      await trusting.close();
      await sql`delete from rate_limits`;
    }
  });
});
