import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo-files';

describe('seo files', () => {
  it('lists indexable routes in the sitemap, without /web-leads or legacy paths', () => {
    const xml = sitemapXml(undefined, 'https://college.example');
    expect(xml).toContain('<loc>https://college.example/home</loc>');
    expect(xml).toContain('<loc>https://college.example/people/faculty</loc>');
    expect(xml).not.toContain('web-leads');
    expect(xml).not.toContain('/academic/');
    expect(xml).not.toContain('time-line');
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the API', () => {
    expect(robotsTxt('https://college.example')).toBe(
      'User-agent: *\nDisallow: /api/\n\nSitemap: https://college.example/sitemap.xml\n',
    );
  });
});
