import type { ENQUIRY_LABELS } from '../form-words';
import type { FIELD_INPUTS } from '../schemas/inputs';

/*
 * A lead's fields, each written once (docs/decisions/044-one-field-table-for-a-lead.md):
 * where it is kept, how a form asks for it and the API checks it, how staff
 * clients read it, whether it is the person's own data, and what the
 * spreadsheet calls it. The enquiry and lead schemas, the API's insert and
 * select lists, the export's columns, every erase list, the person's data
 * export and the API's page for a form posted without JavaScript are all
 * derived from this table; docs/architecture.md ("How to: a new enquiry
 * field") walks through adding one.
 *
 * Plain data, no zod: the schemas are named (FIELD_INPUTS, in
 * schemas/inputs.ts), not imported, so that any package can read the table
 * without the schema library. The order is the enquiry form's, and the
 * lead's where a Lead carries a field (LeadSchema and the API's select list
 * keep it).
 */

/** The tables a lead's data is kept in: the lead, its consent records, its timeline. */
export type LeadTable = 'admission_leads' | 'lead_consents' | 'lead_activities';

/** Where a field is kept: its table and column, and the column's type as the insert casts to it. */
export interface FieldColumn {
  table: LeadTable;
  column: string;
  type: 'text' | 'uuid' | 'timestamptz';
}

/**
 * How a form shows a field. The API's page for a form posted without
 * JavaScript draws these (api/src/enquiries/enquiry-page.ts); the site's form
 * draws its own, in the same order. `notice` is part of the privacy notice:
 * chosen on the site, carried unseen on the API's page; `hidden` is sent
 * unseen by both.
 */
export type FormControl =
  'text' | 'email' | 'tel' | 'select' | 'yes-no' | 'checkbox' | 'notice' | 'hidden';

/**
 * How staff clients read a field of a Lead (LeadSchema): text that is always
 * there (an erased person's is empty), text or null, or one of a known list
 * where a newer server may send another (docs/decisions/015-spreadsheet-columns-and-newer-servers.md),
 * named for its message.
 */
export type FieldRead =
  | 'text'
  | 'nullable'
  | {
      known: string;
      /** What a lead from a server older than the field reads as, when it does not send it. */
      absent?: string;
    };

/** A column of the spreadsheet: its header, and how its text is written (lead-export.ts). */
export interface FieldSheet {
  header: string;
  /**
   * `text` as stored, null as empty; `phone` as diallers take it; `status` as
   * its label; `time` in Mumbai, as the other times of the sheet, null as empty.
   */
  format?: 'text' | 'phone' | 'status' | 'time';
}

interface FieldBase {
  /** The field's name in an enquiry, a Lead and the API's JSON. */
  key: string;
  /** Where it is kept; absent for what is only checked (the consent box, the age question). */
  stored?: FieldColumn;
  /** The schema a form's value is checked with (FIELD_INPUTS); absent for what no form sends. */
  input?: keyof typeof FIELD_INPUTS;
  /** A blank value is absent; the enquiry's rules say when it is needed (the guardian's contact). */
  optional?: true;
  /** How a form shows it. */
  form?: FormControl;
  /** The form's label for it (FormWords.labels, in every language). */
  formLabel?: keyof typeof ENQUIRY_LABELS;
  /** Asked only of someone under 18: what they read when they leave it out. */
  underAge?: string;
  /** How a Lead reads it; absent when a Lead does not carry it. */
  read?: FieldRead;
  /** Its column of the spreadsheet of leads; absent when the spreadsheet has none. */
  sheet?: FieldSheet;
}

/**
 * A field is personal when it says who the person is or what they or we
 * wrote about them: it is erased on withdrawal, retention and erasure
 * requests, and it is in the person's data export, under `label`.
 * Other fields with a `label` are in the data export too.
 */
export type LeadField = FieldBase &
  ({ personal: true; stored: FieldColumn; label: string } | { personal: false; label?: string });

