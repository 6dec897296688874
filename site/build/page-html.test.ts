/**
 * The HTML post-processing of page-html.ts on real built output. fixtures/
 * holds what one build of the site handed to these functions (written by
 * capture-fixtures.ts; the inline CSS elided), so a Vite or vite-react-ssg
 * upgrade that changes its output shows up here after refreshing them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { finishPage, loadAppAfterPaint, onDemandModules } from './page-html';

// import.meta.dirname, not import.meta.url: under jsdom the URL is not a file URL.
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const manifest = JSON.parse(fixture('manifest.json')) as Manifest;
const url = (source: string) => `/${manifest[source]!.file}`;

const APP = url('index.html');
const LOADER = url('src/boot.ts');
const SCHEMA = url('src/lib/enquiry-schema.ts');
const CSV = url('src/lib/leads-csv.ts');

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
const inlineScript = (html: string, start: string) =>
  html.slice(html.indexOf(start), html.indexOf('</script>', html.indexOf(start)) + 9);

describe('loadAppAfterPaint', () => {
  const html = fixture('index.vite.html');

  it('points the page at the loader, which names the app; nothing else names it', () => {
    const swapped = loadAppAfterPaint(html, APP, LOADER);
    // The form e2e/tests/site-hydration.spec.ts looks for.
    expect(swapped).toMatch(
      /<script type="module" src="\/assets\/boot-[\w-]+\.js" data-app="\/assets\/app-[\w-]+\.js"><\/script>/,
    );
    expect(swapped.split(APP)).toHaveLength(2);
    expect(swapped.replace(/<script[^>]*><\/script>/, '')).toBe(
      html.replace(/<script[^>]*><\/script>/, ''),
    );
  });

  it('fails the build rather than ship a page that fetches the app while parsing', () => {
    expect(() => loadAppAfterPaint(html, '/assets/app-other.js', LOADER)).toThrow(/no <script>/);
  });
});

describe('onDemandModules', () => {
  it('finds the modules loaded on demand: the enquiry schema and the CSV library', () => {
    expect(onDemandModules(manifest)).toEqual(new Set([SCHEMA, CSV]));
  });

  it('leaves a module that some chunk imports statically', () => {
    const shared: Manifest = {
      'index.html': { file: 'assets/app.js', isEntry: true, dynamicImports: ['a.ts', 'b.ts'] },
      'a.ts': { file: 'assets/a.js', imports: ['_c.js'], dynamicImports: ['_c.js', 'd.ts'] },
      'b.ts': { file: 'assets/b.js' },
      '_c.js': { file: 'assets/c.js' },
      'd.ts': { file: 'assets/d.js' },
    };
    expect(onDemandModules(shared)).toEqual(new Set(['/assets/d.js']));
  });
});

describe('finishPage', () => {
  const onDemand = onDemandModules(manifest);

  it.each([
    ['home.rendered.html', SCHEMA],
    ['web-leads.rendered.html', CSV],
  ])('%s loses its two inline scripts and the preload of %s, and nothing else', (file, lazy) => {
    const html = fixture(file);
    const hydrationData = inlineScript(html, '<script>window.__staticRouterHydrationData');
    const placeholder = '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>';
    const lazyPreload = `<link rel="modulepreload" crossorigin="" href="${lazy}">`;
    for (const part of [hydrationData, placeholder, lazyPreload]) expect(html).toContain(part);

    const finished = finishPage(html, onDemand);
    expect(preloads(finished)).toEqual(preloads(html).filter((href) => href !== lazy));
    expect(finished).not.toMatch(/<script>/);
    expect(finished.length).toBe(
      html.length - hydrationData.length - placeholder.length - lazyPreload.length,
    );
    // What stays: the loader, the structured data and the prerendered page itself.
    expect(finished).toContain(`src="${LOADER}" data-app="${APP}"`);
    expect(finished.match(/<main[\s\S]*<\/main>/)![0]).toBe(html.match(/<main[\s\S]*<\/main>/)![0]);
  });

  it('keeps the JSON-LD script of the home page', () => {
    expect(finishPage(fixture('home.rendered.html'), onDemand)).toContain(
      '<script data-rh="true" type="application/ld+json">',
    );
  });
});
