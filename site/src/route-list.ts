import type { ComponentType } from 'react';
import type { CourseKey } from './content/programs';
import { LEAD_IMAGES, type LeadImage } from './lib/lead-images';

/*
 * The one list of the site's pages, as plain data. The router (`router.tsx`), the prerendered
 * paths, the menus, the section tab bars, the sitemap (`nav.ts`) and the server's redirects
 * (`scripts/redirects.ts`) are all derived from it, so a page is added in one place.
 *
 * An entry names its page's module (`page`), and the build writes the loaders from these names
 * (site/build/page-loaders.ts), so no module here imports a page and no page imports back into
 * a module that loads it. An entry without a page would be a planned page: in the menus and tab
 * bars, answered by the not-found page, and never prerendered. Every entry has its page today,
 * and `nav.test.ts` keeps it so. The words (titles, descriptions, translated labels) and which
 * pages are in Marathi and Hindi come from content/ and are added in `routes.ts`.
 *
 * Only plain modules are imported here: the build reads this list outside Vite.
 */

export interface PageProps {
  course?: CourseKey;
}

/** A page's module: its default export is the page component. */
export type PageModule = { default: ComponentType<PageProps> };

/** A route-list entry with a page (not a planned page or a redirect). */
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
  /**
   * The page it shows: a module under src/pages, named without its extension (`about/group` is
   * src/pages/about/group.tsx), whose default export is the page component. The build makes its
   * loader (site/build/page-loaders.ts).
   */
  page?: string;
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
  /**
   * Staff-only, in English: the one kind of page not built in Marathi and Hindi. Every other
   * page and redirect must be translated, or the build fails (docs/decisions/056).
   */
  englishOnly?: boolean;
  /**
   * Also in Marathi and Hindi, under /mr and /hi: set from the translations' page words
   * (TRANSLATED_PATHS in routes.ts; docs/decisions/030).
   */
  translated?: boolean;
}

/**
 * An entry as the list below writes it: the title and description are the college's words, in
 * content/pages.yaml and its translations (ADR 028, docs/decisions/030), so that a Marathi or
 * Hindi build carries only its own.
 */
export type RouteSource = Omit<RouteEntry, 'title' | 'description' | 'translated'>;

const course = (key: CourseKey, short: string): RouteSource[] => {
  const base = `/courses/${key}`;
  const bar = key;
  const sub = (
    slug: string,
    label: string,
    order: number,
    page: string,
    inMenu = true,
  ): RouteSource => ({
    path: `${base}/${slug}`,
    label,
    section: 'courses',
    page,
    props: { course: key },
    ...(inMenu ? { menu: { parent: base } } : {}),
    tab: { bar, order },
  });
  return [
    {
      path: base,
      label: `${short} Program`,
      section: 'courses',
      page: 'courses/course-overview',
      props: { course: key },
      menu: { parent: '/admission' },
      tab: { bar, order: 1, label: 'Overview' },
    },
    sub('admission', 'Admission', 2, 'courses/course-admission'),
    sub('eligibility', 'Eligibility', 3, 'courses/course-eligibility'),
    sub('intake', 'Intake', 4, 'courses/course-intake'),
    sub('scholarship', 'Scholarship', 5, 'courses/course-scholarship'),
    sub('time-table', 'Time-table', 6, 'courses/course-time-table', false),
    sub('alumni', 'Alumni', 7, 'courses/course-alumni'),
  ];
};

/** A page's entry from its module, path, names and section; `extra` adds menu, tab and the rest. */
const sectionPage = (
  page: string,
  path: string,
  label: string,
  section: Section,
  extra: Partial<RouteSource> = {},
): RouteSource => ({ path, label, section, page, ...extra });

