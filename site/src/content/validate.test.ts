import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { HomeSchema } from './home.schema';
import { HOME } from './home';
import { SiteSchema } from './site.schema';
import { SITE } from './site';
import { faculty } from './faculty';
import { FacultyDirectory } from './faculty.schema';
import { CONTENT_CHECKS, validateContent } from './validate';

function internalLinks(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^\/(?!docs\/|images\/)/.test(value)) found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => internalLinks(item, found));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => internalLinks(item, found));
  return found;
}

describe('content', () => {
  it('matches its schemas', () => {
    expect(() => validateContent()).not.toThrow();
  });

  it('links only to paths in the route list', () => {
    const known = new Set(ROUTES.map((route) => route.path));
    const links = CONTENT_CHECKS.flatMap(([, , data]) => internalLinks(data));
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !known.has(link))).toEqual([]);
  });

  it('is rejected with the module and field named when it is wrong', () => {
    const broken = { ...HOME, videos: HOME.videos.slice(1) };
    expect(() => validateContent([['home', HomeSchema, broken]])).toThrow(/home\.videos/);
  });

  it('rejects hero banners without exactly four chips, and links outside the site', () => {
    const badHero = {
      ...HOME,
      tiles: [...HOME.tiles.slice(0, 5), { label: 'X', href: 'https://x.example' }],
    };
    expect(HomeSchema.safeParse(badHero).success).toBe(false);
    const badFooter = {
      ...SITE,
      footer: {
        ...SITE.footer,
        columns: [{ heading: 'Only', links: [{ label: 'A', href: '/Upper' }] }],
      },
    };
    expect(SiteSchema.safeParse(badFooter).success).toBe(false);
  });

  it('rejects disclosure documents outside /docs/MandatoryDisclosure/', () => {
    const [first, ...rest] = HOME.disclosures;
    const moved = { ...first!, docs: [{ label: 'Moved', file: '/docs/Elsewhere/file.pdf' }] };
    expect(HomeSchema.safeParse({ ...HOME, disclosures: [moved, ...rest] }).success).toBe(false);
  });
});

describe('second-half content', () => {
  it('fails the build on a faculty directory without 25 records', () => {
    const short = { ...faculty, records: faculty.records.slice(1) };
    expect(() => validateContent([['faculty', FacultyDirectory, short]])).toThrow(
      /faculty\.records/,
    );
  });
});
