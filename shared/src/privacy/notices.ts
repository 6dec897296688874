import {
  CURRENT_NOTICE_VERSION,
  NOTICE_LANGUAGES,
  PrivacyNoticeSchema,
  type NoticeLanguage,
  type PrivacyNotice,
} from './notice';
import { notice as en202612 } from './notices/2026-12.en';
import { notice as hi202612 } from './notices/2026-12.hi';
import { notice as mr202612 } from './notices/2026-12.mr';
import { notice as en202701 } from './notices/2027-01.en';
import { notice as hi202701 } from './notices/2027-01.hi';
import { notice as mr202701 } from './notices/2027-01.mr';

/*
 * Every published notice, by version and language. Parsed when this module
 * loads, so a malformed notice fails the site's build and the API's start,
 * not a family's form.
 */
const PUBLISHED: readonly PrivacyNotice[] = [
  en202612,
  mr202612,
  hi202612,
  en202701,
  mr202701,
  hi202701,
].map((notice) => PrivacyNoticeSchema.parse(notice));

const key = (version: string, language: NoticeLanguage) => `${version}/${language}`;
const BY_KEY = new Map(PUBLISHED.map((notice) => [key(notice.version, notice.language), notice]));

for (const language of NOTICE_LANGUAGES) {
  if (!BY_KEY.has(key(CURRENT_NOTICE_VERSION, language))) {
    throw new Error(`The current privacy notice ${CURRENT_NOTICE_VERSION} has no ${language} text`);
  }
}

/** A published notice, or undefined for a version or language that never existed. */
export function findNotice(version: string, language: NoticeLanguage): PrivacyNotice | undefined {
  return BY_KEY.get(key(version, language));
}

/** The notice forms show now, in one language. */
export function currentNotice(language: NoticeLanguage): PrivacyNotice {
  return BY_KEY.get(key(CURRENT_NOTICE_VERSION, language))!;
}

export const publishedNotices = (): readonly PrivacyNotice[] => PUBLISHED;
