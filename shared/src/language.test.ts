import { describe, expect, it } from 'vitest';
import { isLanguage, languagePath, LANGUAGES } from './language';
import { NOTICE_LANGUAGES } from './privacy/notice';

describe('languages', () => {
  it('put translations under their code and English at the root', () => {
    expect(languagePath('en', '/home')).toBe('/home');
    expect(languagePath('mr', '/home')).toBe('/mr/home');
    expect(languagePath('hi', '/')).toBe('/hi');
    expect(languagePath('hi', '/courses/barch/admission')).toBe('/hi/courses/barch/admission');
  });

  it('are the privacy notice’s languages too, and nothing else is one', () => {
    expect(NOTICE_LANGUAGES).toBe(LANGUAGES);
    expect(isLanguage('mr')).toBe(true);
    for (const value of ['MR', 'fr', '', null, undefined, 'en '])
      expect(isLanguage(value)).toBe(false);
  });
});
