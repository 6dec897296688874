/*
 * The content loader (ADR 028): the college's words live in YAML files under the repository's
 * `content/` folder. Each file is parsed and checked against its zod schema here, at build time,
 * and reaches the pages as plain data: no YAML parser and no schema goes to the browser.
 * A problem is reported as `content/file.yaml:line:column field: message`, so that someone
 * at the college can find it in a text editor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { isMap, isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';

/** Content file names (`home.yaml`, `courses/page.yaml`) and the schema each must satisfy. */
export type Registry = Readonly<Record<string, z.ZodType>>;

let registry: Promise<Registry> | undefined;

/**
 * The registry (src/content/registry.ts), read through tsx: the Vite config that uses this
 * module is bundled without the workspace's TypeScript packages, which the schemas import.
 */
export function loadRegistry(): Promise<Registry> {
  registry ??= import('tsx/esm/api')
    .then(({ tsImport }) =>
      tsImport(pathToFileURL(resolve(import.meta.dirname, '../src/content/registry.ts')).href, {
        parentURL: pathToFileURL(import.meta.dirname + sep).href,
      }),
    )
    .then((module: { CONTENT_FILES: Registry }) => module.CONTENT_FILES);
  return registry;
}

/** The repository's `content/` folder. */
// import.meta.dirname, not import.meta.url: under the tests' jsdom the URL is not a file URL.
export const CONTENT_ROOT = resolve(import.meta.dirname, '../../content');

