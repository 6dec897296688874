/**
 * An admin requires a second factor of all staff
 * (docs/decisions/038-staff-second-factor-and-sessions.md). Every member of
 * staff lives by that rule, the other specs' shared counsellor too, so the
 * config runs this spec alone, after every other.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db } from '../support/db';
import { enrolByApi, newStaff, type Account } from '../support/mfa';
import { gotoHydrated } from '../support/page';
import { totpCodes } from '../support/totp';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(() => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
});

// Whatever happens, the next run (and a person's local server) starts without the rule.
test.afterAll(async () => {
  await db()`update security_settings set mfa_required = false`;
});

const count = (page: Page) => page.getByTestId('lead-count');

async function consoleSignIn(page: Page, account: Account, code?: string): Promise<void> {
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await expect(page.getByLabel('API address')).toHaveValue(new URL(page.url()).origin);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (code !== undefined) {
    await page.getByLabel('Code from your authenticator app').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}

/** Sets up two-step sign-in from the screen shown, as a person with an authenticator app would. */
async function enrolOnScreen(where: Locator, codeLabel: string, turnOn: string): Promise<void> {
  await where.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = (await where.getByTestId('mfa-secret').textContent())!.replaceAll(' ', '');
  await where.getByLabel(codeLabel).fill(await totpCodes(secret).next());
  await where.getByRole('button', { name: turnOn }).click();
  await expect(where.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await where.getByLabel('I have put my recovery codes somewhere safe').check();
  await where.getByRole('button', { name: 'Done' }).click();
}

const CONSOLE_CODE = 'Then enter the 6-digit code the app shows';

test('staff without a second factor set one up before anything else, once an admin requires it', async ({
  browser,
  request,
}) => {
  const admin = await newStaff('required.admin', 'admin');
  const { codes } = await enrolByApi(request, admin);
  const early = await newStaff('required.early');
  const fresh = await newStaff('required.fresh');
  const web = await newStaff('required.web');
  const open = async () => (await browser.newContext()).newPage();

  // A counsellor already at work before the rule.
  const earlyPage = await open();
  await consoleSignIn(earlyPage, early);
  await expect(count(earlyPage)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });

  // The admin turns the rule on in the console's Security screen.
  const adminPage = await open();
  await consoleSignIn(adminPage, admin, await codes.next());
  await expect(count(adminPage)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
  await adminPage
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('button', { name: 'Security' })
    .click();
  const rule = adminPage.getByRole('switch', { name: 'Require a second factor for all staff' });
  await expect(rule).not.toBeChecked();
  expect(await seriousViolations(adminPage, 'Security screen (admin)')).toEqual([]);
  await rule.check();
  await expect(adminPage.getByTestId('message-info')).toContainText(
    'Two-step sign-in is now required for all staff.',
  );
  const [setting] = await db()<
    { mfa_required: boolean }[]
  >`select mfa_required from security_settings`;
  expect(setting!.mfa_required).toBe(true);

  // The early counsellor's next request (a search) is refused: the set-up opens over their work.
  await searchConsole(earlyPage, 'kept while enrolling');
  const dialog = earlyPage.getByTestId('enrolment-dialog');
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(earlyPage, 'enrolment dialog')).toEqual([]);
  await enrolOnScreen(dialog, CONSOLE_CODE, 'Turn on two-step sign-in');
  await expect(dialog).toHaveCount(0);
  await expect(earlyPage.getByLabel(/^Search/)).toHaveValue('kept while enrolling');
  await expect(count(earlyPage)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });

  // A counsellor signing in now sees the set-up, and nothing of the console behind it.
  const freshPage = await open();
  await consoleSignIn(freshPage, fresh);
  const page = freshPage.getByRole('main');
  await expect(
    freshPage.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(freshPage.getByTestId('enrolment-reason')).toContainText(
    'An admin requires two-step sign-in for all staff.',
  );
  await expect(freshPage.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);
  await expect(count(freshPage)).toHaveCount(0);
  expect(await seriousViolations(freshPage, 'enrolment page')).toEqual([]);
  await enrolOnScreen(page, CONSOLE_CODE, 'Turn on two-step sign-in');
  await expect(count(freshPage)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });

  // While it is required, no one turns theirs off.
  await freshPage
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('button', { name: 'Security' })
    .click();
  await freshPage.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await freshPage.getByLabel(/^To turn it off/).fill('123456');
  await freshPage.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(freshPage.getByTestId('message-error')).toContainText('cannot be turned off');

  // /web-leads: the set-up in place of the leads, then the leads.
  const webPage = await open();
  await gotoHydrated(webPage, '/web-leads');
  await webPage.getByLabel('Email').fill(web.email);
  await webPage.getByLabel('Password').fill(web.password);
  await webPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  const section = webPage.getByTestId('two-step');
  await expect(section).toContainText('An admin requires two-step sign-in for all staff.', {
    timeout: 20_000,
  });
  await expect(webPage.getByText(/^Total:/)).toHaveCount(0);
  expect(await seriousViolations(webPage, '/web-leads enrolment')).toEqual([]);
  await enrolOnScreen(section, CONSOLE_CODE, 'Turn on two-step sign-in');
  await expect(webPage.getByText(/^Total: [\d,]+$/)).toBeVisible({ timeout: 20_000 });

  // The admin turns the rule off again.
  await rule.uncheck();
  await expect(adminPage.getByTestId('message-info')).toContainText('no longer required');
  for (const opened of [earlyPage, adminPage, freshPage, webPage]) await opened.context().close();
});
