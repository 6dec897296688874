import type { PRIVACY_CONTACT as SHARED_CONTACT } from '@skltcoa/shared';

/*
 * shared's privacy constants, repeated for the pages (why: `notice.ts`) and
 * kept apart from the notice's texts, so that a page naming a path or the
 * contact does not carry the notice in three languages. `notice.test.ts`
 * checks each against shared's.
 */
export const PRIVACY_PATH = '/privacy';
export const WITHDRAW_PATH = '/privacy/withdraw';
export const GUARDIAN_LINK_DAYS = 7;
export const WITHDRAWAL_LINK_HOURS = 24;

export const PRIVACY_CONTACT: typeof SHARED_CONTACT = {
  name: 'Sample Grievance Officer',
  role: 'Grievance Officer (Data Protection)',
  email: 'privacy@skltcoa.example',
  phone: '+91 22 4000 0000',
  grievance:
    'Write to the grievance officer. We acknowledge within 7 days and answer within 30 days, and never later than 90 days. If the answer does not satisfy you, you may complain to the Data Protection Board of India.',
};
