// `npm start`: build what is missing, then run the one server process.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const needs = [['site/dist/index.html', ['run', 'build', '-w', 'site']]];
for (const [output, args] of needs) {
  if (!existsSync(output)) {
    console.log(`${output} is missing: npm ${args.join(' ')}`);
    const result = spawnSync('npm', args, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
