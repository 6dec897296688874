import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitForHealth } from '../../api/bench/support';

/** The built product on a throwaway database (e2e/support/server.ts), for benchmarks. */
export async function startProduct(port: number) {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../support/server.ts', import.meta.url))],
    { env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin);
  return { origin, stop: () => server.kill('SIGTERM') };
}
