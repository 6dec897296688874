import { mount } from '../renderer/main';
import { CONSOLE_API_GLOBAL } from '../shared-types/console-api';
import { createHttpAdapter, type HarnessHooks } from './http-adapter';

declare global {
  interface Window {
    consoleHarness: HarnessHooks;
  }
}

// `?poll=2000` lets a test see the minute-by-minute check without waiting a minute.
const poll = Number(new URLSearchParams(location.search).get('poll')) || undefined;
const { api, hooks } = createHttpAdapter({
  defaultApiBase: location.origin,
  ...(poll ? { pollIntervalMs: poll } : {}),
});
window[CONSOLE_API_GLOBAL] = api;
window.consoleHarness = hooks;
mount(document.getElementById('root')!);
