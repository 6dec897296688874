import {
  AuditExportQuerySchema,
  CallsExportQuerySchema,
  CallsQuerySchema,
  AuditQuerySchema,
  BulkLeadPatchSchema,
  EmailSchema,
  DashboardQueryRequestSchema,
  LastViewRequestSchema,
  LIMITS,
  LeadMatchQuerySchema,
  LeadMergeSchema,
  RecordedWithdrawalSchema,
  LeadPatchSchema,
  LeadQueryRequestSchema,
  LeadViewCountsQuerySchema,
  HeldEnquiryQuerySchema,
  LoginSchema,
  MfaCodeSchema,
  NewActivitySchema,
  NewLeadSchema,
  NewSavedViewSchema,
  RightsActionSchema,
  RightsCorrectionSchema,
  RightsGrievanceAnswerSchema,
  RightsQueueQuerySchema,
  SavedViewChangeSchema,
  SaveImportMappingSchema,
  SecuritySettingsSchema,
} from '@skltcoa/shared';
import {
  ImportCommitSchema,
  ImportFormSchema,
  IMPORT_GROUPS,
} from '@skltcoa/shared/schemas/imports';
import { z } from 'zod';
import type { ConsoleService } from '../core/console-service';
import { MAX_IMPORT_FILE_BYTES } from '../shared-types/imports';
import {
  REQUEST_ACTIONS,
  ipcChannel,
  type RequestAction,
  type Result,
} from '../shared-types/console-api';
import { GridLayoutSchema } from './settings-store';

/**
 * What a schema must make of the arguments: exactly what the service's action
 * of that name takes, so that the compiler checks each action's schema against
 * its implementation (docs/decisions/043-console-actions-from-one-list.md).
 */
type ArgumentSchemas = {
  [Action in RequestAction]: z.ZodType<Parameters<ConsoleService[Action]>>;
};

