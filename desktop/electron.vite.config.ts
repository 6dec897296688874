import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

// The shared package is TypeScript source with no build step, so it must be
// bundled into main and preload rather than required at run time.
const bundleShared = { exclude: ['@skltcoa/shared'] };

export default defineConfig({
  main: {
    build: {
      externalizeDeps: bundleShared,
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      externalizeDeps: bundleShared,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        // A sandboxed preload cannot load ES modules; it must be one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') } },
    },
  },
});
