/**
 * Writes `name.br` (Brotli, quality 11) and `name.gz` (gzip, level 9) beside
 * every compressible file of `dist/` (html, js, css, svg, xml, json, txt).
 * The API's static server sends those copies to browsers that accept them,
 * so the strongest compression is paid once per build instead of a fast one
 * on every request. A copy that would not be smaller is not written.
 *
 * Run last in `postbuild`: after `vite-react-ssg build` has written the
 * prerendered HTML and the other postbuild scripts their files.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE = /\.(?:html|js|css|svg|xml|json|txt)$/;

/** Every compressible file under `dir`, skipping dot-folders (the server never serves them). */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return compressibleFiles(path);
        return entry.isFile() && COMPRESSIBLE.test(entry.name) ? [path] : [];
      }),
  );
  return nested.flat();
}

export interface PrecompressTotals {
  files: number;
  bytes: number;
  br: number;
  gz: number;
}

export async function precompress(dir: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const files = await compressibleFiles(dir);
  const compressOne = async (file: string) => {
    const data = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzipAsync(data, { level: 9 }),
    ]);
    totals.files += 1;
    totals.bytes += data.length;
    if (br.length < data.length) {
      await writeFile(`${file}.br`, br);
      totals.br += br.length;
    }
    if (gz.length < data.length) {
      await writeFile(`${file}.gz`, gz);
      totals.gz += gz.length;
    }
  };
  // zlib works on libuv's pool of four threads: two files at a time keep it busy.
  const workers = Array.from({ length: 2 }, async () => {
    for (let file = files.pop(); file; file = files.pop()) await compressOne(file);
  });
  await Promise.all(workers);
  return totals;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const totals = await precompress(fileURLToPath(new URL('../dist', import.meta.url)));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompress: ${totals.files} files, ${kb(totals.bytes)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
  );
}
