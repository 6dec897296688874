import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test/global-setup';
import { siteFiles } from './site-files';

let app: Hono;

beforeAll(() => {
  const root = tempDir('skltcoa-site-');
  mkdirSync(join(root, 'about'), { recursive: true });
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<h1>Landing</h1>');
  writeFileSync(join(root, 'about.html'), '<h1>About</h1>');
  writeFileSync(join(root, 'about', 'principal.html'), '<h1>Principal</h1>');
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(join(root, '404.html'), '<h1>Page is Under Development</h1>');
  writeFileSync(
    join(root, '_redirects.json'),
    JSON.stringify({ '/academic/calendar': '/academics/calendar' }),
  );
  writeFileSync(join(root, '..', 'secret.txt'), 'outside the site');
  app = new Hono().use(siteFiles({ root }));
});

describe('siteFiles', () => {
  it.each([
    ['/', 'Landing'],
    ['/about', 'About'],
    ['/about/principal', 'Principal'],
  ])('serves %s from the prerendered HTML', async (path, text) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await response.text()).toContain(text);
  });

  it('caches fingerprinted assets for a year', async () => {
    const response = await app.request('/assets/app-1a2b.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/text\/javascript/);
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const response = await app.request('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page is Under Development');
  });

  it('never serves a file outside the site folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/about/..%2f..%2fsecret.txt']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('outside the site');
    }
  });

  it('redirects legacy paths and trailing slashes with 301, keeping the query', async () => {
    const legacy = await app.request('/academic/calendar?x=1');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/academics/calendar?x=1');
    const slash = await app.request('/about/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/about');
  });
});
