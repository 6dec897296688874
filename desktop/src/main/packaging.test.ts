import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { APP_USER_MODEL_ID } from './app-identity';

/*
 * Packaging needs Electron's binary, which cannot be downloaded on the build
 * machines, so electron-builder never runs here. This checks its
 * configuration instead: what ships, what does not, the icons,
 * the Windows installer and the update feed. Nothing here pretends the
 * installer was built.
 */

const desktop = join(import.meta.dirname, '../..');
const config = parse(readFileSync(join(desktop, 'electron-builder.yml'), 'utf8')) as {
  appId: string;
  productName: string;
  directories: { output: string; buildResources: string };
  files: string[];
  asar: boolean;
  electronVersion: string;
  icon: string;
  publish: { provider: string; url: string };
  win: {
    icon: string;
    target: { target: string; arch: string[] }[];
    artifactName: string;
    signtoolOptions?: Record<string, unknown>;
  };
  nsis: Record<string, unknown>;
  linux: { target: { target: string }[]; artifactName: string };
};
const pkg = JSON.parse(readFileSync(join(desktop, 'package.json'), 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** electron-builder's `files` rule for one path: the last pattern that matches decides. */
function ships(path: string): boolean {
  let included = false;
  for (const pattern of config.files) {
    const negated = pattern.startsWith('!');
    const glob = negated ? pattern.slice(1) : pattern;
    const source = glob
      .split('/')
      .map((part) =>
        part === '**'
          ? '(?:.*)'
          : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'),
      )
      .join('/')
      .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
    if (new RegExp(`^${source}$`).test(path)) included = !negated;
  }
  return included;
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => relative(desktop, path).split('\\').join('/'));
}

/** Bare module names that TypeScript sources import (not relative paths). */
function importsOf(folders: string[]): Set<string> {
  const names = new Set<string>();
  const files = folders.flatMap((folder) =>
    filesUnder(join(desktop, folder)).filter(
      (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path),
    ),
  );
  for (const file of files) {
    const text = readFileSync(join(desktop, file), 'utf8');
    for (const [, name] of text.matchAll(/(?:from|import\()\s*'([^'.][^']*)'/g)) {
      const parts = name!.split('/');
      names.add(name!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return names;
}

/**
 * Two checks read the last build. `npm test` builds before the unit tests, so CI
 * (CI set) always runs them; run alone before any build, they are skipped.
 */
const unbuilt = !existsSync(join(desktop, 'out/main/index.js')) && !process.env.CI;

const isBuiltin = (name: string) =>
  name.startsWith('node:') || builtinModules.includes(name.split('/')[0]!);

describe('electron-builder configuration', () => {
  it('ships the built main, preload and renderer and package.json, and nothing else', () => {
    for (const path of [
      'out/main/index.js',
      'out/main/chunks/icon-CpvPjkWR.png',
      'out/preload/index.cjs',
      'out/renderer/index.html',
      'out/renderer/assets/index-abc123.js',
      'out/renderer/assets/index-abc123.css',
      'package.json',
    ]) {
      expect(ships(path), path).toBe(true);
    }
    for (const path of [
      'out/main/index.js.map',
      'out/renderer/assets/index-abc123.js.map',
      'out/harness/index.html',
      'out/harness/assets/index.js',
      'src/main/index.ts',
      'src/main/it-config.test.ts',
      'src/renderer/app.tsx',
      'test/real-api.ts',
      'bench/grid.ts',
      'scripts/make-icon.mjs',
      'electron.vite.config.ts',
      'vitest.config.ts',
      'tsconfig.json',
      'README.md',
      'release/latest.yml',
    ]) {
      expect(ships(path), path).toBe(false);
    }
    expect(config.asar).toBe(true);
    expect(pkg.main).toBe('./out/main/index.js');
    expect(ships(pkg.main.replace(/^\.\//, ''))).toBe(true);
  });

  it.skipIf(unbuilt)('ships every file of the last build except maps and the harness', () => {
    const built = filesUnder(join(desktop, 'out'));
    expect(built.filter(ships).length).toBeGreaterThan(0);
    for (const path of built) {
      const wanted = /^out\/(main|preload|renderer)\//.test(path) && !path.endsWith('.map');
      expect(ships(path), path).toBe(wanted);
    }
  });

  it('names the app as main does, with its icons in place', () => {
    expect(config.appId).toBe(APP_USER_MODEL_ID);
    expect(config.productName).toBe('SKLTCOA Admissions Console');
    expect(config.directories.buildResources).toBe('build');

    const png = readFileSync(join(desktop, config.icon));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);

    for (const icon of [config.win.icon, config.nsis.installerIcon, config.nsis.uninstallerIcon]) {
      const ico = readFileSync(join(desktop, icon as string));
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
      const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + i * 16] || 256);
      expect(sizes).toEqual(expect.arrayContaining([16, 32, 48, 256]));
    }
  });

  it('builds a Windows NSIS installer for x64, whose file name the update feed can carry', () => {
    expect(config.win.target).toEqual([{ target: 'nsis', arch: ['x64'] }]);
    expect(config.win.artifactName).not.toMatch(/\s/);
    expect(config.win.artifactName).toMatch(/\$\{version\}.*\.\$\{ext\}$/);
    expect(config.nsis).toMatchObject({ oneClick: false, createDesktopShortcut: true });
    // Signing comes from CSC_LINK and CSC_KEY_PASSWORD on the build machine, never from this file.
    expect(JSON.stringify(config)).not.toMatch(/certificatePassword|certificateFile|\.pfx|\.p12/i);
    expect(config.win.signtoolOptions).toMatchObject({ signingHashAlgorithms: ['sha256'] });
  });

  it('publishes to a generic feed whose address is given at build time', () => {
    expect(config.publish).toEqual({ provider: 'generic', url: '${env.CONSOLE_UPDATE_URL}' });
  });

  it('packages the Electron that the project tests against', () => {
    expect(config.electronVersion).toBe(pkg.devDependencies.electron);
    // electron-builder refuses an app that lists Electron as a run-time dependency.
    expect(pkg.dependencies).not.toHaveProperty('electron');
  });
});

describe('what the packaged app carries in node_modules', () => {
  const mainSide = importsOf(['src/main', 'src/preload', 'src/core', 'src/shared-types']);

  it('is only what the main process loads at run time, electron-updater included', () => {
    expect(Object.keys(pkg.dependencies).sort()).toEqual([
      'electron-updater',
      'eventsource-parser',
      'zod',
    ]);
    for (const name of Object.keys(pkg.dependencies)) {
      expect(mainSide.has(name), `${name} is imported by the main process`).toBe(true);
    }
  });

  it('leaves out what Vite bundles: the shared package, React, AG Grid, Papaparse', () => {
    for (const name of [
      '@skltcoa/shared',
      'react',
      'react-dom',
      'ag-grid-community',
      'ag-grid-react',
      'papaparse',
    ]) {
      expect(pkg.dependencies, name).not.toHaveProperty(name);
      expect(pkg.devDependencies, name).toHaveProperty(name);
    }
    for (const name of mainSide) {
      if (isBuiltin(name) || name === 'electron') continue;
      // The shared package is TypeScript source, bundled (electron.vite.config.ts).
      if (name === '@skltcoa/shared') continue;
      expect(pkg.dependencies, `main imports ${name}`).toHaveProperty(name);
    }
  });

  it.skipIf(unbuilt)('matches what the last build of main left external', () => {
    const external = new Set<string>();
    for (const file of ['out/main/index.js', 'out/preload/index.cjs']) {
      const text = readFileSync(join(desktop, file), 'utf8');
      for (const [, name] of text.matchAll(
        /(?:^import .*? from |import\(|require\()\s*"([^".][^"]*)"/gm,
      )) {
        const parts = name!.split('/');
        external.add(name!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
      }
    }
    const packages = [...external].filter((name) => !isBuiltin(name) && name !== 'electron');
    expect(packages.sort()).toEqual(Object.keys(pkg.dependencies).sort());
  });
});
