import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { validateContent } from './content/validate';
import { prerenderPaths } from './nav';
import { routes } from './router';
import './styles/index.css';

// The prerender fails on content that does not match its schema; browsers skip the check.
if (import.meta.env.SSR) validateContent();

/*
 * Pages import their content, so no route has a loader. vite-react-ssg still
 * gives every prerendered route one that fetches a build-hash manifest named
 * by an inline script, which the site's Content-Security-Policy blocks; the
 * router here goes without them.
 */
const withoutLoaders = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const { loader: _loader, children, ...rest } = route;
    return (children ? { ...rest, children: withoutLoaders(children) } : rest) as RouteObject;
  });

export const createRoot = ViteReactSSG({
  routes,
  basename: import.meta.env.BASE_URL,
  customCreateRouter: (dataRoutes, options) =>
    createBrowserRouter(withoutLoaders(dataRoutes), options),
});

/** Read by vite-react-ssg from this entry: every page and redirect, plus the catch-all as 404.html. */
export const includedRoutes = () => [...prerenderPaths(), '/404'];
