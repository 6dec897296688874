import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/global-setup';
import {
  enquiry,
  postJson,
  signIn,
  startServer,
  startTestApp,
  testConfig,
  type TestApp,
} from '../../test/helpers';

/*
 * The built site as the real app serves it, over real HTTP. Requests go out
 * through node:http (or a bare socket) rather than fetch, because fetch
 * normalises paths such as `/..//x` and decodes bodies before a test sees them.
 */

let app: TestApp;
let root: string;
let ours: URL;

const ABOUT = `<!doctype html><h1>About</h1>${'<p>The college, its people and its studios.</p>'.repeat(60)}`;

beforeAll(async () => {
  root = tempDir('skltcoa-site-');
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write('index.html', '<h1>Landing</h1>');
  write('about.html', ABOUT);
  write('about.html.br', brotliCompressSync(ABOUT));
  write('about.html.gz', gzipSync(ABOUT));
  write('about/principal.html', '<h1>Principal</h1>');
  write('assets/app-1a2b.js', 'console.log(1)');
  write('mr/index.html', '<h1>Marathi landing</h1>');
  write('mr/home.html', '<h1>Marathi home</h1>');
  write('mr/assets/app-3c4d.js', 'console.log(2)');
  write('images/plan.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('docs/prospectus.pdf', '%PDF-1.4 a small document');
  write('404.html', '<h1>Page is Under Development</h1>');
  write('404.html.br', brotliCompressSync('<h1>Page is Under Development</h1>'));
  write('_redirects.json', JSON.stringify({ '/academic/calendar': '/academics/calendar' }));
  write('.vite/manifest.json', '{"src/main.tsx":{"file":"assets/main.js"}}');
  write('.vite/ssr-manifest.json', '{"src/main.tsx":["/assets/main.js"]}');
  write('.env', 'SECRET=build-machine');
  write('assets/.hidden.js', 'console.log("hidden")');
  writeFileSync(join(root, '..', 'secret.txt'), 'outside the site');
  app = await startTestApp({}, { siteDir: root });
  ours = new URL(app.server.url);
});
afterAll(async () => {
  await app.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request whose path goes out byte for byte as given. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname: ours.hostname, port: ours.port, path, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A request line node:http refuses to send (a raw tab, a raw newline inside the target). */
function rawGet(target: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(ours.port), ours.hostname);
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r]*)/i.exec(text)?.[1];
      resolve({ status, location });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${ours.host}\r\nConnection: close\r\n\r\n`);
  });
}

/** Where a browser goes when it follows `location` from a page of ours. */
function staysOnOurOrigin(location: string | undefined): boolean {
  if (location === undefined) return false;
  const base = 'http://ours.test';
  return /^\/(?![/\\])/.test(location) && new URL(location, `${base}/some/page`).origin === base;
}

describe('the prerendered pages', () => {
  it.each([
    ['/', 'Landing'],
    ['/about', 'About'],
    ['/about/principal', 'Principal'],
    ['/mr', 'Marathi landing'],
    ['/mr/home', 'Marathi home'],
  ])('serves %s from its HTML file', async (path, text) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.body.toString()).toContain(text);
  });

  it('caches fingerprinted assets for a year and anything else for an hour', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Each translation is its own build with its own fingerprinted assets (docs/decisions/030).
    const marathi = await get('/mr/assets/app-3c4d.js');
    expect(marathi.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    const image = await get('/images/plan.svg');
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await get('/docs/prospectus.pdf')).headers['content-type']).toBe('application/pdf');
  });

  it('answers an unknown path with 404 and the not-found page, never cached', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.toString()).toContain('Page is Under Development');
  });

  it.each(['/404', '/404.html'])(
    'answers %s, the not-found page asked for by name, with 404 too',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.toString()).toContain('Page is Under Development');
    },
  );

  it('answers HEAD like GET, without a body', async () => {
    const response = await get('/about', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(ABOUT));
    expect(response.body).toHaveLength(0);
    expect((await get('/no/such/page', {}, 'HEAD')).status).toBe(404);
  });

  it('redirects legacy paths and trailing slashes with 301, keeping the query', async () => {
    const legacy = await get('/academic/calendar?x=1');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.location).toBe('/academics/calendar?x=1');
    const slash = await get('/about/?x=1');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/about?x=1');
  });

  it('shows a placeholder while the site is not built', async () => {
    const server = await startServer(app.sql, testConfig(), { siteDir: join(root, 'not-built') });
    try {
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('has not been built yet');
      expect((await fetch(`${server.url}/about`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

// A redirect, a hidden file, a bad encoding or a path out of the folder: none may leak.
describe('redirects stay on our own origin', () => {
  const FOREIGN = [
    '//evil.example/',
    '//evil.example',
    '///evil.example/',
    '//evil.example/admission/',
    '/%2Fevil.example/',
    '/%2fevil.example/',
    '/%5Cevil.example/',
    '/%5cevil.example/',
    '/%2F%2Fevil.example/admission/',
    '/%2F/evil.example/',
    '/%5C/evil.example/',
    '/%5C%5Cevil.example/',
    '/\\evil.example/',
    '/\\\\evil.example/',
    '/\\/evil.example/',
    '/%09/evil.example/',
    '/%0A/evil.example/',
    '/%0D%0A/evil.example/',
    '/%09%2F%2Fevil.example/',
    '/..//evil.example/',
    '/.%2E//evil.example/',
    '/about/..//evil.example/',
    '/about/../..//evil.example/',
    '/%252F%252Fevil.example/',
    '/https:%2F%2Fevil.example/',
    '/%40evil.example/',
    '/academic/calendar/',
  ];

  it.each(FOREIGN)('%s', async (path) => {
    const response = await get(path);
    expect(response.status).toBeLessThan(500);
    if (response.status >= 300 && response.status < 400) {
      expect(staysOnOurOrigin(response.headers.location), response.headers.location).toBe(true);
    }
  });

  it('builds the trailing-slash redirect from the still-encoded path', async () => {
    const response = await get('/%2F%2Fevil.example/admission/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/%2F%2Fevil.example/admission');
  });

  it.each(['/\t/evil.example/', '/\t\t/evil.example/', '/\r/evil.example/', '/ /evil.example/'])(
    'a raw control character in the request line (%j) never leads off-site',
    async (target) => {
      const response = await rawGet(target);
      expect(response.status).toBeGreaterThan(0);
      expect(response.status).toBeLessThan(500);
      if (response.status >= 300 && response.status < 400) {
        expect(staysOnOurOrigin(response.location), response.location).toBe(true);
      }
    },
  );

  it('for any path made of slashes, backslashes, dots and their encodings', async () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '.',
      '..',
      '%2E',
      'evil.example',
      'a',
      '%09',
      '%0A',
      '%0D',
      '%00',
      '%25',
      '@',
      ':',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (pieces) => {
        const response = await get(`/${pieces.join('')}`);
        if (response.status >= 500) return false;
        if (response.status >= 300 && response.status < 400) {
          return staysOnOurOrigin(response.headers.location);
        }
        return true;
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300), seed: Number(process.env.FUZZ_SEED ?? 10) },
    );
  });
});

describe('files that are not part of the site', () => {
  it.each([
    '/.vite/manifest.json',
    '/.vite/ssr-manifest.json',
    '/%2Evite/manifest.json',
    '/%2evite/ssr-manifest.json',
    '/.vite',
    '/.env',
    '/assets/.hidden.js',
  ])('%s answers 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('Page is Under Development');
  });
});

describe('a path that is not valid percent-encoding', () => {
  it.each(['/%E0%A4%A', '/%zz', '/about%', '/%', '/about/%E0', '/%C3%28', '/%ED%A0%80', '/%FF'])(
    '%s answers 400 with a small page, not the home page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.body.toString();
      expect(body).toContain('Bad request');
      expect(body).not.toContain('Landing');
      expect(body).not.toMatch(/\bat .+:\d+:\d+/);
    },
  );
});

describe('paths that try to leave the site folder', () => {
  it.each([
    '/%00',
    '/%00/',
    '/%0A/',
    '/about/%0D%0A/',
    '/about%00.html',
    '/about%00',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%2f..%2fetc/passwd',
    '/about/..%2f..%2fsecret.txt',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/..%5c..%5csecret.txt',
    '/....//secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/%2e%2e%5csecret.txt',
  ])('%s is refused without a 500', async (path) => {
    const response = await get(path);
    expect([301, 400, 404]).toContain(response.status);
    if (response.status === 301) expect(staysOnOurOrigin(response.headers.location)).toBe(true);
    const body = response.body.toString();
    expect(body).not.toContain('outside the site');
    expect(body).not.toContain('root:');
  });
});

// The library's static serving, with the copies the site build compresses.
describe('compression made at build time, and ranges', () => {
  it('sends the Brotli file to a browser that accepts it', async () => {
    const response = await get('/about', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(brotliDecompressSync(response.body).toString()).toBe(ABOUT);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const response = await get('/about', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(ABOUT);
  });

  it('sends the file itself to a client that accepts no encoding, still marked as varying', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/about', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.toString()).toBe(ABOUT);
    }
  });

  it('never compresses on the fly what has no compressed copy', async () => {
    const response = await get('/about/principal', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('<h1>Principal</h1>');
  });

  it('sends the not-found page compressed, with status 404', async () => {
    const response = await get('/no/such/page', { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(response.body).toString()).toContain('Page is Under Development');
  });

  it('answers a byte range with 206 and just those bytes', async () => {
    const response = await get('/about', { range: 'bytes=0-9' });
    expect(response.status).toBe(206);
    expect(response.body).toHaveLength(10);
    expect(response.body.toString()).toBe(ABOUT.slice(0, 10));
    expect(response.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(ABOUT)}`);
    const pdf = await get('/docs/prospectus.pdf', { range: 'bytes=5-7' });
    expect(pdf.status).toBe(206);
    expect(pdf.body.toString()).toBe('1.4');
  });

  it('ignores a range on the not-found page', async () => {
    const response = await get('/no/such/page', { range: 'bytes=0-9' });
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('Page is Under Development');
  });

  it('still compresses JSON answers of the API', async () => {
    const token = await signIn(app.sql, app.server.url);
    for (let i = 0; i < 8; i++) await postJson(app.server.url, '/api/enquiries', enquiry());
    const response = await get('/api/leads', {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.body).toString()) as { leads: unknown[] };
    expect(body.leads).toHaveLength(8);
  });
});
