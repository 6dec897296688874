/**
 * Makes sure every document the content links to exists: for each `/docs/...pdf`
 * path found in `content/*.yaml` or `src/content/*.ts` that has no file under `public/`, writes a
 * labelled sample PDF (docs/product-decisions.md §8). Real files the college
 * adds are never touched.
 *
 * Run: npx tsx site/scripts/sample-docs.ts
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSiteModules } from './site-modules';
import { contentFiles, loadContent, loadRegistry } from '../build/content';
import { writeSamplePdf } from './sample-pdf';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const contentDir = join(siteDir, 'src/content');

function collectDocPaths(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    if (/^\/docs\/.+\.pdf$/.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectDocPaths(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectDocPaths(item, found);
  }
}

export async function referencedDocs(): Promise<string[]> {
  const found = new Set<string>();
  const files = await loadRegistry();
  // Translations link the same documents: their links come from the English files.
  for (const name of contentFiles().filter((file) => files[file]))
    collectDocPaths(loadContent(files, name), found);
  const modules = readdirSync(contentDir).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  // The modules import content/*.yaml, which only the content loader's Vite plugin reads.
  const loaded = await loadSiteModules(modules.map((file) => join(contentDir, file)));
  for (const module of loaded) collectDocPaths(module, found);
  return [...found].sort();
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  let written = 0;
  for (const doc of await referencedDocs()) {
    const target = join(siteDir, 'public', doc);
    if (existsSync(target)) continue;
    const title = basename(doc, '.pdf').replace(/[-_]+/g, ' ');
    writeSamplePdf(target, title, [`Linked from the website as ${doc}`]);
    written += 1;
  }
  console.log(`sample-docs: ${written} sample PDF(s) written`);
}
