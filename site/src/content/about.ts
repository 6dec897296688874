/*
 * The About section's pages, one file each under content/about/ (ADR 028), for the checks and
 * tests. Pages import their own module (about-*.ts), so that none loads the others' words.
 */
export { ABOUT } from './about-page';
export { COLLEGE } from './about-college';
export { GROUP } from './about-group';
export { MANAGEMENT } from './about-management';
export { PRINCIPAL } from './about-principal';
export { VISION_MISSION } from './about-vision-mission';

// The brochure page's words live apart: that form page loads them, not all of About's (its 100 KB budget).
export { BROCHURE } from './brochure';
