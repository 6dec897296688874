/**
 * Issue 16: the defects found on the way, contact in one tap (§4) and the
 * forms' error summary (§5), each in real Chromium against the real API.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { WCAG } from '../support/axe';
import { BASE_URL } from '../support/constants';
import { answerAge, fillAdultEnquiry, fillDetails, uniqueEmail } from '../support/enquiry';
import { gotoHydrated } from '../support/page';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every request the page makes, by URL. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe('a slow network (2 s latency, 50 KB/s)', () => {
  test('the button says "Submitting..." from the first tap, and a second tap sends nothing', async ({
    page,
  }) => {
    await gotoHydrated(page, '/admission');
    await fillAdultEnquiry(page, { email: uniqueEmail('slow') });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/enquiries'))
        posts.push(request.url());
    });
    // The schema is fetched on the first send; on this link that takes seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 2000,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    const button = page.locator('form.enquiry button[type="submit"]');
    const { x, y, width, height } = await box(button);
    await page.mouse.click(x + width / 2, y + height / 2);
    await expect(button).toHaveText('Submitting...', { timeout: 1000 });
    await expect(button).toBeDisabled();
    await page.waitForTimeout(500);
    await page.mouse.click(x + width / 2, y + height / 2);
    await expect(page.getByRole('status')).toContainText('Enquiry Submitted!', { timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.waitForTimeout(1000);
    expect(posts).toHaveLength(1);
    await expect(page.getByText('Enquiry Submitted!')).toHaveCount(1);
  });
});

test.describe('§5 the error summary, with JavaScript', () => {
  test('takes focus, links each field with the inline words, keeps the answers', async ({
    page,
  }) => {
    await gotoHydrated(page, '/courses/barch/admission');
    await fillDetails(page, { email: 'riya@', name: 'रिया देशमुख' });
    await answerAge(page, true);
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const links = summary.getByRole('link');
    await expect(links).toHaveText([
      'Please enter a valid email address, like name@example.com.',
      /^Please tick the box/,
    ]);
    await expect(page.locator('.field__error')).toHaveText([
      'Please enter a valid email address, like name@example.com.',
      /^Please tick the box/,
    ]);
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('रिया देशमुख');
    await links.first().click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('form.enquiry').analyze();
    expect(axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact!))).toEqual([]);
  });
});

test('§5 the API’s 400 page is axe-clean', async ({ page, request }) => {
  // axe runs as a script, so the page the browser without JavaScript got is checked here.
  const answer = await request.post('/api/enquiries', {
    form: {
      form_type: 'Admission Enquiry',
      source_page: '/admission',
      notice_version: '2027-01',
      notice_language: 'hi',
      name: 'रिया देशमुख',
      email: 'riya@example',
      phone: '12345',
      program: 'Bachelor of Architecture',
      adult: 'no',
    },
  });
  expect(answer.status()).toBe(400);
  await page.setContent(await answer.text());
  const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('§5 the API’s 400 page shows the same summary, focused, over the form with the answers kept', async ({
    page,
  }) => {
    await page.goto('/courses/barch/admission');
    // Answers the browser lets through and the API refuses: an address without a domain's dot.
    await fillAdultEnquiry(page, { email: 'riya@example', name: 'रिया देशमुख', phone: '12345' });
    const refused = page.waitForResponse('**/api/enquiries');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    expect((await refused).status()).toBe(400);
    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter a valid email address, like name@example.com.',
      'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    ]);
    await expect(page.locator('.error')).toHaveText([
      'Please enter a valid email address, like name@example.com.',
      'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    ]);
    await expect(page.getByLabel('Full name')).toHaveValue('रिया देशमुख');
    await expect(page.getByLabel('Email')).toHaveValue('riya@example');
    await expect(page.locator('#consent')).toBeChecked();
    await summary.getByRole('link').first().click();
    await expect(page).toHaveURL(/#email$/);

    // Corrected on that page, it is sent and stored.
    await page.getByLabel('Email').fill(uniqueEmail('nojs-summary'));
    await page.getByLabel('Mobile number').fill('98200 12345');
    await page.getByRole('button', { name: 'Send the enquiry again' }).click();
    await expect(page).toHaveURL(/\/thank-you\?form=BArch/);
  });

  test('the home page’s "Enquiry Now" leads to a page with the form', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: 'Enquiry Now' }).click();
    await expect(page).toHaveURL(/\/admission$/);
    await expect(page.getByRole('button', { name: 'Submit Enquiry' })).toBeVisible();
  });

  test('the thank-you page offers the brochure after a brochure enquiry only', async ({ page }) => {
    await page.goto('/thank-you?form=Admission+Enquiry&from=%2Fadmission');
    const brochure = page.getByRole('main').getByRole('link', { name: /brochure/i });
    await expect(brochure).toHaveCount(0);
    await page.goto('/about/brochure');
    await fillAdultEnquiry(page, { email: uniqueEmail('nojs-brochure') });
    await page.getByRole('button', { name: 'Get Brochure' }).click();
    await expect(page).toHaveURL(/\/thank-you\?form=Brochure/);
    await expect(brochure).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('"Menu" opens a menu of the site’s pages', async ({ page }) => {
      await page.goto('/about');
      const menu = page.getByRole('navigation', { name: 'Site' });
      await expect(menu).toBeHidden();
      await page.getByText('Menu', { exact: true }).click();
      // Every page, the submenus open: there is no script to open them.
      await expect(menu.getByRole('link', { name: 'Mentorship' })).toBeVisible();
      await menu.getByRole('link', { name: 'Courses', exact: true }).click();
      await expect(page).toHaveURL(/\/courses$/);
    });
  });
});

