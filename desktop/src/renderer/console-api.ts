import { CONSOLE_API_GLOBAL, type ConsoleApi, type Result } from '../shared-types/console-api';
import { ConsoleCallError } from './load-leads';

/** The preload's API (or the harness's stand-in), the renderer's only way out. */
export function consoleApi(): ConsoleApi {
  const api = window[CONSOLE_API_GLOBAL];
  if (!api) throw new Error('The console API is missing: the preload script did not run.');
  return api;
}

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new ConsoleCallError(result.error);
  return result.value;
}
