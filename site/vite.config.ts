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
    // The prerender evaluates the shared schemas, so it would preload them on every page;
    // the enquiry forms fetch them on first submit instead.
    onPageRendered: (_path, html) =>
      html.replace(/<link rel="modulepreload"[^>]*enquiry-schema-[^>]*>/g, ''),
  },
});
