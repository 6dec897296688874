/*
 * Written by the content plugin (site/build/content.ts, contentTypes()) from the files under
 * content/ and their schema modules (docs/editing-content.md); do not edit. A content file is
 * imported as the output of its schema module's default export, which the build checked it against.
 */

declare module '*/content/about/about.yaml' {
  const data: import('zod').output<typeof import('./about-about.schema').default>;
  export default data;
}

declare module '*/content/about/college.yaml' {
  const data: import('zod').output<typeof import('./about-college.schema').default>;
  export default data;
}

declare module '*/content/about/group.yaml' {
  const data: import('zod').output<typeof import('./about-group.schema').default>;
  export default data;
}

declare module '*/content/about/management.yaml' {
  const data: import('zod').output<typeof import('./about-management.schema').default>;
  export default data;
}

declare module '*/content/about/principal.yaml' {
  const data: import('zod').output<typeof import('./about-principal.schema').default>;
  export default data;
}

declare module '*/content/about/vision-mission.yaml' {
  const data: import('zod').output<typeof import('./about-vision-mission.schema').default>;
  export default data;
}

declare module '*/content/academics/calendar.yaml' {
  const data: import('zod').output<typeof import('./academics-calendar.schema').default>;
  export default data;
}

declare module '*/content/academics/notices.yaml' {
  const data: import('zod').output<typeof import('./academics-notices.schema').default>;
  export default data;
}

declare module '*/content/academics/objectives.yaml' {
  const data: import('zod').output<typeof import('./academics-objectives.schema').default>;
  export default data;
}

declare module '*/content/academics/outcomes.yaml' {
  const data: import('zod').output<typeof import('./academics-outcomes.schema').default>;
  export default data;
}

declare module '*/content/academics/overview.yaml' {
  const data: import('zod').output<typeof import('./academics-overview.schema').default>;
  export default data;
}

declare module '*/content/academics/philosophy.yaml' {
  const data: import('zod').output<typeof import('./academics-philosophy.schema').default>;
  export default data;
}

declare module '*/content/academics/semester-briefs.yaml' {
  const data: import('zod').output<typeof import('./academics-semester-briefs.schema').default>;
  export default data;
}

declare module '*/content/academics/swayam.yaml' {
  const data: import('zod').output<typeof import('./academics-swayam.schema').default>;
  export default data;
}

declare module '*/content/academics/syllabus.yaml' {
  const data: import('zod').output<typeof import('./academics-syllabus.schema').default>;
  export default data;
}

declare module '*/content/admission.yaml' {
  const data: import('zod').output<typeof import('./admission.schema').default>;
  export default data;
}

declare module '*/content/admissions-facts.yaml' {
  const data: import('zod').output<typeof import('./admissions-facts.schema').default>;
  export default data;
}

declare module '*/content/brochure.yaml' {
  const data: import('zod').output<typeof import('./brochure.schema').default>;
  export default data;
}

declare module '*/content/career.yaml' {
  const data: import('zod').output<typeof import('./career.schema').default>;
  export default data;
}

declare module '*/content/contact.yaml' {
  const data: import('zod').output<typeof import('./contact.schema').default>;
  export default data;
}

declare module '*/content/course-heads.yaml' {
  const data: import('zod').output<typeof import('./course-heads.schema').default>;
  export default data;
}

declare module '*/content/courses/alumni.yaml' {
  const data: import('zod').output<typeof import('./courses-alumni.schema').default>;
  export default data;
}

declare module '*/content/courses/page.yaml' {
  const data: import('zod').output<typeof import('./courses-page.schema').default>;
  export default data;
}

declare module '*/content/courses/subpages.yaml' {
  const data: import('zod').output<typeof import('./courses-subpages.schema').default>;
  export default data;
}

declare module '*/content/examination.yaml' {
  const data: import('zod').output<typeof import('./examination.schema').default>;
  export default data;
}

declare module '*/content/faculty.yaml' {
  const data: import('zod').output<typeof import('./faculty.schema').default>;
  export default data;
}

declare module '*/content/faq.yaml' {
  const data: import('zod').output<typeof import('./faq.schema').default>;
  export default data;
}

declare module '*/content/home.yaml' {
  const data: import('zod').output<typeof import('./home.schema').default>;
  export default data;
}

declare module '*/content/landing.yaml' {
  const data: import('zod').output<typeof import('./landing.schema').default>;
  export default data;
}

declare module '*/content/life.yaml' {
  const data: import('zod').output<typeof import('./life.schema').default>;
  export default data;
}

declare module '*/content/notification.yaml' {
  const data: import('zod').output<typeof import('./notification.schema').default>;
  export default data;
}

declare module '*/content/page-labels.yaml' {
  const data: import('zod').output<typeof import('./page-labels.schema').default>;
  export default data;
}

declare module '*/content/pages.yaml' {
  const data: import('zod').output<typeof import('./pages.schema').default>;
  export default data;
}

declare module '*/content/people/achievements.yaml' {
  const data: import('zod').output<typeof import('./people-achievements.schema').default>;
  export default data;
}

declare module '*/content/people/committees.yaml' {
  const data: import('zod').output<typeof import('./people-committees.schema').default>;
  export default data;
}

declare module '*/content/people/leadership.yaml' {
  const data: import('zod').output<typeof import('./people-leadership.schema').default>;
  export default data;
}

declare module '*/content/people/mentorship.yaml' {
  const data: import('zod').output<typeof import('./people-mentorship.schema').default>;
  export default data;
}

declare module '*/content/people/research.yaml' {
  const data: import('zod').output<typeof import('./people-research.schema').default>;
  export default data;
}

declare module '*/content/privacy-contact.yaml' {
  const data: import('zod').output<typeof import('./privacy-contact.schema').default>;
  export default data;
}

declare module '*/content/privacy-request.yaml' {
  const data: import('zod').output<typeof import('./privacy-request.schema').default>;
  export default data;
}

declare module '*/content/privacy-withdraw.yaml' {
  const data: import('zod').output<typeof import('./privacy-withdraw.schema').default>;
  export default data;
}

declare module '*/content/privacy.yaml' {
  const data: import('zod').output<typeof import('./privacy.schema').default>;
  export default data;
}

declare module '*/content/programs.yaml' {
  const data: import('zod').output<typeof import('./programs.schema').default>;
  export default data;
}

declare module '*/content/reaching.yaml' {
  const data: import('zod').output<typeof import('./reaching.schema').default>;
  export default data;
}

declare module '*/content/rnd.yaml' {
  const data: import('zod').output<typeof import('./rnd.schema').default>;
  export default data;
}

declare module '*/content/semesters.yaml' {
  const data: import('zod').output<typeof import('./semesters.schema').default>;
  export default data;
}

declare module '*/content/site.yaml' {
  const data: import('zod').output<typeof import('./site.schema').default>;
  export default data;
}

declare module '*/content/system.yaml' {
  const data: import('zod').output<typeof import('./system.schema').default>;
  export default data;
}

declare module '*/content/thank-you-guardian.yaml' {
  const data: import('zod').output<typeof import('./thank-you-guardian.schema').default>;
  export default data;
}

declare module '*/content/vision-mission.yaml' {
  const data: import('zod').output<typeof import('./vision-mission.schema').default>;
  export default data;
}

declare module '*/content/welfare.yaml' {
  const data: import('zod').output<typeof import('./welfare.schema').default>;
  export default data;
}

declare module '*/content/yearly.yaml' {
  const data: import('zod').output<typeof import('./yearly.schema').default>;
  export default data;
}
