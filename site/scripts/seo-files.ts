/**
 * Writes `dist/sitemap.xml` (every indexable route of the route list, never
 * /web-leads) and `dist/robots.txt`. Run after the build (`postbuild`).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sitemapPaths } from '../src/nav';
import { SITE_URL } from '../site-url';

export function sitemapXml(paths: string[] = sitemapPaths(), origin = SITE_URL): string {
  const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin = SITE_URL): string {
  // /web-leads stays crawlable so crawlers can read its noindex; the API is never for them.
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const dist = (name: string) => fileURLToPath(new URL(`../dist/${name}`, import.meta.url));
  writeFileSync(dist('sitemap.xml'), sitemapXml());
  writeFileSync(dist('robots.txt'), robotsTxt());
  console.log(
    `seo-files: sitemap.xml (${sitemapPaths().length} pages) and robots.txt for ${SITE_URL}`,
  );
}
