/*
 * The staff API's routes as its clients call them: one entry per call, with
 * its method and its path as the API's router writes it. Plain data without
 * zod, so that /web-leads can take it without loading zod; the schemas of each
 * call's body and answer are bound to the same names in ./staff-api.ts, and an
 * API test checks every entry against the routes the app registers
 * (docs/decisions/047-a-staff-api-contract-in-shared.md).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface StaffRoute {
  readonly method: HttpMethod;
  /** Hono's pattern: `/api/leads/:id`. */
  readonly path: string;
}

export const STAFF_ROUTES = {
  login: { method: 'POST', path: '/api/auth/login' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  me: { method: 'GET', path: '/api/auth/me' },
  mfaSetup: { method: 'POST', path: '/api/auth/mfa/setup' },
  mfaConfirm: { method: 'POST', path: '/api/auth/mfa/confirm' },
  mfaDisable: { method: 'POST', path: '/api/auth/mfa/disable' },
  listSessions: { method: 'GET', path: '/api/auth/sessions' },
  endAllSessions: { method: 'POST', path: '/api/auth/sessions/end-all' },
  getSecuritySettings: { method: 'GET', path: '/api/security-settings' },
  setSecuritySettings: { method: 'PATCH', path: '/api/security-settings' },
  getWorkSettings: { method: 'GET', path: '/api/work-settings' },
  setWorkSettings: { method: 'PATCH', path: '/api/work-settings' },
  listHeldEnquiries: { method: 'GET', path: '/api/held-enquiries' },
  listLeads: { method: 'GET', path: '/api/leads' },
  createLead: { method: 'POST', path: '/api/leads' },
  leadMatches: { method: 'GET', path: '/api/leads/matches' },
  // Each built-in view's count (docs/decisions/052-the-counsellors-day.md).
  leadViewCounts: { method: 'GET', path: '/api/leads/view-counts' },
  exportLeads: { method: 'GET', path: '/api/leads/export' },
  leadEvents: { method: 'GET', path: '/api/leads/events' },
  getLead: { method: 'GET', path: '/api/leads/:id' },
  updateLead: { method: 'PATCH', path: '/api/leads/:id' },
  bulkUpdateLeads: { method: 'POST', path: '/api/leads/bulk' },
  listActivities: { method: 'GET', path: '/api/leads/:id/activities' },
  addActivity: { method: 'POST', path: '/api/leads/:id/activities' },
  getFamily: { method: 'GET', path: '/api/leads/:id/family' },
  mergeLeads: { method: 'POST', path: '/api/leads/:id/merge' },
  recordWithdrawal: { method: 'POST', path: '/api/leads/:id/withdrawal' },
  listStaff: { method: 'GET', path: '/api/staff' },
  changeStaff: { method: 'PATCH', path: '/api/staff/:email' },
  listViews: { method: 'GET', path: '/api/views' },
  saveView: { method: 'POST', path: '/api/views' },
  getLastView: { method: 'GET', path: '/api/views/last' },
  setLastView: { method: 'PUT', path: '/api/views/last' },
  updateView: { method: 'PUT', path: '/api/views/:id' },
  deleteView: { method: 'DELETE', path: '/api/views/:id' },
  getDashboard: { method: 'GET', path: '/api/dashboard' },
  listRightsRequests: { method: 'GET', path: '/api/rights-requests' },
  recordRightsRequest: { method: 'POST', path: '/api/rights-requests' },
  answerAccess: { method: 'POST', path: '/api/rights-requests/:id/access' },
  answerCorrection: { method: 'POST', path: '/api/rights-requests/:id/correction' },
  answerErasure: { method: 'POST', path: '/api/rights-requests/:id/erasure' },
  answerNomination: { method: 'POST', path: '/api/rights-requests/:id/nomination' },
  answerGrievance: { method: 'POST', path: '/api/rights-requests/:id/answer' },
  listImports: { method: 'GET', path: '/api/imports' },
  createImport: { method: 'POST', path: '/api/imports' },
  getImport: { method: 'GET', path: '/api/imports/:id' },
  importInvalidRows: { method: 'GET', path: '/api/imports/:id/invalid.csv' },
  commitImport: { method: 'POST', path: '/api/imports/:id/commit' },
  undoImport: { method: 'DELETE', path: '/api/imports/:id' },
  getImportMapping: { method: 'GET', path: '/api/import-mappings/:source' },
  saveImportMapping: { method: 'PUT', path: '/api/import-mappings/:source' },
  listAudit: { method: 'GET', path: '/api/audit' },
  exportAudit: { method: 'GET', path: '/api/audit/export' },
  // The day's calling: every call and note in a range (docs/decisions/053-the-days-calling.md).
  listCalls: { method: 'GET', path: '/api/activities' },
  exportCalls: { method: 'GET', path: '/api/activities/export' },
} as const satisfies Record<string, StaffRoute>;

export type StaffCall = keyof typeof STAFF_ROUTES;

/** `'/api/leads/:id/merge'` → `'id'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's path takes, by name. */
export type PathParams<R extends StaffRoute> = { [K in ParamNames<R['path']>]: string };

/**
 * The route's path with its parameters filled in, each URI-encoded, and a
 * query string if given (`?` alone for an empty one): `staffPath(STAFF_ROUTES.getLead, { id })`.
 */
export function staffPath<R extends StaffRoute>(
  route: R,
  params: PathParams<R>,
  search?: string | URLSearchParams,
): string {
  const values = params as Record<string, string>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}.`);
    return encodeURIComponent(value);
  });
  // A query given, even empty, keeps its `?`: the URLs stay as clients have always sent them.
  return search === undefined ? path : `${path}?${String(search)}`;
}
