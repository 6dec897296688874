import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { errorHandler, errorOptions } from './http/error-handler';
import { rememberTrustProxy } from './http/middleware/client-ip';
import { databaseGuard } from './http/middleware/database-guard';
import { requestLogger, type LogLine } from './http/middleware/request-logger';
import { sameOrigin } from './http/middleware/same-origin';
import { activitiesRoutes } from './activities/activities-routes';
import { auditRoutes } from './audit/audit-routes';
import { authRoutes } from './auth/auth-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import type { AppDeps } from './http/deps';
import { enquiriesRoutes } from './enquiries/enquiries-routes';
import { healthRoutes } from './http/health-routes';
import { leadWithdrawalRoutes } from './leads/lead-withdrawal-routes';
import { leadsRoutes } from './leads/leads-routes';
import { importMappingsRoutes, importsRoutes } from './imports/imports-routes';
import { privacyApiRoutes, privacyPageRoutes } from './privacy/privacy-routes';
import { rightsRequestsRoutes } from './privacy/rights-requests-routes';
import { securitySettingsRoutes } from './auth/security-settings-routes';
import { heldEnquiriesRoutes } from './privacy/held-enquiries-routes';
import { workSettingsRoutes } from './leads/work-settings-routes';
import { staffRoutes } from './auth/staff-routes';
import { viewsRoutes } from './leads/saved-views-routes';
import { siteFiles } from './http/site-files';
import { updateFiles } from './http/update-files';

export type { AppDeps } from './http/deps';

/** The routes only staff may use. */
const STAFF_PATHS = [
  '/api/auth/*',
  '/api/leads/*',
  '/api/staff/*',
  '/api/views/*',
  '/api/dashboard/*',
  '/api/audit/*',
  '/api/rights-requests/*',
  '/api/security-settings/*',
  '/api/imports/*',
  '/api/import-mappings/*',
  '/api/activities/*',
  '/api/work-settings/*',
  '/api/held-enquiries/*',
];

export interface CreateAppOptions {
  /** Serve the prerendered site from this folder as well as the API. */
  siteDir?: string;
  /** Serve the console's update feed from this folder under /updates/ (UPDATES_DIR). */
  updatesDir?: string | undefined;
  writeLog?: (line: LogLine) => void;
}

/** The whole HTTP surface, built around its dependencies so tests run it against a real database. */
export function createApp(deps: AppDeps, { siteDir, updatesDir, writeLog }: CreateAppOptions = {}) {
  const app = new Hono();
  // The client's address for the audit trail, as the rate limits see it (audit/audit.ts).
  app.use(rememberTrustProxy(deps.config.trustProxyHops));
  if (deps.config.logRequests) app.use(requestLogger(writeLog ? { write: writeLog } : {}));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The contact page embeds a map, but only after the visitor asks for it.
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      // Set below, only where a route has not: a page with a token in its address says no-referrer.
      referrerPolicy: false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }),
  );
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Referrer-Policy')) {
      c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
  });
  // The site's files come compressed from its build, so only API answers are compressed here.
  app.use('/api/*', compress());
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (deps.config.corsOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    }),
  );
  // Staff writes only as JSON from our own pages or CORS_ORIGINS, so that no
  // other page can make them with a signed-in browser's cookie.
  // Nothing a staff route answers (personal data, tokens, secrets, recovery codes, a live
  // stream), a refusal included, is kept by a browser's or a proxy's cache.
  const noStore = createMiddleware(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  for (const path of STAFF_PATHS) app.use(path, noStore);
  const staffWrites = sameOrigin({
    allowedOrigins: deps.config.corsOrigins,
    trustProxyHops: deps.config.trustProxyHops,
  });
  app.use('/api/auth/*', staffWrites);
  app.use('/api/leads/*', staffWrites);
  app.use('/api/staff/*', staffWrites);
  app.use('/api/views/*', staffWrites);
  app.use('/api/dashboard/*', staffWrites);
  app.use('/api/audit/*', staffWrites);
  app.use('/api/rights-requests/*', staffWrites);
  app.use('/api/security-settings/*', staffWrites);
  // The upload of a file to import is multipart (same-origin.ts, `uploads`);
  // '/api/imports/*' covers '/api/imports' itself too.
  app.use(
    '/api/imports/*',
    sameOrigin({
      allowedOrigins: deps.config.corsOrigins,
      trustProxyHops: deps.config.trustProxyHops,
      uploads: true,
    }),
  );
  app.use('/api/import-mappings/*', staffWrites);
  app.use('/api/activities/*', staffWrites);
  app.use('/api/work-settings/*', staffWrites);
  app.use('/api/held-enquiries/*', staffWrites);

  // Health answers for itself, down or not; the other routes need the database.
  // The enquiries route guards itself, so that its refusal is a page for a form post.
  app.route('/api/health', healthRoutes(deps));
  if (deps.database) {
    app.use('/api/auth/*', databaseGuard(deps.database));
    app.use('/api/leads/*', databaseGuard(deps.database));
    app.use('/api/staff/*', databaseGuard(deps.database));
    app.use('/api/views/*', databaseGuard(deps.database));
    app.use('/api/dashboard/*', databaseGuard(deps.database));
    app.use('/api/audit/*', databaseGuard(deps.database));
    app.use('/api/rights-requests/*', databaseGuard(deps.database));
    app.use('/api/security-settings/*', databaseGuard(deps.database));
    app.use('/api/imports/*', databaseGuard(deps.database));
    app.use('/api/import-mappings/*', databaseGuard(deps.database));
    app.use('/api/activities/*', databaseGuard(deps.database));
    app.use('/api/work-settings/*', databaseGuard(deps.database));
    app.use('/api/held-enquiries/*', databaseGuard(deps.database));
  }
  app.route('/api/enquiries', enquiriesRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/leads', leadWithdrawalRoutes(deps));
  app.route('/api/leads', leadsRoutes(deps));
  app.route('/api/staff', staffRoutes(deps));
  app.route('/api/views', viewsRoutes(deps));
  app.route('/api/dashboard', dashboardRoutes(deps));
  app.route('/api/privacy', privacyApiRoutes(deps));
  app.route('/api/audit', auditRoutes(deps));
  app.route('/api/rights-requests', rightsRequestsRoutes(deps));
  app.route('/api/security-settings', securitySettingsRoutes(deps));
  app.route('/api/imports', importsRoutes(deps));
  app.route('/api/import-mappings', importMappingsRoutes(deps));
  app.route('/api/activities', activitiesRoutes(deps));
  app.route('/api/work-settings', workSettingsRoutes(deps));
  app.route('/api/held-enquiries', heldEnquiriesRoutes(deps));
  app.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  // The pages behind emailed links; every other /privacy path is the site's.
  app.route('/privacy', privacyPageRoutes(deps));
  if (updatesDir) app.use('/updates/*', updateFiles({ root: updatesDir }));
  if (siteDir) app.use(siteFiles({ root: siteDir }));

  app.onError(errorHandler(errorOptions(deps)));
  return app;
}
