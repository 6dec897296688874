/*
 * The few things about a built page's HTML that no option of Vite 8 or
 * vite-react-ssg 0.9.2 covers, each in one small function that says why.
 * Everything else comes from options, in site/vite.config.ts and index.html:
 * the CSS is index.html's <style>, which Vite bundles and minifies in place;
 * the head comes from react-helmet-async; the page modules' modulepreload
 * links come from vite-react-ssg. `page-html.test.ts` runs these functions on
 * real built output (`fixtures/`). The whole boot path: docs/architecture.md.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';

/**
 * The after-paint loader (ADR 009) for the browser build: `src/boot.ts` becomes
 * an entry of its own, and each page loads it instead of the app.
 */
export function afterPaintLoader(source = 'src/boot.ts'): Plugin {
  let loaderId = '';
  let base = '/';
  return {
    name: 'skltcoa:after-paint-loader',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      loaderId = resolve(config.root, source);
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: loaderId, name: 'boot' });
    },
    transformIndexHtml: {
      // After Vite has written index.html's <script> for the app.
      order: 'post',
      handler(html, { bundle, chunk }) {
        const loader = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === loaderId,
        );
        if (!chunk || !loader) throw new Error(`index.html: no app entry, or no ${source} chunk`);
        return loadAppAfterPaint(html, base + chunk.fileName, base + loader.fileName);
      },
    },
  };
}

/**
 * Swaps the app's <script> for the loader's, which names the app in `data-app`.
 *
 * Why no option does it: the app must stay index.html's entry, because
 * vite-react-ssg's modulepreload walk (over the build manifest, from the
 * modules a page rendered) stops only at the HTML entry; were src/boot.ts the
 * entry and the app its `import()`, every page would modulepreload the app,
 * the very fetch during parsing that ADR 009 removed. And for that entry Vite
 * always writes `<script type="module" crossorigin src="…">`;
 * `ssgOptions.script` can only add `async` or `defer`, which still fetch it
 * while the page parses.
 */
export function loadAppAfterPaint(html: string, app: string, loader: string): string {
  const appScript = new RegExp(
    `<script type="module"[^>]* src="${app.replaceAll('.', '\\.')}"></script>`,
  );
  if (!appScript.test(html)) throw new Error(`index.html: no <script> for ${app}`);
  return html.replace(
    appScript,
    `<script type="module" src="${loader}" data-app="${app}"></script>`,
  );
}

/**
 * The modules that load only on demand: what a chunk other than the app
 * entry (whose `import()`s are the pages) imports dynamically and no chunk
 * imports statically. Today the enquiry schema with zod (a form's first
 * submit) and the CSV library (Export CSV on /web-leads).
 */
export function onDemandModules(manifest: Manifest, base = '/'): Set<string> {
  const chunks = Object.entries(manifest);
  const imported = new Set(chunks.flatMap(([, chunk]) => chunk.imports ?? []));
  return new Set(
    chunks
      .filter(([key]) => !key.endsWith('.html'))
      .flatMap(([, chunk]) => chunk.dynamicImports ?? [])
      .filter((key) => !imported.has(key))
      .map((key) => base + manifest[key]!.file),
  );
}

/** The browser build's manifest, which vite-react-ssg walks for each page's modulepreloads. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * Removes the modulepreload links of on-demand modules (`onDemandModules`).
 *
 * Why no option does it: vite-react-ssg preloads every module reachable from
 * those a page rendered, following dynamic imports as well as static ones,
 * and offers no filter; it adds the links after `onBeforePageRender`, so only
 * `onPageRendered` sees them. Vite's `build.modulePreload.resolveDependencies`
 * governs only the preloads Vite writes itself (index.html's entry, and each
 * `import()` at run time), not these.
 */
export function dropPreloads(html: string, modules: ReadonlySet<string>): string {
  return html.replace(/<link rel="modulepreload"[^>]* href="([^"]+)">/g, (link, href: string) =>
    modules.has(href) ? '' : link,
  );
}

/**
 * Removes inline scripts: the Content-Security-Policy (`script-src 'self'`)
 * would block them and report each one. The prerender writes two:
 * - React Router's `<StaticRouterProvider>` writes the data router's
 *   `window.__staticRouterHydrationData` unless given `hydrate={false}`, and
 *   vite-react-ssg renders it without that prop, with no option to add it.
 *   The browser never uses that router (ADR 007).
 * - vite-react-ssg always appends a `SCRIPT_COMMENT_PLACEHOLDER` script after
 *   the root, which it fills with its build hash once this has run; the hash
 *   serves route loaders, which the site does not have.
 * Scripts with attributes (the loader, the JSON-LD) stay.
 */
export function dropInlineScripts(html: string): string {
  return html.replace(/<script>[^<]*<\/script>/g, '');
}

/** A prerendered page as it is written to site/dist (`ssgOptions.onPageRendered`). */
export function finishPage(html: string, onDemand: ReadonlySet<string>): string {
  return dropInlineScripts(dropPreloads(html, onDemand));
}
