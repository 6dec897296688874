import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { HomeSchema } from './home.schema';
import { HOME } from './home';
import { SiteSchema } from './site.schema';
import { SITE } from './site';
import { faculty } from './faculty';
import { FacultyDirectory } from './faculty.schema';
import { CONTENT_CHECKS, contentChecks, validateContent } from './validate';

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

describe('content modules, found by their schema modules', () => {
  it('checks every module the schema modules name, with no list to keep', () => {
    expect(CONTENT_CHECKS.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        ...[
          'ABOUT',
          'GROUP',
          'COLLEGE',
          'PRINCIPAL',
          'VISION_MISSION',
          'BROCHURE',
          'MANAGEMENT',
        ].map((name) => `about.${name}`),
        'admission.ADMISSION',
        'courses.COURSES_PAGE',
        'courses.COURSE_SUBPAGES',
        'courses.ALUMNI',
        'forms.FORMS',
        'home.HOME',
        'landing.LANDING',
        'programs.COURSES',
        'programs.SCHOLARSHIPS',
        'programs.INTAKE',
        'site.SITE',
        'system.SYSTEM',
        'guardian-thanks.GUARDIAN_THANKS',
        'academics.academics',
        'career.career',
        'contact.contact',
        'examination.examination',
        'faculty.faculty',
        'life.life',
        'notification.notification',
        'people.people',
        'privacy.privacy',
        'withdraw.withdraw',
        'rights-request.rightsRequest',
        'rnd.rnd',
        'welfare.welfare',
        'page-labels.PAGE_LABELS',
        'web-leads.WEB_LEADS',
      ]),
    );
    for (const [name, , data] of CONTENT_CHECKS) expect(data, name).toBeDefined();
  });

  it('fails a new module whose data breaks its schema, named by module and export', () => {
    const checks = contentChecks(
      import.meta.glob('./test-fixtures/*.schema.ts', { eager: true }),
      import.meta.glob(['./test-fixtures/*.ts', '!./test-fixtures/*.schema.ts'], { eager: true }),
    );
    expect(checks.map(([name]) => name)).toEqual(['notices.NOTICE', 'notices.FINE']);
    expect(() => validateContent(checks)).toThrow(
      'Content does not match its schema:\nnotices.NOTICE.title: A notice needs a title\nnotices.NOTICE.year: The year is a number',
    );
    expect(() => validateContent(checks.slice(1))).not.toThrow();
  });

  it('refuses checks without the module they name', () => {
    expect(() =>
      contentChecks({ './gone.schema.ts': { CHECKS: { GONE: FacultyDirectory } } }, {}),
    ).toThrow('./gone.schema.ts exports CHECKS, but there is no ./gone.ts for them to check');
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
