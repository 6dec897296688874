import type { RouteObject } from 'react-router-dom';
import PAGE_LOADERS from 'virtual:page-loaders';
import { Layout } from './components/layout';
import { NotFound } from './pages/not-found';
import { Redirect } from './pages/redirect';
import { LANGUAGE } from './language';
import { ROUTES, type PageEntry, type PageModule, type RouteEntry } from './routes';

/** A page module's loader (the build writes one per page: site/build/page-loaders.ts). */
export type PageLoader = () => Promise<PageModule>;

/** How a page becomes a route: lazily for the prerender's data router, as an element in the browser. */
export type PageRoute = (
  entry: PageEntry,
  load: PageLoader,
) => Pick<RouteObject, 'lazy' | 'element' | 'handle'>;

/*
 * The only module that reads the page loaders: the route list names each page's module, and the
 * entries (main.tsx for the prerender, client.tsx in the browser) say how a loaded page renders.
 */
function entryRoute(entry: RouteEntry, page: PageRoute): RouteObject | null {
  const path = entry.path === '/' ? { index: true as const } : { path: entry.path };
  const load = entry.page ? PAGE_LOADERS[entry.page] : undefined;
  if (load) return { ...path, ...page(entry as PageEntry, load) } as RouteObject;
  if (entry.redirect)
    return { ...path, element: <Redirect to={entry.redirect} title={entry.title} /> };
  return null;
}

/** The router's base: `/` for English, `/mr` or `/hi` for a translation (docs/decisions/030). */
export const BASENAME = import.meta.env.BASE_URL.replace(/(.)\/$/, '$1');

/** The pages of this build's language: all in English, the translated ones in Marathi or Hindi. */
const PAGES = LANGUAGE === 'en' ? ROUTES : ROUTES.filter((entry) => entry.translated);

/** The paths of this build's pages that have no page module in it (main.tsx refuses to build them). */
export const pagesWithoutModule = (): string[] =>
  PAGES.filter((entry) => !entry.redirect && !(entry.page && PAGE_LOADERS[entry.page])).map(
    (entry) => entry.path,
  );

/**
 * React Router's route tree, made from the route list: the shell, every page or
 * redirect, and the not-found page for planned pages and unknown paths.
 */
export function siteRoutes(page: PageRoute): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        ...PAGES.map((entry) => entryRoute(entry, page)).filter(
          (route): route is RouteObject => route !== null,
        ),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
