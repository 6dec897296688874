import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createMiddleware } from 'hono/factory';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Website not built</title></head>
<body><main><h1>The website has not been built yet</h1><p>Run <code>npm run build</code>. The API is running under <a href="/api/health">/api/health</a>.</p></main></body></html>`;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function cacheControl(urlPath: string): string {
  // Vite fingerprints everything under /assets, so those never change.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || !extname(urlPath)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/**
 * Serves the prerendered site the way a static host is configured to
 * (docs/deployment.md): `/about` → `about.html`, legacy paths answer 301 from
 * `_redirects.json`, and unknown paths answer 404 with `404.html`.
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

  const locate = (urlPath: string): string | undefined => {
    const candidates = urlPath.endsWith('/')
      ? [`${urlPath}index.html`]
      : [urlPath, `${urlPath}.html`, `${urlPath}/index.html`];
    for (const candidate of candidates) {
      const file = normalize(join(base, candidate));
      if ((file === base || file.startsWith(base + sep)) && isFile(file)) return file;
    }
    return undefined;
  };

  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (!existsSync(base)) return c.html(PLACEHOLDER, c.req.path === '/' ? 200 : 404);

    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      urlPath = '/';
    }
    const query = new URL(c.req.url).search;
    const target =
      redirects[urlPath] ??
      (urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.slice(0, -1) : undefined);
    if (target && !urlPath.includes('\0')) return c.redirect(`${target}${query}`, 301);

    const file = urlPath.includes('\0') ? undefined : locate(urlPath);
    if (!file) {
      const page = join(base, notFoundPage);
      const body = isFile(page) ? await readFile(page) : 'Not found';
      return c.body(body, 404, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-store' });
    }
    return c.body(await readFile(file), 200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(urlPath),
    });
  });
}
