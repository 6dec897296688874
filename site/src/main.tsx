import { ViteReactSSG } from 'vite-react-ssg';
import { validateContent } from './content/validate';
import { LANGUAGE } from './language';
import { prerenderPaths } from './nav';
import { BASENAME, pagesWithoutModule, siteRoutes } from './router';

/*
 * The prerender's entry (`ssgOptions.entry`). Browsers load `client.tsx` instead,
 * which hydrates the same components under a lighter router (see ADR 007).
 */

// The prerender fails on content that does not match its schema.
validateContent();

export const createRoot = ViteReactSSG({
  routes: siteRoutes((entry, load) => ({
    lazy: async () => {
      const { default: Page } = await load();
      return { Component: () => <Page {...entry.props} /> };
    },
  })),
  basename: BASENAME,
});

/**
 * Read by vite-react-ssg from this entry: every page and redirect, plus the catch-all as 404.html;
 * in a Marathi or Hindi build, its translated pages (an unknown path gets the English 404).
 */
export const includedRoutes = () => {
  // A page of this language without its module would silently be missing from it.
  const missing = pagesWithoutModule();
  if (missing.length > 0)
    throw new Error(`No page module in the ${LANGUAGE} build for ${missing.join(', ')}`);
  return LANGUAGE === 'en' ? [...prerenderPaths(), '/404'] : prerenderPaths(undefined, LANGUAGE);
};
