import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SITE_URL } from './site-url';

/*
 * Side-effect-free code the site imports only in part; the rest must not reach the browser.
 * Content modules are plain data, and the JSON-LD is written only into the prerender.
 */
const PURE_MODULES =
  /[\\/](papaparse|zod)[\\/]|[\\/]shared[\\/]src[\\/]|[\\/]content[\\/][a-z-.]+\.ts$|structured-data\.ts$/;

/** A file of the finished browser build, read once: every prerendered page needs the same ones. */
const builtFiles = new Map<string, string>();
function builtFile(path: string): string {
  if (!builtFiles.has(path)) {
    builtFiles.set(path, readFileSync(new URL(`./dist/${path}`, import.meta.url), 'utf8'));
  }
  return builtFiles.get(path)!;
}

/** The file the browser build wrote for an entry, from its manifest. */
const clientEntry = (source: string) =>
  (JSON.parse(builtFile('.vite/manifest.json')) as Record<string, { file: string }>)[source]!.file;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: { 'import.meta.env.VITE_SITE_URL': JSON.stringify(SITE_URL) },
  resolve: {
    // The browser gets a small head manager; the prerender keeps the real Helmet.
    alias: (isSsrBuild
      ? {}
      : {
          'react-helmet-async': new URL('./src/lib/head-client.tsx', import.meta.url).pathname,
        }) as Record<string, string>,
  },
  build: {
    rollupOptions: {
      // The after-paint loader (src/boot.ts), beside vite-react-ssg's own entry (index.html).
      ...(isSsrBuild
        ? {}
        : { input: { boot: new URL('./src/boot.ts', import.meta.url).pathname } }),
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
    // The prerender's entry; browsers load src/boot.ts, which loads src/client.tsx (ADR 009).
    entry: 'src/main.tsx',
    // The prerendered paths come from `includedRoutes` in src/main.tsx (the route list).
    onPageRendered: (_path, html) =>
      html
        // The app is loaded by src/boot.ts after the first paint, not by the page's own script tag.
        .replace(
          /<script type="module" crossorigin="" src="(\/assets\/app-[^"]+\.js)"><\/script>/,
          (_script, app: string) =>
            `<script type="module" src="/${clientEntry('src/boot.ts')}" data-app="${app}"></script>`,
        )
        // The stylesheet (under 5 KB gzip) goes inside each page: a first visit paints as soon
        // as the HTML arrives, without a second request that scripts slow down on a slow link.
        .replace(
          /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
          (_link, href: string) => `<style>${builtFile(href.slice(1))}</style>`,
        )
        // The prerender evaluates the shared schemas, so they would be preloaded on every
        // page; the enquiry forms fetch them on their first submit instead.
        .replace(/<link rel="modulepreload"[^>]*enquiry-schema-[^>]*>/g, '')
        // /web-leads loads the CSV library (papaparse) only when staff press Export CSV.
        .replace(/<link rel="modulepreload"[^>]*leads-csv-[^>]*>/g, '')
        // Inline scripts for router loader data, which the site does not use (see
        // src/main.tsx) and the Content-Security-Policy would block anyway.
        .replace(/<script>window\.__staticRouterHydrationData[^<]*<\/script>/g, '')
        .replace(/<script>\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/<\/script>/g, ''),
  },
}));
