/*
 * Words an enquiry form shows that the API's own answer page repeats for a
 * browser without JavaScript, so the summary and the fields read the same on
 * both paths (issue 16 §5).
 */

/** The heading of a form's error summary (the GOV.UK pattern). */
export const ERROR_SUMMARY_TITLE = 'There is a problem';

/** The visible label of each enquiry field a visitor types or picks. */
export const ENQUIRY_LABELS = {
  name: 'Full name',
  email: 'Email',
  phone: 'Mobile number',
  program: 'Programme',
  guardian_name: 'Parent’s or guardian’s full name',
  guardian_email: 'Parent’s or guardian’s email',
  guardian_phone: 'Parent’s or guardian’s mobile number',
} as const;
