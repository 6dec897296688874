import type {
  Activity,
  StaffSessionSummary,
  AuditExportQuery,
  AuditPage,
  AuditQuery,
  BulkLeadPatch,
  BulkLeadResults,
  Dashboard,
  DashboardQueryRequest,
  Lead,
  LeadEvent,
  LeadFamily,
  LeadMerge,
  LeadMerged,
  RecordedWithdrawal,
  LeadPage,
  LeadPatch,
  LeadQueryRequest,
  LoggedActivity,
  NewActivityInput,
  NewSavedViewInput,
  RightsAction,
  RightsCorrection,
  RightsQueue,
  RightsQueueQuery,
  SavedView,
  SavedViewChangeInput,
  SecuritySettings,
  StaffMember,
  StaffRole,
} from '@skltcoa/shared';

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

/** What the sign-in form starts from (issue 13 §7). */
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
  /** The account signs in with a second factor (TOTP). */
  mfaEnabled: boolean;
  /** An admin requires a second factor and the account has none: the API refuses all else until it enrols. */
  mfaEnrolmentRequired: boolean;
}

/** Two-step sign-in being set up: the secret as a QR code (SVG text from the API) and as text. */
export interface MfaSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** Two-step sign-in turned on: one-time recovery codes, shown once. */
export interface MfaConfirmed {
  recovery_codes: string[];
}

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

export interface ExportLeadsOutcome {
  saved: boolean;
  /** Where the file went; absent when staff cancelled the dialog. */
  path?: string;
}

/** AG Grid column state, kept opaque here: the grid validates what it applies. */
export type GridLayout = Record<string, unknown>[];

export type Unsubscribe = () => void;

/** One named function per action; the renderer's only way out of its sandbox. */
export interface ConsoleApi {
  getApiBase(): Promise<Result<string>>;
  setApiBase(apiBase: string): Promise<Result<string>>;
  getSignInSetup(): Promise<Result<SignInSetup>>;
  getSession(): Promise<Result<StaffSession | null>>;
  /** Fails with `mfa-required` when the password was right and the API asks for the code. */
  signIn(request: SignInRequest): Promise<Result<StaffSession>>;
  signOut(): Promise<Result<null>>;
  /** Starts setting up two-step sign-in: a new secret, not in force until confirmed. */
  mfaSetup(): Promise<Result<MfaSetup>>;
  /** Turns two-step sign-in on with a code from the app; the answer holds the recovery codes. */
  mfaConfirm(code: string): Promise<Result<MfaConfirmed>>;
  /** Turns two-step sign-in off with a current code (refused while an admin requires it). */
  mfaDisable(code: string): Promise<Result<null>>;
  /** The staff member's own sessions, on every computer and browser. */
  listSessions(): Promise<Result<StaffSessionSummary[]>>;
  /** Ends every session of the account, this console's too; the answer is how many ended. */
  endAllSessions(): Promise<Result<{ ended: number }>>;
  /** Admins: the college's security settings (`GET /api/security-settings`). */
  getSecuritySettings(): Promise<Result<SecuritySettings>>;
  /** Admins: changes the college's security settings. */
  setSecuritySettings(settings: SecuritySettings): Promise<Result<SecuritySettings>>;
  /** One page of `GET /api/leads` for the query (docs/decisions/011-one-lead-contract.md). */
  listLeads(query: LeadQueryRequest): Promise<Result<LeadPage>>;
  getLead(id: string): Promise<Result<Lead>>;
  /** The lead's whole timeline, oldest first. */
  listActivities(id: string): Promise<Result<Activity[]>>;
  /** Logs a note or a call; the answer holds the entry and the lead after it. */
  addActivity(id: string, activity: NewActivityInput): Promise<Result<LoggedActivity>>;
  /** Changes status, assignee or follow-up; a stale version fails with `conflict` and the current lead. */
  updateLead(id: string, patch: LeadPatch): Promise<Result<Lead>>;
  /** One change for many leads; the answer says lead by lead how it went. */
  bulkUpdateLeads(request: BulkLeadPatch): Promise<Result<BulkLeadResults>>;
  /** Everyone a lead can be assigned to. */
  listStaff(): Promise<Result<StaffMember[]>>;
  /**
   * Saves the query's leads as the API writes them (the one export
   * definition), streamed from the API to the file staff choose: the
   * renderer never holds the file (docs/decisions/019-console-rows-stay-on-the-server.md).
   */
  exportLeads(request: ExportLeadsRequest): Promise<Result<ExportLeadsOutcome>>;
  loadGridState(): Promise<Result<GridLayout | null>>;
  saveGridState(layout: GridLayout): Promise<Result<null>>;
  /** My saved views, then those admins shared with everyone. */
  listViews(): Promise<Result<SavedView[]>>;
  /** Saves the filters and columns under a name; only an admin may share it. */
  saveView(view: NewSavedViewInput): Promise<Result<SavedView>>;
  /** Renames or changes one of my views. */
  updateView(id: string, change: SavedViewChangeInput): Promise<Result<SavedView>>;
  deleteView(id: string): Promise<Result<null>>;
  /** Remembers the view applied last (null: none), for the next sign-in. */
  setLastView(id: string | null): Promise<Result<SavedView | null>>;
  /** The view applied last, if it is still there to see. */
  getLastView(): Promise<Result<SavedView | null>>;
  /** Every enquiry of the lead's family and their timelines as one (docs/decisions/016-families.md). */
  getFamily(id: string): Promise<Result<LeadFamily>>;
  /** Merges duplicates of its family into the lead (admins only); a stale version fails with `conflict`. */
  mergeLeads(id: string, merge: LeadMerge): Promise<Result<LeadMerged>>;
  /**
   * A withdrawal the person made by phone, in person or by letter, checked on
   * one of the lead's contacts: every enquiry carrying it is erased (ADR 040).
   */
  recordWithdrawal(
    id: string,
    withdrawal: RecordedWithdrawal,
  ): Promise<Result<{ withdrawn: number }>>;
  /** The dashboard for days in Mumbai; no dates: this week and the eleven before (ADR 017). */
  getDashboard(range: DashboardQueryRequest): Promise<Result<Dashboard>>;
  /** Confirmed rights requests with their due dates, for admins (`GET /api/rights-requests`, ADR 025). */
  listRightsRequests(query: RightsQueueQuery): Promise<Result<RightsQueue>>;
  /** Emails the person their data as files, and closes the request. */
  answerAccess(id: string, action: RightsAction): Promise<Result<RightsAnswered>>;
  /** Corrects one of the request's enquiries, tells the person, and closes the request. */
  answerCorrection(id: string, correction: RightsCorrection): Promise<Result<RightsAnswered>>;
  /** Erases everything held about the person, tells them, and closes the request. */
  answerErasure(id: string, action: RightsAction): Promise<Result<RightsAnswered>>;
  /** Records the nomination, tells the person, and closes the request. */
  answerNomination(id: string, action: RightsAction): Promise<Result<RightsAnswered>>;
  /** Emails the answer to a grievance, and closes the request. */
  answerGrievance(id: string, answer: { message: string }): Promise<Result<RightsAnswered>>;
  /** A page of the audit trail, newest first, for admins (`GET /api/audit`). */
  listAudit(query: AuditQuery): Promise<Result<AuditPage>>;
  /** Saves the trail's events for the filters as the API writes them; the API audits it. */
  exportAudit(request: ExportAuditRequest): Promise<Result<ExportLeadsOutcome>>;
  /** Grants or revokes a member of staff's permission to export (admins only, ADR 026). */
  setStaffExport(email: string, allowed: boolean): Promise<Result<StaffMember>>;
  /**
   * New enquiries and colleagues' changes, as the API's event stream sends
   * them (docs/decisions/014-live-updates-from-postgres.md), a batch at a time.
   */
  onLeadEvents(listener: (events: LeadEvent[]) => void): Unsubscribe;
  /** The session ended while the console was open (expired or revoked). */
  onSessionEnded(listener: (message: string) => void): Unsubscribe;
  /** An admin began to require a second factor while the console was open: enrol before anything else. */
  onMfaEnrolmentRequired(listener: (message: string) => void): Unsubscribe;
}

