/*
 * The content loader (ADR 028): the college's words live in YAML files under the repository's
 * `content/` folder. Each file is parsed and checked against its zod schema here, at build time,
 * and reaches the pages as plain data: no YAML parser and no schema goes to the browser.
 * A problem is reported as `content/file.yaml:line:column field: message`, so that someone
 * at the college can find it in a text editor.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { isMap, isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { samplesBeforeFinal } from './final-check';

/** Content file names (`home.yaml`, `courses/page.yaml`) and the schema each must satisfy. */
export type Registry = Readonly<Record<string, z.ZodType>>;

/** The folder of the schema modules, one beside each content file by name (docs/editing-content.md). */
export const SCHEMA_DIR = resolve(import.meta.dirname, '../src/content');

/**
 * The schema module of a content file, by convention (docs/editing-content.md): `content/home.yaml` is checked
 * against the default export of `src/content/home.schema.ts`, `content/about/group.yaml`
 * against that of `src/content/about-group.schema.ts`.
 */
export const schemaModuleOf = (name: string) =>
  `${name
    .replace(/\.yaml$/, '')
    .split('/')
    .join('-')}.schema.ts`;

/** The English content files, by name: those a schema module checks and the translations follow. */
const englishFiles = (root: string) => contentFiles(root).filter((name) => !translationOf(name));

/**
 * The file a schema module checks when it is not under the root (it was deleted or renamed): of
 * the names schemaModuleOf() maps to the module (`about-group.schema.ts` → `about-group.yaml` or
 * `about/group.yaml`), the one in the deepest folder that exists, so that checkContent names it.
 */
function expectedFileOf(module: string, root: string): string {
  const names = (base: string): string[] => {
    const hyphen = base.indexOf('-');
    if (hyphen < 0) return [base];
    const rest = names(base.slice(hyphen + 1));
    const head = base.slice(0, hyphen);
    return [...rest.map((name) => `${head}-${name}`), ...rest.map((name) => `${head}/${name}`)];
  };
  const depth = (name: string) => name.split('/').length;
  const candidates = names(module.replace(/\.schema\.ts$/, ''))
    .map((name) => `${name}.yaml`)
    .filter((name) => depth(name) === 1 || isDirectory(join(root, name, '..')))
    .sort((a, b) => depth(b) - depth(a));
  return candidates[0]!;
}

/**
 * The registry from the schema modules (keyed by their file name, `home.schema.ts`) and the
 * files under the root: each content file with the default export of its schema module. A file
 * without one is left out, and checkContent reports it as a file the site does not know. A schema
 * module with a default export checks a file even when there is none, so that checkContent
 * reports that file as missing rather than passing without it.
 */
export function registryFrom(
  modules: Readonly<Record<string, { default?: unknown }>>,
  root = CONTENT_ROOT,
): Registry {
  const byFile = new Map(
    Object.entries(modules).map(([path, module]) => [path.split(/[\\/]/).at(-1)!, module.default]),
  );
  const english = englishFiles(root);
  const entries = english.flatMap((name) => {
    const schema = byFile.get(schemaModuleOf(name));
    return schema ? [[name, schema as z.ZodType] as const] : [];
  });
  const found = new Set(english.map(schemaModuleOf));
  const missing = [...byFile]
    .filter(([module, schema]) => schema && !found.has(module))
    .map(([module, schema]) => [expectedFileOf(module, root), schema as z.ZodType] as const);
  return Object.fromEntries([...entries, ...missing]);
}

let registry: Promise<Registry> | undefined;

/**
 * The registry of the real content, its schema modules read through tsx: the Vite config that
 * uses this module is bundled without the workspace's TypeScript packages, which the schemas
 * import. Every schema module is read, so that one whose content file is gone is reported; a
 * schema module therefore imports schemas and plain values only, never content (no YAML).
 */
