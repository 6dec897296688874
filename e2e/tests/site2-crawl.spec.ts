import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/*
 * Every internal link and /docs file on every prerendered page resolves
 * (docs/product-decisions.md §5).
 */

const dist = fileURLToPath(new URL('../../site/dist', import.meta.url));
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** `/about` for dist/about.html, `/` for index.html; 404.html is the not-found page, not a route. */
const pages = walk(dist)
  .filter((file) => file.endsWith('.html') && !file.endsWith('404.html'))
  .map((file) => {
    const path = `/${relative(dist, file).replace(/\.html$/, '')}`;
    return path === '/index' ? '/' : path;
  });

test('the crawl of every prerendered page finds 0 broken internal links', async ({ request }) => {
  test.setTimeout(120_000);
  expect(pages.length).toBeGreaterThan(60);
  const links = new Map<string, string>();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const [, url] of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      if (!url!.startsWith('/') || url!.startsWith('//')) continue;
      const target = url!.split('#')[0]!.split('?')[0]!;
      if (target && !links.has(target)) links.set(target, path);
    }
  }
  expect(links.size).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const [target, from] of links) {
    let response = await request.get(target, { maxRedirects: 0 });
    if (response.status() === 301) {
      response = await request.get(response.headers()['location']!, { maxRedirects: 0 });
    }
    if (response.status() !== 200) broken.push(`${target} (from ${from}): ${response.status()}`);
  }
  expect(broken).toEqual([]);
  expect([...links.keys()].filter((l) => l.startsWith('/docs/')).length).toBeGreaterThan(20);
});
