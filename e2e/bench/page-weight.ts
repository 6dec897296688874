/**
 * What each content page downloads on a first visit (gzip), against the
 * budgets: JS ≤ 100 KB, CSS ≤ 20 KB. Prints figures; no pass/fail.
 *   npm run build && npm run bench -w e2e
 */
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../support/constants';
import { KB, sitemapPaths, weighPage } from '../support/page-weight';
import { startProduct } from './product';

const product = await startProduct(Number(process.env.BENCH_PORT ?? 4574));
const browser = await chromium.launch(CHROMIUM);
try {
  const rows = [];
  for (const path of sitemapPaths()) {
    const { bytes, inlineCss } = await weighPage(browser, product.origin, path);
    rows.push({
      path,
      js: bytes.script / KB,
      css: (bytes.stylesheet + inlineCss) / KB,
      html: bytes.document / KB,
    });
  }
  rows.sort((a, b) => b.js - a.js);
  const over = rows.filter((row) => row.js > 100).length;
  console.log(
    `First-visit weight of ${rows.length} content pages, KB gzip (budget: JS 100, CSS 20)\n`,
  );
  console.log(`${'page'.padEnd(34)}${'JS'.padStart(8)}${'CSS'.padStart(8)}${'HTML'.padStart(8)}`);
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(34)}${row.js.toFixed(1).padStart(8)}${row.css.toFixed(1).padStart(8)}${row.html.toFixed(1).padStart(8)}`,
    );
  }
  const js = rows.map((row) => row.js);
  console.log(
    `\nJS: smallest ${Math.min(...js).toFixed(1)}, largest ${Math.max(...js).toFixed(1)}; ${over} of ${rows.length} pages over 100 KB`,
  );
} finally {
  await browser.close();
  product.stop();
}
