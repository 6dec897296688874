import { z } from 'zod';

const Text = z.string().min(1);

export const WebLeadsSchema = z.object({
  heading: Text,
  intro: Text,
  noScript: Text,
  checking: Text,
  signIn: z.object({
    heading: Text,
    email: Text,
    password: Text,
    submit: Text,
    submitting: Text,
    failed: Text,
    expired: Text,
  }),
  signedInAs: Text,
  signOut: Text,
  caption: Text,
  columns: z.tuple([
    z.literal('Name'),
    z.literal('Email'),
    z.literal('Phone'),
    z.literal('Program'),
    z.literal('Form Type'),
  ]),
  /** `{total}` is replaced with the number of leads. */
  total: Text.includes('{total}'),
  loading: Text,
  /** `{loaded}` and `{total}` are replaced while pages arrive. */
  progress: Text.includes('{loaded}').includes('{total}'),
  fetchFailed: z.literal('Failed to fetch leads'),
  empty: z.literal('No admission leads found.'),
  exportCsv: Text,
  exporting: Text,
  exported: Text,
  exportFailed: Text,
  /** Why Export is greyed out: the account lacks the permission (ADR 026). */
  exportNotAllowed: Text,
  /** `{from}`, `{to}` and `{total}` describe the rows on screen. */
  showing: Text.includes('{from}').includes('{to}').includes('{total}'),
  previous: Text,
  next: Text,
});
export type WebLeads = z.infer<typeof WebLeadsSchema>;
