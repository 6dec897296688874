import { ROUTES, type RouteEntry, type TabBarId } from './routes';

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

/** Paths rendered to HTML at build time: every page with a component, and every redirect. */
export function prerenderPaths(routes: readonly RouteEntry[] = ROUTES): string[] {
  return routes
    .filter((route) => route.page !== undefined || route.redirect !== undefined)
    .map((route) => route.path);
}

/** Paths for the sitemap: real pages that search engines may index. */
export function sitemapPaths(routes: readonly RouteEntry[] = ROUTES): string[] {
  return routes
    .filter((route) => route.page !== undefined && !route.noindex && !route.redirect)
    .map((route) => route.path);
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
