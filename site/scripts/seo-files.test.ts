import { describe, expect, it } from 'vitest';
import { sitemapPages } from '../src/nav';
import { robotsTxt, sitemapXml } from './seo-files';

describe('seo files', () => {
  it('lists indexable routes in the sitemap, without /web-leads or legacy paths', () => {
    const xml = sitemapXml(sitemapPages(), 'https://college.example');
    expect(xml).toContain('<loc>https://college.example/home</loc>');
    expect(xml).toContain('<loc>https://college.example/people/faculty</loc>');
    expect(xml).not.toContain('web-leads');
    expect(xml).not.toContain('/academic/');
    expect(xml).not.toContain('time-line');
  });

  it('lists each translated page in every language, each naming all three and x-default', () => {
    const xml = sitemapXml(sitemapPages(), 'https://college.example');
    const entry = (loc: string) =>
      xml.match(new RegExp(`<url><loc>${loc}</loc>([\\s\\S]*?)</url>`))?.[1] ?? '';
    for (const loc of [
      'https://college.example/admission',
      'https://college.example/mr/admission',
      'https://college.example/hi/admission',
    ]) {
      const links = entry(loc);
      expect(links, loc).toContain('hreflang="en" href="https://college.example/admission"');
      expect(links, loc).toContain('hreflang="mr" href="https://college.example/mr/admission"');
      expect(links, loc).toContain('hreflang="hi" href="https://college.example/hi/admission"');
      expect(links, loc).toContain('hreflang="x-default" href="https://college.example/admission"');
    }
    // The landing page's translations are /mr and /hi, not /mr/.
    expect(xml).toContain('<loc>https://college.example/mr</loc>');
    // Every page for families is in all three; the staff's page, English only, is in none.
    expect(entry('https://college.example/people/faculty')).toContain(
      'hreflang="mr" href="https://college.example/mr/people/faculty"',
    );
    expect(xml).not.toContain('/web-leads');
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the API', () => {
    expect(robotsTxt('https://college.example')).toBe(
      'User-agent: *\nDisallow: /api/\n\nSitemap: https://college.example/sitemap.xml\n',
    );
  });
});
