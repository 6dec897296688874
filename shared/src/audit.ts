import { z } from 'zod';
import { csvPiecesOf, type CsvColumn } from './csv';
import { DateSchema } from './schemas';

/*
 * The audit trail's one definition: what it records, and how
 * an admin asks for it. The API, its migration's check and a console grid
 * all follow this list.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'leads_listed',
  'lead_opened',
  'leads_exported',
  'export_refused',
  'lead_changed',
  'activity_added',
  'leads_merged',
  'lead_erased',
  'role_changed',
  'guardian_declined',
  'held_enquiries_erased',
  'breach_notified',
  'rights_request_received',
  'rights_access_sent',
  'lead_corrected',
  'rights_nomination_recorded',
  'rights_grievance_answered',
  'audit_exported',
  'mfa_enabled',
  'mfa_disabled',
  'sessions_ended',
  'security_settings_changed',
  'stream_resumed',
  'bulk_read_alert',
  'lead_created',
  'import_previewed',
  'import_committed',
  'import_undone',
  'import_refused',
  'calls_listed',
  'calls_exported',
  'restored_without_ledger',
  'work_settings_changed',
  'held_enquiries_listed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an admin reads for each action; a missing one is a type error, not a raw name on screen. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Signed out',
  leads_listed: 'Listed leads',
  lead_opened: 'Opened a lead',
  leads_exported: 'Exported leads',
  export_refused: 'Export refused: no permission',
  lead_changed: 'Changed a lead',
  activity_added: 'Added a note or call',
  leads_merged: 'Merged leads',
  lead_erased: 'Erased a lead',
  role_changed: 'Changed a role or permission',
  guardian_declined: 'A guardian declined',
  held_enquiries_erased: 'Erased unconfirmed under-18 enquiries',
  breach_notified: 'Sent breach notices',
  rights_request_received: 'Received a rights request',
  rights_access_sent: 'Sent a person their data',
  lead_corrected: 'Corrected a lead',
  rights_nomination_recorded: 'Recorded a nomination',
  rights_grievance_answered: 'Answered a grievance',
  audit_exported: 'Exported the audit trail',
  mfa_enabled: 'Turned on two-step sign-in',
  mfa_disabled: 'Turned off two-step sign-in',
  sessions_ended: 'Ended all their sessions',
  security_settings_changed: 'Changed the security settings',
  stream_resumed: 'Resumed live updates',
  bulk_read_alert: 'Read more leads in a day than the alert allows',
  lead_created: 'Recorded a new enquiry',
  import_previewed: 'Previewed an import',
  import_committed: 'Imported leads',
  import_undone: 'Undid an import',
  import_refused: 'Import refused: no permission',
  calls_listed: 'Listed calls and notes',
  calls_exported: 'Exported calls and notes',
  restored_without_ledger: 'Restored a backup without the erasure ledger',
  work_settings_changed: 'Changed the working settings',
  held_enquiries_listed: 'Listed under-18 enquiries waiting for a guardian',
};

const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const AUDIT_PAGE_MAX = 500;

export const AuditQuerySchema = z
  .object({
    actor: z.preprocess(
      blank,
      z.string().trim().max(254, 'Actor must be at most 254 characters.').optional(),
    ),
    action: z.preprocess(
      blank,
      z
        .enum(AUDIT_ACTIONS, { error: `Action must be one of: ${AUDIT_ACTIONS.join(', ')}.` })
        .optional(),
    ),
    lead_id: z.preprocess(blank, z.uuid('Lead id must be a lead’s id.').optional()),
    /** Days in IST, as the leads' filters. */
    from: z.preprocess(blank, DateSchema.optional()),
    to: z.preprocess(blank, DateSchema.optional()),
    /** The id of the last event of the page before. */
    cursor: z.preprocess(
      blank,
      z
        .string()
        .regex(/^[1-9][0-9]{0,17}$/, 'Cursor is not valid.')
        .optional(),
    ),
    limit: z.preprocess(
      blank,
      z.coerce
        .number({ error: `Limit must be a number from 1 to ${AUDIT_PAGE_MAX}.` })
        .int(`Limit must be a number from 1 to ${AUDIT_PAGE_MAX}.`)
        .min(1, `Limit must be a number from 1 to ${AUDIT_PAGE_MAX}.`)
        .max(AUDIT_PAGE_MAX, `Limit must be a number from 1 to ${AUDIT_PAGE_MAX}.`)
        .default(100),
    ),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must not be before the start date.',
  });
export type AuditQuery = z.output<typeof AuditQuerySchema>;

export const AuditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  /** Text, so that an older console reads an action a newer server adds. */
  action: z.string(),
  lead_id: z.string().nullable(),
  rows: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
  /** The client's address and User-Agent, where the action came from a request (ADR 038). */
  client_ip: z.string().nullable().optional(),
  user_agent: z.string().nullable().optional(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditPageSchema = z.object({
  events: z.array(AuditEventSchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The audit query without its paging: every event it finds goes into the file. */
export const AuditExportQuerySchema = AuditQuerySchema.transform(
  ({ cursor: _cursor, limit: _limit, ...query }) => query,
);
export type AuditExportQuery = z.output<typeof AuditExportQuerySchema>;

/** The audit trail as a spreadsheet: the grid's columns, the detail as its JSON. */
export const AUDIT_EXPORT_COLUMNS: readonly CsvColumn<AuditEvent>[] = [
  { header: 'Id', value: (event) => event.id },
  { header: 'At (UTC)', value: (event) => event.at },
  { header: 'Staff', value: (event) => event.actor },
  { header: 'Action', value: (event) => event.action },
  { header: 'Lead id', value: (event) => event.lead_id ?? '' },
  { header: 'Rows', value: (event) => (event.rows === null ? '' : String(event.rows)) },
  { header: 'Detail', value: (event) => JSON.stringify(event.detail) },
  { header: 'Client address', value: (event) => event.client_ip ?? '' },
  { header: 'User agent', value: (event) => event.user_agent ?? '' },
];

export const auditCsvPieces = (batches: AsyncIterable<readonly AuditEvent[]>) =>
  csvPiecesOf(batches, AUDIT_EXPORT_COLUMNS);

/** `audit_trail_YYYY-MM-DD.csv`, dated in the user's own time zone. */
export function auditCsvFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `audit_trail_${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
