/* shared's privacy constants, written by scripts/privacy-data.ts from @skltcoa/shared: do not edit. */

import type { NoticeLanguage, RightsRequestKind } from '@skltcoa/shared';

export const LANGUAGES: readonly NoticeLanguage[] = ['en', 'mr', 'hi'];
export const NOTICE_VERSION = '2027-01' as const;
export const PRIVACY_PATH = '/privacy';
export const WITHDRAW_PATH = '/privacy/withdraw';
export const GUARDIAN_LINK_DAYS = 7;
export const WITHDRAWAL_LINK_HOURS = 24;
export const BACKUP_MONTHS = 12;
export const BOARD_URL = 'https://www.dpb.gov.in';
export const PRIVACY_EMAIL = 'privacy@skltcoa.example';
export const RIGHTS_REQUEST_PATH = '/privacy/request';
export const RIGHTS_LINK_HOURS = 24;
export const RIGHTS_ANSWER_DAYS = 30;
/** The rights as the en emails and pages name them (FAMILY_WORDS.en.rightsLabels). */
export const RIGHTS_REQUEST_LABELS: Readonly<Record<RightsRequestKind, string>> = {
  access: 'See my data',
  correction: 'Correct my data',
  erasure: 'Erase my data',
  nomination: 'Nominate someone',
  grievance: 'Raise a grievance',
};
/** The rights as the mr emails and pages name them (FAMILY_WORDS.mr.rightsLabels). */
export const RIGHTS_REQUEST_LABELS_MR: Readonly<Record<RightsRequestKind, string>> = {
  access: 'माझी माहिती पाहायची आहे',
  correction: 'माझी माहिती दुरुस्त करायची आहे',
  erasure: 'माझी माहिती पुसून टाकायची आहे',
  nomination: 'कोणाला नामनिर्देशित करायचे आहे',
  grievance: 'तक्रार करायची आहे',
};
/** The rights as the hi emails and pages name them (FAMILY_WORDS.hi.rightsLabels). */
export const RIGHTS_REQUEST_LABELS_HI: Readonly<Record<RightsRequestKind, string>> = {
  access: 'मेरी जानकारी देखनी है',
  correction: 'मेरी जानकारी सुधारनी है',
  erasure: 'मेरी जानकारी मिटवानी है',
  nomination: 'किसी को नामित करना है',
  grievance: 'शिकायत करनी है',
};
