import fc from 'fast-check';
import {
  CALL_OUTCOMES,
  CURRENT_NOTICE_VERSION,
  DUE_FILTERS,
  FORM_TYPES,
  LEAD_SORTS,
  LEAD_STATUSES,
  LIMITS,
  NOTICE_LANGUAGES,
  PROGRAMS,
  SORT_DIRECTIONS,
  STAFF_ROLES,
  UTM_FIELDS,
} from '@skltcoa/shared';

/*
 * Generated requests for the API's public and staff endpoints: mostly the
 * shapes real clients send, each field now and then replaced by something
 * hostile. Used by the seeded subset in `npm test` (api/test/fuzz.test.ts)
 * and the long run of `npm run fuzz` (api/test/fuzz/run.ts).
 */

const HOSTILE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '\u200B',
  '\u2028',
  '\uFEFF',
  '\uD800',
  'NULL',
  "'; drop table admission_leads; --",
  '=HYPERLINK("http://evil.example")',
  '%00',
  '%E0%A4%A',
  '0000-01-01',
  '2025-13-01',
  '9'.repeat(400),
  'ज्ञ'.repeat(120),
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  '//evil.example/',
  '{"$ne":null}',
];

/** Any text: code points of every kind, including controls and lone surrogates. */
const anyText = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.emailAddress(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);

/** Values of a wrong type, which JSON can carry and a form cannot. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const realName = fc.constantFrom(
  'Asha Rao',
  'अनया देशमुख',
  'लक्ष्‍मी पाटील',
  "Rohan D'Souza",
  'Fatima Shaikh',
  'Vihaan 100%_Joshi',
);
const realPhone = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
  .chain(([first, rest]) =>
    fc.constantFrom(
      `${first}${rest}`,
      `0${first}${rest}`,
      `+91-${first}${rest.slice(0, 4)}-${rest.slice(4)}`,
      `${first}${rest.slice(0, 4)} ${rest.slice(4)}`,
    ),
  );

const realEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._]{0,15}[a-z0-9]$/),
    fc.constantFrom('gmail.com', 'yahoo.co.in', 'rediffmail.com', 'example.edu.in'),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain]) => `${local}@${domain}`);

/** The staff of the fuzzed app (STAFF_EMAILS), and addresses that belong to nobody. */
export const STAFF_EMAILS = ['fuzz@example.edu.in', 'meera@example.edu.in'] as const;
const staffEmail = fc.oneof(
  fc.constantFrom(...STAFF_EMAILS),
  fc.constantFrom(...STAFF_EMAILS).map((email) => email.toUpperCase()),
  realEmail,
);

/** A field as a client would send it most of the time, and hostile now and then. */
const field = <T>(good: fc.Arbitrary<T>, { json, clean }: { json: boolean; clean: boolean }) =>
  clean
    ? (good as fc.Arbitrary<unknown>)
    : fc.oneof(
        { weight: 4, arbitrary: good as fc.Arbitrary<unknown> },
        { weight: 2, arbitrary: anyText },
        { weight: json ? 1 : 0, arbitrary: wrongType },
      );

export type EnquiryCase = {
  kind: 'json' | 'form';
  body: Record<string, unknown>;
};

