import {
  CHANNEL_LABELS,
  CURRENT_NOTICE_VERSION,
  DEFAULT_PROGRAM,
  EmailSchema,
  fieldErrors,
  istLocalToIso,
  NewLeadSchema,
  normalizeIndianPhone,
  type Channel,
  type Lead,
  type LeadMatchQuery,
  type NewLeadInput,
  type NoticeLanguage,
  type StaffChannel,
  type StaffConsentMethod,
} from '@skltcoa/shared';

/*
 * The New enquiry form's rules, apart from its markup
 * (docs/decisions/050-leads-from-every-channel.md): what it sends, when it
 * asks for the families a contact matches, and where a refusal is said.
 */

/** The form as typed: text as it is in the fields, nothing parsed yet. */
export interface EnquiryDraft {
  name: string;
  phone: string;
  email: string;
  program: string;
  channel: StaffChannel;
  source: string;
  note: string;
  /** A staff email; the one recording it until they choose another. */
  assignee: string;
  /** A `datetime-local` value, read as Mumbai time; empty for none. */
  followUp: string;
  adult: 'yes' | 'no';
  guardianName: string;
  guardianPhone: string;
  guardianEmail: string;
  /** The counsellor ticked that the family was told of the notice and agreed. */
  consent: boolean;
  method: StaffConsentMethod;
  language: NoticeLanguage;
  /** Made when the form opens and sent with every try, so a retry stores one lead. */
  submissionId: string;
}

export function emptyDraft(recorder: string, submissionId: string): EnquiryDraft {
  return {
    name: '',
    phone: '',
    email: '',
    program: DEFAULT_PROGRAM,
    channel: 'phone',
    source: '',
    note: '',
    assignee: recorder,
    followUp: '',
    adult: 'yes',
    guardianName: '',
    guardianPhone: '',
    guardianEmail: '',
    consent: false,
    method: 'oral',
    language: 'en',
    submissionId,
  };
}

/** The form's fields, in the order they are shown: the first one at fault takes the focus. */
export const DRAFT_FIELDS = [
  'name',
  'phone',
  'email',
  'program',
  'channel',
  'source',
  'note',
  'assignee',
  'followUp',
  'adult',
  'guardianName',
  'guardianPhone',
  'guardianEmail',
  'consent',
  'method',
  'language',
] as const satisfies readonly (keyof EnquiryDraft)[];
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** The field of the form that shows a message about a field of the API's request. */
const FIELD_OF: Record<string, DraftField> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  program: 'program',
  channel: 'channel',
  source: 'source',
  note: 'note',
  assignee: 'assignee',
  next_follow_up_at: 'followUp',
  adult: 'adult',
  guardian_name: 'guardianName',
  guardian_phone: 'guardianPhone',
  guardian_email: 'guardianEmail',
  consent: 'consent',
  'consent.method': 'method',
  // The version is the console's, not the counsellor's: its message goes on the consent box.
  'consent.notice_version': 'consent',
  'consent.notice_language': 'language',
};

/** A message per field of the form; what belongs to no field is under `form`. */
export type DraftErrors = Partial<Record<DraftField | 'form', string>>;

/** Places the API's (or the schema's) messages, `{field: message}`, at the form's fields. */
export function draftErrors(fields: Record<string, string>): DraftErrors {
  const errors: DraftErrors = {};
  const elsewhere: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const field = FIELD_OF[key];
    if (field) errors[field] ??= message;
    else elsewhere.push(message);
  }
  if (elsewhere.length > 0) errors.form = elsewhere.join(' ');
  return errors;
}

/** The first field at fault, in the form's order. */
export const firstFault = (errors: DraftErrors): DraftField | undefined =>
  DRAFT_FIELDS.find((field) => errors[field] !== undefined);

export const CONSENT_MISSING =
  'Tick the box once you have told the family of the privacy notice and they agreed.';

