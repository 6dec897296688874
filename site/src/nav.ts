import { languagePath, LANGUAGES, type Language } from '@skltcoa/shared';
import { ROUTES, TRANSLATED_PATHS, type RouteEntry, type TabBarId } from './routes';

/* Everything navigational is computed from the route list in `routes.ts`. */

export interface MenuItem {
  path: string;
  label: string;
  children: MenuItem[];
}

export interface TabLink {
  path: string;
  label: string;
}

export function menuTree(routes: readonly RouteEntry[] = ROUTES): MenuItem[] {
  const inMenu = routes.filter((route) => route.menu !== undefined);
  const build = (parent: string | undefined): MenuItem[] =>
    inMenu
      .filter((route) => route.menu?.parent === parent)
      .map((route) => ({ path: route.path, label: route.label, children: build(route.path) }));
  return build(undefined);
}

/** The site menu, built once: the route list does not change while the site runs. */
export const MENU = menuTree();

export function tabBar(bar: TabBarId, routes: readonly RouteEntry[] = ROUTES): TabLink[] {
  return routes
    .filter((route) => route.tab?.bar === bar)
    .sort((a, b) => (a.tab?.order ?? 0) - (b.tab?.order ?? 0))
    .map((route) => ({ path: route.path, label: route.tab?.label ?? route.label }));
}

/** True when a page is also in Marathi and Hindi (docs/decisions/030-marathi-and-hindi.md). */
export const isTranslated = (path: string): boolean => TRANSLATED_PATHS.has(path);

/**
 * Paths rendered to HTML at build time: every page with a component, and every redirect; in a
 * Marathi or Hindi build, only the translated pages.
 */
export function prerenderPaths(
  routes: readonly RouteEntry[] = ROUTES,
  language: Language = 'en',
): string[] {
  return routes
    .filter((route) => route.page !== undefined || route.redirect !== undefined)
    .filter((route) => language === 'en' || route.translated)
    .map((route) => route.path);
}

/** Paths for the sitemap: real pages that search engines may index, in English. */
export function sitemapPaths(routes: readonly RouteEntry[] = ROUTES): string[] {
  return routes
    .filter((route) => route.page !== undefined && !route.noindex && !route.redirect)
    .map((route) => route.path);
}

/**
 * The versions of a page in each language, for hreflang links and the sitemap: every language
 * for a translated page, none for an English-only one (it has no alternates).
 */
export function alternates(path: string): { language: Language; path: string }[] {
  return isTranslated(path)
    ? LANGUAGES.map((language) => ({ language, path: languagePath(language, path) }))
    : [];
}

/** The top-level menu item the current page belongs to, including pages listed under another group. */
export function activeTrail(current: string, tree: MenuItem[] = MENU): string[] {
  for (const item of tree) {
    if (item.path === current) return [item.path];
    const trail = activeTrail(current, item.children);
    if (trail.length > 0) return [item.path, ...trail];
  }
  return [];
}

/** A sitemap entry: a page in one language, with every language's version of it. */
export interface SitemapPage {
  path: string;
  alternates: { language: Language; path: string }[];
}

/** The sitemap's pages: every indexable English page, and each translated page in each language. */
export function sitemapPages(routes: readonly RouteEntry[] = ROUTES): SitemapPage[] {
  return sitemapPaths(routes).flatMap((path) => {
    const versions = alternates(path);
    return versions.length > 0
      ? versions.map((version) => ({ path: version.path, alternates: versions }))
      : [{ path, alternates: [] }];
  });
}
