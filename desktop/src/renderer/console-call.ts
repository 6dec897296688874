import type { ConsoleError, Result } from '../shared-types/console-api';

/** A console call that answered with an error, thrown so that async code can use try/catch. */
export class ConsoleCallError extends Error {
  constructor(readonly error: ConsoleError) {
    super(error.message);
    this.name = 'ConsoleCallError';
  }
}

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new ConsoleCallError(result.error);
  return result.value;
}
