import type { Language } from '@skltcoa/shared';
import { LANGUAGE } from '../language';

/*
 * Dates in the page's language (docs/decisions/030-marathi-and-hindi.md): month names in
 * Marathi or Hindi, figures in the digits the rest of the site uses (`nu-latn`), as the site
 * keeps figures untranslated. (Months quoted from content/yearly.yaml are put in the language
 * by the content loader: site/build/content.ts.)
 */
const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-IN',
  mr: 'mr-IN-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
};

/** An ISO date (`2025-09-10`) written out in the language: "10 September 2025", "10 सप्टेंबर, 2025". */
export function formatDate(iso: string, language: Language = LANGUAGE): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
