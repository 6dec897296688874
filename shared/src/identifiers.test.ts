import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { isScalar, LineCounter, parseDocument, visit } from 'yaml';
import { describe, expect, it } from 'vitest';

/*
 * Identifiers spell it `program`, as the database column, the API's JSON and the saved views'
 * filter keys do (consoles already installed send and read those, so they cannot change);
 * words people read, and comments, spell it "programme" (docs/architecture.md, conventions).
 * This walks the source and the content files and lists every identifier that spells it
 * the other way: names in TypeScript, JSX attribute names, class names, YAML keys and file names.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['shared/src', 'api/src', 'site/src', 'desktop/src', 'content'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'out', '.vitest']);
const SPELLING = /programme/i;

/**
 * A record keyed by a spreadsheet column's heading (`{ Programme: 'Bachelor of Architecture' }`
 * in the export tests) is keyed by words people read, not by a name.
 */
const HEADING_KEY = /^Programmes?$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** `file:line name` for each identifier in TypeScript or TSX `text` that spells it "programme". */
function scanScript(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, name: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1} ${name}`);
  };
  const walk = (node: ts.Node) => {
    if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && SPELLING.test(node.text)) {
      const headingKey =
        (ts.isPropertyAssignment(node.parent) || ts.isPropertySignature(node.parent)) &&
        node.parent.name === node &&
        HEADING_KEY.test(node.text);
      if (!headingKey) report(node, node.text);
    }
    // Class names are names too, though written as a string.
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText(source) === 'className' &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      SPELLING.test(node.initializer.text)
    )
      report(node, `className="${node.initializer.text}"`);
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

/** `file:line key` for each key in YAML `text` that spells it "programme". */
function scanYaml(file: string, text: string): string[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const found: string[] = [];
  visit(document, {
    Pair(_, pair) {
      if (isScalar(pair.key) && SPELLING.test(String(pair.key.value))) {
        const line = pair.key.range ? lineCounter.linePos(pair.key.range[0]).line : 0;
        found.push(`${file}:${line} ${String(pair.key.value)}`);
      }
    },
  });
  return found;
}

/** `file:line selector` for each CSS class or id selector that spells it "programme". */
function scanCss(file: string, text: string): string[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  return withoutComments.split('\n').flatMap((line, index) =>
    [...line.matchAll(/[.#][\w-]*programme[\w-]*/gi)].map(([selector]) => {
      return `${file}:${index + 1} ${selector}`;
    }),
  );
}

function scan(file: string, text: string): string[] {
  const named = SPELLING.test(file.split('/').pop()!) ? [`${file} (file name)`] : [];
  if (/\.tsx?$/.test(file)) return [...named, ...scanScript(file, text)];
  if (/\.ya?ml$/.test(file)) return [...named, ...scanYaml(file, text)];
  if (file.endsWith('.css')) return [...named, ...scanCss(file, text)];
  return named;
}

describe('identifiers spell it "program"', () => {
  it('finds a name that spells it "programme", and not the words people read', () => {
    const script = [
      '// The programme a family asked about.',
      "const programmeLabel = 'Programme';",
      'export function label(program: string) {',
      '  return `${programmeLabel}: ${program} programme`;',
      '}',
      "export const sheet = { Programme: 'Bachelor of Architecture', program: 'B.Arch' };",
      "export const schema = { programmes: [] as string[], 'by programme': 1 };",
      'export const Row = () => <td className="programme-cell" data-programme="">Programme</td>;',
    ].join('\n');
    expect(scan('fixture.tsx', script)).toEqual([
      'fixture.tsx:2 programmeLabel',
      'fixture.tsx:4 programmeLabel',
      'fixture.tsx:7 programmes',
      'fixture.tsx:8 className="programme-cell"',
      'fixture.tsx:8 data-programme',
    ]);
    const yaml = [
      '# The programmes.',
      'programmes:',
      '  heading: Mentorship programmes',
      '  items:',
      '    - programmeName: Senior buddy programme',
    ].join('\n');
    expect(scan('content/programmes.yaml', yaml)).toEqual([
      'content/programmes.yaml (file name)',
      'content/programmes.yaml:2 programmes',
      'content/programmes.yaml:5 programmeName',
    ]);
    expect(
      scan('site.css', '/* programme cards */\n.programme-card, .card { color: red; }'),
    ).toEqual(['site.css:2 .programme-card']);
  });

  it('holds in the source and the content', () => {
    const found = SOURCE_DIRS.flatMap((dir) => files(join(ROOT, dir))).flatMap((path) =>
      scan(relative(ROOT, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
