import PAGE_WORDS from '../../content/pages.yaml';
import TRANSLATED_PAGES from 'virtual:translated-pages';
import type { PageWords } from './content/pages.schema';
import { ROUTE_LIST, type RouteEntry } from './route-list';

/*
 * The site's pages: the route list (`route-list.ts`) with the college's words and languages from
 * content/. Data only, like the list; the page modules are loaded by the router alone
 * (`router.tsx`, through the loaders the build writes: site/build/page-loaders.ts).
 */

export type {
  PageEntry,
  PageModule,
  PageProps,
  RouteEntry,
  RouteSource,
  Section,
  TabBarId,
} from './route-list';

/**
 * The pages that are also in Marathi and Hindi (docs/decisions/030-marathi-and-hindi.md): those
 * whose title content/mr/pages.yaml and content/hi/pages.yaml give, and no other place says so.
 * Each language's build prerenders, routes and loads only these, under its own path.
 */
export const TRANSLATED_PATHS: ReadonlySet<string> = new Set(TRANSLATED_PAGES);

/** Each page's words in this build's language (content/pages.yaml, or its translation). */
const WORDS = PAGE_WORDS as PageWords;

/**
 * The site's pages with their words. In a Marathi or Hindi build only the translated pages have
 * a title and description (no other page is built there); a menu label the translation does not
 * give stays English.
 */
export const ROUTES: readonly RouteEntry[] = ROUTE_LIST.map((entry) => {
  const words = WORDS[entry.path];
  return {
    ...entry,
    ...(TRANSLATED_PATHS.has(entry.path) ? { translated: true } : {}),
    label: words?.label ?? entry.label,
    // The browser's bundle leaves out a title that is the label's words (site/build/content.ts).
    title: words?.title ?? words?.label ?? entry.label,
    description: words?.description ?? '',
    ...(entry.tab && words?.tabLabel ? { tab: { ...entry.tab, label: words.tabLabel } } : {}),
  };
});

/** The entry for a path, with or without a trailing slash. */
export function findRoute(
  pathname: string,
  routes: readonly RouteEntry[] = ROUTES,
): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === path);
}
