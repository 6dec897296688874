import { describe, expect, it } from 'vitest';
import { FORM_TYPES, HONEYPOT_FIELD, LIMITS, PROGRAMS, UTM_FIELDS } from './constants';
import {
  ANSWER_PAGE_WORDS,
  FORM_MESSAGES,
  FORM_WORDS,
  formLanguage,
  PROGRAM_NAMES,
  programName,
} from './form-languages';
import { ENQUIRY_REFUSALS, translateMessage } from './form-words';
import { ANSWER_PAGE_WORDS_EN, FORM_WORDS_EN } from './form-words.en';
import { CURRENT_NOTICE_VERSION } from './privacy/notice';
import { RIGHTS_REQUEST_KINDS, RightsRequestSchema } from './privacy/rights';
import { PRIVACY_REFUSALS, WithdrawalRequestSchema } from './schemas/privacy';
import { EnquirySchema } from './schemas';

/*
 * Every message an enquiry form can show a visitor must read in Marathi and Hindi. The messages
 * are found by driving the schema, not copied: each field in turn gets every bad value a form
 * can post (forms post text, or leave a field out), so a new rule or a reworded message fails
 * here until it is translated.
 */

const VALID = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '98765 43210',
  program: PROGRAMS[0],
  form_type: FORM_TYPES[0],
  submission_id: '6f1c2a4e-8b3d-4e5f-9a7b-1c2d3e4f5a6b',
  source_page: '/admission',
  consent: 'on',
  notice_version: CURRENT_NOTICE_VERSION,
  notice_language: 'en',
  adult: 'yes',
  [HONEYPOT_FIELD]: '',
} as Record<string, string>;

const FIELDS = [
  ...Object.keys(VALID),
  ...UTM_FIELDS,
  'guardian_name',
  'guardian_email',
  'guardian_phone',
];

const long = (n: number) => 'a'.repeat(n + 1);
/** Text a visitor (or a tampered page) can post: blank, wrong, too long, unsafe. */
const BAD_TEXT = [
  '',
  '   ',
  'x',
  'MBA',
  'asha@',
  '12345',
  '5876543210',
  '//evil.example/x',
  'no-path',
  '00000000-0000-0000-0000-000000000000',
  'off',
  'maybe',
  'Asha\nRao',
  'Asha\u200bRao',
  ...(Object.values(LIMITS) as number[])
    .filter((n) => n < 10_000)
    .flatMap((n) => [long(n), `${'a'.repeat(n)}@example.com`, `/${'a'.repeat(n)}`]),
];