/** The argument list each action accepts; anything else is refused before it reaches the service. */
export const IPC_ARGUMENTS = {
  getApiBase: z.tuple([]),
  setApiBase: z.tuple([z.string().min(1).max(500)]),
  getSignInSetup: z.tuple([]),
  getSession: z.tuple([]),
  // The API's login schema: email, password, and the second factor's code once asked for.
  signIn: z.tuple([LoginSchema.extend({ apiBase: z.string().min(1).max(500) }).strict()]),
  signOut: z.tuple([]),
  // Two-step sign-in and sessions (ADR 038): the API's own schemas; it checks the code.
  mfaSetup: z.tuple([]),
  mfaConfirm: z.tuple([MfaCodeSchema.shape.code]),
  mfaDisable: z.tuple([MfaCodeSchema.shape.code]),
  listSessions: z.tuple([]),
  endAllSessions: z.tuple([]),
  getSecuritySettings: z.tuple([]),
  setSecuritySettings: z.tuple([SecuritySettingsSchema]),
  // The API's own query schema, strict: the renderer may send nothing else (ADR 011).
  listLeads: z.tuple([LeadQueryRequestSchema]),
  // Each built-in view's count under the other filters, and the held under-18
  // enquiries (docs/decisions/052-the-counsellors-day.md): the API's own schemas.
  leadViewCounts: z.tuple([LeadViewCountsQuerySchema]),
  listHeldEnquiries: z.tuple([HeldEnquiryQuerySchema]),
  getWorkSettings: z.tuple([]),
  // A lead staff record, and the families a contact being typed matches
  // (docs/decisions/050-leads-from-every-channel.md): the API's own schemas. The
  // New enquiry form checks with the same schema first, so a field's message is
  // said at the field rather than refused here.
  createLead: z.tuple([NewLeadSchema]),
  leadMatches: z.tuple([LeadMatchQuerySchema]),
  getLead: z.tuple([z.uuid()]),
  listActivities: z.tuple([z.uuid()]),
  // The API's own schemas: what the renderer sends is what the API would take.
  addActivity: z.tuple([z.uuid(), NewActivitySchema]),
  updateLead: z.tuple([z.uuid(), LeadPatchSchema]),
  bulkUpdateLeads: z.tuple([BulkLeadPatchSchema]),
  listStaff: z.tuple([]),
  // The file comes from the API; the renderer names it and says which leads.
  exportLeads: z.tuple([
    z.object({ fileName: z.string().min(1).max(200), query: LeadQueryRequestSchema }).strict(),
  ]),
  loadGridState: z.tuple([]),
  saveGridState: z.tuple([GridLayoutSchema]),
  // Saved views: the API's own schemas, ids as uuids.
  listViews: z.tuple([]),
  saveView: z.tuple([NewSavedViewSchema]),
  updateView: z.tuple([z.uuid(), SavedViewChangeSchema]),
  deleteView: z.tuple([z.uuid()]),
  setLastView: z.tuple([LastViewRequestSchema.shape.id]),
  getLastView: z.tuple([]),
  // Families (ADR 016): the API's own schema for a merge.
  getFamily: z.tuple([z.uuid()]),
  mergeLeads: z.tuple([z.uuid(), LeadMergeSchema]),
  recordWithdrawal: z.tuple([z.uuid(), RecordedWithdrawalSchema]),
  // The dashboard (ADR 017): the API's own range schema, strict.
  getDashboard: z.tuple([DashboardQueryRequestSchema]),
  // Rights requests (ADR 025): the API's own schemas, ids as uuids.
  listRightsRequests: z.tuple([RightsQueueQuerySchema]),
  answerAccess: z.tuple([z.uuid(), RightsActionSchema]),
  answerCorrection: z.tuple([z.uuid(), RightsCorrectionSchema]),
  answerErasure: z.tuple([z.uuid(), RightsActionSchema]),
  answerNomination: z.tuple([z.uuid(), RightsActionSchema]),
  answerGrievance: z.tuple([z.uuid(), RightsGrievanceAnswerSchema]),
  // The audit trail: the API's own query schemas, strict.
  listAudit: z.tuple([AuditQuerySchema]),
  exportAudit: z.tuple([
    z.object({ fileName: z.string().min(1).max(200), query: AuditExportQuerySchema }).strict(),
  ]),
  // The day's calling (docs/decisions/053-the-days-calling.md): the API's own query schemas.
  listCalls: z.tuple([CallsQuerySchema]),
  exportCalls: z.tuple([
    z.object({ fileName: z.string().min(1).max(200), query: CallsExportQuerySchema }).strict(),
  ]),
  setStaffExport: z.tuple([EmailSchema, z.boolean()]),
  setStaffImport: z.tuple([EmailSchema, z.boolean()]),
  // Imports (docs/decisions/051-importing-leads.md): the API's own form schema
  // beside the file's bytes, no larger than the API reads, and its name.
  listImports: z.tuple([]),
  createImport: z.tuple([
    ImportFormSchema.extend({
      file: z
        .instanceof(Uint8Array)
        .refine((bytes) => bytes.byteLength > 0 && bytes.byteLength <= MAX_IMPORT_FILE_BYTES),
      fileName: z.string().min(1).max(255),
      mapping: z.array(z.string().max(40).nullable()).max(500).optional(),
    }).strict(),
  ]),
  getImport: z.tuple([
    z.uuid(),
    z
      .object({
        group: z.enum(IMPORT_GROUPS).optional(),
        offset: z.number().int().min(0).max(LIMITS.offsetMax).optional(),
      })
      .strict()
      .optional(),
  ]),
  exportInvalidRows: z.tuple([
    z.object({ id: z.uuid(), fileName: z.string().min(1).max(200) }).strict(),
  ]),
  commitImport: z.tuple([z.uuid(), ImportCommitSchema]),
  undoImport: z.tuple([z.uuid()]),
  getImportMapping: z.tuple([z.string().trim().min(1).max(200)]),
  saveImportMapping: z.tuple([
    z.string().trim().min(1).max(200),
    SaveImportMappingSchema.shape.mapping,
  ]),
} satisfies ArgumentSchemas;

/** Only the console's own page may call: the packaged index.html, or the dev server in development. */
export function isTrustedSender(frameUrl: string | undefined, trusted: readonly string[]): boolean {
  if (!frameUrl) return false;
  let url: URL;
  try {
    url = new URL(frameUrl);
  } catch {
    return false;
  }
  return trusted.some((allowed) => {
    const expected = new URL(allowed);
    if (expected.protocol === 'file:')
      return url.protocol === 'file:' && url.pathname === expected.pathname;
    return url.origin === expected.origin;
  });
}

export interface IpcEventLike {
  senderFrame?: { url: string } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}

const REJECTED: Result<never> = {
  ok: false,
  error: { kind: 'rejected', message: 'The console refused a malformed request.' },
};

export async function handleIpc(
  service: ConsoleService,
  action: RequestAction,
  event: IpcEventLike,
  args: unknown[],
  trusted: readonly string[],
): Promise<Result<unknown>> {
  if (!isTrustedSender(event.senderFrame?.url, trusted)) return REJECTED;
  const parsed = IPC_ARGUMENTS[action].safeParse(args);
  if (!parsed.success) return REJECTED;
  // The schema's output is the action's parameters (ArgumentSchemas); the
  // compiler cannot follow that through an action chosen at run time.
  const call = service[action] as (...values: unknown[]) => Promise<Result<unknown>>;
  return call(...(parsed.data as unknown[]));
}

/** One handler per action, each checking its sender and arguments first. */
export function registerIpcHandlers(
  ipcMain: IpcMainLike,
  service: ConsoleService,
  trusted: readonly string[],
): void {
  for (const action of REQUEST_ACTIONS) {
    ipcMain.handle(ipcChannel(action), (event, ...args) =>
      handleIpc(service, action, event, args, trusted),
    );
  }
}
