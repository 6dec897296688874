import { CONTENT_ROOT, forTheBrowser, loadContent, registryFrom } from '../build/content';
import type { PageWords } from './content/pages.schema';
import { describe, expect, it } from 'vitest';
import {
  activeTrail,
  alternates,
  isTranslated,
  menuTree,
  prerenderPaths,
  sitemapPaths,
  tabBar,
} from './nav';
import { ROUTES, TRANSLATED_PATHS, findRoute, type RouteEntry } from './routes';

/** Each content file with its schema module's default export, as the build finds them. */
const CONTENT_FILES = registryFrom(
  import.meta.glob<{ default?: unknown }>('./content/*.schema.ts', { eager: true }),
);

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const paths = (items: { path: string }[]) => items.map((item) => item.path);

describe('the route list', () => {
  it('names every path once and every menu parent and redirect target exists', () => {
    const all = ROUTES.map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
    for (const route of ROUTES) {
      if (route.menu?.parent) expect(all).toContain(route.menu.parent);
      if (route.redirect) expect(all).toContain(route.redirect);
    }
  });

  it('finds an entry with or without a trailing slash', () => {
    expect(findRoute('/about/')?.title).toBe('About Us');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});

describe("the menu, in the original site's order (docs/product-decisions.md §14)", () => {
  const tree = menuTree();

  it('has the six top-level groups in order, with the mended /academics links', () => {
    expect(paths(tree)).toEqual([
      '/home',
      '/about',
      '/academics',
      '/people',
      '/admission',
      '/life',
    ]);
    expect(paths(tree[0]!.children)).toEqual([
      '/courses',
      '/examination',
      '/notification',
      '/contact',
      '/contact/reaching-the-campus',
    ]);
    expect(paths(tree[2]!.children)).toEqual([
      '/academics/philosophy',
      '/academics/calendar',
      '/academics/objectives',
      '/academics/outcomes',
      '/academics/swayam',
      '/academics/syllabus',
    ]);
    expect(JSON.stringify(tree)).not.toContain('/academic/');
  });

  it('puts both programmes under ADMISSION with their sub-pages', () => {
    const admission = tree[4]!;
    // The programmes, then the facts families decide on.
    expect(labels(admission.children)).toEqual([
      'B.Arch Program',
      'D.Arch Program',
      'B.Arch fees and facts',
      'D.Arch fees and facts',
      'FAQ',
    ]);
    expect(paths(admission.children[1]!.children)).toEqual([
      '/courses/darch/admission',
      '/courses/darch/eligibility',
      '/courses/darch/intake',
      '/courses/darch/scholarship',
      '/courses/darch/alumni',
    ]);
  });

  it('follows a new entry without any other change', () => {
    const extra: RouteEntry = {
      path: '/life/sports',
      label: 'Sports',
      title: 'Sports',
      description: 'Sports',
      section: 'life',
      menu: { parent: '/life' },
      tab: { bar: 'life', order: 4 },
      page: 'life/sports',
    };
    const routes = [...ROUTES, extra];
    expect(paths(menuTree(routes)[5]!.children)).toContain('/life/sports');
    expect(paths(tabBar('life', routes)).at(-1)).toBe('/life/sports');
    expect(prerenderPaths(routes)).toContain('/life/sports');
  });

  it('knows which group the current page belongs to', () => {
    expect(activeTrail('/courses/barch/intake')).toEqual([
      '/admission',
      '/courses/barch',
      '/courses/barch/intake',
    ]);
    expect(activeTrail('/courses')).toEqual(['/home', '/courses']);
    expect(activeTrail('/nowhere')).toEqual([]);
  });
});

describe('tab bars', () => {
  it('orders the about tabs as the original site did', () => {
    expect(paths(tabBar('about'))).toEqual([
      '/about/rahul-education',
      '/about/management',
      '/about/skltcoa',
      '/about/principal',
      '/about/vision-mission',
      '/about/brochure',
    ]);
  });

  it('orders the admission tabs as the original site did', () => {
    expect(paths(tabBar('admission'))).toEqual([
      '/admission',
      '/admission/eligibility',
      '/admission/alumni',
      '/admission/intake',
      '/admission/scholarship',
    ]);
  });

  it('gives each course its overview, five sub-pages and alumni', () => {
    expect(labels(tabBar('barch'))).toEqual([
      'Overview',
      'Admission',
      'Eligibility',
      'Intake',
      'Scholarship',
      'Time-table',
      'Alumni',
    ]);
  });
});

describe('prerendered and sitemap paths', () => {
  it('prerender every built page and redirect, but not planned pages', () => {
    const prerendered = prerenderPaths();
    expect(prerendered).toEqual(
      expect.arrayContaining(['/', '/home', '/courses/darch/time-table', '/academics/philosophy']),
    );
    expect(prerendered).toContain('/courses/darch/time-line');
    const planned: RouteEntry = {
      path: '/planned',
      label: 'Planned',
      title: 'Planned',
      description: 'Not built yet.',
      section: 'system',
    };
    expect(prerenderPaths([...ROUTES, planned])).not.toContain('/planned');
  });

  it('has a page for every route the original registered or links to (§5, §14)', () => {
    expect(ROUTES.filter((route) => !route.page && !route.redirect)).toEqual([]);
  });

  it('leave redirects and noindex pages out of the sitemap', () => {
    const sitemap = sitemapPaths();
    expect(sitemap).toContain('/about/principal');
    expect(sitemap).not.toContain('/thank-you');
    expect(sitemap).not.toContain('/thank-you/guardian');
    expect(prerenderPaths()).toContain('/thank-you/guardian');
    expect(sitemap).toContain('/privacy/withdraw');
    expect(sitemap).not.toContain('/courses/darch/time-line');
    expect(sitemap).not.toContain('/web-leads');
    expect(sitemap).toContain('/people/faculty');
  });
});

describe('page words (content/pages.yaml)', () => {
  it('give every page of the route list a title and a description, and name no other page', () => {
    const words = loadContent(CONTENT_FILES, 'pages.yaml', CONTENT_ROOT) as PageWords;
    for (const route of ROUTES) {
      expect(words[route.path]?.title, route.path).toBeTruthy();
      expect(words[route.path]?.description, route.path).toBeTruthy();
    }
    for (const path of Object.keys(words)) expect(findRoute(path), path).toBeDefined();
  });

  it('reach the browser without the meta descriptions, which only the prerendered HTML needs', () => {
    const words = loadContent(CONTENT_FILES, 'pages.yaml', CONTENT_ROOT) as PageWords;
    const browser = forTheBrowser('pages.yaml', words) as PageWords;
    expect(browser['/home']).toEqual({ title: words['/home']!.title });
    expect(JSON.stringify(browser)).not.toContain(words['/faq']!.description!);
    // The preview banner is written into the HTML by the build (docs/decisions/057).
    const site = loadContent(CONTENT_FILES, 'site.yaml', CONTENT_ROOT) as Record<string, unknown>;
    const { previewBanner, ...rest } = site;
    expect(previewBanner).toBeTruthy();
    expect(forTheBrowser('site.yaml', site)).toEqual(rest);
    // Other files reach the browser whole.
    const home = loadContent(CONTENT_FILES, 'home.yaml', CONTENT_ROOT);
    expect(forTheBrowser('home.yaml', home)).toBe(home);
  });
});

/* Marathi and Hindi (docs/decisions/030-marathi-and-hindi.md). */
describe('translated pages', () => {
  it('are real pages of the route list or redirects to them, and include every page for families', () => {
    for (const path of TRANSLATED_PATHS) {
      const route = findRoute(path);
      if (route?.redirect)
        expect(isTranslated(route.redirect), `${path} leads to a translated page`).toBe(true);
      else expect(route?.page, `${path} is a page`).toBeDefined();
    }
    for (const path of ['/', '/home', '/admission', '/courses/barch/admission', '/about/brochure'])
      expect(isTranslated(path), path).toBe(true);
    expect(isTranslated('/people/faculty')).toBe(true);
    // Only the staff's page stays English (docs/decisions/056).
    expect(isTranslated('/web-leads')).toBe(false);
  });

  it('each have a label, title and description in content/mr and content/hi, and no other page does', () => {
    const registry = CONTENT_FILES;
    for (const language of ['mr', 'hi'] as const) {
      const words = loadContent(registry, 'pages.yaml', CONTENT_ROOT, language) as PageWords;
      for (const path of TRANSLATED_PATHS) {
        // A redirect shows its title only while it moves on; it is in no menu.
        if (!findRoute(path)?.redirect)
          expect(words[path]?.label, `${language} ${path}`).toBeTruthy();
        expect(words[path]?.title, `${language} ${path}`).toBeTruthy();
        expect(words[path]?.description, `${language} ${path}`).toBeTruthy();
      }
      for (const path of Object.keys(words))
        expect(findRoute(path), `${language}: ${path} is a page`).toBeDefined();
    }
  });

  it('prerender only translated pages in Marathi and Hindi, and every page in English', () => {
    expect(prerenderPaths(undefined, 'mr').sort()).toEqual([...TRANSLATED_PATHS].sort());
    expect(prerenderPaths(undefined, 'en')).toEqual(prerenderPaths());
    expect(prerenderPaths().length).toBeGreaterThan(TRANSLATED_PATHS.size);
  });

  it('name all three versions of a translated page, reciprocally, and none of an English-only one', () => {
    for (const path of TRANSLATED_PATHS) {
      const versions = alternates(path);
      expect(versions.map((v) => v.language)).toEqual(['en', 'mr', 'hi']);
      expect(versions[0]!.path).toBe(path);
    }
    expect(alternates('/web-leads')).toEqual([]);
  });
});
