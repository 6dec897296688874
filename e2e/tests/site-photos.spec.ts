import { expect, test, type Page } from '@playwright/test';
import { shiftsOf, watchLayoutShifts } from '../support/layout-shifts';
import { gotoHydrated } from '../support/page';

/*
 * The photo pipeline end to end (docs/decisions/029-photo-pipeline.md), in real Chromium on the
 * built site: the <picture> offers AVIF and WebP at the widths the build made, every file is
 * served and has the size its srcset says, nothing moves as the photos arrive (CLS 0), and no
 * request leaves the machine.
 */

const WIDTHS = [480, 960, 1600];
const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/avif': (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif',
  'image/webp': (b) =>
    b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP',
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8,
};

/** Every request the page makes must stay on loopback. */
function watchRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (protocol === 'data:') return;
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') foreign.push(request.url());
  });
  return foreign;
}

/** Scrolls to the end and back, so that lazy photos load, then waits for every photo. */
async function loadEveryPhoto(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page
        .locator('picture img')
        .evaluateAll((imgs) =>
          imgs.every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

interface Offered {
  type: string | null;
  srcset: string;
  sizes: string | null;
}

/** What each <picture> on the page offers and what its <img> says about itself. */
function pictures(page: Page) {
  return page.locator('picture').evaluateAll((elements) =>
    elements.map((picture) => {
      const img = picture.querySelector('img')!;
      return {
        sources: Array.from(picture.querySelectorAll('source')).map((s) => ({
          type: s.getAttribute('type'),
          srcset: s.getAttribute('srcset') ?? '',
          sizes: s.getAttribute('sizes'),
        })),
        src: img.getAttribute('src') ?? '',
        currentSrc: img.currentSrc,
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        decoding: img.getAttribute('decoding'),
        alt: img.getAttribute('alt'),
      };
    }),
  );
}

const candidates = (source: Offered) =>
  source.srcset.split(', ').map((candidate) => {
    const [url, w] = candidate.split(' ');
    return { url: url!, width: Number(w!.replace('w', '')) };
  });

for (const { path, count, lead } of [
  { path: '/home', count: 2, lead: true },
  { path: '/about', count: 3, lead: false },
]) {
  test(`${path}: photos in AVIF and WebP at ${WIDTHS.join(', ')} px, each file that size, no layout shift, nothing off the machine`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await watchLayoutShifts(page);
    const foreign = watchRequests(page);
    await gotoHydrated(page, path);
    await loadEveryPhoto(page);

    const found = await pictures(page);
    expect(found).toHaveLength(count);
    for (const [index, picture] of found.entries()) {
      expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
      expect(picture.sources.every((s) => s.sizes)).toBe(true);
      expect(picture.width).toBeGreaterThan(0);
      expect(picture.height).toBeGreaterThan(0);
      expect(picture.decoding).toBe('async');
      // Chromium reads AVIF, so it takes the AVIF.
      expect(picture.currentSrc).toMatch(/\/assets\/photos\/.+\.avif$/);
      if (lead) {
        // The banner's two copies are one file; only the first is the LCP candidate.
        expect(picture.loading).toBe('eager');
        expect(picture.fetchPriority).toBe(index === 0 ? 'high' : null);
      } else {
        expect(picture.loading).toBe('lazy');
      }

      // Every file offered is served with its type, and decodes to the size the srcset says,
      // in the shape the img's width and height reserve.
      const files = [
        ...picture.sources.flatMap((source) =>
          candidates(source).map((c) => ({ ...c, type: source.type! })),
        ),
        { url: picture.src, width: picture.width, type: 'image/jpeg' },
      ];
      expect(candidates(picture.sources[0]!).map((c) => c.width)).toEqual(WIDTHS);
      for (const file of files) {
        const response = await request.get(file.url);
        expect(response.status(), file.url).toBe(200);
        expect(response.headers()['content-type'], file.url).toBe(file.type);
        expect(response.headers()['cache-control'], file.url).toContain('immutable');
        expect(MAGIC[file.type]!(await response.body()), file.url).toBe(true);
        const size = await page.evaluate(async (url) => {
          const image = new Image();
          image.src = url;
          await image.decode();
          return [image.naturalWidth, image.naturalHeight];
        }, file.url);
        expect(size[0], file.url).toBe(file.width);
        const expected = (file.width * picture.height) / picture.width;
        expect(Math.abs(size[1]! - expected), file.url).toBeLessThanOrEqual(1);
      }
    }

    expect(await shiftsOf(page)).toEqual([]);
    expect(foreign).toEqual([]);
  });
}

test('on a phone, the home banner still reserves its box and nothing moves as it arrives', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  await watchLayoutShifts(page);
  await gotoHydrated(page, '/home');
  await loadEveryPhoto(page);
  const box = await page.locator('.banner__track img').first().boundingBox();
  expect(box?.height).toBeCloseTo(500, 0);
  expect(box?.width).toBeCloseTo(1600, 0);
  expect(await shiftsOf(page)).toEqual([]);
  await context.close();
});
