import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { photos } from './build/photos-plugin';
import { contentPlugin } from './build/content';
import { pageLoaders } from './build/page-loaders';

export default defineConfig({
  // The photos' data, without encoding their files: unit tests fetch no image.
  plugins: [contentPlugin(), pageLoaders(), react(), photos({ encode: false })],
  root: import.meta.dirname,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    restoreMocks: true,
    // Property tests and jsdom forms took past Vitest's 5 s default on a 2-core machine busy
    // with the other projects' files (ADR 034); a test that hangs still fails.
    testTimeout: 20_000,
  },
});
