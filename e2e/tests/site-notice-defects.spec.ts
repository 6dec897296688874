/**
 * What a family met on a phone in Marathi and Hindi (docs/decisions/055-a-notice-that-keeps-its-word.md):
 * Devanagari drawn without letter-spacing, a form that survives a phone going offline at the
 * tap, no source-file notes on the fee pages, the Menu button clear of the preview banner's
 * words, and the enquiry modal's academic year from content/yearly.yaml.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FORM_WORDS_HI, FORM_WORDS_MR } from '@skltcoa/shared';
import { parse } from 'yaml';
import { answerAge, tickConsent, uniqueEmail } from '../support/enquiry';
import { gotoHydrated } from '../support/page';

const CONTENT = new URL('../../content/', import.meta.url);
const yaml = (name: string) => parse(readFileSync(new URL(name, CONTENT), 'utf8')) as unknown;

/** How many glyphs Chromium drew a node's text with (DevTools protocol). */
async function glyphsOf(page: Page, selector: string): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.reduce((n, font) => n + font.glyphCount, 0);
}

for (const language of ['mr', 'hi'] as const) {
  test(`the ${language} landing page draws its Devanagari labels unspaced, conjuncts whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `/${language}`);
    const label = page.locator('.landing__label').first();
    await expect(label).toBeVisible();
    expect(await label.evaluate((element) => getComputedStyle(element).letterSpacing)).toBe(
      'normal',
    );
    // The active panel too, which spaces its label wider in English.
    await page.locator('.landing__panel').first().hover();
    await page.waitForTimeout(600);
    expect(await label.evaluate((element) => getComputedStyle(element).letterSpacing)).toBe(
      'normal',
    );
    // The same words set apart with no spacing at all, in the same font: as many glyphs.
    await label.evaluate((element) => {
      const twin = element.cloneNode(true) as HTMLElement;
      twin.id = 'unspaced-twin';
      twin.className = '';
      const style = getComputedStyle(element);
      twin.style.cssText = `font:${style.font};letter-spacing:0;position:absolute;top:0;left:0`;
      document.body.prepend(twin);
    });
    await page.evaluate(() => document.fonts.ready);
    expect(await glyphsOf(page, '.landing__label')).toBe(await glyphsOf(page, '#unspaced-twin'));
  });
}

test.describe('offline at the tap of Submit', () => {
  const fill = async (page: Page, email: string) => {
    const form = page.locator('form.enquiry').first();
    await form.locator('input[name="name"]').fill('रिया देशमुख');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('98200 12345');
    await answerAge(form, true);
    await tickConsent(form);
    return form;
  };

  test('the form recovers, says so in Marathi, and keeps what was typed through a reload', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/mr/admission');
    const email = uniqueEmail('offline-tap');
    const form = await fill(page, email);
    const submit = form.locator('button[type="submit"]');
    const label = await submit.textContent();

    await context.setOffline(true);
    await submit.click();
    await expect(page.getByRole('alert')).toContainText(FORM_WORDS_MR.offline);
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveText(label!);
    await expect(form.locator('input[name="email"]')).toHaveValue(email);

    await context.setOffline(false);
    await gotoHydrated(page, '/mr/admission');
    const again = page.locator('form.enquiry').first();
    await expect(again.locator('input[name="name"]')).toHaveValue('रिया देशमुख');
    await expect(again.locator('input[name="email"]')).toHaveValue(email);
    await expect(again.locator('input[name="phone"]')).toHaveValue('98200 12345');
    await again.locator('input[name="consent"]').check();
    await again.locator('button[type="submit"]').click();
    await expect(page.getByRole('status')).toContainText(FORM_WORDS_MR.variants.admission.success);
    // Sent, what was typed is forgotten.
    await gotoHydrated(page, '/mr/admission');
    await expect(page.locator('form.enquiry').first().locator('input[name="email"]')).toHaveValue(
      '',
    );
  });

  test('offline during the request says the phone is offline, in Hindi, not that something unexpected happened', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/hi/admission');
    const form = page.locator('form.enquiry').first();
    // A first tap with nothing typed loads the checks, online.
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('.error-summary, [role="alert"]').first()).toBeVisible();
    await fill(page, uniqueEmail('offline-request'));
    await context.setOffline(true);
    await form.locator('button[type="submit"]').click();
    const alert = page.getByRole('alert').filter({ hasText: FORM_WORDS_HI.offline });
    await expect(alert).toBeVisible();
    await expect(page.getByText(FORM_WORDS_HI.unexpected)).toHaveCount(0);
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    await context.setOffline(false);
  });
});

test('the fee pages name no content file to families', async ({ page }) => {
  for (const path of ['/admission/barch-facts', '/mr/admission/darch-facts']) {
    await gotoHydrated(page, path);
    await expect(page.locator('main')).not.toContainText('content/');
    await expect(page.locator('main')).not.toContainText('.yaml');
  }
});

test('on a 360 px phone the Menu button leaves the preview banner’s words readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/home', '/mr/home', '/hi/home']) {
    await gotoHydrated(page, path);
    const button = await page.locator('.menu-button').boundingBox();
    expect(button).not.toBeNull();
    // The banner's lines of text, not its box, which spans the screen.
    const lines = await page.locator('[data-content-preview]').evaluate((banner) => {
      const range = document.createRange();
      range.selectNodeContents(banner);
      return Array.from(range.getClientRects(), ({ x, y, width, height }) => ({
        x,
        y,
        width,
        height,
      }));
    });
    expect(lines.length).toBeGreaterThan(0);
    const overlaps = lines.filter(
      (line) =>
        line.x < button!.x + button!.width &&
        button!.x < line.x + line.width &&
        line.y < button!.y + button!.height &&
        button!.y < line.y + line.height,
    );
    expect(overlaps, path).toEqual([]);
  }
});

test('the enquiry modal names the admission year content/yearly.yaml sets', async ({ page }) => {
  const { admissionYear } = yaml('yearly.yaml') as { admissionYear: string };
  await gotoHydrated(page, '/home');
  await page.getByRole('button', { name: 'Enquiry Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(
    `Admission Open for ${admissionYear}`,
  );
  // The year whose admissions are open: never one that has begun before this one.
  const start = Number(/AY (\d{4})-\d{2}/.exec(admissionYear)![1]);
  expect(start).toBeGreaterThanOrEqual(new Date().getFullYear());
});
