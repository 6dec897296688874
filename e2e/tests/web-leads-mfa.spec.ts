/**
 * Two-step sign-in and sessions on /web-leads, the console's read-only web
 * fallback, in the browser against the real API
 * (docs/decisions/038-staff-second-factor-and-sessions.md). Accounts of each
 * test's own; the rule that everyone must enrol is in
 * staff-mfa-required.alone.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { enrolByApi, newStaff, type Account } from '../support/mfa';
import { gotoHydrated } from '../support/page';
import { totpCode, totpCodes, totpStep } from '../support/totp';

// Several sign-ins each (scrypt, slow on purpose) on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

async function enterPassword(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await signInButton(page).click();
}

const total = (page: Page) => page.getByText(/^Total: [\d,]+$/);

test('a counsellor sets up two-step sign-in on /web-leads, then signs in with the code', async ({
  page,
}) => {
  const me = await newStaff('web.mfa');
  await gotoHydrated(page, '/web-leads');
  await enterPassword(page, me);
  await expect(total(page)).toBeVisible({ timeout: 20_000 });
  const section = page.getByTestId('two-step');
  await expect(section).toContainText('Off: signing in takes only your password.');

  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(section.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeFocused();
  const qr = section.getByRole('img', { name: /QR code/ });
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const secret = (await section.getByTestId('mfa-secret').textContent())!.replaceAll(' ', '');
  expect(await seriousViolations(page, '/web-leads set-up')).toEqual([]);
  const field = section.getByLabel('Then enter the 6-digit code the app shows');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.fill(totpCode(secret, totpStep() + 10));
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(section.getByRole('alert')).toHaveText(/^The code is not right\./);
  const codes = totpCodes(secret);
  await field.fill(await codes.next());
  await field.press('Enter');

  const listed = section.getByTestId('recovery-codes').locator('li');
  await expect(listed).toHaveCount(10);
  const recovery = await listed.allTextContents();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download as a text file' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  for (const one of recovery) expect(file).toContain(one);
  await section.getByLabel('I have put my recovery codes somewhere safe').check();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section).toContainText('On: signing in takes your password');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await enterPassword(page, me);
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toBeFocused({ timeout: 20_000 });
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('Email')).toHaveValue(me.email);
  expect(await seriousViolations(page, '/web-leads sign-in, second step')).toEqual([]);
  await code.fill(totpCode(secret, totpStep() + 10));
  await signInButton(page).click();
  await expect(page.locator('.sign-in__error')).toHaveText(/^The code is not right\./, {
    timeout: 20_000,
  });
  await code.fill(await codes.next());
  await signInButton(page).click();
  await expect(total(page)).toBeVisible({ timeout: 20_000 });
});

test('signs in with a recovery code, lists the sessions and signs out everywhere', async ({
  page,
  request,
}) => {
  const me = await newStaff('web.recovery');
  const { recovery } = await enrolByApi(request, me);
  await gotoHydrated(page, '/web-leads');
  await enterPassword(page, me);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const field = page.getByLabel('Recovery code');
  await expect(field).toBeFocused();
  await field.fill(recovery[0]!);
  await field.press('Enter');
  await expect(total(page)).toBeVisible({ timeout: 20_000 });

  const section = page.getByTestId('two-step');
  await section.getByRole('button', { name: 'Show your sessions' }).click();
  const rows = section
    .getByRole('table', { name: 'Your sessions, the newest first' })
    .locator('tbody tr');
  // The console's sign-in above (enrolByApi) and this page's.
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '(this browser)' })).toHaveCount(1);
  expect(await seriousViolations(page, '/web-leads sessions')).toEqual([]);

  await section.getByRole('button', { name: 'Sign out everywhere' }).click();
  await section.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.locator('.sign-in__error')).toHaveText(
    'You have signed out everywhere: 2 sessions ended.',
  );
  const status = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
  expect(status).toBe(401);
});
