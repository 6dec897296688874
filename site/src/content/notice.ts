import type { NoticeLanguage, PrivacyNotice } from '@skltcoa/shared';
/*
 * The current privacy notice whole, for /privacy, taken from shared's own
 * files rather than through currentNotice(): that module parses every notice
 * with zod as it loads, and zod must not reach a page bundle (ADR 006). The
 * forms carry only their parts (`form-notices.ts`). `notice.test.ts` checks
 * that these are still the current version's texts.
 */
import { notice as en } from '../../../shared/src/privacy/notices/2027-01.en';
import { notice as hi } from '../../../shared/src/privacy/notices/2027-01.hi';
import { notice as mr } from '../../../shared/src/privacy/notices/2027-01.mr';

export const NOTICES: Readonly<Record<NoticeLanguage, PrivacyNotice>> = { en, mr, hi };
