/**
 * Loads site modules for a build script through Vite with the content loader's plugin: the route
 * list and the content modules import content/*.yaml, which plain tsx cannot (ADR 028).
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { contentPlugin } from '../build/content';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

/** Loads each module (an absolute file, or a path from the site's root such as /src/nav.ts). */
export async function loadSiteModules(paths: readonly string[]): Promise<unknown[]> {
  const server = await createServer({
    configFile: false,
    root: siteDir,
    logLevel: 'error',
    plugins: [contentPlugin()],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const modules: unknown[] = [];
    for (const path of paths) modules.push(await server.ssrLoadModule(path));
    return modules;
  } finally {
    await server.close();
  }
}

export async function loadSiteModule<T>(path: string): Promise<T> {
  const [module] = await loadSiteModules([path]);
  return module as T;
}
