import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EnquirySchema, LIMITS, UTM_FIELDS, adultConsent } from '@skltcoa/shared';
import { captureUtm, cleanUtmValue, readUtm } from './utm';

it('keeps the first landing page campaign for the whole visit', () => {
  captureUtm('?utm_source=instagram&utm_medium=social&other=1');
  captureUtm('?utm_source=later');
  expect(readUtm()).toEqual({ utm_source: 'instagram', utm_medium: 'social' });
});

describe('campaign values the API would refuse', () => {
  // Each of these once locked a tab out of every enquiry form.
  const MANGLED = [
    'x\u0000y',
    '\u202Eevil',
    'a\u202Ab\u202Cc\u202Dd',
    '\u2066isolated\u2069',
    'zero\u200Bwidth\u200C\u200D\u2060\uFEFF',
    'line\u2028para\u2029graph',
    'tab\tnew\nline\rdel\u007Fc1\u0085',
    `  ${'\u0000'.repeat(5)}  `,
    `${'ब'.repeat(LIMITS.utmMax - 1)}क्\u200Dष`,
    `${'a'.repeat(LIMITS.utmMax - 1)}🙂`,
    `${'a'.repeat(LIMITS.utmMax - 1)} b`,
  ];

  it('drops the characters and keeps the rest', () => {
    expect(cleanUtmValue('x\u0000y')).toBe('xy');
    expect(cleanUtmValue('\u202Eevil')).toBe('evil');
    expect(cleanUtmValue(' \u2066spring\u2028sale\u2069 ')).toBe('springsale');
    expect(cleanUtmValue('लक्ष्‍मी')).toBe('लक्ष्‍मी');
    expect(cleanUtmValue('\u200B \u0000\t')).toBeUndefined();
    expect(cleanUtmValue('')).toBeUndefined();
    expect(cleanUtmValue(42)).toBeUndefined();
  });

  it('caps at the limit without splitting a character or leaving a joiner or a space last', () => {
    expect(cleanUtmValue('a'.repeat(LIMITS.utmMax + 50))).toHaveLength(LIMITS.utmMax);
    expect(cleanUtmValue(`${'a'.repeat(LIMITS.utmMax - 1)}🙂`)).toBe('a'.repeat(LIMITS.utmMax - 1));
    expect(cleanUtmValue(`${'a'.repeat(LIMITS.utmMax - 1)} b`)).toBe('a'.repeat(LIMITS.utmMax - 1));
    expect(cleanUtmValue(`${'ब'.repeat(LIMITS.utmMax - 3)}क्\u200Dष`)).toBe(
      `${'ब'.repeat(LIMITS.utmMax - 3)}क्`,
    );
  });

  it('gives values that the enquiry schema accepts', () => {
    const enquiry = {
      name: 'Riya Deshmukh',
      email: 'riya@example.com',
      phone: '9820012345',
      program: 'Bachelor of Architecture',
      form_type: 'Admission Enquiry',
      submission_id: randomUUID(),
      ...adultConsent(),
    };
    for (const value of MANGLED) {
      const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, cleanUtmValue(value)]));
      const result = EnquirySchema.safeParse({ ...enquiry, ...utm });
      expect(result.error?.issues ?? [], JSON.stringify(value)).toEqual([]);
      // Without cleaning, the schema refuses (or cuts) it: the test means something.
      expect(cleanUtmValue(value), JSON.stringify(value)).not.toBe(value);
    }
  });

  it('cleans a mangled landing link before keeping it', () => {
    captureUtm('?utm_source=x%00y&utm_campaign=%E2%80%AEevil&utm_medium=%E2%80%8B');
    expect(readUtm()).toEqual({ utm_source: 'xy', utm_campaign: 'evil' });
    expect(JSON.parse(sessionStorage.getItem('skltcoa:utm')!)).toEqual({
      utm_source: 'xy',
      utm_campaign: 'evil',
    });
  });

  it('keeps nothing when nothing is left, so a later clean landing still counts', () => {
    captureUtm('?utm_source=%00%E2%80%AE');
    expect(sessionStorage.getItem('skltcoa:utm')).toBeNull();
    captureUtm('?utm_source=instagram');
    expect(readUtm()).toEqual({ utm_source: 'instagram' });
  });

  it('cleans values an older build stored verbatim in the tab', () => {
    sessionStorage.setItem(
      'skltcoa:utm',
      JSON.stringify({
        utm_source: 'news\u0000letter',
        utm_medium: '\u200B\u2066',
        utm_campaign: 'a'.repeat(LIMITS.utmMax + 10),
        utm_term: ' open\u2028day ',
        utm_content: 7,
      }),
    );
    expect(readUtm()).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'a'.repeat(LIMITS.utmMax),
      utm_term: 'openday',
    });
  });
});
