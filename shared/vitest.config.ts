import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests and jsdom forms took past Vitest's 5 s default on a 2-core machine busy
    // with the other projects' files (ADR 034); a test that hangs still fails.
    testTimeout: 20_000,
  },
});
