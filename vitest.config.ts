import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks (it arrived in Node 21).
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<T, K>(items: Iterable<T>, key: (item: T, index: number) => K) {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        groups.set(k, [...(groups.get(k) ?? []), item]);
      }
      return groups;
    },
  });
}

// One `vitest run` runs every workspace's unit and integration tests. How many
// files run at once is the npm scripts' `--maxWorkers`: each project reads its own
// count, and only the command line sets it for all of them
// (docs/decisions/034-a-test-suite-within-ten-minutes.md).
export default defineConfig({
  test: {
    projects: ['shared', 'api', 'site', 'desktop']
      .map((dir) => `${dir}/vitest.config.ts`)
      .filter((config) => existsSync(config)),
  },
});
