import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Website not built</title></head>
<body><main><h1>The website has not been built yet</h1><p>Run <code>npm run build</code>. The API is running under <a href="/api/health">/api/health</a>.</p></main></body></html>`;

const BAD_REQUEST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad request</title></head>
<body><main><h1>Bad request</h1><p>This address is not valid. <a href="/">Go to the home page</a>.</p></main></body></html>`;

/**
 * A decoded path the site can never hold: a dot-file or dot-folder segment
 * (also `.` and `..`; Vite leaves its build manifest in `.vite/`), a
 * backslash, or a control character such as NUL.
 */
const NOT_A_SITE_PATH = /(?:^|\/)\.|\\|\p{Cc}/u;

const OUR_ORIGIN = 'http://site.invalid';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * True when a browser following `location` stays on our origin. A leading `/`
 * followed by another `/` or a `\` names another host (`//evil.example`), and
 * browsers drop tabs and newlines before they parse, so none may appear.
 */
function isLocalRedirect(location: string): boolean {
  return (
    /^\/(?![/\\])/.test(location) &&
    !/[\\\s]|\p{Cc}/u.test(location) &&
    new URL(location, `${OUR_ORIGIN}/a/b`).origin === OUR_ORIGIN
  );
}

function cacheControl(rawPath: string, file: string): string {
  // Vite fingerprints everything under /assets, and each translation's build under
  // /mr/assets or /hi/assets (docs/decisions/030-marathi-and-hindi.md), so those never change.
  if (/^\/(?:(?:mr|hi)\/)?assets\//.test(rawPath)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/**
 * Serves the prerendered site the way a static host is configured to
 * (docs/deployment.md): `/about` → `about.html`, legacy paths answer 301 from
 * `_redirects.json`, and unknown paths answer 404 with `404.html`.
 *
 * This middleware maps the URL to a file and refuses what must not be served;
 * @hono/node-server's `serveStatic` then sends the file: its content type,
 * HEAD, byte ranges, and the `.br`/`.gz` copies the site build writes beside
 * each compressible file, so nothing is compressed per request.
 */
export function siteFiles({
  root,
  notFoundPage = '404.html',
}: {
  root: string;
  notFoundPage?: string;
}) {
  const base = resolve(root);
  const redirectsFile = join(base, '_redirects.json');
  const redirects: Record<string, string> = existsSync(redirectsFile)
    ? (JSON.parse(readFileSync(redirectsFile, 'utf8')) as Record<string, string>)
    : {};

  const locate = (path: string): string | undefined => {
    const candidates = path.endsWith('/')
      ? [`${path}index.html`]
      : [path, `${path}.html`, `${path}/index.html`];
    for (const candidate of candidates) {
      const file = join(base, candidate);
      if (file.startsWith(base + sep) && isFile(file)) return file;
    }
    return undefined;
  };

  /** `serveStatic` for one file already located, so only this module reads the URL. */
  const send = async (c: Context, file: string): Promise<Response | undefined> => {
    const response = await serveStatic({ path: file, precompressed: true })(c, async () => {});
    if (!response) return undefined;
    // The same URL may be answered with a compressed copy or without one.
    const type = response.headers.get('Content-Type') ?? '';
    if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) response.headers.set('Vary', 'Accept-Encoding');
    return response;
  };

  const notFound = async (c: Context): Promise<Response> => {
    const page = join(base, notFoundPage);
    c.header('Cache-Control', 'no-store');
    // A byte range of an error page means nothing, so a Range header is ignored here.
    if (!c.req.header('Range') && isFile(page)) {
      const response = await send(c, page);
      if (response) return new Response(response.body, { status: 404, headers: response.headers });
    }
    return c.html(isFile(page) ? await readFile(page, 'utf8') : 'Not found', 404);
  };

  const redirect = (c: Context, location: string) =>
    isLocalRedirect(location) ? c.redirect(location, 301) : notFound(c);

  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (!existsSync(base)) return c.html(PLACEHOLDER, c.req.path === '/' ? 200 : 404);

    // The still-encoded path, as the URL parser left it (dot segments resolved).
    const { pathname: rawPath, search } = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return c.html(BAD_REQUEST, 400, { 'Cache-Control': 'no-store' });
    }
    if (NOT_A_SITE_PATH.test(path)) return notFound(c);

    const legacy = redirects[path];
    if (legacy !== undefined) return redirect(c, `${legacy}${search}`);
    if (rawPath.length > 1 && rawPath.endsWith('/')) {
      // Built from the encoded path: decoding would turn `/%2F%2Fevil.example/` into `//evil.example`.
      const target = rawPath.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
      return redirect(c, `${target}${search}`);
    }

    const file = locate(path);
    // Only a path nothing else answers may get the not-found page, and then with 404.
    if (file && file !== join(base, notFoundPage)) {
      c.header('Cache-Control', cacheControl(rawPath, file));
      const response = await send(c, file);
      if (response) return response;
    }
    return notFound(c);
  });
}