/** Values the content may quote as `{{name}}` (content/yearly.yaml), so a new year is one edit. */
export const VARIABLES_FILE = 'yearly.yaml';

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content does not match its rules:\n${problems.join('\n')}`);
    this.name = 'ContentError';
  }
}

type Path = readonly PropertyKey[];

/** The line and column of the deepest YAML node on `path` (a missing field points at its parent). */
function position(doc: Document, counter: LineCounter, path: Path): string {
  let node: unknown = doc.contents;
  let range = doc.contents?.range;
  for (const key of path) {
    const next: unknown =
      isNode(node) && 'get' in node
        ? (node as { get(k: unknown, keep: true): unknown }).get(key, true)
        : undefined;
    if (!isNode(next)) {
      // A missing key: point at the map or list that should hold it.
      break;
    }
    node = next;
    range = next.range ?? range;
  }
  // For a map entry, the key's own line reads best, so take the pair's key when there is one.
  const parentPath = path.slice(0, -1);
  const parent = parentPath.length ? doc.getIn(parentPath, true) : doc.contents;
  if (isMap(parent)) {
    const pair = parent.items.find(
      (item) => isNode(item.key) && (item.key as { value?: unknown }).value === path.at(-1),
    );
    const keyRange = pair && isNode(pair.key) ? pair.key.range : undefined;
    if (keyRange) range = keyRange;
  }
  const { line, col } = counter.linePos(range?.[0] ?? 0);
  return `${line}:${col}`;
}

/** `{{name}}` and `{{group.name}}` in strings, replaced from the variables file. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

function lookup(vars: Record<string, unknown>, name: string): string | undefined {
  const value = name
    .split('.')
    .reduce<unknown>(
      (at, key) =>
        at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
      vars,
    );
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function substitute(
  value: unknown,
  vars: Record<string, unknown>,
  path: PropertyKey[],
  unknownNames: { path: PropertyKey[]; name: string }[],
): unknown {
  if (typeof value === 'string')
    return value.replace(PLACEHOLDER, (whole, name: string) => {
      const found = lookup(vars, name);
      if (found === undefined) unknownNames.push({ path, name });
      return found ?? whole;
    });
  if (Array.isArray(value))
    return value.map((item, i) => substitute(item, vars, [...path, i], unknownNames));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, substitute(v, vars, [...path, k], unknownNames)]),
    );
  return value;
}

const fieldName = (path: Path) => (path.length ? path.map(String).join('.') : '(whole file)');

/**
 * Parses one content file's text and checks it against `schema`. Returns the schema's output, or
 * throws a ContentError whose every line names the file, the line and column, and the field.
 */
export function parseContent<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  vars: Record<string, unknown> = {},
): z.output<S> {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0)
    throw new ContentError(
      doc.errors.map((error) => {
        const at = error.linePos?.[0];
        // The message repeats the position in words; the prefix already gives it.
        const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
        return `${file}:${at ? `${at.line}:${at.col}` : '1:1'} ${message}`;
      }),
    );
  const unknownNames: { path: PropertyKey[]; name: string }[] = [];
  const data = substitute(doc.toJS(), vars, [], unknownNames);
  const problems = unknownNames.map(
    ({ path, name }) =>
      `${file}:${position(doc, counter, path)} ${fieldName(path)}: {{${name}}} is not a value in content/${VARIABLES_FILE}`,
  );
  const result = schema.safeParse(data);
  if (!result.success)
    problems.push(
      ...result.error.issues.map(
        (issue) =>
          `${file}:${position(doc, counter, issue.path)} ${fieldName(issue.path)}: ${issue.message}`,
      ),
    );
  if (problems.length > 0) throw new ContentError(problems);
  return result.data as z.output<S>;
}

/** A file's name relative to the content root, with forward slashes: `home.yaml`, `about/group.yaml`. */
export const contentName = (absolute: string, root = CONTENT_ROOT) =>
  relative(root, absolute).split(sep).join('/');

function readVariables(files: Registry, root: string): Record<string, unknown> {
  const schema = files[VARIABLES_FILE];
  if (!schema) return {};
  const text = readFileSync(join(root, VARIABLES_FILE), 'utf8');
  return parseContent(`content/${VARIABLES_FILE}`, text, schema) as Record<string, unknown>;
}

/** Loads one registered content file, by its name under the root. */
export function loadContent(files: Registry, name: string, root = CONTENT_ROOT): unknown {
  const schema = files[name];
  if (!schema)
    throw new ContentError([
      `content/${name}:1:1 (whole file): not a content file the site knows (src/content/registry.ts)`,
    ]);
  const vars = name === VARIABLES_FILE ? {} : readVariables(files, root);
  return parseContent(`content/${name}`, readFileSync(join(root, name), 'utf8'), schema, vars);
}

/** The photo pipeline reads and checks its own folder (site/build/photos.ts). */
const OWN_CHECKS = /^photos\//;

/** Every `.yaml` file under the root, by name, except those another build step checks. */
export function contentFiles(root = CONTENT_ROOT): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((name) => name.split(sep).join('/'))
    .filter((name) => name.endsWith('.yaml') && !OWN_CHECKS.test(name))
    .sort();
}

/**
 * Checks every file: each one on disk is registered and valid, and each registered one exists.
 * Returns the problems, one line each (empty when all is well).
 */
export function checkContent(files: Registry, root = CONTENT_ROOT): string[] {
  const onDisk = contentFiles(root);
  const problems: string[] = [];
  for (const name of onDisk) {
    try {
      loadContent(files, name, root);
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else throw error;
    }
  }
  for (const name of Object.keys(files))
    if (!onDisk.includes(name))
      problems.push(`content/${name}: missing (the site needs this file)`);
  return problems;
}

/** An ES module exporting the data as its default export: plain object literals, minified as code. */
export function toModule(data: unknown): string {
  return `export default ${JSON.stringify(data)};\n`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The preview banner, written into the page template ahead of the app's root, so that it costs
 * no JavaScript and shows on every page, JavaScript or not, until content/site.yaml says
 * `final: true` (docs/editing-content.md).
 */
export function withPreviewBanner(html: string, site: { final: boolean; previewBanner: string }) {
  if (site.final) return html;
  const banner = `<p class="preview-banner" data-content-preview>${escapeHtml(site.previewBanner)}</p>`;
  return html.replace('<div id="root">', `${banner}<div id="root">`);
}

/**
 * Vite plugin: `import data from '<root>/content/home.yaml'` yields the checked data. Used by the
 * browser build, the prerender and the unit tests alike; a content problem fails the build.
 */
export function contentPlugin(root = CONTENT_ROOT): Plugin {
  return {
    name: 'skltcoa:content',
    enforce: 'pre',
    async transformIndexHtml(html) {
      const site = loadContent(await loadRegistry(), 'site.yaml', root);
      return withPreviewBanner(html, site as { final: boolean; previewBanner: string });
    },
    async load(id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.yaml') || !file.startsWith(root + sep)) return null;
      this.addWatchFile(join(root, VARIABLES_FILE));
      this.addWatchFile(file);
      const files = await loadRegistry();
      return { code: toModule(loadContent(files, contentName(file, root), root)), map: null };
    },
  };
}
