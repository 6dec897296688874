/*
 * Loaded on a form's first submit rather than with the page: the schema
 * library is the largest piece of JavaScript a form needs, and most visitors
 * never send one. The enquiry forms, the withdrawal form and the rights request form share this chunk,
 * and the enquiry forms' messages in the build's language come with it.
 */
export { translate, translateErrors } from './form-messages';
export {
  EnquirySchema,
  RightsRequestSchema,
  WithdrawalRequestSchema,
  fieldErrors,
} from '@skltcoa/shared';
