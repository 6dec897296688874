import type { CURRENT_NOTICE_VERSION, NoticeLanguage, PrivacyNotice } from '@skltcoa/shared';
/*
 * The privacy notice and its facts as the pages use them. shared declares
 * these constants in privacy/notice.ts beside the notice's zod schema, and a
 * page that imports anything from that module gets zod with it: the bundler
 * places zod with the module, about 27 KB over the pages' JavaScript budget
 * (ADR 006). So the texts come from shared's own files, which hold no schema,
 * and the constants are repeated in `privacy-facts.ts`; `notice.test.ts` fails
 * the tests the moment any of them differs from shared's.
 */
import { notice as en } from '../../../shared/src/privacy/notices/2026-12.en';
import { notice as hi } from '../../../shared/src/privacy/notices/2026-12.hi';
import { notice as mr } from '../../../shared/src/privacy/notices/2026-12.mr';

/** The current notice in each language, English first (the forms' default). */
export const NOTICES: Readonly<Record<NoticeLanguage, PrivacyNotice>> = { en, mr, hi };
export const LANGUAGES = Object.keys(NOTICES) as NoticeLanguage[];
export const NOTICE_VERSION = en.version as typeof CURRENT_NOTICE_VERSION;
