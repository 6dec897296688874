// Keeps one child process running: `npm start` runs the API under it
// (scripts/start.mjs, docs/decisions/037-supervised-api-and-signed-console-updates.md).
import { spawn } from 'node:child_process';

/** The child's code for a configuration error (sysexits.h EX_CONFIG): starting again mends nothing. */
export const EX_CONFIG = 78;

/**
 * Runs `command` and starts it again whenever it exits without having been
 * asked to, after a pause that doubles from `firstDelayMs` up to
 * `maxDelayMs`. A run that lasted `stableMs` starts the count afresh;
 * `maxQuickExits` exits in a row, each sooner than that, are a crash loop,
 * and the supervisor gives up with the child's code, as it does at once for
 * EX_CONFIG. `stop(signal)` passes the signal on and waits for the child,
 * killing it after `stopTimeoutMs`.
 *
 * @param {{
 *   command: string,
 *   args?: string[],
 *   name?: string,
 *   spawnOptions?: import('node:child_process').SpawnOptions,
 *   firstDelayMs?: number,
 *   maxDelayMs?: number,
 *   stableMs?: number,
 *   maxQuickExits?: number,
 *   stopTimeoutMs?: number,
 *   log?: (message: string) => void,
 * }} options
 */
export function supervise({
  command,
  args = [],
  name = 'The API',
  spawnOptions = { stdio: 'inherit' },
  firstDelayMs = 1000,
  maxDelayMs = 30_000,
  stableMs = 60_000,
  maxQuickExits = 5,
  stopTimeoutMs = 30_000,
  log = (message) => console.error(`[supervisor] ${message}`),
}) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {NodeJS.Timeout | undefined} */
  let restartTimer;
  let stopping = false;
  let quickExits = 0;
  let delay = firstDelayMs;
  let starts = 0;
  /** @type {(code: number) => void} */
  let finish = () => {};
  /** @type {Promise<number>} */
  const done = new Promise((resolve) => (finish = resolve));

  function start() {
    restartTimer = undefined;
    const startedAt = Date.now();
    starts += 1;
    const current = spawn(command, args, spawnOptions);
    child = current;
    current.on('error', (error) => {
      log(`${name} could not be started: ${error.message}`);
      // A child that never ran has no exit to wait for.
      if (current.pid === undefined) {
        child = undefined;
        finish(1);
      }
    });
    current.on('exit', (code, signal) => {
      child = undefined;
      if (stopping) return finish(signal === 'SIGKILL' ? 1 : 0);
      const ran = Math.round((Date.now() - startedAt) / 1000);
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (code === EX_CONFIG) {
        log(`${name} ${how}: its configuration is wrong (see above). Not starting it again.`);
        return finish(code);
      }
      if (Date.now() - startedAt >= stableMs) {
        quickExits = 0;
        delay = firstDelayMs;
      }
      quickExits += 1;
      if (quickExits >= maxQuickExits) {
        log(
          `${name} ${how} after ${ran} s, its ${quickExits}th exit in a row within ${Math.round(stableMs / 1000)} s of starting. ` +
            'Giving up: the messages above say why it fails.',
        );
        return finish(code || 1);
      }
      log(`${name} ${how} after ${ran} s; starting it again in ${delay / 1000} s.`);
      restartTimer = setTimeout(start, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  }

  /** @param {NodeJS.Signals} signal */
  function stop(signal = 'SIGTERM') {
    if (stopping) return done;
    stopping = true;
    clearTimeout(restartTimer);
    const running = child;
    if (!running) {
      finish(0);
      return done;
    }
    running.kill(signal);
    const killer = setTimeout(() => {
      log(`${name} did not stop within ${stopTimeoutMs / 1000} s of ${signal}; killing it.`);
      running.kill('SIGKILL');
    }, stopTimeoutMs);
    void done.then(() => clearTimeout(killer));
    return done;
  }

  start();
  return {
    done,
    stop,
    /** The running child's PID, if one runs. */
    pid: () => child?.pid,
    /** How many times the child has been started. */
    starts: () => starts,
  };
}
