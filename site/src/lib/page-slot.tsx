import { createElement, use, type ComponentType } from 'react';
import type { PageLoader } from '../router';
import type { PageProps } from '../routes';

/** Page components already downloaded, so a page that is present renders without suspending. */
const loaded = new Map<PageLoader, ComponentType<PageProps>>();
const loading = new Map<PageLoader, Promise<unknown>>();

/** Download a page's module (once); hydration waits for this, so the prerendered HTML is never replaced. */
export function loadPage(load: PageLoader): Promise<unknown> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then((module) => loaded.set(load, module.default));
    loading.set(load, pending);
  }
  return pending;
}

/**
 * A page in the browser's route tree. On client-side navigation to a page not
 * yet downloaded it suspends; the router's navigations are transitions, so the
 * current page stays on screen until the next one is ready.
 */
export function PageSlot({ load, props }: { load: PageLoader; props?: PageProps }) {
  const Page = loaded.get(load);
  if (!Page) {
    use(loadPage(load));
    return null;
  }
  // The component is the module's own export, the same on every render.
  return createElement(Page, props);
}
