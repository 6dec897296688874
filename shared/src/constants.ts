/**
 * Domain constants shared by the site, the API and the console.
 * Values that change every academic year live in content/yearly.yaml (ADR 028).
 */
import { sqlText } from './sql-text';

export const PHONE_PREFIX = '+91';

export const PROGRAMS = ['Bachelor of Architecture', 'Diploma in Architecture'] as const;
export type Program = (typeof PROGRAMS)[number];
export const DEFAULT_PROGRAM: Program = 'Bachelor of Architecture';

export const FORM_TYPES = [
  'Admission Enquiry',
  'Brochure Enquiry',
  'BArch Enquiry',
  'DArch Enquiry',
] as const;
export type FormType = (typeof FORM_TYPES)[number];

/**
 * How a family reached the college. The website's forms are `website`; staff
 * record the others (docs/decisions/050-leads-from-every-channel.md).
 */
export const CHANNELS = [
  'website',
  'phone',
  'walk-in',
  'fair',
  'referral',
  'aggregator',
  'other',
] as const;
export type Channel = (typeof CHANNELS)[number];
/** The channels a member of staff records a lead by hand; `aggregator` comes by import. */
export const STAFF_CHANNELS = ['phone', 'walk-in', 'fair', 'referral', 'other'] as const;
export type StaffChannel = (typeof STAFF_CHANNELS)[number];
export const CHANNEL_LABELS: Record<Channel, string> = {
  website: 'Website',
  phone: 'Phone',
  'walk-in': 'Walk-in',
  fair: 'Fair',
  referral: 'Referral',
  aggregator: 'Aggregator',
  other: 'Other',
};

/** Follow-up statuses, in the order a lead usually moves through them. */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'interested',
  'applied',
  'enrolled',
  'not-interested',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  interested: 'Interested',
  applied: 'Applied',
  enrolled: 'Enrolled',
  'not-interested': 'Not interested',
};

/**
 * The statuses that close a lead: nobody calls it again, so it keeps no next
 * follow-up (the API clears it as the status is set, docs/decisions/052-the-counsellors-day.md).
 */
export const CLOSED_LEAD_STATUSES = [
  'enrolled',
  'not-interested',
] as const satisfies readonly LeadStatus[];
export type ClosedLeadStatus = (typeof CLOSED_LEAD_STATUSES)[number];
/** Whether a status closes the lead; a status a newer server added is open. */
export const isClosedStatus = (status: string): status is ClosedLeadStatus =>
  (CLOSED_LEAD_STATUSES as readonly string[]).includes(status);

/** A status as staff read it; one that a newer server added shows as its own text. */
export const leadStatusLabel = (status: string): string =>
  Object.hasOwn(LEAD_STATUS_LABELS, status) ? LEAD_STATUS_LABELS[status as LeadStatus] : status;

/** `leadStatusLabel` in SQL, of a text expression; null stays null (docs/decisions/023-export-written-by-postgresql.md). */
export const leadStatusLabelSql = (status: string): string =>
  `case ${status} ${Object.entries(LEAD_STATUS_LABELS)
    .map(([key, label]) => `when ${sqlText(key)} then ${sqlText(label)}`)
    .join(' ')} else ${status} end`;

/**
 * Orders of the leads listing (`GET /api/leads?sort=`): the ids of the
 * console grid's columns, so that the column staff sort names its order.
 */
export const LEAD_SORTS = [
  'received',
  'name',
  'phone',
  'email',
  'status',
  'next_follow_up',
  'assignee',
  'last_activity',
  'program',
  'form_type',
  'source',
  'utm_source',
  'utm_campaign',
  'family_size',
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
/** Newest first: the order a cursor pages in. */
export const DEFAULT_LEAD_SORT: LeadSort = 'received';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const DEFAULT_SORT_DIRECTION: SortDirection = 'desc';

/** What a member of staff may do: admins also merge leads and manage staff. */
export const STAFF_ROLES = ['admin', 'counsellor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const DEFAULT_STAFF_ROLE: StaffRole = 'counsellor';

/**
 * What a lead's timeline records. Staff write notes and calls; the API
 * records the rest as it makes each change. The timeline is append-only.
 */
export const ACTIVITY_KINDS = [
  'note',
  'call',
  'status',
  'assignment',
  'follow_up',
  'merge',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** The kinds staff add by hand; the others follow from a change to the lead. */
export const LOGGED_ACTIVITY_KINDS = ['note', 'call'] as const satisfies readonly ActivityKind[];
export type LoggedActivityKind = (typeof LOGGED_ACTIVITY_KINDS)[number];

/** How a call went. "Call back later" asks for the date of the next call. */
export const CALL_OUTCOMES = [
  'connected',
  'no-answer',
  'busy',
  'switched-off',
  'wrong-number',
  'call-back-later',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: 'Connected',
  'no-answer': 'No answer',
  busy: 'Busy',
  'switched-off': 'Switched off',
  'wrong-number': 'Wrong number',
  'call-back-later': 'Call back later',
};

/**
 * The outcomes in which the family was reached (someone spoke with them) and
 * those in which nobody was: every outcome is in exactly one of the two. The
 * Calls screen's totals and the dashboard count by these
 * (docs/decisions/053-the-days-calling.md).
 */
export const REACHED_OUTCOMES = [
  'connected',
  'call-back-later',
] as const satisfies readonly CallOutcome[];
export const NOT_REACHED_OUTCOMES = [
  'no-answer',
  'busy',
  'switched-off',
  'wrong-number',
] as const satisfies readonly CallOutcome[];

/**
 * A follow-up is kept on time when a call to its lead is logged after it was
 * set and no later than this after it was due (docs/decisions/053-the-days-calling.md).
 */
export const FOLLOW_UP_GRACE_MINUTES = 60;

/** The author of what the API does on its own (round-robin assignment, migrated notes). */
export const SYSTEM_AUTHOR = 'system';

/**
 * The follow-up filter: a next call due during today in Mumbai, before today
 * (overdue), or not set at all.
 */
export const DUE_FILTERS = ['today', 'overdue', 'none'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/**
 * The first-call filter: `waiting` is an open lead nobody has called yet
 * (no first contact), not merged into another and not withdrawn
 * (docs/decisions/052-the-counsellors-day.md).
 */
export const FIRST_CALL_FILTERS = ['waiting'] as const;
export type FirstCallFilter = (typeof FIRST_CALL_FILTERS)[number];

export const PROGRAM_FACTS = {
  barch: {
    program: 'Bachelor of Architecture' as Program,
    short: 'B.Arch',
    durationYears: 5,
    intake: 40,
    affiliation: 'University of Mumbai',
  },
  darch: {
    program: 'Diploma in Architecture' as Program,
    short: 'D.Arch',
    durationYears: 3,
    intake: 40,
    affiliation: 'MSBTE (Maharashtra State Board of Technical Education)',
  },
} as const;

/** Limits the API enforces and the forms mirror. */
export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  noteMax: 2000,
  sourcePageMax: 300,
  utmMax: 200,
  searchMax: 100,
  pageSizeMax: 1000,
  pageSizeDefault: 100,
  /** Deepest row a page by offset may start at; the table holds about a million leads at most. */
  offsetMax: 1_000_000,
} as const;

export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** The brochure a Brochure Enquiry asks for: the site links it and the acknowledgement email carries it. */
export const BROCHURE_FILE = '/docs/Brochure/skltcoa-brochure-2025-26.pdf';

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'website';
