// `npm start`: build the site if it is missing, then run the server process
// under a supervisor that starts it again when it dies
// (docs/decisions/037-supervised-api-and-signed-console-updates.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// A SITE_DIR of the operator's own is theirs to fill.
if (!process.env.SITE_DIR && !existsSync(`${root}/site/dist/index.html`)) {
  console.log('site/dist is missing: npm run build -w site');
  const build = spawnSync('npm', ['run', 'build', '-w', 'site'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const api = supervise({
  command: process.execPath,
  args: ['--import', 'tsx', 'api/src/main.ts'],
  spawnOptions: { stdio: 'inherit', cwd: root },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => void api.stop(signal));
}
process.exit(await api.done);
