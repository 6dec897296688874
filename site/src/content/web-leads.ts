import type { WebLeads } from './web-leads.schema';

/* /web-leads, the console's read-only web fallback (docs/product-decisions.md §11). */
export const WEB_LEADS: WebLeads = {
  heading: 'Admission leads',
  intro: 'For admissions staff: sign in with your staff account to see the enquiries.',
  noScript: 'This page needs JavaScript. Admissions staff can also use the admissions console.',
  checking: 'Checking your session…',
  signIn: {
    heading: 'Staff sign-in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    failed: 'Sign-in failed. Please try again.',
    expired: 'Your session has ended. Please sign in again.',
  },
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  caption: 'Admission enquiries, newest first',
  columns: ['Name', 'Email', 'Phone', 'Program', 'Form Type'],
  total: 'Total: {total}',
  loading: 'Loading leads…',
  progress: 'Loaded {loaded} of {total}',
  fetchFailed: 'Failed to fetch leads',
  empty: 'No admission leads found.',
  exportCsv: 'Export CSV',
  exporting: 'Preparing the export…',
  exported: 'The CSV file has been downloaded.',
  exportFailed: 'The export failed. Please try again.',
  exportNotAllowed:
    'Exporting needs an admin’s permission, which your account does not have. Please ask an admin to allow exports for you.',
  showing: 'Showing {from}–{to} of {total}',
  previous: 'Previous',
  next: 'Next',
};
