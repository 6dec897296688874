import type { ComponentType } from 'react';
import { LEAD_IMAGES, type LeadImage } from './lib/lead-images';
import PAGE_WORDS from '../../content/pages.yaml';
import type { PageWords } from './content/pages.schema';
import type { CourseKey } from './content/programmes';

/*
 * The one list of the site's pages. The router (`router.tsx`), the
 * prerendered paths, the menus, the section tab bars, the sitemap (`nav.ts`)
 * and the server's redirects (`scripts/redirects.ts`) are all derived from it,
 * so a page is added in exactly one place.
 *
 * A page's entry has a `page` loader (a module whose default export is the
 * page component). An entry without one would be a planned page: in the menus
 * and tab bars, answered by the not-found page, and never prerendered. Every
 * entry has its page today, and `nav.test.ts` keeps it so.
 */

export interface PageProps {
  course?: CourseKey;
}

export type PageModule = { default: ComponentType<PageProps> };

/*
 * A Marathi or Hindi build routes only the translated pages, so the other pages' modules are
 * left out of it: their loaders are written `__ENGLISH_BUILD__ ? () => import(…) : undefined`,
 * which that build's minifier folds away (docs/decisions/030-marathi-and-hindi.md). A page added
 * to TRANSLATED_PATHS must lose that guard; main.tsx refuses to build a translation otherwise.
 */

/** A route-list entry with a page component (not a planned page or a redirect). */
export type PageEntry = RouteEntry & Required<Pick<RouteEntry, 'page'>>;

export type TabBarId = 'about' | 'admission' | 'barch' | 'darch' | 'academics' | 'people' | 'life';

export type Section =
  | 'entry'
  | 'home'
  | 'about'
  | 'academics'
  | 'people'
  | 'admission'
  | 'courses'
  | 'life'
  | 'welfare'
  | 'contact'
  | 'career'
  | 'examination'
  | 'notification'
  | 'rnd'
  | 'legal'
  | 'system';

export interface RouteEntry {
  path: string;
  /** Short name used in menus and tab bars. */
  label: string;
  /** Document title, before the site name is appended (content/pages.yaml). */
  title: string;
  /** The page's meta description (content/pages.yaml). */
  description: string;
  section: Section;
  page?: () => Promise<PageModule>;
  props?: PageProps;
  /** In the site menu; `parent` is the path of the entry it sits under (none for top level). */
  menu?: { parent?: string };
  /** In a section tab bar, at `order`; `label` overrides the entry's label there. */
  tab?: { bar: TabBarId; order: number; label?: string };
  /** Landing-style page without header, footer and site navigation. */
  bare?: boolean;
  /** A page without its own header logo, because its banner carries one. */
  ownLogo?: boolean;
  /** Not for search engines (thank-you, error pages); also kept out of the sitemap. */
  noindex?: boolean;
  /**
   * An old path kept alive: the server answers it with a 301 to this one
   * (`scripts/redirects.ts`), and its prerendered page sends visitors on where
   * the site is served without our server.
   */
  redirect?: string;
  /** The largest image on the first screen, fetched ahead of the page's scripts. */
  leadImage?: LeadImage;
  /** Also in Marathi and Hindi, under /mr and /hi (TRANSLATED_PATHS; docs/decisions/030). */
  translated?: boolean;
}

/**
 * An entry as the list below writes it: the title and description are the college's words, in
 * content/pages.yaml and its translations (ADR 028, docs/decisions/030), so that a Marathi or
 * Hindi build carries only its own.
 */
type RouteSource = Omit<RouteEntry, 'title' | 'description'>;

