/**
 * Writes `dist/_redirects.json` ({"/old": "/new"}) from the route list's
 * redirect entries. The API's static server answers those paths with a 301;
 * the prerendered redirect pages remain for static hosting.
 *
 * Run after `vite-react-ssg build` (the site's `postbuild` script).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { languagePath, LANGUAGES } from '@skltcoa/shared';
import type { RouteEntry } from '../src/routes';

/** Each old path to its new one; a translated redirect in every language, to the same language's page. */
export function redirectMap(routes: readonly RouteEntry[]): Record<string, string> {
  return Object.fromEntries(
    routes.flatMap((route) => {
      const { redirect } = route;
      if (!redirect) return [];
      const languages = route.translated ? LANGUAGES : (['en'] as const);
      return languages.map((language) => [
        languagePath(language, route.path),
        languagePath(language, redirect),
      ]);
    }),
  );
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const target = fileURLToPath(new URL('../dist/_redirects.json', import.meta.url));
  const { ROUTES } = await (
    await import('./site-modules')
  ).loadSiteModule<typeof import('../src/routes')>('/src/routes.ts');
  const map = redirectMap(ROUTES);
  writeFileSync(target, `${JSON.stringify(map, null, 2)}\n`);
  console.log(`redirects: ${Object.keys(map).length} written to dist/_redirects.json`);
}
