/**
 * Marathi and Hindi (docs/decisions/030-marathi-and-hindi.md): each translated page
 * is prerendered in each language with its `lang`, names every version of itself reciprocally
 * with x-default, and its language switch keeps the visitor on the same page. Devanagari
 * conjuncts render as conjuncts. Budgets and axe cover these pages through the sitemap
 * (quality-routes.spec.ts); the crawl covers their links.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/page';
import { DIST, sitemapPaths } from '../support/page-weight';

const LANGUAGES = ['en', 'mr', 'hi'] as const;
type Language = (typeof LANGUAGES)[number];

/** The prerendered file of a site path: `/mr` → dist/mr/index.html, `/mr/home` → dist/mr/home.html. */
function fileOf(path: string): string {
  if (path === '/') return `${DIST}/index.html`;
  return existsSync(`${DIST}${path}/index.html`)
    ? `${DIST}${path}/index.html`
    : `${DIST}${path}.html`;
}

/** The English path of each translated page: the sitemap's pages that have a Marathi version. */
const TRANSLATED = sitemapPaths()
  .filter((path) => path === '/mr' || path.startsWith('/mr/'))
  .map((path) => path.slice(3) || '/');

const inLanguage = (language: Language, path: string) =>
  language === 'en' ? path : path === '/' ? `/${language}` : `/${language}${path}`;

function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [
      ...html.matchAll(
        /<link [^>]*rel="alternate" hreflang="([^"]+)" href="https?:\/\/[^/"]+([^"]*)"/g,
      ),
    ].map(([, language, path]) => [language!, path || '/']),
  );
}

test('the translated pages are the landing, home, admission and facts, courses, contact, privacy and every form page', () => {
  expect(TRANSLATED).toEqual(
    expect.arrayContaining([
      '/',
      '/home',
      '/admission',
      '/admission/barch-facts',
      '/admission/darch-facts',
      '/faq',
      '/courses',
      '/courses/barch',
      '/courses/barch/admission',
      '/courses/darch/admission',
      '/about/brochure',
      '/contact',
      '/privacy',
    ]),
  );
  // Each is in the sitemap in Hindi too.
  const sitemap = new Set(sitemapPaths());
  for (const path of TRANSLATED) expect(sitemap.has(inLanguage('hi', path)), path).toBe(true);
});

