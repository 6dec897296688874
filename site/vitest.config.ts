import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { photos } from './build/photos-plugin';
import { contentPlugin } from './build/content';

export default defineConfig({
  // The photos' data, without encoding their files: unit tests fetch no image.
  plugins: [contentPlugin(), react(), photos({ encode: false })],
  root: import.meta.dirname,
  // The unit tests see the English build (src/routes.ts; docs/decisions/030).
  define: { __ENGLISH_BUILD__: 'true' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    restoreMocks: true,
  },
});
