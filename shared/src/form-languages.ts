import { FORM_MESSAGES_HI } from './form-messages.hi';
import { FORM_MESSAGES_MR } from './form-messages.mr';
import type { AnswerPageWords, FormWords, ProgramNames } from './form-words';
import { ANSWER_PAGE_WORDS_EN, FORM_WORDS_EN } from './form-words.en';
import { ANSWER_PAGE_WORDS_HI, FORM_WORDS_HI, PROGRAM_NAMES_HI } from './form-words.hi';
import { ANSWER_PAGE_WORDS_MR, FORM_WORDS_MR, PROGRAM_NAMES_MR } from './form-words.mr';
import type { Program } from './constants';
import { isLanguage, type Language } from './language';

/*
 * Every language's form words and message dictionary, for the API, which answers in the
 * language a form was posted from. The site imports only its own build's (site/src/content/forms.ts).
 */
export const FORM_WORDS: Readonly<Record<Language, FormWords>> = {
  en: FORM_WORDS_EN,
  mr: FORM_WORDS_MR,
  hi: FORM_WORDS_HI,
};

export const ANSWER_PAGE_WORDS: Readonly<Record<Language, AnswerPageWords>> = {
  en: ANSWER_PAGE_WORDS_EN,
  mr: ANSWER_PAGE_WORDS_MR,
  hi: ANSWER_PAGE_WORDS_HI,
};

/** English reads the programmes themselves. */
export const PROGRAM_NAMES: Readonly<Record<Language, ProgramNames | undefined>> = {
  en: undefined,
  mr: PROGRAM_NAMES_MR,
  hi: PROGRAM_NAMES_HI,
};

/** A programme as an option reads in a language. */
export const programName = (language: Language, program: Program): string =>
  PROGRAM_NAMES[language]?.[program] ?? program;

/** English needs no dictionary: the schemas' messages are English. */
export const FORM_MESSAGES: Readonly<
  Record<Language, Readonly<Record<string, string>> | undefined>
> = {
  en: undefined,
  mr: FORM_MESSAGES_MR,
  hi: FORM_MESSAGES_HI,
};

/** A posted language as the API reads it: one of the site's, or English for anything else. */
export const formLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'en');
