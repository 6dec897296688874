import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes Brotli and gzip copies beside compressible files, and only those', async () => {
    dir = mkdtempSync(join(tmpdir(), 'skltcoa-precompress-'));
    const page = `<!doctype html>${'<p>Studio, jury, site visit.</p>'.repeat(100)}`;
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'about.html'), page);
    writeFileSync(join(dir, 'assets', 'app.js'), `console.log(${JSON.stringify(page)})`);
    writeFileSync(join(dir, 'robots.txt'), 'x');
    writeFileSync(join(dir, 'photo.webp'), page);
    writeFileSync(join(dir, '.vite', 'manifest.json'), `{"a":${JSON.stringify(page)}}`);

    const totals = await precompress(dir);

    expect(brotliDecompressSync(readFileSync(join(dir, 'about.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dir, 'about.html.gz'))).toString()).toBe(page);
    expect(existsSync(join(dir, 'assets', 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'app.js.gz'))).toBe(true);
    // A copy larger than its file, an image format that is compressed already, a folder never served.
    expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.webp.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'manifest.json.br'))).toBe(false);
    expect(totals.files).toBe(3);
    expect(totals.br).toBeLessThan(totals.gz);
  });
});
