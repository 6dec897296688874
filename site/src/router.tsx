import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/layout';
import { NotFound } from './pages/not-found';
import { Redirect } from './pages/redirect';
import { LANGUAGE } from './language';
import { ROUTES, type PageEntry, type RouteEntry } from './routes';

/** How a page becomes a route: lazily for the prerender's data router, as an element in the browser. */
export type PageRoute = (entry: PageEntry) => Pick<RouteObject, 'lazy' | 'element' | 'handle'>;

function entryRoute(entry: RouteEntry, page: PageRoute): RouteObject | null {
  const path = entry.path === '/' ? { index: true as const } : { path: entry.path };
  if (entry.page) return { ...path, ...page(entry as PageEntry) } as RouteObject;
  if (entry.redirect)
    return { ...path, element: <Redirect to={entry.redirect} title={entry.title} /> };
  return null;
}

/** The router's base: `/` for English, `/mr` or `/hi` for a translation (docs/decisions/030). */
export const BASENAME = import.meta.env.BASE_URL.replace(/(.)\/$/, '$1');

/** The pages of this build's language: all in English, the translated ones in Marathi or Hindi. */
const PAGES = LANGUAGE === 'en' ? ROUTES : ROUTES.filter((entry) => entry.translated);

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
