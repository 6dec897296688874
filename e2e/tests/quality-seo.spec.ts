/** SEO of the prerendered HTML: what a crawler reads without running any script. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DIST, sitemapPaths } from '../support/page-weight';

const PAGES = sitemapPaths();
/** A path's prerendered file; a translation's landing page is its folder's index (`/mr`). */
const htmlFile = (path: string) =>
  path === '/' || /^\/(mr|hi)$/.test(path)
    ? `${DIST}${path === '/' ? '' : path}/index.html`
    : `${DIST}${path}.html`;
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

function head(path: string) {
  const html = readFileSync(htmlFile(path), 'utf8');
  return {
    html,
    title: attribute(html, /<title[^>]*>([^<]*)<\/title>/),
    description: attribute(html, /<meta[^>]*name="description" content="([^"]*)"/),
    canonical: attribute(html, /<link[^>]*rel="canonical" href="([^"]*)"/),
    ogTitle: attribute(html, /<meta[^>]*property="og:title" content="([^"]*)"/),
    ogUrl: attribute(html, /<meta[^>]*property="og:url" content="([^"]*)"/),
    ogDescription: attribute(html, /<meta[^>]*property="og:description" content="([^"]*)"/),
    twitterCard: attribute(html, /<meta[^>]*name="twitter:card" content="([^"]*)"/),
  };
}

test('every page has a unique title and description, a canonical URL and social tags', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const origin = /<loc>(https?:\/\/[^/<]+)/.exec(readFileSync(`${DIST}/sitemap.xml`, 'utf8'))![1]!;
  for (const path of PAGES) {
    const page = head(path);
    expect(page.title, path).toBeTruthy();
    expect(page.description, path).toBeTruthy();
    // Unique within a language: Marathi and Hindi share words ("स्वागत"), and hreflang tells
    // crawlers that /mr and /hi are the same page in two languages (docs/decisions/030).
    const language = /^\/(mr|hi)(\/|$)/.exec(path)?.[1] ?? 'en';
    const title = `${language} ${page.title}`;
    const description = `${language} ${page.description}`;
    expect(titles.get(title), `${path} repeats a title`).toBeUndefined();
    expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
    // Flat files, no trailing slash: the canonical URL is the path the server answers 200 on.
    expect(page.canonical, path).toBe(`${origin}${path}`);
    expect(page.ogUrl, path).toBe(page.canonical);
    expect(page.ogTitle, path).toBe(page.title);
    expect(page.ogDescription, path).toBe(page.description);
    expect(page.twitterCard, path).toBe('summary');
  }
});

test('the sitemap lists the indexable pages and never /web-leads; robots.txt points to it', () => {
  expect(PAGES).toContain('/home');
  expect(PAGES).toContain('/people/faculty');
  expect(PAGES).not.toContain('/web-leads');
  expect(PAGES).not.toContain('/thank-you');
  expect(PAGES.some((path) => path.startsWith('/academic/'))).toBe(false);
  const robots = readFileSync(`${DIST}/robots.txt`, 'utf8');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('/web-leads is noindex and carries no lead data', () => {
  const html = readFileSync(`${DIST}/web-leads.html`, 'utf8');
  expect(html).toMatch(/<meta[^>]*name="robots" content="noindex"/);
  const main = /<main[\s\S]*<\/main>/.exec(html)![0];
  expect(main).not.toMatch(/<table|<td|@example\.com|\+91\d{10}/);
});

test('the college pages describe the college and its two programmes in JSON-LD', () => {
  const json = /<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(
    head('/home').html,
  )?.[1];
  expect(json).toBeTruthy();
  const data = JSON.parse(json!) as { '@context': string; '@graph': Record<string, unknown>[] };
  expect(data['@context']).toBe('https://schema.org');
  const college = data['@graph'].find((node) => node['@type'] === 'CollegeOrUniversity')!;
  expect(college).toMatchObject({
    name: expect.any(String),
    telephone: expect.stringMatching(/^\+91/),
    email: expect.stringContaining('@'),
    address: { '@type': 'PostalAddress', addressLocality: 'Mumbai', addressCountry: 'IN' },
  });
  const programs = data['@graph'].filter(
    (node) => node['@type'] === 'EducationalOccupationalProgram',
  );
  expect(programs.map((p) => [p.name, p.timeToComplete, p.maximumEnrollment])).toEqual([
    ['Bachelor of Architecture', 'P5Y', 40],
    ['Diploma in Architecture', 'P3Y', 40],
  ]);
});
