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
  /** Document title, before the site name is appended. */
  title: string;
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

const course = (key: CourseKey, short: string, years: number): RouteEntry[] => {
  const base = `/courses/${key}`;
  const bar = key;
  const sub = (
    slug: string,
    label: string,
    title: string,
    description: string,
    order: number,
    load: () => Promise<PageModule>,
    inMenu = true,
  ): RouteEntry => ({
    path: `${base}/${slug}`,
    label,
    title: `${short} ${title}`,
    description,
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
      title: `${short} Programme Overview`,
      description: `The ${years}-year ${short} programme: structure, studios and what graduates go on to do.`,
      section: 'courses',
      page: () => import('./pages/courses/course-overview'),
      props: { course: key },
      menu: { parent: '/admission' },
      tab: { bar, order: 1, label: 'Overview' },
    },
    sub(
      'admission',
      'Admission',
      'Admission',
      `How to apply for ${short} and send an enquiry to the admissions office.`,
      2,
      () => import('./pages/courses/course-admission'),
    ),
    sub(
      'eligibility',
      'Eligibility',
      'Eligibility',
      `Who can apply for ${short}: qualifying examinations and subjects.`,
      3,
      () => import('./pages/courses/course-eligibility'),
    ),
    sub(
      'intake',
      'Intake',
      'Intake',
      `Seats available each year in ${short} and how they are allotted.`,
      4,
      () => import('./pages/courses/course-intake'),
    ),
    sub(
      'scholarship',
      'Scholarship',
      'Scholarships',
      `Government and institutional scholarships for ${short} students.`,
      5,
      () => import('./pages/courses/course-scholarship'),
    ),
    sub(
      'time-table',
      'Time-table',
      'Time-table',
      `The current ${short} semester time-table as a PDF.`,
      6,
      () => import('./pages/courses/course-time-table'),
      false,
    ),
    sub(
      'alumni',
      'Alumni',
      'Alumni',
      `Where ${short} graduates of the college work and study now.`,
      7,
      () => import('./pages/courses/course-alumni'),
    ),
  ];
};

