import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from './components/error-boundary';
import { loadPage, PageSlot } from './lib/page-slot';
import { BASENAME, siteRoutes, type PageLoader } from './router';

/*
 * The app in the browser: index.html names it, and each prerendered page loads
 * it through src/boot.ts after its first paint (ADR 009). It hydrates the page
 * with React Router's declarative router rather than vite-react-ssg's data
 * router, which is about 15 KB gzip more and serves loaders this site does not
 * have (ADR 007).
 */

const routes = siteRoutes((entry, load) => ({
  element: <PageSlot load={load} props={entry.props} />,
  handle: load,
}));

function App() {
  return useRoutes(routes);
}

async function start(container: HTMLElement) {
  // The page's own module first: hydrating before it arrives would blank the prerendered page.
  const matches = matchRoutes(routes, window.location, BASENAME) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) => (route.handle ? [loadPage(route.handle as PageLoader)] : [])),
  );
  const app = (
    <ErrorBoundary>
      <BrowserRouter
        basename={BASENAME}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <App />
      </BrowserRouter>
    </ErrorBoundary>
  );
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for one long task.
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start(document.getElementById('root')!);
