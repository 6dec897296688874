import type {
  AuditExportQuery,
  CallsExportQuery,
  Lead,
  LeadEvent,
  LeadQueryRequest,
  StaffRole,
} from '@skltcoa/shared';
import type { ConsoleService } from '../core/console-service';

/** The name under which the preload (or the test harness) exposes the console API. */
export const CONSOLE_API_GLOBAL = 'admissionsConsole';

/** What went wrong, in words staff can act on; `kind` lets the renderer choose what to do. */
export type ConsoleErrorKind =
  | 'session-expired'
  | 'wrong-credentials'
  | 'rate-limited'
  | 'invalid'
  | 'not-found'
  | 'forbidden'
  | 'conflict'
  | 'network'
  | 'server'
  | 'rejected'
  /** The password was right; the API asks for the second factor (a TOTP or recovery code). */
  | 'mfa-required'
  /** An admin requires a second factor, and this account has none yet: enrol first. */
  | 'mfa-enrolment-required';

export interface ConsoleError {
  kind: ConsoleErrorKind;
  message: string;
  /** The field at fault and its message, for `invalid`. */
  fields?: Record<string, string>;
  /** For `conflict`: the lead as a colleague left it. */
  lead?: Lead;
  /** For `invalid` on an import whose columns could not be guessed: to map them by hand. */
  columns?: ImportColumns;
}

/** A file's headers and the field guessed for each (null: none), as an import's 400 gives them. */
export interface ImportColumns {
  headers: string[];
  mapping: (string | null)[];
}

/** A rights request answered; an erasure says how many enquiries went. */
export interface RightsAnswered {
  status: 'answered';
  erased?: number;
}

/** Errors do not survive IPC as classes, so every call answers with a plain result. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ConsoleError };

export interface SignInRequest {
  apiBase: string;
  email: string;
  password: string;
  /** The 6-digit code from the authenticator app, or a recovery code, once the API asks. */
  code?: string;
}

/** What the sign-in form starts from. */
export interface SignInSetup {
  /** The address to fill in: IT's locked one, else the last one used, else IT's preset. */
  apiBase: string;
  /** IT fixed the address on this computer (admissions-console.json): staff cannot change it. */
  apiBaseLocked: boolean;
  /** Why IT's settings file was not used, in words to pass on to IT. */
  configProblem: string | null;
  /** False on a computer with no keyring: the session is kept in memory only, and staff are told. */
  sessionKept: boolean;
}

export interface StaffSession {
  email: string;
  role: StaffRole;
  apiBase: string;
  /** An admin allowed this account to export (docs/decisions/026-export-permission.md). */
  canExport: boolean;
  /** An admin allowed this account to import spreadsheets (docs/decisions/051-importing-leads.md); admins may. */
  canImport: boolean;
  /** The account signs in with a second factor (TOTP). */
  mfaEnabled: boolean;
  /** An admin requires a second factor and the account has none: the API refuses all else until it enrols. */
  mfaEnrolmentRequired: boolean;
}

/** What an admin may change about a member of staff while they work: role and grants. */
export type StaffGrants = Pick<StaffSession, 'role' | 'canExport' | 'canImport'>;

/** Two-step sign-in being set up, and turned on (one-time recovery codes, shown once). */
export type { MfaConfirmed, MfaSetup } from '@skltcoa/shared';

/** A query of the leads without its paging: every lead it finds goes into the file. */
export type LeadExportQuery = Omit<LeadQueryRequest, 'limit' | 'cursor' | 'offset'>;

export interface ExportLeadsRequest {
  /** The file name offered in the save dialog. */
  fileName: string;
  /** The grid's query: filters, search and sort. */
  query: LeadExportQuery;
}

export interface ExportAuditRequest {
  /** The file name offered in the save dialog. */
  fileName: string;
  /** The grid's filters: every event they find goes into the file. */
  query: AuditExportQuery;
}

export interface ExportCallsRequest {
  /** The file name offered in the save dialog. */
  fileName: string;
  /** The Calls screen's filters: every call and note they find goes into the file. */
  query: CallsExportQuery;
}

/** An import's invalid rows, saved as CSV to fix and import again. */
export interface ExportInvalidRowsRequest {
  /** The import's id. */
  id: string;
  /** The file name offered in the save dialog. */
  fileName: string;
}

