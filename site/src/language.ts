import type { Language } from '@skltcoa/shared';

/*
 * The language of this build of the site. Each language is its own build of the same pages,
 * under its own base path, with its content files laid over the English ones
 * (docs/decisions/030-marathi-and-hindi.md); `SITE_LANGUAGE` chooses it (site/vite.config.ts).
 * A constant, so that the English build's bundles carry none of the other languages' paths.
 */
export const LANGUAGE = (import.meta.env.VITE_SITE_LANGUAGE ?? 'en') as Language;
