import { z } from 'zod';
import { AuditPageSchema } from '../audit';
import { CallsPageSchema } from '../calls';
import {
  RecordedRightsRequestSchema,
  RecordedWithdrawalSchema,
  RightsActionSchema,
  RightsCorrectionSchema,
  RightsGrievanceAnswerSchema,
  RightsQueueSchema,
} from '../privacy/rights';
import { ActivitySchema, NewActivitySchema } from '../schemas/activity';
import { DashboardSchema } from '../schemas/dashboard';
import {
  ImportBatchSchema,
  ImportCommitSchema,
  ImportCreatedSchema,
  ImportFormSchema,
  ImportPreviewSchema,
  ImportUndoneSchema,
} from '../schemas/imports';
import { CreatedLeadSchema, LeadMatchesSchema, NewLeadSchema } from '../schemas/staff-lead';
import {
  BulkLeadPatchSchema,
  BulkLeadResultsSchema,
  LeadFamilySchema,
  LeadMergedSchema,
  LeadMergeSchema,
  LeadPageSchema,
  LeadPatchSchema,
  LeadSchema,
  LoggedActivitySchema,
} from '../schemas/lead';
import {
  LoginSchema,
  MfaCodeSchema,
  SecuritySettingsSchema,
  SessionSchema,
  StaffChangeSchema,
  StaffMemberSchema,
  StaffSessionListSchema,
} from '../schemas/staff';
import {
  LastViewRequestSchema,
  LastViewSchema,
  NewSavedViewSchema,
  SavedViewChangeSchema,
  SavedViewSchema,
} from '../schemas/views';
import { HeldEnquiryListSchema, LeadViewCountsSchema, WorkSettingsSchema } from '../schemas/work';

import { STAFF_ROUTES, type StaffCall, type StaffRoute } from './staff-routes';

/*
 * Each staff call's body and answer, bound to its route in ./staff-routes.ts
 * by name: a name missing on either side fails tsc. The console's API client
 * parses every answer with these, as it is updated apart from the API
 * (docs/decisions/047-a-staff-api-contract-in-shared.md).
 */

/** An answer that is not JSON: a CSV download or the live event stream. */
export type StreamAnswer = 'text/csv' | 'text/event-stream';

export interface StaffSchemas {
  /** The JSON body a write takes; a write without one sends `{}` (staff writes are JSON only). */
  readonly body?: z.ZodType;
  /** How the client reads a success: a schema for JSON (`z.null()` for 204), or a stream's type. */
  readonly answer: z.ZodType | StreamAnswer;
}

export type StaffEndpoint = StaffRoute & StaffSchemas;

/** `GET /api/auth/me`: the staff member, and where they stand with the second factor. */
export const MeSchema = StaffMemberSchema.extend({
  // An older server knows no second factor: none is enabled, none required.
  mfa_enabled: z.boolean().default(false),
  mfa_enrolment_required: z.boolean().default(false),
});
export type Me = z.infer<typeof MeSchema>;

/** Two-step sign-in being set up: the secret as text, as a link and as a QR code (SVG text). */
export const MfaSetupSchema = z.object({
  secret: z.string().min(1),
  otpauth_url: z.string().startsWith('otpauth://'),
  qr_svg: z.string().min(1),
});
export type MfaSetup = z.infer<typeof MfaSetupSchema>;
export const MfaConfirmedSchema = z.object({ recovery_codes: z.array(z.string()) });
export type MfaConfirmed = z.infer<typeof MfaConfirmedSchema>;
export const SessionsEndedSchema = z.object({ ended: z.number().int() });
/** A withdrawal staff recorded (ADR 040): how many enquiries were withdrawn. */
export const WithdrawnSchema = z.object({ withdrawn: z.number().int() });
/** A rights request staff recorded (ADR 040): confirmed at once, due by this date. */
export const RecordedRightsSchema = z.object({ id: z.uuid(), due_at: z.iso.datetime() });
/** A rights request answered (ADR 025); an erasure says how many enquiries went. */
export const RightsAnsweredSchema = z.object({
  status: z.literal('answered'),
  erased: z.number().int().optional(),
});

/** The past imports, newest first (docs/decisions/051-importing-leads.md). */
export const ImportHistorySchema = z.object({ imports: z.array(ImportBatchSchema) });
/** A source's saved mapping: normalised header text to a lead field, or null for a column left out. */
export const ImportMappingEntrySchema = z.record(z.string(), z.string().nullable());
export const SavedImportMappingSchema = z.object({
  source: z.string(),
  mapping: ImportMappingEntrySchema,
  updated_by: z.string(),
  updated_at: z.string(),
});
export type SavedImportMapping = z.infer<typeof SavedImportMappingSchema>;
export const SaveImportMappingSchema = z.object({ mapping: ImportMappingEntrySchema }).strict();

