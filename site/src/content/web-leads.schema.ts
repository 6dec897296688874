import { z } from 'zod';
import type * as webLeads from './web-leads';
import type { ContentChecks } from './validate';

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
    /** The second step, once the API asks for the second factor (ADR 038). */
    code: Text,
    recoveryCode: Text,
    useRecoveryCode: Text,
    useAppCode: Text,
    startAgain: Text,
  }),
  /** Two-step sign-in and sessions (docs/decisions/038-staff-second-factor-and-sessions.md). */
  twoStep: z.object({
    heading: Text,
    on: Text,
    off: Text,
    required: Text,
    setUp: Text,
    preparing: Text,
    scan: Text,
    qrAlt: Text,
    key: Text,
    code: Text,
    turnOn: Text,
    checking: Text,
    cancel: Text,
    failed: Text,
    codesHeading: Text,
    codesIntro: Text,
    copy: Text,
    copied: Text,
    copyFailed: Text,
    download: Text,
    kept: Text,
    done: Text,
    sessionsHeading: Text,
    sessionsIntro: Text,
    sessionsCaption: Text,
    showSessions: Text,
    hideSessions: Text,
    sessionsColumns: z.tuple([Text, Text, Text, Text]),
    console: Text,
    browser: Text,
    thisBrowser: Text,
    sessionsFailed: Text,
    endAll: Text,
    endAllConfirm: Text,
    endAllYes: Text,
    endingAll: Text,
    /** `{ended}` is replaced with the number of sessions ended. */
    endedEverywhere: Text.includes('{ended}'),
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

/** The exports of web-leads.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { WEB_LEADS: WebLeadsSchema } satisfies ContentChecks<typeof webLeads>;
