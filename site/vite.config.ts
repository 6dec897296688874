import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Manifest } from 'vite';
import { contentPlugin } from './build/content';
import { pageLoaders } from './build/page-loaders';
import { afterPaintLoader, finishPage, readManifest } from './build/page-html';
import { photos } from './build/photos-plugin';
import { SITE_URL } from './site-url';

/*
 * The site's build: `vite-react-ssg build` builds the browser bundle from index.html, then the
 * prerender from src/main.tsx, and writes one HTML file per route. The boot path from that HTML
 * to a hydrated page is followed step by step in docs/architecture.md.
 */

/*
 * Side-effect-free code the site imports only in part; the rest must not reach the browser.
 * Content modules are plain data, and the JSON-LD is written only into the prerender.
 */
const PURE_MODULES =
  /[\\/](papaparse|zod)[\\/]|[\\/]shared[\\/]src[\\/]|[\\/]content[\\/][a-z-.]+\.ts$|[\\/]content[\\/][a-z0-9-/]+\.yaml$|structured-data\.ts$/;

/**
 * The build's language (docs/decisions/030-marathi-and-hindi.md): `SITE_LANGUAGE=mr` builds the
 * translated pages in Marathi under /mr into dist/mr, with content/mr laid over content/.
 * Anything else but unset, en, mr or hi fails the build here rather than building English.
 */
const LANGUAGE = process.env.SITE_LANGUAGE ?? 'en';
if (!['en', 'mr', 'hi'].includes(LANGUAGE))
  throw new Error(`SITE_LANGUAGE must be en, mr or hi, not "${LANGUAGE}"`);
const TRANSLATION = LANGUAGE !== 'en';

/** The build's base path: its pages and assets sit under /mr/ or /hi/. */
const BASE = TRANSLATION ? `/${LANGUAGE}/` : '/';

/** Where this language's pages go: dist/ for English, dist/mr/ and dist/hi/ for the others. */
// SITE_DIST builds elsewhere than site/dist, e.g. to measure a build while another is served.
const DIST = process.env.SITE_DIST ?? fileURLToPath(new URL('./dist', import.meta.url));
const OUT_DIR = TRANSLATION ? `${DIST}/${LANGUAGE}` : DIST;

/** The browser build's manifest, from which each page's preloads are chosen: read once. */
let manifest: Manifest | undefined;

export default defineConfig(({ command, isSsrBuild }) => ({
  // The files under content/ become checked data at build time (ADR 028). Browser build only:
  // pages load the app through src/boot.ts after their first paint (ADRs 009 and 012).
  plugins: [
    contentPlugin(undefined, LANGUAGE as 'en' | 'mr' | 'hi'),
    // Each page's loader, from the route list; a translation's build gets its pages' only.
    pageLoaders(LANGUAGE as 'en' | 'mr' | 'hi'),
    react(),
    afterPaintLoader('src/boot.ts'),
    photos({ language: LANGUAGE as 'en' | 'mr' | 'hi' }),
  ],
  base: BASE,
  // The documents and images of public/ are linked at the root, and the English build copies them.
  publicDir: TRANSLATION ? false : 'public',
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(SITE_URL),
    'import.meta.env.VITE_SITE_LANGUAGE': JSON.stringify(LANGUAGE),
  },
  resolve: {
    // The browser gets a small head manager; the prerender keeps the real Helmet (ADR 006).
    alias: (isSsrBuild
      ? {}
      : {
          'react-helmet-async': new URL('./src/lib/head-client.tsx', import.meta.url).pathname,
        }) as Record<string, string>,
  },
  build: {
    outDir: OUT_DIR,
    // No list of each page's modules in the app for its `import()` to preload (about 1.9 KB gzip
    // of file names, on every page): a first visit preloads its page's modules from the HTML
    // (vite-react-ssg, from the manifest), and a page reached by a link fetches its own imports
    // as it meets them (docs/decisions/057-what-a-page-loads-before-it-is-used.md).
    modulePreload: false,
    rollupOptions: {
      treeshake: {
        // `@skltcoa/shared` re-exports the console's CSV helpers and every schema;
        // unused ones (and papaparse, zod with them) are dropped from the pages.
        moduleSideEffects: (id: string) => !PURE_MODULES.test(id),
        manualPureFunctions: ['z'],
      },
    },
  },
  ssgOptions: {
    // Flat output (`about.html`): the API's static server maps `/about` to it.
    dirStyle: 'flat',
    // The prerender's entry. Browsers run src/client.tsx, index.html's script (ADR 007).
    entry: 'src/main.tsx',
    // The prerendered paths are `includedRoutes` in src/main.tsx (the route list).
    // The whole stylesheet is already inline (index.html's <style>): no critical-CSS pass.
    beastiesOptions: false,
    // What no option leaves out of a page: on-demand modules' preloads, inline scripts (ADR 012).
    onPageRendered: (_path, html) => {
      // `vite-react-ssg dev` renders pages too, without a build manifest or preloads.
      if (command === 'build') manifest ??= readManifest(OUT_DIR);
      return finishPage(html, manifest, BASE);
    },
  },
}));