export const LEAD_FIELDS = [
  {
    key: 'name',
    stored: { table: 'admission_leads', column: 'name', type: 'text' },
    input: 'name',
    form: 'text',
    formLabel: 'name',
    read: 'text',
    sheet: { header: 'Name' },
    personal: true,
    label: 'Name',
  },
  {
    key: 'email',
    stored: { table: 'admission_leads', column: 'email', type: 'text' },
    input: 'email',
    form: 'email',
    formLabel: 'email',
    read: 'text',
    sheet: { header: 'Email' },
    personal: true,
    label: 'Email',
  },
  {
    key: 'phone',
    stored: { table: 'admission_leads', column: 'phone', type: 'text' },
    input: 'phone',
    form: 'tel',
    formLabel: 'phone',
    read: 'text',
    sheet: { header: 'Phone', format: 'phone' },
    personal: true,
    label: 'Mobile',
  },
  {
    key: 'program',
    stored: { table: 'admission_leads', column: 'program', type: 'text' },
    input: 'program',
    form: 'select',
    formLabel: 'program',
    read: { known: 'Programme' },
    sheet: { header: 'Programme' },
    personal: false,
    label: 'Programme',
  },
  {
    key: 'form_type',
    stored: { table: 'admission_leads', column: 'form_type', type: 'text' },
    input: 'form_type',
    form: 'hidden',
    read: { known: 'Form type' },
    sheet: { header: 'Form type' },
    personal: false,
    label: 'Form',
  },
  {
    // Staff set it; a new lead starts at the column's default.
    key: 'status',
    stored: { table: 'admission_leads', column: 'status', type: 'text' },
    read: { known: 'Status' },
    sheet: { header: 'Status', format: 'status' },
    personal: false,
    label: 'Status',
  },
  {
    // The idempotency key (docs/decisions/008-enquiry-group-commit.md): kept, never shown.
    key: 'submission_id',
    stored: { table: 'admission_leads', column: 'submission_id', type: 'uuid' },
    input: 'submission_id',
    personal: false,
  },
  {
    key: 'source_page',
    stored: { table: 'admission_leads', column: 'source_page', type: 'text' },
    input: 'source_page',
    form: 'hidden',
    read: 'nullable',
    sheet: { header: 'Source' },
    personal: false,
    label: 'Page',
  },
  {
    key: 'utm_source',
    stored: { table: 'admission_leads', column: 'utm_source', type: 'text' },
    input: 'utm',
    read: 'nullable',
    personal: false,
    label: 'Campaign source',
  },
  {
    key: 'utm_medium',
    stored: { table: 'admission_leads', column: 'utm_medium', type: 'text' },
    input: 'utm',
    read: 'nullable',
    personal: false,
    label: 'Campaign medium',
  },
  {
    key: 'utm_campaign',
    stored: { table: 'admission_leads', column: 'utm_campaign', type: 'text' },
    input: 'utm',
    read: 'nullable',
    sheet: { header: 'UTM campaign' },
    personal: false,
    label: 'Campaign',
  },
  {
    key: 'utm_term',
    stored: { table: 'admission_leads', column: 'utm_term', type: 'text' },
    input: 'utm',
    read: 'nullable',
    personal: false,
    label: 'Campaign term',
  },
  {
    key: 'utm_content',
    stored: { table: 'admission_leads', column: 'utm_content', type: 'text' },
    input: 'utm',
    read: 'nullable',
    personal: false,
    label: 'Campaign content',
  },
  {
    // Kept as the consent records' `given_by` rows: the person's, and a guardian's.
    key: 'adult',
    input: 'adult',
    form: 'yes-no',
    personal: false,
  },
  {
    key: 'guardian_name',
    stored: { table: 'lead_consents', column: 'guardian_name', type: 'text' },
    input: 'name',
    optional: true,
    form: 'text',
    formLabel: 'guardian_name',
    underAge: 'Please enter your parent’s or guardian’s name.',
    personal: true,
    label: 'Guardian’s name',
  },
  {
    key: 'guardian_email',
    stored: { table: 'lead_consents', column: 'guardian_email', type: 'text' },
    input: 'email',
    optional: true,
    form: 'email',
    formLabel: 'guardian_email',
    underAge:
      'Please enter your parent’s or guardian’s email address, so that we can ask for their consent.',
    personal: true,
    label: 'Guardian’s email',
  },
  {
    key: 'guardian_phone',
    stored: { table: 'lead_consents', column: 'guardian_phone', type: 'text' },
    input: 'phone',
    optional: true,
    form: 'tel',
    formLabel: 'guardian_phone',
    underAge: 'Please enter your parent’s or guardian’s mobile number.',
    personal: true,
    label: 'Guardian’s mobile',
  },
  {
    // What the guardian states on the consent page (mother, father or guardian), not the student
    // on the form: kept on the guardian's consent record (ADR 055).
    key: 'guardian_relationship',
    stored: { table: 'lead_consents', column: 'guardian_relationship', type: 'text' },
    personal: true,
    label: 'Guardian’s relationship',
  },
  {
    key: 'notice_language',
    stored: { table: 'lead_consents', column: 'notice_language', type: 'text' },
    input: 'notice_language',
    form: 'notice',
    personal: false,
    label: 'Notice language',
  },
  {
    // The language of the page the enquiry came from, which every page and email after it
    // speaks (docs/decisions/054-the-family-language-and-one-step-withdrawal.md); the form
    // posts it unseen, and English when it sends none.
    key: 'language',
    stored: { table: 'lead_consents', column: 'language', type: 'text' },
    input: 'language',
    optional: true,
    form: 'hidden',
    personal: false,
    label: 'Language',
  },
  {
    key: 'notice_version',
    stored: { table: 'lead_consents', column: 'notice_version', type: 'text' },
    input: 'notice_version',
    form: 'notice',
    personal: false,
    label: 'Notice version',
  },
  {
    key: 'consent',
    input: 'consent',
    form: 'checkbox',
    personal: false,
  },
  {
    // How the family reached the college (docs/decisions/050-leads-from-every-channel.md):
    // the website's forms store the column's default; staff name the others.
    key: 'channel',
    stored: { table: 'admission_leads', column: 'channel', type: 'text' },
    // An older server knows only the website's leads.
    read: { known: 'Channel', absent: 'website' },
    sheet: { header: 'Channel' },
    personal: false,
    label: 'Channel',
  },
  {
    // The member of staff who recorded a lead they were told of; null for the website's.
    key: 'recorded_by',
    stored: { table: 'admission_leads', column: 'recorded_by', type: 'text' },
    read: 'nullable',
    personal: false,
  },
  {
    // When the family was first called, whatever the outcome: kept by
    // PostgreSQL from the first call on the timeline (docs/decisions/052-the-counsellors-day.md).
    key: 'first_contact_at',
    stored: { table: 'admission_leads', column: 'first_contact_at', type: 'timestamptz' },
    read: 'nullable',
    sheet: { header: 'First called (IST)', format: 'time' },
    // Not in the person's data export: the call itself is, on the timeline.
    personal: false,
  },
  {
    // The member of staff who made that first call.
    key: 'first_contact_by',
    stored: { table: 'admission_leads', column: 'first_contact_by', type: 'text' },
    read: 'nullable',
    sheet: { header: 'First called by' },
    personal: false,
  },
  {
    // What staff wrote on the timeline: a note, what was said on a call.
    key: 'body',
    stored: { table: 'lead_activities', column: 'body', type: 'text' },
    personal: true,
    label: 'Text',
  },
] as const satisfies readonly LeadField[];