/** A page's entry from its loader, path, names and section; `extra` adds menu, tab and the rest. */
const sectionPage = (
  page: () => Promise<PageModule>,
  path: string,
  label: string,
  title: string,
  description: string,
  section: Section,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({ path, label, title, description, section, page, ...extra });

const ENGLISH_ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    label: 'Welcome',
    title: 'Welcome',
    description:
      'An architecture college in suburban Mumbai offering B.Arch and D.Arch. Choose where to begin.',
    section: 'entry',
    page: () => import('./pages/landing'),
    bare: true,
  },
  {
    path: '/home',
    label: 'Home',
    title: 'Home',
    description:
      'Architecture college in suburban Mumbai: B.Arch and D.Arch programmes, admissions, films and mandatory disclosures.',
    section: 'home',
    page: () => import('./pages/home'),
    menu: {},
    ownLogo: true,
    leadImage: LEAD_IMAGES.homeBanner,
  },
  {
    path: '/courses',
    label: 'Courses',
    title: 'Courses',
    description: 'Choose between the five-year B.Arch degree and the three-year D.Arch diploma.',
    section: 'courses',
    page: () => import('./pages/courses/courses'),
    menu: { parent: '/home' },
  },
  sectionPage(
    () => import('./pages/other/examination'),
    '/examination',
    'Examination',
    'Examination',
    'Assessment scheme, juries and examination time-tables.',
    'examination',
    { menu: { parent: '/home' } },
  ),
  sectionPage(
    () => import('./pages/other/notification'),
    '/notification',
    'Notification',
    'Notifications',
    'Admission notifications and notices.',
    'notification',
    { menu: { parent: '/home' } },
  ),
  sectionPage(
    () => import('./pages/other/contact'),
    '/contact',
    'Contact Us',
    'Contact Us',
    'Address, phone, email and map.',
    'contact',
    {
      menu: { parent: '/home' },
    },
  ),

  {
    path: '/about',
    label: 'About',
    title: 'About Us',
    description:
      'Who we are, the programmes we offer, our philosophy and pedagogy, and the education group we belong to.',
    section: 'about',
    page: () => import('./pages/about/about'),
    menu: {},
  },
  {
    path: '/about/rahul-education',
    label: 'About the Group',
    title: 'About the Group',
    description: 'The education group that founded and runs the college.',
    section: 'about',
    page: () => import('./pages/about/group'),
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 1 },
  },
  {
    path: '/about/skltcoa',
    label: 'About the College',
    title: 'About the College',
    description: 'The college since 2016: campus, studios, approvals and affiliations.',
    section: 'about',
    page: () => import('./pages/about/college'),
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 3 },
  },
  {
    path: '/about/principal',
    label: 'Our Principal',
    title: 'Our Principal',
    description: 'A message from the officer in charge as principal.',
    section: 'about',
    page: () => import('./pages/about/principal'),
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 4 },
  },
  {
    path: '/about/vision-mission',
    label: 'Vision And Mission',
    title: 'Vision and Mission',
    description: 'Our vision, our mission and the ten goals that guide the college.',
    section: 'about',
    page: () => import('./pages/about/vision-mission'),
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 5 },
  },
  {
    path: '/about/brochure',
    label: 'College Brochure',
    title: 'College Brochure',
    description: 'Request and download the college brochure.',
    section: 'about',
    page: () => import('./pages/about/brochure'),
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 6 },
  },
  {
    path: '/about/management',
    label: 'Our Management',
    title: 'Our Management',
    description: 'The leaders of the education group who guide the college.',
    section: 'about',
    page: () => import('./pages/about/management'),
    menu: { parent: '/about' },
    tab: { bar: 'about', order: 2 },
  },

  sectionPage(
    () => import('./pages/academics/overview'),
    '/academics',
    'Academics',
    'Academics',
    'Philosophy, objectives, syllabus and calendar.',
    'academics',
    {
      menu: {},
    },
  ),
  sectionPage(
    () => import('./pages/academics/philosophy'),
    '/academics/philosophy',
    'Philosophy',
    'Academic Philosophy',
    'How we teach architecture.',
    'academics',
    {
      menu: { parent: '/academics' },
      tab: { bar: 'academics', order: 1 },
    },
  ),
  sectionPage(
    () => import('./pages/academics/calendar'),
    '/academics/calendar',
    'Calendar',
    'Academic Calendar',
    'The academic calendar.',
    'academics',
    {
      menu: { parent: '/academics' },
      tab: { bar: 'academics', order: 2 },
    },
  ),
  sectionPage(
    () => import('./pages/academics/objectives'),
    '/academics/objectives',
    'Objectives',
    'Objectives',
    'Educational objectives.',
    'academics',
    {
      menu: { parent: '/academics' },
      tab: { bar: 'academics', order: 3 },
    },
  ),
  sectionPage(
    () => import('./pages/academics/outcomes'),
    '/academics/outcomes',
    'Outcomes',
    'Programme Outcomes',
    'Programme outcomes.',
    'academics',
    {
      menu: { parent: '/academics' },
      tab: { bar: 'academics', order: 4 },
    },
  ),
  sectionPage(
    () => import('./pages/academics/notices'),
    '/academics/notices',
    'Notices',
    'Notices',
    'Notices for students and faculty.',
    'academics',
    {
      tab: { bar: 'academics', order: 5 },
    },
  ),
  sectionPage(
    () => import('./pages/academics/semester-briefs'),
    '/academics/semester-briefs',
    'Semester Briefs',
    'Semester Briefs',
    'Themes of the ten semesters.',
    'academics',
    {
      tab: { bar: 'academics', order: 6 },
    },
  ),
  sectionPage(
    () => import('./pages/academics/swayam'),
    '/academics/swayam',
    'Swayam',
    'SWAYAM',
    'Online courses on SWAYAM.',
    'academics',
    {
      menu: { parent: '/academics' },
    },
  ),
  sectionPage(
    () => import('./pages/academics/syllabus'),
    '/academics/syllabus',
    'Syllabus',
    'Syllabus',
    'The syllabus by semester.',
    'academics',
    {
      menu: { parent: '/academics' },
    },
  ),

  sectionPage(
    () => import('./pages/people/people'),
    '/people',
    'People',
    'People',
    'Leadership, research and the people of the college.',
    'people',
    {
      menu: {},
    },
  ),
  sectionPage(
    () => import('./pages/people/leadership'),
    '/people/leadership',
    'Leadership',
    'Leadership',
    'The academic leaders of the college, their responsibilities and the principles they work by.',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 1 },
    },
  ),
  sectionPage(
    () => import('./pages/people/research'),
    '/people/research',
    'Research',
    'Research',
    'Research cells, key research areas, notable publications and faculty development.',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 5 },
    },
  ),
  sectionPage(
    () => import('./pages/people/publications'),
    '/people/publications',
    'Publications',
    'Publications',
    'Publications by the faculty: featured work, lists by teacher, research areas and what is coming.',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 2 },
    },
  ),
  sectionPage(
    () => import('./pages/people/achievements'),
    '/people/achievements',
    'Achievements',
    'Achievements',
    'Achievements of the college, its students and its faculty, and its collaborations.',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 3 },
    },
  ),
  sectionPage(
    () => import('./pages/people/committees'),
    '/people/committees',
    'Committees',
    'Committees',
    'Welfare and functional committees and the student governance bodies of the college.',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 4 },
    },
  ),
  sectionPage(
    () => import('./pages/people/mentorship'),
    '/people/mentorship',
    'Mentorship',
    'Mentorship',
    'Faculty mentor groups, senior buddies and practice mentors who support every student.',
    'people',
    {
      menu: { parent: '/people' },
      tab: { bar: 'people', order: 6 },
    },
  ),
  sectionPage(
    () => import('./pages/people/faculty'),
    '/people/faculty',
    'Faculty',
    'Faculty Directory',
    'Search the faculty by name, research, designation or practice, or filter by designation.',
    'people',
    {
      tab: { bar: 'people', order: 7 },
    },
  ),

  {
    path: '/admission',
    label: 'Admission',
    title: `Admission`,
    description:
      'Admission notifications, programmes, eligibility, intake and scholarships, with an enquiry form.',
    section: 'admission',
    page: () => import('./pages/admission/admission'),
    menu: {},
    tab: { bar: 'admission', order: 1 },
  },
  ...course('barch', 'B.Arch', 5),
  ...course('darch', 'D.Arch', 3),
  {
    path: '/admission/eligibility',
    label: 'Eligibility',
    title: 'Admission Eligibility',
    description: 'Eligibility for B.Arch and D.Arch admission.',
    section: 'admission',
    page: () => import('./pages/admission/eligibility'),
    tab: { bar: 'admission', order: 2 },
  },
  {
    path: '/admission/alumni',
    label: 'Alumni',
    title: 'Our Alumni',
    description: 'Graduates of the college and where their work has taken them.',
    section: 'admission',
    page: () => import('./pages/admission/alumni'),
    tab: { bar: 'admission', order: 3 },
  },
  {
    path: '/admission/intake',
    label: 'Intake',
    title: 'Admission Intake',
    description: 'Seats each year in B.Arch and D.Arch and how they are allotted.',
    section: 'admission',
    page: () => import('./pages/admission/intake'),
    tab: { bar: 'admission', order: 4 },
  },
  {
    path: '/admission/scholarship',
    label: 'Scholarship',
    title: 'Scholarships',
    description:
      'Government scholarships with their income limits, and institutional scholarships.',
    section: 'admission',
    page: () => import('./pages/admission/scholarship'),
    tab: { bar: 'admission', order: 5 },
  },
  // The facts families decide on (issue 16 §3), from content/admissions-facts.yaml and faq.yaml.
  // Short words: the route list is in every page's JavaScript, and form pages are near budget.
  ...(['B.Arch', 'D.Arch'] as const).map((short): RouteEntry => ({
    path: `/admission/${short.replace('.', '').toLowerCase()}-facts`,
    label: `${short} fees and facts`,
    title: `${short} fees and facts`,
    description: `${short} fees, eligibility and admission dates.`,
    section: 'admission',
    page: () => import('./pages/admission/facts'),
    props: { course: short === 'B.Arch' ? 'barch' : 'darch' },
    menu: { parent: '/admission' },
  })),
  {
    path: '/faq',
    label: 'FAQ',
    title: 'FAQ',
    description: 'Questions families ask.',
    section: 'admission',
    page: () => import('./pages/admission/faq'),
    menu: { parent: '/admission' },
  },

  sectionPage(
    () => import('./pages/life/life'),
    '/life',
    'Life',
    'Life, Learnings and Skills',
    'Life, learnings and skills at the college.',
    'life',
    {
      menu: {},
    },
  ),
  sectionPage(
    () => import('./pages/life/life-at-skltcoa'),
    '/life/life-at-skltcoa',
    'Life',
    'Life at the College',
    'Infrastructure, notices, student grievance and feedback, and cultural and sports activities.',
    'life',
    {
      menu: { parent: '/life' },
      tab: { bar: 'life', order: 1 },
    },
  ),
  sectionPage(
    () => import('./pages/life/learnings-at-skltcoa'),
    '/life/learnings-at-skltcoa',
    'Learnings',
    'Learnings',
    'Study trips, workshops and talks.',
    'life',
    {
      menu: { parent: '/life' },
      tab: { bar: 'life', order: 2 },
    },
  ),
  sectionPage(
    () => import('./pages/life/skills-at-skltcoa'),
    '/life/skills-at-skltcoa',
    'Skills',
    'Skills',
    'Technical and soft skills.',
    'life',
    {
      menu: { parent: '/life' },
      tab: { bar: 'life', order: 3 },
    },
  ),
  sectionPage(
    () => import('./pages/other/student-welfare'),
    '/student-welfare',
    'Student Welfare',
    'Student Welfare',
    'Diversity, equity and inclusion.',
    'welfare',
  ),
  sectionPage(
    () => import('./pages/other/career'),
    '/career',
    'Career',
    'Careers',
    'Careers at the college.',
    'career',
  ),
  sectionPage(
    () => import('./pages/other/rnd'),
    '/rnd',
    'R&D',
    'Research and Development',
    'Research and development.',
    'rnd',
  ),
  sectionPage(
    () => import('./pages/other/privacy'),
    '/privacy',
    'Privacy',
    'Privacy Notice',
    'How the college handles enquiry data.',
    'legal',
  ),
  sectionPage(
    () => import('./pages/other/privacy-withdraw'),
    '/privacy/withdraw',
    'Withdraw consent',
    'Withdraw Your Consent',
    'Withdraw the consent you gave in an enquiry form: we stop contacting you and erase your details within 24 hours.',
    'legal',
  ),
  sectionPage(
    () => import('./pages/other/privacy-request'),
    '/privacy/request',
    'Your data rights',
    'Your Data Rights',
    'See, correct or erase the data of your enquiry, nominate someone, or raise a grievance.',
    'legal',
  ),

  {
    path: '/web-leads',
    label: 'Leads',
    title: 'Admission Leads',
    description: 'Sign-in for admissions staff.',
    section: 'system',
    page: () => import('./pages/web-leads/web-leads'),
    noindex: true,
  },
  {
    path: '/thank-you',
    label: 'Thank You',
    title: 'Thank You',
    description: 'Your enquiry has reached the admissions office.',
    section: 'system',
    page: () => import('./pages/thank-you'),
    noindex: true,
  },
  {
    path: '/thank-you/guardian',
    label: 'Thank You',
    title: 'One More Step',
    description: 'Your enquiry waits for your guardian’s consent.',
    section: 'system',
    page: () => import('./pages/thank-you-guardian'),
    noindex: true,
  },
  {
    path: '/courses/darch/time-line',
    label: 'Time-table',
    title: 'D.Arch Time-table',
    description: 'This page has moved to the D.Arch time-table.',
    section: 'system',
    redirect: '/courses/darch/time-table',
    noindex: true,
  },
  // The original linked singular /academic/* paths (docs/product-decisions.md §5).
  ...['philosophy', 'calendar', 'objectives', 'outcomes', 'swayam', 'syllabus'].map(
    (slug): RouteEntry => ({
      path: `/academic/${slug}`,
      label: slug,
      title: 'Academics',
      description: 'This page has moved to the Academics section.',
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

/** The words of this build's language laid over the English ones (content/pages.yaml). */
const WORDS = PAGE_WORDS as PageWords;

/** The site's pages, in this build's language where it has their words. */
export const ROUTES: readonly RouteEntry[] = ENGLISH_ROUTES.map((entry) => {
  const words = WORDS[entry.path];
  const translated = TRANSLATED_PATHS.has(entry.path);
  if (!words && !translated) return entry;
  return {
    ...entry,
    ...(translated ? { translated } : {}),
    label: words?.label ?? entry.label,
    title: words?.title ?? entry.title,
    description: words?.description ?? entry.description,
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