const course = (key: CourseKey, short: string): RouteSource[] => {
  const base = `/courses/${key}`;
  const bar = key;
  const sub = (
    slug: string,
    label: string,
    order: number,
    load: (() => Promise<PageModule>) | undefined,
    inMenu = true,
  ): RouteSource => ({
    path: `${base}/${slug}`,
    label,
    section: 'courses',
    page: load,
    props: { course: key },
    ...(inMenu ? { menu: { parent: base } } : {}),
    tab: { bar, order },
  });
  return [
    {
      path: base,
      label: `${short} Program`,
      section: 'courses',
      page: () => import('./pages/courses/course-overview'),
      props: { course: key },
      menu: { parent: '/admission' },
      tab: { bar, order: 1, label: 'Overview' },
    },
    sub('admission', 'Admission', 2, () => import('./pages/courses/course-admission')),
    sub(
      'eligibility',
      'Eligibility',
      3,
      __ENGLISH_BUILD__ ? () => import('./pages/courses/course-eligibility') : undefined,
    ),
    sub(
      'intake',
      'Intake',
      4,
      __ENGLISH_BUILD__ ? () => import('./pages/courses/course-intake') : undefined,
    ),
    sub(
      'scholarship',
      'Scholarship',
      5,
      __ENGLISH_BUILD__ ? () => import('./pages/courses/course-scholarship') : undefined,
    ),
    sub(
      'time-table',
      'Time-table',
      6,
      __ENGLISH_BUILD__ ? () => import('./pages/courses/course-time-table') : undefined,
      false,
    ),
    sub(
      'alumni',
      'Alumni',
      7,
      __ENGLISH_BUILD__ ? () => import('./pages/courses/course-alumni') : undefined,
    ),
  ];
};

/** A page's entry from its loader, path, names and section; `extra` adds menu, tab and the rest. */
const sectionPage = (
  page: (() => Promise<PageModule>) | undefined,
  path: string,
  label: string,
  section: Section,
  extra: Partial<RouteSource> = {},
): RouteSource => ({ path, label, section, page, ...extra });

