/*
 * A content file's schema is found by its name, not listed here (docs/editing-content.md):
 * `content/home.yaml` is checked against the default export of `home.schema.ts`,
 * `content/about/group.yaml` against that of `about-group.schema.ts` (site/build/content.ts).
 */

/**
 * The files the Marathi and Hindi pages read, so each must exist in content/mr/ and content/hi/
 * (docs/decisions/030-marathi-and-hindi.md). Any other file may have a translation too.
 * Written here rather than read from the files in content/mr/ and content/hi/: a file deleted
 * from both would then be expected by neither, and its pages would fall back to English unnoticed.
 */
export const TRANSLATED_FILES: readonly string[] = [
  'site.yaml',
  'home.yaml',
  'admission.yaml',
  'admissions-facts.yaml',
  'faq.yaml',
  'courses/page.yaml',
  'courses/subpages.yaml',
  'courses/alumni.yaml',
  'contact.yaml',
  'pages.yaml',
  'landing.yaml',
  'brochure.yaml',
  'system.yaml',
  'course-heads.yaml',
  'programs.yaml',
  'privacy.yaml',
  'privacy-contact.yaml',
];
