import type { RouteRecord } from 'vite-react-ssg';
import { Layout } from './components/layout';
import { ErrorPage } from './pages/error-page';
import { NotFound } from './pages/not-found';
import { Redirect } from './pages/redirect';
import { ROUTES, type RouteEntry } from './routes';

function pageRoute(entry: RouteEntry): RouteRecord | null {
  const { page, props, redirect } = entry;
  const path = entry.path === '/' ? { index: true as const } : { path: entry.path };
  if (page) {
    return {
      ...path,
      lazy: async () => {
        const { default: Page } = await page();
        return { Component: () => <Page {...props} /> };
      },
    };
  }
  if (redirect) return { ...path, element: <Redirect to={redirect} title={entry.title} /> };
  return null;
}

/** React Router's routes, made from the route list; planned pages fall through to the not-found page. */
export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      ...ROUTES.map(pageRoute).filter((route): route is RouteRecord => route !== null),
      { path: '*', element: <NotFound /> },
    ],
  },
];
