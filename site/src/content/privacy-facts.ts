/* shared's privacy constants, written by scripts/privacy-data.ts from @skltcoa/shared: do not edit. */

import type { NoticeLanguage, RightsRequestKind } from '@skltcoa/shared';

export const LANGUAGES: readonly NoticeLanguage[] = ['en', 'mr', 'hi'];
export const NOTICE_VERSION = '2026-12' as const;
export const PRIVACY_PATH = '/privacy';
export const WITHDRAW_PATH = '/privacy/withdraw';
export const GUARDIAN_LINK_DAYS = 7;
export const WITHDRAWAL_LINK_HOURS = 24;
export const PRIVACY_EMAIL = 'privacy@skltcoa.example';
export const RIGHTS_REQUEST_PATH = '/privacy/request';
export const RIGHTS_LINK_HOURS = 24;
export const RIGHTS_ANSWER_DAYS = 30;
export const RIGHTS_REQUEST_LABELS: Readonly<Record<RightsRequestKind, string>> = {
  access: 'See my data',
  correction: 'Correct my data',
  erasure: 'Erase my data',
  nomination: 'Nominate someone',
  grievance: 'Raise a grievance',
};