export function loadRegistry(): Promise<Registry> {
  registry ??= import('tsx/esm/api').then(async ({ register }) => {
    const parentURL = pathToFileURL(import.meta.dirname + sep).href;
    const names = readdirSync(SCHEMA_DIR)
      .filter((file) => file.endsWith('.schema.ts'))
      .sort();
    // One namespace for them all, so that the modules they share are compiled once, not per module.
    const tsx = register({ namespace: 'skltcoa-content-schemas' });
    try {
      const modules = await Promise.all(
        names.map(
          (file) =>
            tsx.import(pathToFileURL(join(SCHEMA_DIR, file)).href, parentURL) as Promise<{
              default?: unknown;
            }>,
        ),
      );
      return registryFrom(Object.fromEntries(names.map((file, i) => [file, modules[i]!])));
    } finally {
      await tsx.unregister();
    }
  });
  return registry;
}

/**
 * The types of the content files for TypeScript (`src/content/content-files.d.ts`, written by
 * the content plugin and checked by the unit tests): each English file's import is typed as its
 * schema module's output, so a wrapper needs no cast and cannot name another schema (docs/editing-content.md).
 */
export function contentTypes(root = CONTENT_ROOT): string {
  const declarations = englishFiles(root).map((name) => {
    const module = schemaModuleOf(name);
    const type = isFile(join(SCHEMA_DIR, module))
      ? `import('zod').output<typeof import('./${module.replace(/\.ts$/, '')}').default>`
      : 'unknown';
    return `declare module '*/content/${name}' {\n  const data: ${type};\n  export default data;\n}\n`;
  });
  return `${CONTENT_TYPES_HEADER}\n${declarations.join('\n')}`;
}

const CONTENT_TYPES_HEADER = `/*
 * Written by the content plugin (site/build/content.ts, contentTypes()) from the files under
 * content/ and their schema modules (docs/editing-content.md); do not edit. A content file is
 * imported as the output of its schema module's default export, which the build checked it against.
 */
`;

/** Where contentTypes() is kept. */
export const CONTENT_TYPES_FILE = join(SCHEMA_DIR, 'content-files.d.ts');

/** Writes contentTypes() when it differs from the file, so that an unchanged tree is left alone. */
export function writeContentTypes(root = CONTENT_ROOT): void {
  const text = contentTypes(root);
  if (!isFile(CONTENT_TYPES_FILE) || readFileSync(CONTENT_TYPES_FILE, 'utf8') !== text)
    writeFileSync(CONTENT_TYPES_FILE, text);
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

interface ParsedFile {
  file: string;
  doc: Document;
  counter: LineCounter;
  data: unknown;
}

/** Parses one file's YAML, or throws a ContentError naming each syntax problem's line and column. */
function parseYaml(file: string, text: string): ParsedFile {
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
  return { file, doc, counter, data: doc.toJS() };
}

/** `file:line:col field` of a path, in the first of `files` that holds it (a translation, then English). */
function where(files: readonly ParsedFile[], path: Path): string {
  const holder =
    files.find((parsed) => path.length === 0 || parsed.doc.hasIn(path)) ?? files.at(-1)!;
  return `${holder.file}:${position(holder.doc, holder.counter, path)} ${fieldName(path)}`;
}

/** Fills the placeholders and checks the data against the schema; problems name `files`' lines. */
function validate<S extends z.ZodType>(
  files: readonly ParsedFile[],
  data: unknown,
  schema: S,
  vars: Record<string, unknown>,
  problems: string[] = [],
): z.output<S> {
  const unknownNames: { path: PropertyKey[]; name: string }[] = [];
  const filled = substitute(data, vars, [], unknownNames);
  problems.push(
    ...unknownNames.map(
      ({ path, name }) =>
        `${where(files, path)}: {{${name}}} is not a value in content/${VARIABLES_FILE}`,
    ),
  );
  const result = schema.safeParse(filled);
  if (!result.success)
    problems.push(
      ...result.error.issues.map((issue) => `${where(files, issue.path)}: ${issue.message}`),
    );
  if (problems.length > 0) throw new ContentError(problems);
  return result.data as z.output<S>;
}

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
  const parsed = parseYaml(file, text);
  return validate([parsed], parsed.data, schema, vars);
}

/*
 * Translations (docs/decisions/030-marathi-and-hindi.md): `content/mr/home.yaml` mirrors
 * `content/home.yaml` key for key and item for item, and leaves out what does not translate
 * (links, ids, figures, names), which the English file then gives.
 */

