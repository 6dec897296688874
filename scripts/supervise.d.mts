import type { SpawnOptions } from 'node:child_process';

export declare const EX_CONFIG: 78;

export interface SuperviseOptions {
  command: string;
  args?: string[];
  name?: string;
  spawnOptions?: SpawnOptions;
  firstDelayMs?: number;
  maxDelayMs?: number;
  stableMs?: number;
  maxQuickExits?: number;
  stopTimeoutMs?: number;
  log?: (message: string) => void;
}

export interface Supervised {
  /** Settles with the code the supervisor should exit with. */
  done: Promise<number>;
  stop: (signal?: NodeJS.Signals) => Promise<number>;
  pid: () => number | undefined;
  starts: () => number;
}

export declare function supervise(options: SuperviseOptions): Supervised;