/** IPC channel per request action; events flow on the `event:` channels. */
export const IPC_CHANNELS = {
  getApiBase: 'console:get-api-base',
  setApiBase: 'console:set-api-base',
  getSignInSetup: 'console:get-sign-in-setup',
  getSession: 'console:get-session',
  signIn: 'console:sign-in',
  signOut: 'console:sign-out',
  mfaSetup: 'console:mfa-setup',
  mfaConfirm: 'console:mfa-confirm',
  mfaDisable: 'console:mfa-disable',
  listSessions: 'console:list-sessions',
  endAllSessions: 'console:end-all-sessions',
  getSecuritySettings: 'console:get-security-settings',
  setSecuritySettings: 'console:set-security-settings',
  listLeads: 'console:list-leads',
  getLead: 'console:get-lead',
  listActivities: 'console:list-activities',
  addActivity: 'console:add-activity',
  updateLead: 'console:update-lead',
  bulkUpdateLeads: 'console:bulk-update-leads',
  listStaff: 'console:list-staff',
  exportLeads: 'console:export-leads',
  loadGridState: 'console:load-grid-state',
  saveGridState: 'console:save-grid-state',
  listViews: 'console:list-views',
  saveView: 'console:save-view',
  updateView: 'console:update-view',
  deleteView: 'console:delete-view',
  setLastView: 'console:set-last-view',
  getLastView: 'console:get-last-view',
  getFamily: 'console:get-family',
  mergeLeads: 'console:merge-leads',
  recordWithdrawal: 'console:record-withdrawal',
  getDashboard: 'console:get-dashboard',
  listRightsRequests: 'console:list-rights-requests',
  answerAccess: 'console:answer-access',
  answerCorrection: 'console:answer-correction',
  answerErasure: 'console:answer-erasure',
  answerNomination: 'console:answer-nomination',
  answerGrievance: 'console:answer-grievance',
  listAudit: 'console:list-audit',
  exportAudit: 'console:export-audit',
  setStaffExport: 'console:set-staff-export',
} as const satisfies Record<string, string>;

export type RequestAction = keyof typeof IPC_CHANNELS;

export const IPC_EVENTS = {
  leadEvents: 'console:event:lead-events',
  sessionEnded: 'console:event:session-ended',
  mfaEnrolmentRequired: 'console:event:mfa-enrolment-required',
} as const;

declare global {
  interface Window {
    [CONSOLE_API_GLOBAL]: ConsoleApi;
  }
}
