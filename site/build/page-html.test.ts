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
import { finishPage, loadAppAfterPaint, neededModules } from './page-html';

// import.meta.dirname, not import.meta.url: under jsdom the URL is not a file URL.
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const manifest = JSON.parse(fixture('manifest.json')) as Manifest;
const url = (source: string) => `/${manifest[source]!.file}`;

const APP = url('index.html');
const LOADER = url('src/boot.ts');
const SCHEMA = url('src/lib/enquiry-schema.ts');
const CSV = url('src/lib/leads-csv.ts');
// The schema's own import: no page that preloads the schema needs it before a submit.
const SITE_PATH = url('_site-path-CbcbcG53.js');

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

describe('neededModules', () => {
  // Two pages that share a form: /a shows it, /b offers it in a dialog it imports on demand.
  const pages: Manifest = {
    'index.html': { file: 'assets/app.js', isEntry: true, dynamicImports: ['a.tsx', 'b.tsx'] },
    'a.tsx': { file: 'assets/a.js', imports: ['index.html', '_form.js'] },
    'b.tsx': {
      file: 'assets/b.js',
      imports: ['index.html', '_words.js'],
      dynamicImports: ['d.tsx'],
    },
    'd.tsx': { file: 'assets/d.js', imports: ['index.html', '_form.js'] },
    '_form.js': { file: 'assets/form.js', imports: ['_words.js'], dynamicImports: ['s.ts'] },
    '_words.js': { file: 'assets/words.js' },
    's.ts': { file: 'assets/s.js' },
  };
  // What vite-react-ssg preloads: all it reaches, through import() as well.
  const reached = ['a.js', 'b.js', 'd.js', 'form.js', 'words.js', 's.js'].map(
    (f) => `/x/assets/${f}`,
  );

  it('keeps what a page imports statically, followed through, and the app', () => {
    expect(
      neededModules(
        pages,
        ['/x/assets/a.js', '/x/assets/form.js', '/x/assets/words.js', '/x/assets/s.js'],
        '/x/',
      ),
    ).toEqual(
      new Set(['/x/assets/app.js', '/x/assets/a.js', '/x/assets/form.js', '/x/assets/words.js']),
    );
  });

  it('leaves out a dialog the page imports on demand, with the form its dialog alone needs', () => {
    expect(
      neededModules(
        pages,
        reached.filter((href) => !href.endsWith('/a.js')),
        '/x/',
      ),
    ).toEqual(new Set(['/x/assets/app.js', '/x/assets/b.js', '/x/assets/words.js']));
  });

  it('keeps no page of the site but those preloaded: the app and what it imports', () => {
    const app = [APP, ...(manifest['index.html']!.imports ?? []).map(url)];
    expect(app).toHaveLength(2);
    expect(neededModules(manifest, [])).toEqual(new Set(app));
  });
});

describe('finishPage', () => {
  it.each([
    ['home.rendered.html', [SCHEMA, SITE_PATH]],
    ['web-leads.rendered.html', [CSV]],
  ])('%s loses its two inline scripts and the preloads of %s, and nothing else', (file, lazy) => {
    const html = fixture(file);
    const hydrationData = inlineScript(html, '<script>window.__staticRouterHydrationData');
    const placeholder = '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>';
    const lazyPreloads = lazy.map(
      (href) => `<link rel="modulepreload" crossorigin="" href="${href}">`,
    );
    for (const part of [hydrationData, placeholder, ...lazyPreloads]) expect(html).toContain(part);

    const finished = finishPage(html, manifest);
    expect(preloads(finished)).toEqual(preloads(html).filter((href) => !lazy.includes(href!)));
    expect(finished).not.toMatch(/<script>/);
    expect(finished.length).toBe(
      html.length -
        hydrationData.length -
        placeholder.length -
        lazyPreloads.reduce((sum, link) => sum + link.length, 0),
    );
    // What stays: the loader, the structured data and the prerendered page itself.
    expect(finished).toContain(`src="${LOADER}" data-app="${APP}"`);
    expect(finished.match(/<main[\s\S]*<\/main>/)![0]).toBe(html.match(/<main[\s\S]*<\/main>/)![0]);
  });

  it('keeps the JSON-LD script of the home page', () => {
    expect(finishPage(fixture('home.rendered.html'), manifest)).toContain(
      '<script data-rh="true" type="application/ld+json">',
    );
  });
});
