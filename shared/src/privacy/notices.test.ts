import { describe, expect, it } from 'vitest';
import {
  BACKUP_MONTHS,
  BOARD_URL,
  CONSENT_PURPOSES,
  consentPurposesOf,
  CURRENT_NOTICE_VERSION,
  GUARDIAN_LINK_DAYS,
  NOTICE_LANGUAGES,
  PrivacyNoticeSchema,
} from './notice';
import { currentNotice, findNotice, publishedNotices } from './notices';

const digits = (text: string) => text.match(/\d+/g) ?? [];

describe('published privacy notices', () => {
  it.each(NOTICE_LANGUAGES)('the current version has a complete %s text', (language) => {
    const notice = currentNotice(language);
    expect(PrivacyNoticeSchema.parse(notice)).toEqual(notice);
    expect(notice).toMatchObject({ version: CURRENT_NOTICE_VERSION, language });
    expect(notice.purposes.map((purpose) => purpose.id)).toEqual([...CONSENT_PURPOSES]);
  });

  it.each(NOTICE_LANGUAGES)(
    'the current %s text keeps its word: backups, the Board, campaigns apart (ADR 055)',
    (language) => {
      const notice = currentNotice(language);
      // How long erased details live on in backups, with the schedule's figure.
      expect(digits(notice.retention)).toContain(String(BACKUP_MONTHS));
      // How to reach the Board: its official site, where complaints are made online.
      expect(notice.complaint).toContain(BOARD_URL);
      // Campaign tracking is a purpose of its own, and says it is never for an under-18.
      const campaign = notice.purposes.find((purpose) => purpose.id === 'campaign-measurement');
      expect(campaign?.label).toContain('18');
      const campaignItem = notice.items.find((item) => /utm/i.test(item.data));
      expect(campaignItem?.data).toContain('18');
    },
  );

  it('keeps the versions consents were given under readable', () => {
    expect(findNotice('2026-12', 'mr')?.purposes.map((purpose) => purpose.id)).toEqual([
      'admission-enquiry',
    ]);
    expect(CURRENT_NOTICE_VERSION > '2026-12').toBe(true);
  });

  it('records campaign measurement only for an adult', () => {
    expect(consentPurposesOf({ adult: true })).toEqual([...CONSENT_PURPOSES]);
    expect(consentPurposesOf({ adult: false })).toEqual(['admission-enquiry']);
  });

  it('says the same thing in every language: same items, and the same numbers in each part', () => {
    const english = currentNotice('en');
    for (const language of NOTICE_LANGUAGES) {
      const notice = currentNotice(language);
      expect(notice.items).toHaveLength(english.items.length);
      for (const part of ['retention', 'children', 'notUsedFor'] as const) {
        expect(digits(notice[part]), `${language} ${part}`).toEqual(digits(english[part]));
      }
      expect(digits(notice.withdraw.text)).toEqual(digits(english.withdraw.text));
      expect(digits(notice.children)).toContain(String(GUARDIAN_LINK_DAYS));
    }
  });

  it('the translations are in Devanagari, not English copies', () => {
    for (const language of ['mr', 'hi'] as const) {
      const notice = currentNotice(language);
      expect(notice.consentLabel).toMatch(/[\u0900-\u097F]/);
      expect(notice.intro).not.toBe(currentNotice('en').intro);
    }
    expect(currentNotice('mr').intro).not.toBe(currentNotice('hi').intro);
  });

  it('finds a notice by version and language, and nothing for one never published', () => {
    expect(findNotice(CURRENT_NOTICE_VERSION, 'hi')?.language).toBe('hi');
    expect(findNotice('1999-01', 'en')).toBeUndefined();
    expect(publishedNotices().length).toBeGreaterThanOrEqual(NOTICE_LANGUAGES.length);
  });
});