export interface ExportLeadsOutcome {
  saved: boolean;
  /** Where the file went; absent when staff cancelled the dialog. */
  path?: string;
}

/** AG Grid column state, kept opaque here: the grid validates what it applies. */
export type GridLayout = Record<string, unknown>[];

export type Unsubscribe = () => void;

/**
 * The console's request actions, by name: the one list the preload, IPC and
 * the harness are built from (docs/decisions/043-console-actions-from-one-list.md).
 * It stays free of zod so that the sandboxed preload, one CommonJS file that
 * may require nothing but electron, can import it. Each action's argument
 * schema is in main/ipc.ts; its implementation is the console service's
 * method of that name, which for most actions is the API client's call of
 * that name (core/api-client.ts). The compiler checks both against this list.
 */
export const REQUEST_ACTIONS = [
  'getApiBase',
  'setApiBase',
  'getSignInSetup',
  'getSession',
  'signIn',
  'signOut',
  'mfaSetup',
  'mfaConfirm',
  'mfaDisable',
  'listSessions',
  'endAllSessions',
  'getSecuritySettings',
  'setSecuritySettings',
  'listLeads',
  'leadViewCounts',
  'listHeldEnquiries',
  'getWorkSettings',
  'createLead',
  'leadMatches',
  'getLead',
  'listActivities',
  'addActivity',
  'updateLead',
  'bulkUpdateLeads',
  'listStaff',
  'exportLeads',
  'loadGridState',
  'saveGridState',
  'listViews',
  'saveView',
  'updateView',
  'deleteView',
  'setLastView',
  'getLastView',
  'getFamily',
  'mergeLeads',
  'recordWithdrawal',
  'getDashboard',
  'listRightsRequests',
  'answerAccess',
  'answerCorrection',
  'answerErasure',
  'answerNomination',
  'answerGrievance',
  'listAudit',
  'exportAudit',
  'listCalls',
  'exportCalls',
  'setStaffExport',
  'setStaffImport',
  'listImports',
  'createImport',
  'getImport',
  'exportInvalidRows',
  'commitImport',
  'undoImport',
  'getImportMapping',
  'saveImportMapping',
] as const;

export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** An action's IPC channel: `console:` and its name in kebab case (`addActivity` → `console:add-activity`). */
export function ipcChannel(action: RequestAction): `console:${string}` {
  return `console:${action.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** IPC channel per request action; events flow on the `event:` channels. */
export const IPC_CHANNELS = Object.fromEntries(
  REQUEST_ACTIONS.map((action) => [action, ipcChannel(action)]),
) as Record<RequestAction, `console:${string}`>;

/** What main pushes to the renderer, outside any request. */
export interface ConsoleEvents {
  /**
   * New enquiries and colleagues' changes, as the API's event stream sends
   * them (docs/decisions/014-live-updates-from-postgres.md), a batch at a time.
   */
  onLeadEvents(listener: (events: LeadEvent[]) => void): Unsubscribe;
  /** The session ended while the console was open (expired or revoked). */
  onSessionEnded(listener: (message: string) => void): Unsubscribe;
  /** An admin began to require a second factor while the console was open: enrol before anything else. */
  onMfaEnrolmentRequired(listener: (message: string) => void): Unsubscribe;
  /**
   * An admin changed this member of staff's role or grants (the export) while
   * the console was open: the live stream says so at once (`event: staff`).
   */
  onStaffChanged(listener: (grants: StaffGrants) => void): Unsubscribe;
}

/**
 * One named function per action; the renderer's only way out of its sandbox.
 * Each request action is the console service's method of that name, its
 * arguments and answer included, so it is described there.
 */
export type ConsoleApi = Pick<ConsoleService, RequestAction> & ConsoleEvents;

export const IPC_EVENTS = {
  leadEvents: 'console:event:lead-events',
  sessionEnded: 'console:event:session-ended',
  mfaEnrolmentRequired: 'console:event:mfa-enrolment-required',
  staffChanged: 'console:event:staff-changed',
} as const;

declare global {
  interface Window {
    [CONSOLE_API_GLOBAL]: ConsoleApi;
  }
}