/** The languages besides English, each a folder of translations under content/. */
export const TRANSLATIONS = ['mr', 'hi'] as const;
export type Translation = (typeof TRANSLATIONS)[number];
export type ContentLanguage = 'en' | Translation;

/** Keys whose values stay as the English file has them: links, ids, files and people's names. */
const KEPT_KEYS = new Set([
  'href',
  'url',
  'src',
  'file',
  'id',
  'key',
  'slug',
  'photo',
  'image',
  'icon',
  'email',
  'phone',
  'network',
  'name',
  'batch',
  'video',
  // A folder's name that a schema checks links against (academics/notices.yaml).
  'month',
  // Ids from a fixed list, each shown through its name in page-labels.yaml.
  'kind',
  'category',
  'designation',
]);

/** Words that are the same in every language here: programme names and examination codes. */
const KEPT_WORDS = new Set(['Arch', 'Levels']);

/**
 * True when a value is words a reader needs in their language: a string with a word of three
 * or more letters, not a link, an address or a code such as `B.Arch 40` or `NAAC`.
 */
export function needsTranslation(key: PropertyKey | undefined, value: unknown): boolean {
  if (typeof value !== 'string' || (typeof key === 'string' && KEPT_KEYS.has(key))) return false;
  if (/^(?:https?:|mailto:|tel:|\/|#)|^[^\s@]+@[^\s@]+$/.test(value.trim())) return false;
  return (value.replace(/\{\{[^}]*\}\}/g, '').match(/[A-Za-z][a-z]{2,}/g) ?? []).some(
    (word) => !KEPT_WORDS.has(word),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Files whose translations add their own keys: the page words, by path, of which the English
 * file has none (src/content/pages.schema.ts). Their schemas check them.
 */
export const OPEN_FILES: ReadonlySet<string> = new Set(['pages.yaml']);

/** A translation's problems against its English file: keys it adds, lists that differ, words it lacks. */
export function translationProblems(
  english: unknown,
  translated: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  if (translated === undefined) {
    // Left out: fine for links, figures and names; each word under it must still be translated.
    if (Array.isArray(english))
      return english.flatMap((item, i) => translationProblems(item, undefined, [...path, i]));
    if (isRecord(english))
      return Object.entries(english).flatMap(([key, value]) =>
        translationProblems(value, undefined, [...path, key]),
      );
    return needsTranslation(path.at(-1), english)
      ? [
          {
            path,
            message: `missing: translate "${String(english)}" (or write it out as it is, if it stays in English)`,
          },
        ]
      : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated))
      return [{ path, message: 'must be a list, as in the English file' }];
    if (translated.length !== english.length)
      return [
        {
          path,
          message: `has ${translated.length} items; the English file has ${english.length}, in the same order`,
        },
      ];
    return english.flatMap((item, i) => translationProblems(item, translated[i], [...path, i]));
  }
  if (isRecord(english)) {
    if (!isRecord(translated))
      return [{ path, message: 'must be a map of fields, as in the English file' }];
    return [
      ...Object.keys(translated)
        .filter((key) => !Object.hasOwn(english, key))
        .map((key) => ({ path: [...path, key], message: 'is not in the English file' })),
      ...Object.entries(english).flatMap(([key, value]) =>
        translationProblems(value, translated[key], [...path, key]),
      ),
    ];
  }
  if (isRecord(translated) || Array.isArray(translated))
    return [{ path, message: 'must be a single value, as in the English file' }];
  return [];
}

/** The English data with the translation's values laid over it, list item by list item. */
export function mergeTranslation(english: unknown, translated: unknown): unknown {
  if (translated === undefined || translated === null) return english;
  if (Array.isArray(english) && Array.isArray(translated))
    return english.map((item, i) => mergeTranslation(item, translated[i]));
  if (isRecord(english) && isRecord(translated))
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        mergeTranslation(value, translated[key]),
      ]),
    );
  return translated;
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The yearly values in a translation's language: an English month name in them (`juries.odd:
 * December 2025`) becomes the language's own (डिसेंबर 2025), so that the yearly file stays one
 * edit in English and no English month shows on a Marathi or Hindi page (docs/decisions/056).
 */
export function localiseVariables(value: unknown, language: ContentLanguage): unknown {
  if (language === 'en') return value;
  if (typeof value === 'string')
    return value.replace(new RegExp(`\\b(${MONTHS.join('|')})\\b`, 'g'), (month) =>
      new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, MONTHS.indexOf(month), 1)),
      ),
    );
  if (Array.isArray(value)) return value.map((item) => localiseVariables(item, language));
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localiseVariables(item, language)]),
    );
  return value;
}

/**
 * Loads one registered content file, by its name under the root, in a language. With
 * `pageReadsIt`, the file is one a page of that language shows (the browser build imports it),
 * so it must have a translation when it has words (docs/decisions/056); the prerender also
 * loads every content module to check it (src/content/validate.ts), which shows nothing.
 */
export function loadContent(
  files: Registry,
  name: string,
  root = CONTENT_ROOT,
  language: ContentLanguage = 'en',
  { pageReadsIt = false }: { pageReadsIt?: boolean } = {},
): unknown {
  const schema = files[name];
  if (!schema)
    throw new ContentError([
      `content/${name}:1:1 (whole file): not a content file the site knows; to add one, write its schema as the default export of site/src/content/${schemaModuleOf(name)} (docs/editing-content.md)`,
    ]);
  const vars =
    name === VARIABLES_FILE
      ? {}
      : (localiseVariables(readVariables(files, root), language) as Record<string, unknown>);
  const english = parseYaml(`content/${name}`, readFileSync(join(root, name), 'utf8'));
  const translationFile = join(root, language, name);
  // The yearly values are ids, years and months, not words: one file for every language, its
  // months in the build's language (ADR 028; localiseVariables()).
  if (name === VARIABLES_FILE)
    return localiseVariables(validate([english], english.data, schema, vars), language);
  if (language === 'en' || !isFile(translationFile)) {
    // A Marathi or Hindi page reading words that have no translation would show English under
    // its own language's menus: the build stops instead (docs/decisions/056).
    if (pageReadsIt && language !== 'en' && translationProblems(english.data, {}).length > 0)
      throw new ContentError([
        `content/${language}/${name}: missing (a ${LANGUAGE_NAMES[language]} page reads content/${name}; write its translation there, key for key, as docs/editing-content.md says, and add '${name}' to TRANSLATED_FILES in site/src/content/registry.ts)`,
      ]);
    return validate([english], english.data, schema, vars);
  }
  const translated = parseYaml(
    `content/${language}/${name}`,
    readFileSync(translationFile, 'utf8'),
  );
  const files2 = [translated, english];
  // Each is the translation's problem, so it names the translation's line (for a missing
  // field, the map or list that should hold it).
  if (OPEN_FILES.has(name)) return validate(files2, translated.data ?? {}, schema, vars);
  const problems = translationProblems(english.data, translated.data ?? {}).map(
    ({ path, message }) => `${where([translated], path)}: ${message}`,
  );
  return validate(files2, mergeTranslation(english.data, translated.data), schema, vars, problems);
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The photo pipeline reads and checks its own folder (site/build/photos.ts). */
const OWN_CHECKS = /^photos\//;

/** A translation's language and English name: `mr/home.yaml` → ['mr', 'home.yaml']. */
function translationOf(name: string): [Translation, string] | undefined {
  const [first, ...rest] = name.split('/');
  return (TRANSLATIONS as readonly string[]).includes(first!) && rest.length > 0
    ? [first as Translation, rest.join('/')]
    : undefined;
}

/** Every `.yaml` file under the root, by name, except those another build step checks. */
export function contentFiles(root = CONTENT_ROOT): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((name) => name.split(sep).join('/'))
    .filter((name) => name.endsWith('.yaml') && !OWN_CHECKS.test(name))
    .sort();
}

/**
 * Checks every file: each one on disk is registered and valid, each registered one exists, each
 * translation mirrors its English file, and each file `translated` names exists in every language.
 * Returns the problems, one line each (empty when all is well).
 */
export function checkContent(
  files: Registry,
  root = CONTENT_ROOT,
  translated: readonly string[] = [],
): string[] {
  const onDisk = contentFiles(root);
  const problems: string[] = [];
  const collect = (load: () => unknown) => {
    try {
      load();
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else throw error;
    }
  };
  for (const name of onDisk) {
    const translation = translationOf(name);
    if (!translation) collect(() => loadContent(files, name, root));
    else if (!files[translation[1]] || !onDisk.includes(translation[1]))
      problems.push(
        `content/${name}:1:1 (whole file): no English file content/${translation[1]} to translate`,
      );
    else collect(() => loadContent(files, translation[1], root, translation[0]));
  }
  for (const name of Object.keys(files))
    if (!onDisk.includes(name))
      problems.push(`content/${name}: missing (the site needs this file)`);
  for (const language of TRANSLATIONS)
    for (const name of translated)
      if (!onDisk.includes(`${language}/${name}`))
        problems.push(
          `content/${language}/${name}: missing (the ${language} pages need this translation of content/${name})`,
        );
  // A pages.yaml that does not load is reported above already.
  if (problems.length === 0) problems.push(...halfTranslatedPages(files, root));
  return problems;
}

/**
 * The pages in Marathi and Hindi (docs/decisions/030-marathi-and-hindi.md): those whose title
 * every translation's pages.yaml gives. This is the one place that decides it; a translation may
 * also give an English-only page's menu label, and that page stays English.
 */
export function translatedPages(files: Registry, root = CONTENT_ROOT): string[] {
  const [first, ...others] = TRANSLATIONS.map((language) => titledPages(files, root, language));
  return first!.filter((path) => others.every((titled) => titled.includes(path)));
}

/** The paths a translation's pages.yaml gives a title (none when it has no pages.yaml). */
function titledPages(files: Registry, root: string, language: Translation): string[] {
  if (!isFile(join(root, language, PAGE_WORDS_FILE))) return [];
  const words = loadContent(files, PAGE_WORDS_FILE, root, language) as Record<
    string,
    { title?: string }
  >;
  return Object.keys(words).filter((path) => words[path]?.title);
}

/** A page one translation titles and another does not, one line each (checkContent). */
function halfTranslatedPages(files: Registry, root: string): string[] {
  const titled = TRANSLATIONS.map((language) => titledPages(files, root, language));
  const anywhere = [...new Set(titled.flat())];
  return TRANSLATIONS.flatMap((language, i) =>
    anywhere
      .filter((path) => !titled[i]!.includes(path))
      .map(
        (path) =>
          `content/${language}/${PAGE_WORDS_FILE}: ${path} has no title here but has one in another language; a page is in Marathi and Hindi when every translation titles it`,
      ),
  );
}

/** The language's name in a message: `mr` → Marathi. */
const LANGUAGE_NAMES: Readonly<Record<Translation, string>> = { mr: 'Marathi', hi: 'Hindi' };

/** What untranslatedRoutes() needs of a route-list entry (src/route-list.ts). */
export interface TranslatableRoute {
  path: string;
  page?: string;
  redirect?: string;
  englishOnly?: boolean;
}

/**
 * Every page and redirect of the route list is in Marathi and Hindi (docs/decisions/030 and
 * 056): one line for each translation's pages.yaml that does not title it, naming the page's
 * module whose content files need translating too. A route marked `englishOnly` (the staff
 * pages) is exempt; one listed in `pending` is a translation under way, reported instead when
 * both translations title it, so that the list only shrinks. A translated redirect must lead to
 * a translated page, which its Marathi and Hindi versions then lead to.
 */
export function untranslatedRoutes(
  routes: readonly TranslatableRoute[],
  files: Registry,
  root = CONTENT_ROOT,
  pending: readonly string[] = [],
): string[] {
  const titled = TRANSLATIONS.map((language) => new Set(titledPages(files, root, language)));
  const inAll = (path: string) => titled.every((paths) => paths.has(path));
  const problems: string[] = [];
  for (const route of routes) {
    if (route.englishOnly || (!route.page && !route.redirect)) continue;
    if (pending.includes(route.path)) {
      if (inAll(route.path))
        problems.push(
          `site/src/content/registry.ts: ${route.path} is translated now; remove it from PENDING_TRANSLATIONS`,
        );
      continue;
    }
    TRANSLATIONS.forEach((language, i) => {
      if (titled[i]!.has(route.path)) return;
      const reads = route.page
        ? `, and write content/${language}/ translations of the content files src/pages/${route.page}.tsx reads`
        : ` (it redirects to ${route.redirect})`;
      problems.push(
        `content/${language}/${PAGE_WORDS_FILE}: ${route.path} has no ${LANGUAGE_NAMES[language]} title; every page is built in Marathi and Hindi: give it a label, title and description here${reads} (docs/editing-content.md)`,
      );
    });
    if (route.redirect && inAll(route.path) && !inAll(route.redirect))
      problems.push(
        `content/mr/${PAGE_WORDS_FILE}: ${route.path} is translated but leads to ${route.redirect}, which is not; translate ${route.redirect} first`,
      );
  }
  for (const path of pending)
    if (!routes.some((route) => route.path === path))
      problems.push(
        `site/src/content/registry.ts: PENDING_TRANSLATIONS names ${path}, which is not in src/route-list.ts`,
      );
  return problems;
}

/** The page words file: each page's title and description by path (src/content/pages.schema.ts). */
const PAGE_WORDS_FILE = 'pages.yaml';

/**
 * The data as the browser's bundle gets it, less what only the prerendered HTML reads: each
 * page's meta description (read by search engines; docs/decisions/030-marathi-and-hindi.md), a
 * page's title where it is the same words as its menu label (src/routes.ts reads the label for
 * it), and the preview banner, which the build writes into the HTML (`withPreviewBanner`): about
 * 1.4 KB of JavaScript on every page, and 0.3 KB more on Marathi and Hindi ones (ADR 057).
 */
export function forTheBrowser(name: string, data: unknown): unknown {
  if (name === 'site.yaml' && isRecord(data)) {
    return Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'previewBanner'));
  }
  if (name !== 'pages.yaml' || !isRecord(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([path, words]) => [
      path,
      isRecord(words)
        ? Object.fromEntries(
            Object.entries(words).filter(
              ([key, value]) =>
                key !== 'description' && !(key === 'title' && value === words.label),
            ),
          )
        : words,
    ]),
  );
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

/** The virtual module whose default export is translatedPages(): `import … from 'virtual:translated-pages'`. */
const TRANSLATED_PAGES = 'virtual:translated-pages';

/**
 * Vite plugin: `import data from '<root>/content/home.yaml'` yields the checked data, in the
 * build's language (a translation laid over the English file, docs/decisions/030), and
 * `virtual:translated-pages` the paths of the pages in Marathi and Hindi. Used by the browser
 * build, the prerender and the unit tests alike; a content problem fails the build.
 */
export function contentPlugin(root = CONTENT_ROOT, language: ContentLanguage = 'en'): Plugin {
  return {
    name: 'skltcoa:content',
    enforce: 'pre',
    // The content files' types follow the files: a new one is typed on the next build or test run.
    buildStart() {
      if (root === CONTENT_ROOT) writeContentTypes(root);
    },
    async transformIndexHtml(html) {
      // No page is built as final while the notice's facts are samples (final-check.ts, ADR 055).
      const samples = samplesBeforeFinal(root, TRANSLATIONS);
      if (samples.length > 0) throw new ContentError(samples);
      const site = loadContent(await loadRegistry(), 'site.yaml', root, language);
      return withPreviewBanner(
        html.replace('<html lang="en">', `<html lang="${language}">`),
        site as { final: boolean; previewBanner: string },
      );
    },
    resolveId: (id) => (id === TRANSLATED_PAGES ? `\0${TRANSLATED_PAGES}` : null),
    async load(id, options) {
      if (id === `\0${TRANSLATED_PAGES}`) {
        for (const language of TRANSLATIONS)
          this.addWatchFile(join(root, language, PAGE_WORDS_FILE));
        return toModule(translatedPages(await loadRegistry(), root));
      }
      const file = id.split('?')[0]!;
      if (!file.endsWith('.yaml') || !file.startsWith(root + sep)) return null;
      const name = contentName(file, root);
      this.addWatchFile(join(root, VARIABLES_FILE));
      this.addWatchFile(file);
      if (language !== 'en') this.addWatchFile(join(root, language, name));
      const files = await loadRegistry();
      const data = loadContent(files, name, root, language, { pageReadsIt: !options?.ssr });
      return { code: toModule(options?.ssr ? data : forTheBrowser(name, data)), map: null };
    },
  };
}