function messagesOf(input: Record<string, string | undefined>): string[] {
  const result = EnquirySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function everyMessage(): Set<string> {
  const found = new Set<string>();
  const add = (messages: string[]) => messages.forEach((message) => found.add(message));
  for (const adult of ['yes', 'no']) {
    const base: Record<string, string> = {
      ...VALID,
      adult,
      ...(adult === 'no'
        ? {
            guardian_name: 'Ravi Rao',
            guardian_email: 'ravi@example.com',
            guardian_phone: '91234 56789',
          }
        : {}),
    };
    for (const field of FIELDS) {
      add(messagesOf({ ...base, [field]: undefined }));
      for (const bad of BAD_TEXT) add(messagesOf({ ...base, [field]: bad }));
    }
    // The guardian's email must be the guardian's own.
    add(messagesOf({ ...base, guardian_email: base.email!.toUpperCase() }));
    // And so must the guardian's mobile, however it is written.
    add(messagesOf({ ...base, guardian_phone: `0${base.phone}` }));
  }
  return found;
}

/**
 * Every message the withdrawal and rights forms can show (ADR 054: those pages are in Marathi and
 * Hindi too), found as the enquiry's are: each field in turn gets every bad value, for each kind.
 */
function everyPrivacyMessage(): Set<string> {
  const found = new Set<string>();
  const add = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.forEach((issue) => found.add(issue.message));
  const base = {
    contact: 'asha@example.com',
    details: 'x',
    nominee_name: 'Ravi',
    nominee_contact: 'ravi@example.com',
  };
  for (const bad of [undefined, '98765 43210', ...BAD_TEXT]) {
    add(WithdrawalRequestSchema.safeParse({ contact: bad }));
    for (const kind of [...RIGHTS_REQUEST_KINDS, bad]) {
      for (const field of Object.keys(base))
        add(RightsRequestSchema.safeParse({ ...base, kind, [field]: bad }));
    }
  }
  add(RightsRequestSchema.safeParse({ kind: 'nomination', contact: 'asha@example.com' }));
  return found;
}

const devanagari = /[\u0900-\u097F]/;
const TRANSLATED = ['mr', 'hi'] as const;

describe('the enquiry forms in Marathi and Hindi', () => {
  const messages = everyMessage();
  const refusals = Object.values(ENQUIRY_REFUSALS);

  it('finds the messages by driving the schema', () => {
    // A sanity floor: the known rules of name, email, phone, consent and the guardian.
    expect(messages).toContain(
      'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    );
    expect(messages).toContain('Please enter your parent’s or guardian’s name.');
    expect(messages.size).toBeGreaterThan(20);
  });

  it.each(TRANSLATED)(
    'has a %s translation of every message a visitor can be shown',
    (language) => {
      const dictionary = FORM_MESSAGES[language]!;
      const missing = [...messages, ...refusals].filter(
        (message) => !devanagari.test(dictionary[message] ?? ''),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(TRANSLATED)(
    'keeps no %s translation of a message the forms no longer produce',
    (language) => {
      const known = new Set<string>([
        ...messages,
        ...refusals,
        ...everyPrivacyMessage(),
        ...Object.values(PRIVACY_REFUSALS),
      ]);
      expect(Object.keys(FORM_MESSAGES[language]!).filter((key) => !known.has(key))).toEqual([]);
    },
  );

  it.each(TRANSLATED)(
    'has every %s form word, in Devanagari where English has words',
    (language) => {
      const untranslated: string[] = [];
      const walk = (english: unknown, translated: unknown, path: string) => {
        if (typeof english === 'string') {
          if (typeof translated !== 'string' || translated === '') untranslated.push(path);
          // Placeholders and English-only values (an email example, a number) stay as they are.
          else if (
            /[a-z]{3}/.test(
              english.replace(/\{year\}|name@example\.com|B\.Arch|D\.Arch|PDF/g, ''),
            ) &&
            !devanagari.test(translated)
          ) {
            untranslated.push(path);
          } else if (english.includes('{year}') !== translated.includes('{year}')) {
            untranslated.push(`${path} ({year})`);
          }
          return;
        }
        for (const key of Object.keys(english as object)) {
          walk(
            (english as Record<string, unknown>)[key],
            (translated as Record<string, unknown> | undefined)?.[key],
            `${path}.${key}`,
          );
        }
      };
      walk(FORM_WORDS_EN, FORM_WORDS[language], language);
      walk(ANSWER_PAGE_WORDS_EN, ANSWER_PAGE_WORDS[language], `${language}.answerPage`);
      expect(untranslated).toEqual([]);
    },
  );

  it.each(TRANSLATED)(
    'names every programme in %s, and English by the programme itself',
    (language) => {
      for (const program of PROGRAMS) {
        expect(PROGRAM_NAMES[language]![program]).toMatch(devanagari);
        expect(programName(language, program)).toBe(PROGRAM_NAMES[language]![program]);
        expect(programName('en', program)).toBe(program);
      }
    },
  );

  it.each(TRANSLATED)(
    'has a %s translation of every message the withdrawal and rights forms can show',
    (language) => {
      const privacy = everyPrivacyMessage();
      expect(privacy).toContain(
        'We send this link only by email, never by text message. Please enter the email address you gave in the enquiry form. Gave only a mobile number? Please call or write to our privacy contact, who will check the request with you on that number and record it for you.',
      );
      const dictionary = FORM_MESSAGES[language]!;
      const missing = [...privacy, ...Object.values(PRIVACY_REFUSALS)].filter(
        (message) => !devanagari.test(dictionary[message] ?? ''),
      );
      expect(missing).toEqual([]);
    },
  );

  it('translates by the English message, and leaves English and unknown messages as they are', () => {
    const phone = 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.';
    expect(translateMessage(FORM_MESSAGES.mr, phone)).toMatch(/^कृपया 6, 7, 8 किंवा 9/);
    expect(translateMessage(FORM_MESSAGES.hi, phone)).toMatch(/^कृपया 6, 7, 8 या 9/);
    expect(translateMessage(FORM_MESSAGES.en, phone)).toBe(phone);
    expect(translateMessage(FORM_MESSAGES.mr, 'Something new.')).toBe('Something new.');
  });

  it('reads a posted language, taking English for anything else', () => {
    expect(formLanguage('mr')).toBe('mr');
    expect(formLanguage('hi')).toBe('hi');
    expect(['xx', '', undefined, 'MR', ['mr']].map(formLanguage)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });
});
