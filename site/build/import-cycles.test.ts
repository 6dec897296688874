import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles, importedSpecifiers, importGraph } from './import-cycles';

const SITE_SRC = resolve(import.meta.dirname, '../src');

describe('import cycles', () => {
  it('site/src has none, counting import()', () => {
    expect(importCycles(importGraph(SITE_SRC), SITE_SRC)).toEqual([]);
  });

  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  const tree = (files: Record<string, string>) => {
    root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(root, name, '..'), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    return root;
  };

  it('finds a cycle closed by a dynamic import, and names its modules', () => {
    const dir = tree({
      'routes.ts': "export const load = () => import('./pages/home');",
      'pages/home.tsx': "import { Link } from '../link';\nexport default Link;",
      'link.tsx': "import { load } from './routes';\nexport const Link = load;",
      'leaf.ts': "import { load } from './routes';\nexport const x = load;",
    });
    expect(importCycles(importGraph(dir), dir)).toEqual([
      ['link.tsx', 'pages/home.tsx', 'routes.ts'],
    ]);
  });

  it('finds one through a re-export and an index file, and none through a type-only import', () => {
    const dir = tree({
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.ts': "export * from './c';\nexport const b = 1;",
      'c/index.ts': "export { a } from '../a';",
      'd.ts': "import type { E } from './e';\nexport const d: E = 1;",
      'e.ts': "import { d } from './d';\nexport type E = typeof d;",
    });
    expect(importCycles(importGraph(dir), dir)).toEqual([['a.ts', 'b.ts', 'c/index.ts']]);
  });

  it('reads every kind of import the site writes', () => {
    expect(
      importedSpecifiers(
        'x.tsx',
        [
          "import a from './a';",
          "import type { B } from './b';",
          "export { c } from './c';",
          "export type { C } from './c-types';",
          "const d = () => import('./d');",
          "type E = typeof import('./e');",
          "import data from '../../content/home.yaml';",
        ].join('\n'),
      ),
    ).toEqual(['./a', './c', './d', '../../content/home.yaml']);
  });
});
