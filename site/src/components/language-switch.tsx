import { LANGUAGE_NAMES, LANGUAGES, languagePath } from '@skltcoa/shared';
import { SITE } from '../content/site';
import { LANGUAGE } from '../language';

/**
 * Links to this page in English, Marathi and Hindi (docs/decisions/030-marathi-and-hindi.md).
 * Each language is its own build, so these are plain links: the visitor stays on the same page.
 * Each names its language in that language, so a reader finds their own script.
 */
export function LanguageSwitch({ path }: { path: string }) {
  return (
    <nav className="language-switch arrives-whole" aria-label={SITE.ui.languages}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={languagePath(language, path)}
              hrefLang={language}
              lang={language}
              aria-current={language === LANGUAGE ? 'page' : undefined}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
