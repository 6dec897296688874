import fc from 'fast-check';
import { CURRENT_NOTICE_VERSION, NOTICE_LANGUAGES } from './privacy/notice';
import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import {
  DateSchema,
  EmailSchema,
  EnquirySchema,
  LeadQuerySchema,
  LeadPatchSchema,
  NewActivitySchema,
  LoginSchema,
  NameSchema,
  NoteSchema,
  PhoneSchema,
  SourcePageSchema,
  SubmissionIdSchema,
} from './schemas';
import { isSitePath } from './site-path';
import { hasUnsafeText } from './text';

/*
 * Properties of every shared schema over generated input: parsing
 * never throws, and whatever a schema accepts is something the database and
 * the staff screens can take. Seeded, so `npm test` is repeatable; FUZZ_SEED
 * and FUZZ_RUNS change it.
 */
const options = {
  seed: Number(process.env.FUZZ_SEED ?? 20_261_123),
  numRuns: Number(process.env.FUZZ_RUNS ?? 500),
};

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u202Eb', 'लक्ष्‍मी', '0000-01-01', '+91 98200 12345'),
);
const input = fc.oneof(text, fc.anything());

const SCHEMAS = {
  NameSchema,
  EmailSchema,
  PhoneSchema,
  DateSchema,
  NoteSchema,
  SourcePageSchema,
  SubmissionIdSchema,
  EnquirySchema,
  LeadQuerySchema,
  LeadPatchSchema,
  NewActivitySchema,
  LoginSchema,
};

describe('every shared schema', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`${name} answers any input with success or issues, never a throw`, () => {
      fc.assert(
        fc.property(input, (value) => {
          const result = schema.safeParse(value);
          if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
        }),
        options,
      );
    });
  }
});

describe('what the schemas accept', () => {
  it('a name is trimmed, 1 to 100 characters, and holds nothing invisible', () => {
    fc.assert(
      fc.property(text, (value) => {
        const result = NameSchema.safeParse(value);
        if (!result.success) return;
        expect(result.data).toBe(result.data.trim());
        expect(result.data.length).toBeGreaterThan(0);
        expect(result.data.length).toBeLessThanOrEqual(LIMITS.nameMax);
        expect(hasUnsafeText(result.data)).toBe(false);
      }),
      options,
    );
  });

  it('a phone, typed any way, is one stored form', () => {
    const digits = fc
      .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
      .map(([first, rest]) => `${first}${rest}`);
    const typed = digits.chain((number) =>
      fc.tuple(
        fc.constant(number),
        fc.constantFrom(
          number,
          `0${number}`,
          `+91${number}`,
          `+91-${number.slice(0, 5)}-${number.slice(5)}`,
          `${number.slice(0, 5)} ${number.slice(5)}`,
          ` 91 ${number} `,
        ),
      ),
    );
    fc.assert(
      fc.property(typed, ([number, written]) => {
        expect(PhoneSchema.parse(written)).toBe(`+91${number}`);
      }),
      options,
    );
    fc.assert(
      fc.property(text, (value) => {
        const result = PhoneSchema.safeParse(value);
        if (result.success) expect(result.data).toMatch(/^\+91[6-9]\d{9}$/);
      }),
      options,
    );
  });

  it('an email fits the column and holds nothing invisible', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.emailAddress()), (value) => {
        const result = EmailSchema.safeParse(value);
        if (!result.success) return;
        expect(result.data.length).toBeLessThanOrEqual(LIMITS.emailMax);
        expect(result.data).toMatch(/^[^@\s]+@[^@\s]+$/);
        expect(hasUnsafeText(result.data)).toBe(false);
      }),
      options,
    );
  });

  it('a date is a real day PostgreSQL can store', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          text,
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        ),
        (value) => {
          const result = DateSchema.safeParse(value);
          if (!result.success) return;
          const day = new Date(`${result.data}T00:00:00Z`);
          expect(day.toISOString().slice(0, 10)).toBe(result.data);
          expect(result.data >= '1900-01-01' && result.data <= '2999-12-31').toBe(true);
        },
      ),
      options,
    );
  });

  it('a note keeps line breaks but nothing else invisible', () => {
    fc.assert(
      fc.property(text, (value) => {
        const result = NoteSchema.safeParse(value);
        if (!result.success) return;
        expect(result.data.length).toBeLessThanOrEqual(LIMITS.noteMax);
        expect(hasUnsafeText(result.data, { multiline: true })).toBe(false);
      }),
      options,
    );
  });

  it('a source page is a path on this site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          text,
          text.map((value) => `/${value}`),
        ),
        (value) => {
          const result = SourcePageSchema.safeParse(value);
          if (result.success && result.data !== undefined)
            expect(isSitePath(result.data)).toBe(true);
        },
      ),
      options,
    );
  });

  it('an enquiry carries campaign fields that fit and hold nothing invisible', () => {
    const enquiry = fc.record({
      name: fc.constant('Asha Rao'),
      email: fc.constant('asha@example.com'),
      phone: fc.constant('9876543210'),
      program: fc.constant('Bachelor of Architecture'),
      form_type: fc.constant('Admission Enquiry'),
      submission_id: fc.uuid({ version: 4 }),
      utm_source: text,
      utm_campaign: text,
      consent: fc.constant(true),
      notice_version: fc.constant(CURRENT_NOTICE_VERSION),
      notice_language: fc.constantFrom(...NOTICE_LANGUAGES),
      adult: fc.constant(true),
    });
    fc.assert(
      fc.property(enquiry, (value) => {
        const result = EnquirySchema.safeParse(value);
        // Only the campaign fields vary, so a refusal must name one of them.
        if (!result.success) {
          for (const issue of result.error.issues) expect(String(issue.path[0])).toMatch(/^utm_/);
          return;
        }
        for (const utm of [result.data.utm_source, result.data.utm_campaign]) {
          if (utm === undefined) continue;
          expect(utm.length).toBeLessThanOrEqual(LIMITS.utmMax);
          expect(hasUnsafeText(utm)).toBe(false);
        }
      }),
      options,
    );
  });
});