/** Half the cases are what a real form sends; the other half carry hostile fields. */
export const enquiryCase: fc.Arbitrary<EnquiryCase> = fc
  .tuple(fc.constantFrom<'json' | 'form'>('json', 'json', 'form'), fc.boolean())
  .chain(([kind, clean]) => {
    const json = kind === 'json';
    const utm = Object.fromEntries(
      UTM_FIELDS.map((name) => [
        name,
        fc.option(field(fc.constantFrom('instagram', 'cpc', 'ay-2026'), { json, clean }), {
          nil: undefined,
        }),
      ]),
    );
    return fc.record({
      kind: fc.constant(kind),
      body: fc.record(
        {
          name: field(realName, { json, clean }),
          email: field(realEmail, { json, clean }),
          phone: field(realPhone, { json, clean }),
          program: field(fc.constantFrom(...PROGRAMS), { json, clean }),
          form_type: field(fc.constantFrom(...FORM_TYPES), { json, clean }),
          submission_id: field(fc.uuid({ version: 4 }), { json, clean }),
          source_page: field(fc.constantFrom('/admission', '/courses/barch', '/home'), {
            json,
            clean,
          }),
          ...utm,
          consent: field(fc.constantFrom<unknown>(true, 'on', 'true'), { json, clean }),
          notice_version: field(fc.constant(CURRENT_NOTICE_VERSION), { json, clean }),
          notice_language: field(fc.constantFrom(...NOTICE_LANGUAGES), { json, clean }),
          // Mostly adults; an under-18 brings a guardian, who may be missing.
          adult: field(fc.constantFrom<unknown>('yes', 'yes', 'yes', true, 'no', false), {
            json,
            clean,
          }),
          guardian_name: field(realName, { json, clean }),
          guardian_email: field(realEmail, { json, clean }),
          guardian_phone: field(realPhone, { json, clean }),
        },
        {
          requiredKeys: [
            'name',
            'email',
            'phone',
            'program',
            'form_type',
            'submission_id',
            'consent',
            'notice_version',
            'notice_language',
            'adult',
          ],
        },
      ),
    });
  });

export type LeadQueryCase = Record<string, string>;

/** Half the listings are what the console asks; the other half carry hostile parameters. */
export const leadQueryCase: fc.Arbitrary<LeadQueryCase> = fc.boolean().chain((clean) => {
  const param = (good: fc.Arbitrary<string>) => (clean ? good : fc.oneof(good, anyText));
  return fc.record(
    {
      program: param(fc.constantFrom(...PROGRAMS)),
      form_type: param(fc.constantFrom(...FORM_TYPES)),
      status: param(fc.constantFrom(...LEAD_STATUSES)),
      from: param(fc.constantFrom('2025-06-01', '1900-01-01', '2024-02-29')),
      to: param(fc.constantFrom('2026-12-31', '2999-12-31')),
      q: param(fc.oneof(realName, realPhone)),
      assignee: param(fc.oneof(fc.constantFrom('me', 'none'), staffEmail)),
      due: param(fc.constantFrom(...DUE_FILTERS)),
      limit: param(fc.integer({ min: 1, max: 1000 }).map(String)),
      sort: param(fc.constantFrom(...LEAD_SORTS)),
      dir: param(fc.constantFrom(...SORT_DIRECTIONS)),
      offset: param(fc.integer({ min: 0, max: LIMITS.offsetMax }).map(String)),
      cursor: clean
        ? fc.constant('')
        : fc.oneof(
            anyText,
            // Well-formed cursors whose parts are generated.
            fc
              .tuple(anyText, fc.oneof(fc.uuid(), anyText), fc.oneof(fc.integer(), anyText))
              .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url')),
          ),
    },
    { requiredKeys: [] },
  );
});

/** A follow-up time as the console sends it, or in another zone. */
const followUpAt = fc
  .record({
    day: fc.integer({ min: 1, max: 28 }),
    month: fc.integer({ min: 1, max: 12 }),
    hour: fc.integer({ min: 0, max: 23 }),
    zone: fc.constantFrom('+05:30', 'Z', '-04:00', '+14:00'),
  })
  .map(({ day, month, hour, zone }) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `2026-${pad(month)}-${pad(day)}T${pad(hour)}:30:00${zone}`;
  });

/** Followed by hostile and out-of-range times. */
const anyFollowUpAt = fc.oneof(
  followUpAt,
  fc.constant(null),
  fc.constantFrom(
    '2026-11-28T11:00',
    '2026-11-28',
    '1999-12-31T23:59:59Z',
    '3000-01-01T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '2026-02-30T10:00:00+05:30',
    '2026-11-28T24:00:00Z',
    '2026-11-28T11:00:00+25:00',
    '+275760-09-13T00:00:00Z',
  ),
  anyText,
  wrongType,
);

const version = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), anyText, wrongType) },
);

