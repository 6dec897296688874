import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { publicKeyFrom, publicKeyText } from './src/main/update-signature';

// The shared package is TypeScript source with no build step, so it must be
// bundled into main and preload rather than required at run time.
const bundleShared = { exclude: ['@skltcoa/shared'] };

/**
 * The college's public key for Linux updates, built into main
 * (docs/decisions/037-supervised-api-and-signed-console-updates.md). A build
 * without one refuses every Linux update unless IT allows unsigned ones; a
 * key that is not an Ed25519 public key stops the build.
 */
function updatePublicKey(): string {
  const text = process.env.CONSOLE_UPDATE_PUBLIC_KEY?.trim();
  return text ? publicKeyText(publicKeyFrom(text)) : '';
}

export default defineConfig({
  main: {
    define: { __CONSOLE_UPDATE_PUBLIC_KEY__: JSON.stringify(updatePublicKey()) },
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
