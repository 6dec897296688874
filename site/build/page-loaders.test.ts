import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../src/route-list';
import { loadersModule, pageModules } from './page-loaders';

/* The page loaders the build writes from the route list (ADR 042). */
describe('page loaders', () => {
  it('load each page module the route list names, once, from src/pages', () => {
    const modules = pageModules(ROUTE_LIST);
    expect(modules.get('about/group')).toBe(
      resolve(import.meta.dirname, '../src/pages/about/group.tsx'),
    );
    // Both programmes' overviews are one module.
    expect([...modules.keys()].filter((name) => name === 'courses/course-overview')).toHaveLength(
      1,
    );
    const named = new Set(ROUTE_LIST.flatMap((route) => (route.page ? [route.page] : [])));
    expect(new Set(modules.keys())).toEqual(named);
  });

  it('leave out the pages a build does not have, as a translation does', () => {
    const modules = pageModules(ROUTE_LIST, (path) => ['/', '/faq'].includes(path));
    expect([...modules.keys()]).toEqual(['landing', 'admission/faq']);
    expect(loadersModule(modules)).toBe(
      `export default {\n  "landing": () => import(${JSON.stringify(modules.get('landing'))}),\n` +
        `  "admission/faq": () => import(${JSON.stringify(modules.get('admission/faq'))}),\n};\n`,
    );
  });

  it('fail the build for a route whose module does not exist', () => {
    expect(() =>
      pageModules([
        { path: '/life/sports', label: 'Sports', section: 'life', page: 'life/sports' },
      ]),
    ).toThrow(
      'src/route-list.ts: /life/sports names the page "life/sports", but there is no src/pages/life/sports.tsx',
    );
  });
});
