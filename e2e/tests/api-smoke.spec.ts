import { expect, test } from '@playwright/test';

test('the product serves the API and the site from one process', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['content-type']).toContain('text/html');
});

test('leads are refused to anyone who is not signed in', async ({ request }) => {
  const response = await request.get('/api/leads');
  expect(response.status()).toBe(401);
});

test('Debian Chromium opens the site', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
});
