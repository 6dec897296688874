/**
 * Lighthouse (mobile preset, simulated throttling) on Debian Chromium against
 * the built product. Prints scores and Core Web Vitals; no pass/fail.
 *   npm run build && npm run bench -w e2e
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../support/constants';
import { startProduct } from './product';

const PORT = Number(process.env.BENCH_PORT ?? 4573);
const PAGES = ['/', '/home', '/about', '/people/faculty', '/courses/barch/admission'];

const product = await startProduct(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM.executablePath,
  chromeFlags: CHROMIUM.args,
});
try {
  const cols = ['perf', 'a11y', 'best', 'seo', 'LCP s', 'CLS', 'TBT ms'];
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, Debian Chromium\n`,
  );
  console.log(`${'page'.padEnd(28)}${cols.map((c) => c.padStart(8)).join('')}`);
  for (const path of PAGES) {
    const result = await lighthouse(`${product.origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const row = [
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      (audit('largest-contentful-paint') / 1000).toFixed(2),
      audit('cumulative-layout-shift').toFixed(3),
      audit('total-blocking-time').toFixed(0),
    ];
    console.log(`${path.padEnd(28)}${row.map((c) => c.padStart(8)).join('')}`);
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id);
    if (failing.length) console.log(`${''.padEnd(28)}below 0.9: ${failing.slice(0, 8).join(', ')}`);
  }
} finally {
  await chrome.kill();
  product.stop();
}
