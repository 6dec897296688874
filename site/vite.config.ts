import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/* Side-effect-free code the site imports only in part; the rest must not reach the browser. */
const PURE_MODULES =
  /[\\/](papaparse|zod)[\\/]|[\\/]shared[\\/]src[\\/]|[\\/]content[\\/](common|validate|[a-z-]+\.schema)\.ts$/;

export default defineConfig({
  plugins: [react()],
  build: {
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
    entry: 'src/main.tsx',
    // The prerendered paths come from `includedRoutes` in src/main.tsx (the route list).
    onPageRendered: (_path, html) =>
      html
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
});