/**
 * Text columns of a lead's tables that are not the person's data, and so
 * stay after an erasure: codes, our own words and staff's. With LEAD_FIELDS
 * and KEPT_BY_POSTGRESQL they name every text column
 * (api/src/db/lead-fields.test.ts reads the database's), so that a new
 * column is placed on one side or the other.
 */
export const NOT_PERSONAL_COLUMNS: Readonly<Record<LeadTable, readonly string[]>> = {
  admission_leads: ['erasure_reason'],
  // Copies of the enquiry's form and page, what the person agreed to, how, and which staff heard it.
  // How a guardian was verified is the proof of the consent, not who they are (ADR 055).
  lead_consents: [
    'given_by',
    'form_type',
    'source_page',
    'method',
    'recorded_by',
    'guardian_verification',
  ],
  // A change's old and new value: a status, a staff email, a time, a lead id.
  lead_activities: ['kind', 'author', 'outcome', 'from_value', 'to_value'],
};

/**
 * Columns PostgreSQL writes from the others, which follow them when they are
 * erased: the search text generated from the name, email and phone, and the
 * newest timeline entry kept on the lead by migration 008's triggers
 * (docs/decisions/022-newest-activity-kept-on-the-lead.md).
 */
export const KEPT_BY_POSTGRESQL: Readonly<Record<LeadTable, readonly string[]>> = {
  admission_leads: [
    'search_text',
    'last_activity_kind',
    'last_activity_author',
    'last_activity_body',
    'last_activity_outcome',
    'last_activity_from',
    'last_activity_to',
  ],
  lead_consents: [],
  lead_activities: [],
};

export type LeadFieldKey = (typeof LEAD_FIELDS)[number]['key'];

/** The fields kept in one table, in the table's order, for any list of fields (a test's too). */
export const fieldsIn = <F extends LeadField>(fields: readonly F[], table: LeadTable) =>
  fields.filter((field) => field.stored?.table === table);

/** The personal columns of one table: what every erasure sets to null. */
export const personalColumns = (fields: readonly LeadField[], table: LeadTable): string[] =>
  fieldsIn(fields, table)
    .filter((field) => field.personal)
    .map((field) => field.stored!.column);

/** The fields a form shows, in its order: the error summaries' (ENQUIRY_FORM_ORDER in form-words.ts). */
export const formOrder = (fields: readonly LeadField[]): string[] =>
  fields.filter((field) => field.form && field.form !== 'hidden').map((field) => field.key);
