import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The renderer with an HTTP adapter in place of the preload, so that tests and
 * the benchmark can run the console in plain Chromium (Electron's binary
 * cannot be downloaded on the build machines). Served under /console/.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/harness'),
  base: '/console/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: resolve(import.meta.dirname, 'out/harness'),
    emptyOutDir: true,
  },
});
