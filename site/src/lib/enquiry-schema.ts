/*
 * Loaded on a form's first submit rather than with the page: the schema
 * library is the largest piece of JavaScript a form needs, and most visitors
 * never send one. The enquiry forms and the withdrawal form share this chunk.
 */
export { EnquirySchema, WithdrawalRequestSchema, fieldErrors } from '@skltcoa/shared';
