import { mount } from '../renderer/main';
import { CONSOLE_API_GLOBAL } from '../shared-types/console-api';
import { createHttpAdapter, type HarnessHooks } from './http-adapter';

declare global {
  interface Window {
    consoleHarness: HarnessHooks;
  }
}

const { api, hooks } = createHttpAdapter({ defaultApiBase: location.origin });
window[CONSOLE_API_GLOBAL] = api;
window.consoleHarness = hooks;
mount(document.getElementById('root')!);