export const ROUTE_LIST: readonly RouteSource[] = [
  {
    path: '/',
    label: 'Welcome',
    section: 'entry',
    page: 'landing',
    bare: true,
  },
  {
    path: '/home',
    label: 'Home',
    section: 'home',
    page: 'home',
    menu: {},
    ownLogo: true,
    leadImage: LEAD_IMAGES.homeBanner,
  },
  {
    path: '/courses',
    label: 'Courses',
    section: 'courses',
    page: 'courses/courses',
    menu: { parent: '/home' },
  },
  sectionPage('other/examination', '/examination', 'Examination', 'examination', {
    menu: { parent: '/home' },
  }),
  sectionPage('other/notification', '/notification', 'Notification', 'notification', {
    menu: { parent: '/home' },
  }),
  sectionPage('other/contact', '/contact', 'Contact Us', 'contact', {
    menu: { parent: '/home' },
  }),
  sectionPage(
    'other/reaching-the-campus',
    '/contact/reaching-the-campus',
    'Reaching the campus',
    'contact',
    { menu: { parent: '/home' } },
  ),

  {
    path: '/about',
    label: 'About',
    section: 'about',
    page: 'about/about',
    menu: {},
  },
  {
    path: '/about/rahul-education',
    label: 'About the Group',
    section: 'about',
    page: 'about/group',
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 1 },
  },
  {
    path: '/about/skltcoa',
    label: 'About the College',
    section: 'about',
    page: 'about/college',
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 3 },
  },
  {
    path: '/about/principal',
    label: 'Our Principal',
    section: 'about',
    page: 'about/principal',
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 4 },
  },
  {
    path: '/about/vision-mission',
    label: 'Vision And Mission',
    section: 'about',
    page: 'about/vision-mission',
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 5 },
  },
  {
    path: '/about/brochure',
    label: 'College Brochure',
    section: 'about',
    page: 'about/brochure',
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 6 },
  },
  {
    path: '/about/management',
    label: 'Our Management',
    section: 'about',
    page: 'about/management',
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 2 },
  },

  sectionPage('academics/overview', '/academics', 'Academics', 'academics', {
    menu: {},
  }),
  sectionPage('academics/philosophy', '/academics/philosophy', 'Philosophy', 'academics', {
    menu: { parent: '/academics' },
    tab: { bar: 'academics', order: 1 },
  }),
  sectionPage('academics/calendar', '/academics/calendar', 'Calendar', 'academics', {
    menu: { parent: '/academics' },
    tab: { bar: 'academics', order: 2 },
  }),
  sectionPage('academics/objectives', '/academics/objectives', 'Objectives', 'academics', {
    menu: { parent: '/academics' },
    tab: { bar: 'academics', order: 3 },
  }),
  sectionPage('academics/outcomes', '/academics/outcomes', 'Outcomes', 'academics', {
    menu: { parent: '/academics' },
    tab: { bar: 'academics', order: 4 },
  }),
  sectionPage('academics/notices', '/academics/notices', 'Notices', 'academics', {
    tab: { bar: 'academics', order: 5 },
  }),
  sectionPage(
    'academics/semester-briefs',
    '/academics/semester-briefs',
    'Semester Briefs',
    'academics',
    {
      tab: { bar: 'academics', order: 6 },
    },
  ),
  sectionPage('academics/swayam', '/academics/swayam', 'Swayam', 'academics', {
    menu: { parent: '/academics' },
  }),
  sectionPage('academics/syllabus', '/academics/syllabus', 'Syllabus', 'academics', {
    menu: { parent: '/academics' },
  }),

  sectionPage('people/people', '/people', 'People', 'people', {
    menu: {},
  }),
  sectionPage('people/leadership', '/people/leadership', 'Leadership', 'people', {
    menu: { parent: '/people' },
    tab: { bar: 'people', order: 1 },
  }),
  sectionPage('people/research', '/people/research', 'Research', 'people', {
    menu: { parent: '/people' },
    tab: { bar: 'people', order: 5 },
  }),
  sectionPage('people/publications', '/people/publications', 'Publications', 'people', {
    menu: { parent: '/people' },
    tab: { bar: 'people', order: 2 },
  }),
  sectionPage('people/achievements', '/people/achievements', 'Achievements', 'people', {
    menu: { parent: '/people' },
    tab: { bar: 'people', order: 3 },
  }),
  sectionPage('people/committees', '/people/committees', 'Committees', 'people', {
    menu: { parent: '/people' },
    tab: { bar: 'people', order: 4 },
  }),
  sectionPage('people/mentorship', '/people/mentorship', 'Mentorship', 'people', {
    menu: { parent: '/people' },
    tab: { bar: 'people', order: 6 },
  }),
  sectionPage('people/faculty', '/people/faculty', 'Faculty', 'people', {
    tab: { bar: 'people', order: 7 },
  }),

  {
    path: '/admission',
    label: 'Admission',
    section: 'admission',
    page: 'admission/admission',
    menu: {},
    tab: { bar: 'admission', order: 1 },
  },
  ...course('barch', 'B.Arch'),
  ...course('darch', 'D.Arch'),
  {
    path: '/admission/eligibility',
    label: 'Eligibility',
    section: 'admission',
    page: 'admission/eligibility',
    tab: { bar: 'admission', order: 2 },
  },
  {
    path: '/admission/alumni',
    label: 'Alumni',
    section: 'admission',
    page: 'admission/alumni',
    tab: { bar: 'admission', order: 3 },
  },
  {
    path: '/admission/intake',
    label: 'Intake',
    section: 'admission',
    page: 'admission/intake',
    tab: { bar: 'admission', order: 4 },
  },
  {
    path: '/admission/scholarship',
    label: 'Scholarship',
    section: 'admission',
    page: 'admission/scholarship',
    tab: { bar: 'admission', order: 5 },
  },
  // The facts families decide on, from content/admissions-facts.yaml and faq.yaml.
  // Short words: the route list is in every page's JavaScript, and form pages are near budget.
  ...(['B.Arch', 'D.Arch'] as const).map((short): RouteSource => ({
    path: `/admission/${short.replace('.', '').toLowerCase()}-facts`,
    label: `${short} fees and facts`,
    section: 'admission',
    page: 'admission/facts',
    props: { course: short === 'B.Arch' ? 'barch' : 'darch' },
    menu: { parent: '/admission' },
  })),
  {
    path: '/faq',
    label: 'FAQ',
    section: 'admission',
    page: 'admission/faq',
    menu: { parent: '/admission' },
  },

  sectionPage('life/life', '/life', 'Life', 'life', {
    menu: {},
  }),
  sectionPage('life/life-at-skltcoa', '/life/life-at-skltcoa', 'Life', 'life', {
    menu: { parent: '/life' },
    tab: { bar: 'life', order: 1 },
  }),
  sectionPage('life/learnings-at-skltcoa', '/life/learnings-at-skltcoa', 'Learnings', 'life', {
    menu: { parent: '/life' },
    tab: { bar: 'life', order: 2 },
  }),
  sectionPage('life/skills-at-skltcoa', '/life/skills-at-skltcoa', 'Skills', 'life', {
    menu: { parent: '/life' },
    tab: { bar: 'life', order: 3 },
  }),
  sectionPage('other/student-welfare', '/student-welfare', 'Student Welfare', 'welfare'),
  sectionPage('other/career', '/career', 'Career', 'career'),
  sectionPage('other/rnd', '/rnd', 'R&D', 'rnd'),
  sectionPage('other/privacy', '/privacy', 'Privacy', 'legal'),
  sectionPage('other/privacy-withdraw', '/privacy/withdraw', 'Withdraw consent', 'legal'),
  sectionPage('other/privacy-request', '/privacy/request', 'Your data rights', 'legal'),

  {
    path: '/web-leads',
    label: 'Leads',
    section: 'system',
    page: 'web-leads/web-leads',
    noindex: true,
    englishOnly: true,
  },
  {
    path: '/thank-you',
    label: 'Thank You',
    section: 'system',
    page: 'thank-you',
    noindex: true,
  },
  {
    path: '/thank-you/guardian',
    label: 'Thank You',
    section: 'system',
    page: 'thank-you-guardian',
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