const ENGLISH_ROUTES: readonly RouteSource[] = [
  {
    path: '/',
    label: 'Welcome',
    section: 'entry',
    page: () => import('./pages/landing'),
    bare: true,
  },
  {
    path: '/home',
    label: 'Home',
    section: 'home',
    page: () => import('./pages/home'),
    menu: {},
    ownLogo: true,
    leadImage: LEAD_IMAGES.homeBanner,
  },
  {
    path: '/courses',
    label: 'Courses',
    section: 'courses',
    page: () => import('./pages/courses/courses'),
    menu: { parent: '/home' },
  },
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/other/examination') : undefined,
    '/examination',
    'Examination',
    'examination',
    { menu: { parent: '/home' } },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/other/notification') : undefined,
    '/notification',
    'Notification',
    'notification',
    { menu: { parent: '/home' } },
  ),
  sectionPage(() => import('./pages/other/contact'), '/contact', 'Contact Us', 'contact', {
    menu: { parent: '/home' },
  }),

  {
    path: '/about',
    label: 'About',
    section: 'about',
    page: __ENGLISH_BUILD__ ? () => import('./pages/about/about') : undefined,
    menu: {},
  },
  {
    path: '/about/rahul-education',
    label: 'About the Group',
    section: 'about',
    page: __ENGLISH_BUILD__ ? () => import('./pages/about/group') : undefined,
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 1 },
  },
  {
    path: '/about/skltcoa',
    label: 'About the College',
    section: 'about',
    page: __ENGLISH_BUILD__ ? () => import('./pages/about/college') : undefined,
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 3 },
  },
  {
    path: '/about/principal',
    label: 'Our Principal',
    section: 'about',
    page: __ENGLISH_BUILD__ ? () => import('./pages/about/principal') : undefined,
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 4 },
  },
  {
    path: '/about/vision-mission',
    label: 'Vision And Mission',
    section: 'about',
    page: __ENGLISH_BUILD__ ? () => import('./pages/about/vision-mission') : undefined,
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 5 },
  },
  {
    path: '/about/brochure',
    label: 'College Brochure',
    section: 'about',
    page: () => import('./pages/about/brochure'),
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 6 },
  },
  {
    path: '/about/management',
    label: 'Our Management',
    section: 'about',
    page: __ENGLISH_BUILD__ ? () => import('./pages/about/management') : undefined,
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 2 },
  },

  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/academics/overview') : undefined,
    '/academics',
    'Academics',
    'academics',
    {
      menu: {},
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/academics/philosophy') : undefined,
    '/academics/philosophy',
    'Philosophy',
    'academics',
    {
      menu: { parent: '/academics' },
      tab: { bar: 'academics', order: 1 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/academics/calendar') : undefined,
    '/academics/calendar',
    'Calendar',
    'academics',
    {
      menu: { parent: '/academics' },
      tab: { bar: 'academics', order: 2 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/academics/objectives') : undefined,
    '/academics/objectives',
    'Objectives',
    'academics',
    {
      menu: { parent: '/academics' },
      tab: { bar: 'academics', order: 3 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/academics/outcomes') : undefined,
    '/academics/outcomes',
    'Outcomes',
    'academics',
    {
      menu: { parent: '/academics' },
      tab: { bar: 'academics', order: 4 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/academics/notices') : undefined,
    '/academics/notices',
    'Notices',
    'academics',
    {
      tab: { bar: 'academics', order: 5 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/academics/semester-briefs') : undefined,
    '/academics/semester-briefs',
    'Semester Briefs',
    'academics',
    {
      tab: { bar: 'academics', order: 6 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/academics/swayam') : undefined,
    '/academics/swayam',
    'Swayam',
    'academics',
    {
      menu: { parent: '/academics' },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/academics/syllabus') : undefined,
    '/academics/syllabus',
    'Syllabus',
    'academics',
    {
      menu: { parent: '/academics' },
    },
  ),

  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/people/people') : undefined,
    '/people',
    'People',
    'people',
    {
      menu: {},
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/people/leadership') : undefined,
    '/people/leadership',
    'Leadership',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 1 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/people/research') : undefined,
    '/people/research',
    'Research',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 5 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/people/publications') : undefined,
    '/people/publications',
    'Publications',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 2 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/people/achievements') : undefined,
    '/people/achievements',
    'Achievements',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 3 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/people/committees') : undefined,
    '/people/committees',
    'Committees',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 4 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/people/mentorship') : undefined,
    '/people/mentorship',
    'Mentorship',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 6 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/people/faculty') : undefined,
    '/people/faculty',
    'Faculty',
    'people',
    {
      tab: { bar: 'people', order: 7 },
    },
  ),

  {
    path: '/admission',
    label: 'Admission',
    section: 'admission',
    page: () => import('./pages/admission/admission'),
    menu: {},
    tab: { bar: 'admission', order: 1 },
  },
  ...course('barch', 'B.Arch'),
  ...course('darch', 'D.Arch'),
  {
    path: '/admission/eligibility',
    label: 'Eligibility',
    section: 'admission',
    page: __ENGLISH_BUILD__ ? () => import('./pages/admission/eligibility') : undefined,
    tab: { bar: 'admission', order: 2 },
  },
  {
    path: '/admission/alumni',
    label: 'Alumni',
    section: 'admission',
    page: __ENGLISH_BUILD__ ? () => import('./pages/admission/alumni') : undefined,
    tab: { bar: 'admission', order: 3 },
  },
  {
    path: '/admission/intake',
    label: 'Intake',
    section: 'admission',
    page: __ENGLISH_BUILD__ ? () => import('./pages/admission/intake') : undefined,
    tab: { bar: 'admission', order: 4 },
  },
  {
    path: '/admission/scholarship',
    label: 'Scholarship',
    section: 'admission',
    page: __ENGLISH_BUILD__ ? () => import('./pages/admission/scholarship') : undefined,
    tab: { bar: 'admission', order: 5 },
  },
  // The facts families decide on (issue 16 §3), from content/admissions-facts.yaml and faq.yaml.
  // Short words: the route list is in every page's JavaScript, and form pages are near budget.
  ...(['B.Arch', 'D.Arch'] as const).map((short): RouteSource => ({
    path: `/admission/${short.replace('.', '').toLowerCase()}-facts`,
    label: `${short} fees and facts`,
    section: 'admission',
    page: () => import('./pages/admission/facts'),
    props: { course: short === 'B.Arch' ? 'barch' : 'darch' },
    menu: { parent: '/admission' },
  })),
  {
    path: '/faq',
    label: 'FAQ',
    section: 'admission',
    page: () => import('./pages/admission/faq'),
    menu: { parent: '/admission' },
  },

  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/life/life') : undefined,
    '/life',
    'Life',
    'life',
    {
      menu: {},
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/life/life-at-skltcoa') : undefined,
    '/life/life-at-skltcoa',
    'Life',
    'life',
    {
      menu: { parent: '/life' },
      tab: { bar: 'life', order: 1 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/life/learnings-at-skltcoa') : undefined,
    '/life/learnings-at-skltcoa',
    'Learnings',
    'life',
    {
      menu: { parent: '/life' },
      tab: { bar: 'life', order: 2 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/life/skills-at-skltcoa') : undefined,
    '/life/skills-at-skltcoa',
    'Skills',
    'life',
    {
      menu: { parent: '/life' },
      tab: { bar: 'life', order: 3 },
    },
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/other/student-welfare') : undefined,
    '/student-welfare',
    'Student Welfare',
    'welfare',
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/other/career') : undefined,
    '/career',
    'Career',
    'career',
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/other/rnd') : undefined,
    '/rnd',
    'R&D',
    'rnd',
  ),
  sectionPage(() => import('./pages/other/privacy'), '/privacy', 'Privacy', 'legal'),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/other/privacy-withdraw') : undefined,
    '/privacy/withdraw',
    'Withdraw consent',
    'legal',
  ),
  sectionPage(
    __ENGLISH_BUILD__ ? () => import('./pages/other/privacy-request') : undefined,
    '/privacy/request',
    'Your data rights',
    'legal',
  ),

  {
    path: '/web-leads',
    label: 'Leads',
    section: 'system',
    page: __ENGLISH_BUILD__ ? () => import('./pages/web-leads/web-leads') : undefined,
    noindex: true,
  },
  {
    path: '/thank-you',
    label: 'Thank You',
    section: 'system',
    page: () => import('./pages/thank-you'),
    noindex: true,
  },
  {
    path: '/thank-you/guardian',
    label: 'Thank You',
    section: 'system',
    page: __ENGLISH_BUILD__ ? () => import('./pages/thank-you-guardian') : undefined,
    noindex: true,
  },
  {
    path: '/courses/darch/time-line',
    label: 'Time-table',
    section: 'system',
    redirect: '/courses/darch/time-table',
    noindex: true,
  },
  // The original linked singular /academic/* paths (docs/product-decisions.md §5).
  ...['philosophy', 'calendar', 'objectives', 'outcomes', 'swayam', 'syllabus'].map(
    (slug): RouteSource => ({
      path: `/academic/${slug}`,
      label: slug,
      section: 'system',
      redirect: `/academics/${slug}`,
      noindex: true,
    }),
  ),
];

/**
 * The pages that are also in Marathi and Hindi (issue 16 §6; docs/decisions/030-marathi-and-hindi.md):
 * what a family reads before it enquires, every enquiry form, and the privacy notice. Each
 * language's build prerenders these under its own path, and its content/<language>/pages.yaml
 * gives their menu label, title and description.
 */
export const TRANSLATED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/home',
  '/admission',
  '/admission/barch-facts',
  '/admission/darch-facts',
  '/faq',
  '/courses',
  '/courses/barch',
  '/courses/barch/admission',
  '/courses/darch',
  '/courses/darch/admission',
  '/about/brochure',
  '/contact',
  '/privacy',
  '/thank-you',
]);

/** Each page's words in this build's language (content/pages.yaml, or its translation). */
const WORDS = PAGE_WORDS as PageWords;

/**
 * The site's pages with their words. In a Marathi or Hindi build only the translated pages have
 * a title and description (no other page is built there); a menu label the translation does not
 * give stays English.
 */
export const ROUTES: readonly RouteEntry[] = ENGLISH_ROUTES.map((entry) => {
  const words = WORDS[entry.path];
  return {
    ...entry,
    ...(TRANSLATED_PATHS.has(entry.path) ? { translated: true } : {}),
    label: words?.label ?? entry.label,
    title: words?.title ?? entry.label,
    description: words?.description ?? '',
    ...(entry.tab && words?.tabLabel ? { tab: { ...entry.tab, label: words.tabLabel } } : {}),
  };
});

/** The entry for a path, with or without a trailing slash. */
export function findRoute(
  pathname: string,
  routes: readonly RouteEntry[] = ROUTES,
): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === path);
}
