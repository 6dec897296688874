import * as shared from '@skltcoa/shared';
import { expect, it } from 'vitest';
import * as site from './notice';
import * as facts from './privacy-facts';

it.each(shared.NOTICE_LANGUAGES)(
  'the site shows the current notice in %s, as shared publishes it',
  (lang) => {
    expect(site.NOTICES[lang]).toEqual(shared.currentNotice(lang));
  },
);

it('repeats shared’s privacy facts exactly, so that there is still one definition', () => {
  expect(site.LANGUAGES).toEqual([...shared.NOTICE_LANGUAGES]);
  expect(site.LANGUAGES[0]).toBe(shared.DEFAULT_NOTICE_LANGUAGE);
  expect(site.NOTICE_VERSION).toBe(shared.CURRENT_NOTICE_VERSION);
  expect(facts.PRIVACY_PATH).toBe(shared.PRIVACY_PATH);
  expect(facts.WITHDRAW_PATH).toBe(shared.WITHDRAW_PATH);
  expect(facts.GUARDIAN_LINK_DAYS).toBe(shared.GUARDIAN_LINK_DAYS);
  expect(facts.WITHDRAWAL_LINK_HOURS).toBe(shared.WITHDRAWAL_LINK_HOURS);
  expect(facts.PRIVACY_CONTACT).toEqual(shared.PRIVACY_CONTACT);
});
