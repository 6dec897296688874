/**
 * The public origin the site is built for, used in canonical URLs, Open Graph
 * tags and the sitemap. Set SITE_URL when building for the college's domain;
 * the default is a reserved sample domain, never someone else's site.
 */
export const SITE_URL = (process.env.SITE_URL ?? 'https://www.skltcoa.example').replace(/\/+$/, '');
