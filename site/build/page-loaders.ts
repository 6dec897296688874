/*
 * The page loaders (docs/architecture.md, "A page"): `import loaders from 'virtual:page-loaders'`
 * gives `{ 'about/group': () => import('src/pages/about/group.tsx'), … }` for every page the route
 * list names (src/route-list.ts), so that the list stays plain data and only the router loads
 * pages. A Marathi or Hindi build gets only the translated pages' loaders, which content/ decides
 * (translatedPages()), so its bundles carry no English-only page (docs/decisions/030).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { RouteSource } from '../src/route-list';
import { PENDING_TRANSLATIONS } from '../src/content/registry';
import {
  CONTENT_ROOT,
  ContentError,
  loadRegistry,
  translatedPages,
  untranslatedRoutes,
  type ContentLanguage,
} from './content';

const ID = 'virtual:page-loaders';
const SRC = resolve(import.meta.dirname, '../src');
/*
 * The module's id: a file name under src/ (there is no such file), so that vite-react-ssg's
 * module tracking, which follows only the project's own files, sees each page's import() and
 * gives the prerendered page its modulepreload links.
 */
const RESOLVED = resolve(SRC, 'virtual-page-loaders.ts');
const ROUTE_LIST = resolve(SRC, 'route-list.ts');

/** The route list, read through tsx (the Vite config is bundled without the workspace's TypeScript). */
async function readRouteList(): Promise<readonly RouteSource[]> {
  const { tsImport } = await import('tsx/esm/api');
  // A query of its own each time, so that `vite dev` sees an edited list.
  const url = `${pathToFileURL(ROUTE_LIST).href}?at=${Date.now()}`;
  const module = (await tsImport(url, { parentURL: pathToFileURL(`${SRC}/`).href })) as {
    ROUTE_LIST: readonly RouteSource[];
  };
  return module.ROUTE_LIST;
}

/** The module of each page name, in the order the list first names them; throws for a missing one. */
export function pageModules(
  routes: readonly RouteSource[],
  built: (path: string) => boolean = () => true,
): Map<string, string> {
  const modules = new Map<string, string>();
  for (const route of routes) {
    if (!route.page || !built(route.path) || modules.has(route.page)) continue;
    const file = resolve(SRC, 'pages', `${route.page}.tsx`);
    if (!existsSync(file))
      throw new Error(
        `src/route-list.ts: ${route.path} names the page "${route.page}", but there is no src/pages/${route.page}.tsx`,
      );
    modules.set(route.page, file);
  }
  return modules;
}

/** The virtual module's code: one loader per page module. */
export function loadersModule(modules: ReadonlyMap<string, string>): string {
  const lines = [...modules].map(
    ([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`,
  );
  return `export default {\n${lines.join('\n')}\n};\n`;
}

/** Vite plugin: serves `virtual:page-loaders` for the build's language. */
export function pageLoaders(language: ContentLanguage = 'en', root = CONTENT_ROOT): Plugin {
  return {
    name: 'skltcoa:page-loaders',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(ROUTE_LIST);
      const routes = await readRouteList();
      const registry = await loadRegistry();
      // A page without its Marathi or Hindi version fails every language's build (ADR 056).
      const untranslated = untranslatedRoutes(routes, registry, root, PENDING_TRANSLATIONS);
      if (untranslated.length > 0) throw new ContentError(untranslated);
      if (language === 'en') return loadersModule(pageModules(routes));
      const translated = new Set(translatedPages(registry, root));
      return loadersModule(pageModules(routes, (path) => translated.has(path)));
    },
  };
}
