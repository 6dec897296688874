import { CONSOLE_API_GLOBAL, type ConsoleApi } from '../shared-types/console-api';

/** The preload's API (or the harness's stand-in), the renderer's only way out. */
export function consoleApi(): ConsoleApi {
  const api = window[CONSOLE_API_GLOBAL];
  if (!api) throw new Error('The console API is missing: the preload script did not run.');
  return api;
}