/** The request as typed: blank fields left out, the follow-up as Mumbai time with its zone. */
export function leadRequest(draft: EnquiryDraft): NewLeadInput {
  const text = (value: string) => (value.trim() === '' ? undefined : value);
  const adult = draft.adult === 'yes';
  const request: Record<string, unknown> = {
    name: draft.name,
    phone: text(draft.phone),
    email: text(draft.email),
    program: draft.program,
    channel: draft.channel,
    source: text(draft.source),
    note: text(draft.note),
    assignee: text(draft.assignee),
    next_follow_up_at: draft.followUp ? istLocalToIso(draft.followUp) : undefined,
    adult,
    ...(adult
      ? {}
      : {
          guardian_name: text(draft.guardianName),
          guardian_phone: text(draft.guardianPhone),
          guardian_email: text(draft.guardianEmail),
        }),
    consent: {
      method: draft.method,
      notice_version: CURRENT_NOTICE_VERSION,
      notice_language: draft.language,
    },
    submission_id: draft.submissionId,
  };
  for (const key of Object.keys(request)) if (request[key] === undefined) delete request[key];
  return request as NewLeadInput;
}

/**
 * The request, or why the API would refuse it, said at each field. The check
 * is the API's own schema, so the counsellor reads its messages before any
 * save, and the console's IPC, which checks with it too, never refuses one
 * without saying where (docs/decisions/043-console-actions-from-one-list.md).
 */
export function checkDraft(
  draft: EnquiryDraft,
): { ok: true; request: NewLeadInput } | { ok: false; errors: DraftErrors } {
  const request = leadRequest(draft);
  const parsed = NewLeadSchema.safeParse(request);
  const errors = parsed.success ? {} : draftErrors(fieldErrors(parsed.error));
  if (!draft.consent) errors.consent ??= CONSENT_MISSING;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request };
}

/** The contacts to match, once the mobile is a whole Indian mobile number or the email looks whole; else null. */
export function matchQuery(phone: string, email: string): LeadMatchQuery | null {
  const mobile = normalizeIndianPhone(phone);
  const address = EmailSchema.safeParse(email);
  const query: LeadMatchQuery = {
    ...(mobile ? { phone: mobile } : {}),
    ...(address.success ? { email: address.data.toLowerCase() } : {}),
  };
  return Object.keys(query).length > 0 ? query : null;
}

/** The same contacts, for telling whether a lookup's answer is still the one wanted. */
export const matchKey = (query: LeadMatchQuery | null): string =>
  query ? `${String(query.phone ?? '')} ${String(query.email ?? '')}` : '';

/** Whether closing the form would throw away something the counsellor typed. */
export function hasTypedText(draft: EnquiryDraft, { contacts = true } = {}): boolean {
  const fields: (keyof EnquiryDraft)[] = [
    'name',
    'source',
    'note',
    'guardianName',
    'guardianPhone',
    'guardianEmail',
    ...(contacts ? (['phone', 'email'] as const) : []),
  ];
  return fields.some((field) => String(draft[field]).trim() !== '');
}

/** A channel's label; one a newer server added, as it is. */
export const channelLabel = (channel: string): string =>
  CHANNEL_LABELS[channel as Channel] ?? channel;

/** How many families the matching enquiries belong to. */
export const familyCount = (leads: readonly Pick<Lead, 'family_id'>[]): number =>
  new Set(leads.map((lead) => lead.family_id)).size;

/** What a screen reader hears when a contact matches: polite, once per answer. */
export function matchSummary(leads: readonly Pick<Lead, 'family_id'>[]): string {
  if (leads.length === 0) return '';
  const families = familyCount(leads);
  const enquiries = leads.length === 1 ? '1 enquiry' : `${leads.length} enquiries`;
  return families === 1
    ? `This family is already here: ${enquiries}.`
    : `${families} families are already here with this contact: ${enquiries}.`;
}
