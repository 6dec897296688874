/**
 * Writes `dist/sitemap.xml` (every indexable route of the route list, never /web-leads, each
 * translated page in every language with its alternates) and `dist/robots.txt`. Run after the
 * build (`postbuild`).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SitemapPage } from '../src/nav';
import { SITE_URL } from '../site-url';

/** The sitemap, with each page's language versions as xhtml:link alternates (docs/decisions/030). */
export function sitemapXml(pages: readonly SitemapPage[], origin = SITE_URL): string {
  const urls = pages
    .map(({ path, alternates }) => {
      const links = alternates.map(
        (version) =>
          `\n    <xhtml:link rel="alternate" hreflang="${version.language}" href="${origin}${version.path}"/>`,
      );
      const fallback = alternates.find((version) => version.language === 'en');
      if (fallback)
        links.push(
          `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${fallback.path}"/>`,
        );
      return `  <url><loc>${origin}${path}</loc>${links.join('')}${links.length ? '\n  ' : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin = SITE_URL): string {
  // /web-leads stays crawlable so crawlers can read its noindex; the API is never for them.
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const dist = (name: string) => fileURLToPath(new URL(`../dist/${name}`, import.meta.url));
  const { sitemapPages } = await (
    await import('./site-modules')
  ).loadSiteModule<typeof import('../src/nav')>('/src/nav.ts');
  const pages = sitemapPages();
  writeFileSync(dist('sitemap.xml'), sitemapXml(pages));
  writeFileSync(dist('robots.txt'), robotsTxt());
  console.log(`seo-files: sitemap.xml (${pages.length} pages) and robots.txt for ${SITE_URL}`);
}
