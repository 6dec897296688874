import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { createMiddleware } from 'hono/factory';

/**
 * The console's update feed: the files of a release as
 * electron-builder writes them (`latest.yml`, the installer, its blockmap,
 * and `latest-linux.yml` with the AppImage), served from one flat folder,
 * UPDATES_DIR, under `/updates/`. IT copies a release into the folder
 * (desktop/README.md, "Publishing a release"); the console's electron-updater
 * reads it as a generic feed.
 */

/** A release file's name: no folders, no dot-files, nothing to escape. */
const FEED_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const CONTENT_TYPES: Record<string, string> = {
  '.yml': 'text/yaml; charset=utf-8',
  '.exe': 'application/vnd.microsoft.portable-executable',
  '.blockmap': 'application/octet-stream',
  '.AppImage': 'application/octet-stream',
  '.deb': 'application/vnd.debian.binary-package',
  '.zip': 'application/zip',
};

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function updateFiles({ root }: { root: string }) {
  const base = resolve(root);
  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const name = c.req.path.replace(/^\/updates\//, '');
    const file = join(base, name);
    if (!FEED_FILE.test(name) || name.includes('..') || !isFile(file)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    const response = await serveStatic({ path: file })(c, async () => {});
    if (!response) return c.text('Not found', 404);
    const extension = Object.keys(CONTENT_TYPES).find((ending) => name.endsWith(ending));
    if (extension) response.headers.set('Content-Type', CONTENT_TYPES[extension]!);
    // latest.yml names the newest release, so it is asked afresh each time;
    // an installer's name carries its version, so it never changes.
    response.headers.set(
      'Cache-Control',
      name.endsWith('.yml') ? 'no-cache' : 'public, max-age=86400',
    );
    return response;
  });
}
