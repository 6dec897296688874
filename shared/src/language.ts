/*
 * The languages of the site and of the privacy notice: English, and the two Eighth Schedule
 * languages most Mumbai families read first (docs/decisions/030-marathi-and-hindi.md).
 */
export const LANGUAGES = ['en', 'mr', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as a language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  mr: 'मराठी',
  hi: 'हिन्दी',
};

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/**
 * A site path in a language: English pages sit at the root, translations under their code
 * (`/home` → `/mr/home`, `/` → `/mr`).
 */
export function languagePath(language: Language, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