test.describe('on a phone (390 px)', () => {
  test.use(PHONE);

  test('/notification fits the screen, its Download column on it', async ({ page }) => {
    await gotoHydrated(page, '/notification');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const downloads = page.locator('.table a[href$=".pdf"]');
    expect(await downloads.count()).toBeGreaterThan(0);
    for (const link of await downloads.all()) {
      const { x, width } = await box(link);
      expect(x + width).toBeLessThanOrEqual(390);
    }
  });

  test('the side tabs cover neither the banner’s text nor the right edge of the content', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home');
    const tabs = [page.locator('.disclosure__toggle'), page.locator('.enquiry-tab')];
    const text = page.locator('.banner__text h1, .banner__text p, main .block h2, main .block p');
    for (const tab of tabs) {
      await expect(tab).toBeVisible();
      const tabBox = await box(tab);
      for (const part of await text.all()) {
        if (!(await part.isVisible())) continue;
        expect(overlaps(tabBox, await box(part))).toBe(false);
      }
    }
  });

  for (const path of ['/people/leadership', '/courses/barch/eligibility']) {
    test(`${path}: the 7-link tab bar is one row, every tab reachable`, async ({ page }) => {
      await gotoHydrated(page, path);
      const tabs = page.locator('.section-nav a');
      await expect(tabs).toHaveCount(7);
      const tops = new Set<number>();
      for (const tab of await tabs.all()) tops.add(Math.round((await box(tab)).y));
      expect(tops.size).toBe(1);
      const last = tabs.last();
      await last.focus();
      await expect(last).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }

  test('management names show on touch, without hovering', async ({ page }) => {
    await gotoHydrated(page, '/about/management');
    // Read together, as the page is: waiting for each to scroll into view took 5 s apiece.
    const opacities = await page
      .locator('.leader__caption')
      .evaluateAll((captions) => captions.map((caption) => getComputedStyle(caption).opacity));
    expect(opacities.length).toBeGreaterThan(0);
    expect(opacities).toEqual(opacities.map(() => '1'));
  });

  test('§4 call and WhatsApp: one tap, named for the page, 24 px or more, by keyboard too', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await gotoHydrated(page, '/courses/barch/intake');
    await page.waitForLoadState('networkidle');
    // Nothing leaves this machine until a button is tapped.
    expect(requests.filter((url) => !url.startsWith(BASE_URL) && !url.startsWith('data:'))).toEqual(
      [],
    );
    const bar = page.getByRole('navigation', { name: 'Call or message the admissions office' });
    const call = bar.getByRole('link', { name: 'Call' });
    const whatsapp = bar.getByRole('link', { name: 'WhatsApp' });
    await expect(call).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.origin + href.pathname).toMatch(/^https:\/\/wa\.me\/91\d{10}$/);
    expect(href.searchParams.get('text')).toContain('B.Arch Intake');
    expect(href.searchParams.get('text')).toContain('/courses/barch/intake');
    for (const link of [call, whatsapp]) {
      await expect(link).toBeInViewport();
      const { width, height } = await box(link);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
    await whatsapp.focus();
    await expect(whatsapp).toBeFocused();
    expect(await whatsapp.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

    // The end of the page is not hidden under the bars.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page.locator('.footer__legal');
    const barTop = Math.min((await box(bar)).y, (await box(page.locator('.icon-bar'))).y);
    const line = await box(lastLine);
    expect(line.y + line.height).toBeLessThanOrEqual(barTop);
  });

  test('§4 the buttons are for phones: a desktop shows none', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, '/home');
    await expect(page.locator('.contact-bar')).toBeHidden();
    await page.close();
  });
});

test('Escape closes the Mandatory Disclosure drawer and focus stays on its tab', async ({
  page,
}) => {
  await gotoHydrated(page, '/home');
  const toggle = page.locator('.disclosure__toggle');
  await toggle.click();
  await expect(page.locator('details.disclosure')).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(page.locator('details.disclosure')).not.toHaveAttribute('open', '');
  await expect(toggle).toBeFocused();
});

test('a video card that takes focus is not hidden under the fixed bottom bar (WCAG 2.4.11)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoHydrated(page, '/home');
  const cards = page.locator('.video a');
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  await page.locator('#videos-title').evaluate((el) => el.scrollIntoView());
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let index = 0; index < count; index += 1) {
    // Focus by keyboard: Tab from the card before (or from the page for the first).
    if (index === 0) await cards.first().focus();
    else await page.keyboard.press('Tab');
    await expect(cards.nth(index)).toBeFocused();
    const card = await box(cards.nth(index));
    const bar = await box(page.locator('.desktop-nav'));
    expect(card.y + card.height).toBeLessThanOrEqual(bar.y + 1);
  }
});

test('the landing page names the college and shows its logo', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByText('SKLT College of Architecture').first()).toBeVisible();
  await expect(page.locator('.logo').first()).toBeVisible();
});

test('download links say "(PDF)" once', async ({ page }) => {
  const names: string[] = [];
  for (const path of ['/home', '/notification', '/admission', '/courses/barch/time-table']) {
    await gotoHydrated(page, path);
    names.push(
      ...(await page
        .locator('a[href$=".pdf"]')
        .evaluateAll((links) => links.map((link) => link.textContent ?? ''))),
    );
  }
  expect(names.length).toBeGreaterThan(10);
  for (const name of names) expect([name, name.match(/\(PDF\)/g)?.length]).toEqual([name, 1]);
});

test('/404 answers 404; only the not-found route renders that page', async ({ request }) => {
  expect((await request.get('/404')).status()).toBe(404);
  expect((await request.get('/no/such/page')).status()).toBe(404);
});

test('the home page shows the success metrics from content', async ({ page }) => {
  await gotoHydrated(page, '/home');
  for (const figure of ['100%', '15+', '50+', '95%']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
});
