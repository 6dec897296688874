/*
 * Refreshes fixtures/ for page-html.test.ts from a real build of the site, e.g.
 * after upgrading Vite or vite-react-ssg: `npx tsx build/capture-fixtures.ts`
 * in site/. It builds into a temporary folder (site/dist is left alone) and
 * keeps what the functions of page-html.ts receive: index.html just before the
 * loader swap, two prerendered pages just before `onPageRendered`, and that
 * build's manifest. The inline CSS is elided; nothing here reads it. Run it
 * when no other build of the site is running: vite-react-ssg deletes every
 * build's temporary folder (site/.vite-react-ssg-temp) when one finishes.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite-react-ssg/node';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const PAGES: Record<string, string> = {
  '/home': 'home.rendered.html',
  '/web-leads': 'web-leads.rendered.html',
};

const keep = (name: string, html: string) =>
  writeFileSync(
    new URL(name, FIXTURES),
    html.replace(/<style>[\s\S]*?<\/style>/, '<style>/* the site CSS, elided */</style>'),
  );

const outDir = mkdtempSync(join(tmpdir(), 'site-fixtures-'));
process.env.NODE_ENV = 'production';
try {
  await build(
    {
      // Replaces the site's own onPageRendered, so the page is kept as vite-react-ssg made it.
      onPageRendered: (path, html) => {
        // A page whose module failed to load still renders, as React Router's error page.
        if (PAGES[path] && !html.includes('<main')) throw new Error(`${path} did not render`);
        if (PAGES[path]) keep(PAGES[path], html);
        return html;
      },
      onFinished: () =>
        copyFileSync(join(outDir, '.vite', 'manifest.json'), new URL('manifest.json', FIXTURES)),
    },
    {
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          // Its post hook runs before afterPaintLoader's, which comes later in plugin order.
          name: 'capture-index-html',
          enforce: 'pre',
          apply: (_config, { isSsrBuild }) => !isSsrBuild,
          transformIndexHtml: { order: 'post', handler: (html) => keep('index.vite.html', html) },
        },
      ],
    },
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
