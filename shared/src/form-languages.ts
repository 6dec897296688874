import { FORM_MESSAGES_HI } from './form-messages.hi';
import { FORM_MESSAGES_MR } from './form-messages.mr';
import { FORM_WORDS_EN, type FormWords } from './form-words';
import { FORM_WORDS_HI } from './form-words.hi';
import { FORM_WORDS_MR } from './form-words.mr';
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
