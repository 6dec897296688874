import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM } from './support/constants';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: CHROMIUM,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM },
      testIgnore: /\.(last|alone)\.spec\.ts$/,
    },
    // Specs that empty the shared database run only after every other spec has finished.
    {
      name: 'empty-database',
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM },
      testMatch: /\.last\.spec\.ts$/,
      dependencies: ['chromium'],
    },
    // Specs that change a rule every member of staff lives by (an admin requiring a
    // second factor) run alone, once nothing else signs in.
    {
      name: 'alone',
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM },
      testMatch: /\.alone\.spec\.ts$/,
      dependencies: ['empty-database'],
    },
  ],
  webServer: {
    command: 'node --import tsx support/server.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