/** A PATCH of a lead: mostly what the console sends, then anything. */
export const leadUpdateCase: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .record(
      {
        version: fc.integer({ min: 1, max: 6 }),
        status: fc.constantFrom(...LEAD_STATUSES),
        assignee: fc.option(fc.constantFrom(...STAFF_EMAILS), { nil: null }),
        next_follow_up_at: fc.option(followUpAt, { nil: null }),
      },
      { requiredKeys: ['version'] },
    )
    .filter((update) => Object.keys(update).length > 1),
  fc.record(
    {
      version,
      status: fc.oneof(fc.constantFrom(...LEAD_STATUSES), anyText, wrongType),
      assignee: fc.oneof(staffEmail, anyText, wrongType),
      next_follow_up_at: anyFollowUpAt,
      note: fc.oneof(realName, anyText, wrongType),
    },
    { requiredKeys: [] },
  ),
  wrongType,
  anyText,
);

const realNote = fc.constantFrom(
  'Called; father decides.',
  'पालकांशी बोललो.\nशनिवारी परत फोन करा.',
  'Call back after 6 pm.\n\tMother answered.',
  'x'.repeat(2000),
);

/** A note or a call for `POST /api/leads/:id/activities`. */
export const activityCase: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ kind: fc.constant('note'), body: realNote }),
  fc.record(
    {
      kind: fc.constant('call'),
      outcome: fc.constantFrom(...CALL_OUTCOMES),
      body: realNote,
      next_follow_up_at: followUpAt,
    },
    { requiredKeys: ['kind', 'outcome'] },
  ),
  fc.record(
    {
      kind: fc.oneof(fc.constantFrom('note', 'call', 'status', 'merge'), anyText, wrongType),
      body: fc.oneof(realNote, anyText, wrongType, fc.constant('x'.repeat(2001))),
      outcome: fc.oneof(fc.constantFrom(...CALL_OUTCOMES), anyText, wrongType),
      next_follow_up_at: anyFollowUpAt,
      author: fc.oneof(fc.constant('system'), anyText),
    },
    { requiredKeys: [] },
  ),
  wrongType,
  anyText,
);

/** A lead id in a path: real ones, ones that name no lead, and anything. */
export const leadIdCase = (ids: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.constantFrom(...ids).map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: anyText },
  );

/** A merge of duplicates (docs/decisions/016-families.md): real ids, unknown ones, and anything. */
export const leadMergeCase = (ids: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.record({
      from: fc.uniqueArray(fc.oneof(fc.constantFrom(...ids), fc.uuid()), {
        minLength: 1,
        maxLength: 3,
      }),
      version,
    }),
    fc.record(
      {
        from: fc.oneof(fc.array(fc.oneof(leadIdCase(ids), wrongType)), anyText, wrongType),
        version,
        into: anyText,
      },
      { requiredKeys: [] },
    ),
    wrongType,
    anyText,
  );

/** A role change: the address in the path and the body. */
export const staffRoleCase: fc.Arbitrary<{ email: string; body: unknown }> = fc.record({
  email: fc.oneof(staffEmail, anyText),
  body: fc.oneof(
    fc.record({ role: fc.constantFrom(...STAFF_ROLES) }),
    fc.record(
      {
        role: fc.oneof(fc.constantFrom(...STAFF_ROLES), anyText, wrongType),
        email: anyText,
      },
      { requiredKeys: [] },
    ),
    wrongType,
    anyText,
  ),
});

/**
 * A path segment as a client would put it in a URL: encoded, or raw, where
 * a stray `%` is a broken escape. A raw `/`, `?` or `#` names another route.
 */
export const pathSegment = (value: string, raw: boolean) =>
  raw ? value.replace(/[/?#\s]/g, encodeURIComponent) : encodeURIComponent(value);

/** Serialises a case the way its client would send it. */
export function enquiryRequest({ kind, body }: EnquiryCase): RequestInit {
  if (kind === 'json') {
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
    };
  }
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) form.append(name, String(value));
  }
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  };
}

/** Every answer an enquiry may get; anything else (5xx above all) is a defect. */
export const ENQUIRY_STATUSES = new Set([201, 202, 303, 400, 409, 413, 415]);
export const LEADS_STATUSES = new Set([200, 400]);
export const UPDATE_STATUSES = new Set([200, 400, 404, 409, 415]);
export const ACTIVITY_STATUSES = new Set([201, 400, 404, 415]);
export const LEAD_READ_STATUSES = new Set([200, 404]);
export const MERGE_STATUSES = new Set([200, 400, 404, 409, 415]);
export const STAFF_ROLE_STATUSES = new Set([200, 400, 404, 409, 415]);
