import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'desktop',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The API's own setup: one real PostgreSQL for the run, provided as pgAdminUrl.
    globalSetup: ['@skltcoa/api/testing/global-setup'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
