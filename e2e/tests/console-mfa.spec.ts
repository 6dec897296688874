/**
 * Two-step sign-in and sessions in the admissions console's renderer, in
 * Chromium through the harness against the real API
 * (docs/decisions/038-staff-second-factor-and-sessions.md). Every test has
 * accounts of its own; the rule that everyone must enrol, which every spec
 * would feel, is in staff-mfa-required.alone.spec.ts.
 * Build first: npm run build -w desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db } from '../support/db';
import { enrolByApi, newStaff, type Account } from '../support/mfa';
import { totpCode, totpCodes, totpStep } from '../support/totp';

test.beforeAll(() => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
});

// Each test signs in several times (scrypt, slow on purpose) on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

async function openConsole(page: Page): Promise<void> {
  await serveConsoleHarness(page);
  await page.goto('/console/');
}

const count = (page: Page) => page.getByTestId('lead-count');
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

/** Email and password; with two-step sign-in the form then asks for the code. */
async function enterPassword(page: Page, account: Account): Promise<void> {
  await expect(page.getByLabel('API address')).toHaveValue(new URL(page.url()).origin);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await signInButton(page).click();
}

async function signedInWithCode(page: Page, account: Account, code: string): Promise<void> {
  await enterPassword(page, account);
  await page.getByLabel('Code from your authenticator app').fill(code);
  await signInButton(page).click();
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
}

const screenButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name });

test('a counsellor sets up two-step sign-in, then signs in with a code or a recovery code', async ({
  page,
  context,
}) => {
  const me = await newStaff('console.mfa');
  await openConsole(page);
  await enterPassword(page, me);
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });

  await screenButton(page, 'Security').click();
  await expect(page.getByTestId('mfa-status')).toHaveText(/^Off\./);
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('heading', { name: /Scan the code/ })).toBeFocused();
  // The QR code is the API's SVG as an image, drawn under the console's CSP.
  const qr = page.getByRole('img', { name: new RegExp(`QR code that adds ${me.email}`) });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const shown = await page.getByTestId('mfa-secret').textContent();
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = shown!.replaceAll(' ', '');
  expect(await seriousViolations(page, 'set-up step')).toEqual([]);

  const code = page.getByLabel('Then enter the 6-digit code the app shows');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(totpCode(secret, totpStep() + 10));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/The code is not right\./);
  const codes = totpCodes(secret);
  // Typed, as a person would: the field is keyboard-ready.
  await code.pressSequentially(await codes.next());
  await code.press('Enter');

  await expect(page.getByRole('heading', { name: /keep your recovery codes/ })).toBeFocused();
  const recovery = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  expect(recovery).toHaveLength(10);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy the codes' }).click();
  await expect(page.getByText(/^Copied\./)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const one of recovery) expect(copied).toContain(one);
  expect(await seriousViolations(page, 'recovery codes')).toEqual([]);
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await page.getByLabel('I have put my recovery codes somewhere safe').check();
  await done.click();
  await expect(page.getByTestId('mfa-status')).toHaveText(/^On\./);
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);

  // Signing in now takes the code, asked for on the same form.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await enterPassword(page, me);
  const asked = page.getByLabel('Code from your authenticator app');
  await expect(asked).toBeFocused({ timeout: 20_000 });
  await expect(asked).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(asked).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByTestId('sign-in-code-hint')).toHaveText(
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(me.email);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await seriousViolations(page, 'sign-in, second step')).toEqual([]);

  await asked.fill(totpCode(secret, totpStep() + 10));
  await signInButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(/^The code is not right\./, {
    timeout: 20_000,
  });
  await expect(asked).toHaveValue('');
  await expect(asked).toBeFocused();
  await asked.fill(await codes.next());
  await asked.press('Enter');
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });

  // A recovery code, by keyboard, in place of the app's code; each works once.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await enterPassword(page, me);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const field = page.getByLabel('Recovery code');
  await expect(field).toBeFocused();
  await field.fill(recovery[0]!);
  await field.press('Enter');
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
  const [audited] = await db()<{ detail: { factor?: string } }[]>`
    select detail from audit_events
    where actor = ${me.email} and action = 'sign_in' order by id desc limit 1`;
  expect(audited!.detail.factor).toBe('recovery_code');
});

test('the session dialog asks for the code too, and keeps the work behind it', async ({
  page,
  request,
}) => {
  const me = await newStaff('console.again');
  const { codes } = await enrolByApi(request, me);
  await openConsole(page);
  await signedInWithCode(page, me, await codes.next());
  await searchConsole(page, 'kept while away');

  await db()`update staff_sessions s set expires_at = now() - interval '1 second'
    from staff_users u where u.id = s.user_id and u.email = ${me.email}`;
  await page.getByRole('button', { name: 'Reload leads' }).click();
  const dialog = page.getByTestId('session-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password').fill(me.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  const code = dialog.getByLabel('Code from your authenticator app');
  await expect(code).toBeFocused({ timeout: 20_000 });
  await code.fill(await codes.next());
  await code.press('Enter');
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByLabel(/^Search/)).toHaveValue('kept while away');
});

test('the Security screen lists the sessions; signing out everywhere ends this one and others', async ({
  browser,
  page,
}) => {
  const me = await newStaff('console.everywhere');
  const elsewhere = await browser.newPage();
  for (const where of [elsewhere, page]) {
    await openConsole(where);
    await enterPassword(where, me);
    await expect(count(where)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
  }
  await screenButton(page, 'Security').click();
  const sessions = page.getByTestId('sessions');
  await expect(sessions.locator('tbody tr')).toHaveCount(2);
  await expect(sessions.locator('tbody tr[aria-current="true"]')).toContainText(
    'Admissions console (this console)',
  );
  expect(await seriousViolations(page, 'Security screen')).toEqual([]);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('button', { name: 'Yes, sign out everywhere' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeFocused();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page.getByTestId('sign-in-reason')).toHaveText(
    'You have signed out everywhere: 2 sessions ended.',
  );
  await expect(page.getByRole('heading', { name: 'Admissions console' })).toBeVisible();

  // The other console learns at its next request.
  await elsewhere.getByRole('button', { name: 'Reload leads' }).click();
  await expect(elsewhere.getByTestId('session-dialog')).toBeVisible();
  await elsewhere.close();
});
