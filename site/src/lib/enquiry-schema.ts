/*
 * Loaded on the first submit rather than with the page: the schema library
 * is the largest piece of JavaScript a form needs, and most visitors never send one.
 */
export { EnquirySchema, fieldErrors } from '@skltcoa/shared';