// One test per language: reading 15 prerendered files takes milliseconds, no browser.
for (const language of LANGUAGES) {
  test(`every translated page in ${language} has lang="${language}", a canonical URL and reciprocal hreflang links with x-default`, () => {
    const problems: string[] = [];
    for (const path of TRANSLATED) {
      const here = inLanguage(language, path);
      const html = readFileSync(fileOf(here), 'utf8');
      if (!html.startsWith(`<!DOCTYPE html><html lang="${language}">`))
        problems.push(`${here}: not lang="${language}"`);
      if (
        !new RegExp(
          `<link [^>]*rel="canonical" href="https?://[^/"]+${here === '/' ? '/' : here}"`,
        ).test(html)
      )
        problems.push(`${here}: canonical is not itself`);
      const alternates = alternatesOf(html);
      const expected = Object.fromEntries([
        ...LANGUAGES.map((other) => [other, inLanguage(other, path)]),
        ['x-default', path],
      ]);
      if (JSON.stringify(alternates) !== JSON.stringify(expected))
        problems.push(`${here}: alternates ${JSON.stringify(alternates)}`);
      // Reciprocal: each version it names names this one back.
      for (const [other, target] of Object.entries(alternates)) {
        if (other === 'x-default') continue;
        const back = alternatesOf(readFileSync(fileOf(target), 'utf8'));
        if (back[language] !== here) problems.push(`${target} does not name ${here} back`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the staff-only page stays English: it names no other language and has no translated copy', () => {
  const html = readFileSync(fileOf('/web-leads'), 'utf8');
  expect(html).toContain('<html lang="en">');
  expect(alternatesOf(html)).toEqual({});
  expect(existsSync(`${DIST}/mr/web-leads.html`)).toBe(false);
});

test('the language switch keeps the visitor on the same page, in each language', async ({
  page,
}) => {
  await gotoHydrated(page, '/admission/barch-facts');
  const switcher = page.getByRole('navigation', { name: 'Languages' });
  await switcher.getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(/\/mr\/admission\/barch-facts$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('link', { name: 'मराठी' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/admission\/barch-facts$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page
    .getByRole('navigation', { name: 'भाषाएँ' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/admission\/barch-facts$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('in Marathi, the links in the footer stay in Marathi, About and Admission alike', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/mr/home');
  const footer = page.locator('footer');
  // The router moves within /mr without leaving the Marathi build (docs/decisions/056).
  await footer.locator('a[href="/mr/admission"]').first().click();
  await expect(page).toHaveURL(/\/mr\/admission$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(footer.locator('a[href="/about"]')).toHaveCount(0);
  const about = footer.locator('a[href="/mr/about"]').first();
  await expect(about).not.toHaveAttribute('hreflang', 'en');
  await about.click();
  await expect(page).toHaveURL(/\/mr\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.locator('h1')).toHaveText('SKLTCOA विषयी');
});

/** The platform font Chromium drew a node's text with, and how many glyphs it took. */
async function fontsOf(page: Page, selector: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts;
}

for (const [language, path] of [
  ['mr', '/mr/home'],
  ['hi', '/hi/home'],
] as const) {
  test(`Devanagari conjuncts क्ष and ज्ञ render joined on the ${language} home page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, path);
    // The conjuncts beside the same consonants kept apart by a zero-width non-joiner: a shaped
    // conjunct is one glyph and narrower; unshaped text would draw both alike.
    // The samples sit beside the app's root, where no render of React's can touch them, and
    // are measured once the browser has laid them out in the page's fonts.
    await page.evaluate(async () => {
      const box = document.createElement('div');
      box.lang = document.documentElement.lang;
      const sample = (id: string, text: string) => {
        const element = document.createElement('p');
        element.id = id;
        element.textContent = text;
        element.style.cssText = 'display:inline-block;font-size:48px;margin:0 1rem';
        box.append(element);
      };
      sample('joined-ksha', 'क्ष');
      sample('apart-ksha', 'क्\u200Cष');
      sample('joined-jnya', 'ज्ञ');
      sample('apart-jnya', 'ज्\u200Cञ');
      document.body.prepend(box);
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const problems: string[] = [];
    for (const pair of ['ksha', 'jnya']) {
      const joined = await fontsOf(page, `#joined-${pair}`);
      const apart = await fontsOf(page, `#apart-${pair}`);
      const family = joined.map((font) => font.familyName).join(', ');
      if (!/devanagari|nirmala|kohinoor|mangal/i.test(family))
        problems.push(`${pair}: drawn with ${family}, not a Devanagari font`);
      const glyphs = (fonts: typeof joined) => fonts.reduce((n, font) => n + font.glyphCount, 0);
      if (glyphs(joined) >= glyphs(apart))
        problems.push(`${pair}: ${glyphs(joined)} glyphs joined, ${glyphs(apart)} apart`);
      const width = async (id: string) => (await page.locator(id).boundingBox())!.width;
      if ((await width(`#joined-${pair}`)) >= (await width(`#apart-${pair}`)))
        problems.push(`${pair}: the conjunct is not narrower than its parts`);
    }
    // The screenshot a reviewer can look at, kept with the test's results.
    await page.locator('#joined-ksha').scrollIntoViewIfNeeded();
    await test.info().attach(`${language}-conjuncts.png`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    expect(problems).toEqual([]);
    // The page's own Marathi or Hindi text uses the same font: its heading is Devanagari.
    const heading = await fontsOf(page, 'h1');
    expect(heading.map((font) => font.familyName).join(', ')).toMatch(
      /devanagari|nirmala|kohinoor|mangal/i,
    );
  });
}
