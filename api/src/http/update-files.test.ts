import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/global-setup';
import { startTestApp, type TestApp } from '../../test/helpers';
import { parseEnv } from '../env';

/*
 * The console's update feed as electron-updater reads it (a generic
 * provider): latest.yml, then the installer, whole or by byte ranges.
 */

let app: TestApp;
let root: string;
const INSTALLER = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
const LATEST = [
  'version: 1.1.0',
  'files:',
  '  - url: skltcoa-admissions-console-1.1.0-setup.exe',
  '    sha512: abc',
  '    size: 4096',
  'path: skltcoa-admissions-console-1.1.0-setup.exe',
  'sha512: abc',
  "releaseDate: '2026-11-24T10:00:00.000Z'",
  '',
].join('\n');

beforeAll(async () => {
  root = tempDir('skltcoa-updates-');
  writeFileSync(join(root, 'latest.yml'), LATEST);
  writeFileSync(join(root, 'skltcoa-admissions-console-1.1.0-setup.exe'), INSTALLER);
  writeFileSync(join(root, 'skltcoa-admissions-console-1.1.0-setup.exe.blockmap'), 'blockmap');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  writeFileSync(join(root, '..', 'outside.yml'), 'outside');
  app = await startTestApp({}, { updatesDir: root });
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, app.server.url), { headers });

describe('/updates/ from UPDATES_DIR', () => {
  it('serves latest.yml afresh each time, as YAML', async () => {
    const response = await get('/updates/latest.yml?noCache=1fmpivgae');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/yaml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(LATEST);
  });

  it('serves the installer whole, and by byte range for a differential download', async () => {
    const whole = await get('/updates/skltcoa-admissions-console-1.1.0-setup.exe');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/vnd.microsoft.portable-executable');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await whole.arrayBuffer()).equals(INSTALLER)).toBe(true);

    const part = await get('/updates/skltcoa-admissions-console-1.1.0-setup.exe', {
      Range: 'bytes=100-199',
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/4096');
    expect(Buffer.from(await part.arrayBuffer()).equals(INSTALLER.subarray(100, 200))).toBe(true);

    const blockmap = await get('/updates/skltcoa-admissions-console-1.1.0-setup.exe.blockmap');
    expect(await blockmap.text()).toBe('blockmap');
  });

  it.each([
    '/updates/latest-linux.yml',
    '/updates/.env',
    '/updates/..%2Foutside.yml',
    '/updates/%2E%2E/outside.yml',
    '/updates/sub/latest.yml',
    '/updates/',
  ])('answers 404 for %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/outside|SECRET/);
  });

  it('serves nothing under /updates/ without UPDATES_DIR', () => {
    expect(parseEnv({}).updatesDir).toBeUndefined();
    expect(parseEnv({ UPDATES_DIR: '/srv/console-updates' }).updatesDir).toBe(
      '/srv/console-updates',
    );
  });
});