const SCHEMAS = {
  login: { body: LoginSchema, answer: SessionSchema },
  logout: { answer: z.null() },
  me: { answer: MeSchema },
  mfaSetup: { answer: MfaSetupSchema },
  mfaConfirm: { body: MfaCodeSchema, answer: MfaConfirmedSchema },
  mfaDisable: { body: MfaCodeSchema, answer: z.null() },
  listSessions: { answer: StaffSessionListSchema },
  endAllSessions: { answer: SessionsEndedSchema },
  getSecuritySettings: { answer: SecuritySettingsSchema },
  setSecuritySettings: { body: SecuritySettingsSchema, answer: SecuritySettingsSchema },
  getWorkSettings: { answer: WorkSettingsSchema },
  setWorkSettings: { body: WorkSettingsSchema, answer: WorkSettingsSchema },
  listHeldEnquiries: { answer: HeldEnquiryListSchema },
  listLeads: { answer: LeadPageSchema },
  createLead: { body: NewLeadSchema, answer: CreatedLeadSchema },
  leadMatches: { answer: LeadMatchesSchema },
  leadViewCounts: { answer: LeadViewCountsSchema },
  exportLeads: { answer: 'text/csv' },
  leadEvents: { answer: 'text/event-stream' },
  getLead: { answer: LeadSchema },
  updateLead: { body: LeadPatchSchema, answer: LeadSchema },
  bulkUpdateLeads: { body: BulkLeadPatchSchema, answer: BulkLeadResultsSchema },
  listActivities: { answer: z.array(ActivitySchema) },
  addActivity: { body: NewActivitySchema, answer: LoggedActivitySchema },
  getFamily: { answer: LeadFamilySchema },
  mergeLeads: { body: LeadMergeSchema, answer: LeadMergedSchema },
  recordWithdrawal: { body: RecordedWithdrawalSchema, answer: WithdrawnSchema },
  listStaff: { answer: z.array(StaffMemberSchema) },
  changeStaff: { body: StaffChangeSchema, answer: StaffMemberSchema },
  listViews: { answer: z.array(SavedViewSchema) },
  saveView: { body: NewSavedViewSchema, answer: SavedViewSchema },
  getLastView: { answer: LastViewSchema },
  setLastView: { body: LastViewRequestSchema, answer: LastViewSchema },
  updateView: { body: SavedViewChangeSchema, answer: SavedViewSchema },
  deleteView: { answer: z.null() },
  getDashboard: { answer: DashboardSchema },
  listRightsRequests: { answer: RightsQueueSchema },
  recordRightsRequest: { body: RecordedRightsRequestSchema, answer: RecordedRightsSchema },
  answerAccess: { body: RightsActionSchema, answer: RightsAnsweredSchema },
  answerCorrection: { body: RightsCorrectionSchema, answer: RightsAnsweredSchema },
  answerErasure: { body: RightsActionSchema, answer: RightsAnsweredSchema },
  answerNomination: { body: RightsActionSchema, answer: RightsAnsweredSchema },
  answerGrievance: { body: RightsGrievanceAnswerSchema, answer: RightsAnsweredSchema },
  listImports: { answer: ImportHistorySchema },
  // Sent as multipart/form-data: these fields, the file and the mapping (a
  // JSON text), not as JSON; the console's client does so (`upload`).
  createImport: { body: ImportFormSchema, answer: ImportCreatedSchema },
  getImport: { answer: ImportPreviewSchema },
  importInvalidRows: { answer: 'text/csv' },
  commitImport: { body: ImportCommitSchema, answer: ImportBatchSchema },
  undoImport: { answer: ImportUndoneSchema },
  getImportMapping: { answer: SavedImportMappingSchema },
  saveImportMapping: { body: SaveImportMappingSchema, answer: SavedImportMappingSchema },
  listAudit: { answer: AuditPageSchema },
  exportAudit: { answer: 'text/csv' },
  listCalls: { answer: CallsPageSchema },
  exportCalls: { answer: 'text/csv' },
} as const satisfies Record<StaffCall, StaffSchemas>;

/** The contract: every staff call's route with its schemas. */
export const STAFF_API = Object.fromEntries(
  Object.entries(STAFF_ROUTES).map(([name, route]) => [
    name,
    { ...route, ...SCHEMAS[name as StaffCall] },
  ]),
) as { [K in StaffCall]: (typeof STAFF_ROUTES)[K] & (typeof SCHEMAS)[K] };

export type StaffApi = typeof STAFF_API;

/** The body an endpoint takes, as its caller holds it (parsed or not). */
export type BodyOf<E extends StaffEndpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']> | z.output<E['body']>
  : undefined;

/** A success's parsed answer. */
export type AnswerOf<E extends StaffEndpoint> = E['answer'] extends z.ZodType
  ? z.output<E['answer']>
  : never;
