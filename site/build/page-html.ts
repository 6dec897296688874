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
 * The modules a page needs before it hydrates, of those vite-react-ssg preloads for it: the app
 * entry and the page's own modules (those the entry imports dynamically: the route list's
 * loaders), with every module they import statically, followed through. The rest of the
 * preloads are reached only through an `import()` that runs on demand, after hydration: today
 * the enquiry schema with zod (a form's first submit), the CSV library (Export CSV on
 * /web-leads) and the home page's enquiry dialog with its form (docs/decisions/057). Per page,
 * because a module on demand for one page (the form, on /home) is another's own (on /admission).
 */
export function neededModules(
  manifest: Manifest,
  preloaded: readonly string[],
  base = '/',
): Set<string> {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [base + chunk.file, key]));
  const entries = Object.keys(manifest).filter((key) => key.endsWith('.html'));
  const pages = new Set(entries.flatMap((key) => manifest[key]!.dynamicImports ?? []));
  const roots = [
    ...entries,
    ...preloaded.map((href) => keyOf.get(href)).filter((key) => key && pages.has(key)),
  ] as string[];
  const needed = new Set<string>();
  for (let key = roots.pop(); key !== undefined; key = roots.pop()) {
    const chunk = manifest[key];
    if (needed.has(key) || !chunk) continue;
    needed.add(key);
    roots.push(...(chunk.imports ?? []));
  }
  return new Set([...needed].map((key) => base + manifest[key]!.file));
}

/** The browser build's manifest, which vite-react-ssg walks for each page's modulepreloads. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const PRELOAD = /<link rel="modulepreload"[^>]* href="([^"]+)">/g;

/**
 * Removes the modulepreload links of the modules a page loads only on demand (all but
 * `neededModules`): preloaded, each would be downloaded with the page and count against its
 * JavaScript budget (docs/performance.md).
 *
 * Why no option does it: vite-react-ssg preloads every module reachable from
 * those a page rendered, following dynamic imports as well as static ones,
 * and offers no filter; it adds the links after `onBeforePageRender`, so only
 * `onPageRendered` sees them. Vite's `build.modulePreload.resolveDependencies`
 * governs only the preloads Vite writes itself (index.html's entry, and each
 * `import()` at run time), not these.
 */
export function dropPreloads(html: string, manifest: Manifest, base = '/'): string {
  const preloaded = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const needed = neededModules(manifest, preloaded, base);
  return html.replace(PRELOAD, (link, href: string) => (needed.has(href) ? link : ''));
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

/**
 * A prerendered page as it is written to site/dist (`ssgOptions.onPageRendered`). Without a
 * manifest (`vite-react-ssg dev`, which has none and writes no preloads) the preloads stay.
 */
export function finishPage(html: string, manifest?: Manifest, base = '/'): string {
  return dropInlineScripts(manifest ? dropPreloads(html, manifest, base) : html);
}
