import { createElement, use, type ComponentType } from 'react';
import type { PageEntry, PageProps } from '../routes';

/** Page components already downloaded, so a page that is present renders without suspending. */
const loaded = new Map<PageEntry['page'], ComponentType<PageProps>>();
const loading = new Map<PageEntry['page'], Promise<unknown>>();

/** Download a page's module (once); hydration waits for this, so the prerendered HTML is never replaced. */
export function loadPage(entry: PageEntry): Promise<unknown> {
  let pending = loading.get(entry.page);
  if (!pending) {
    pending = entry.page().then((module) => loaded.set(entry.page, module.default));
    loading.set(entry.page, pending);
  }
  return pending;
}

/**
 * A page in the browser's route tree. On client-side navigation to a page not
 * yet downloaded it suspends; the router's navigations are transitions, so the
 * current page stays on screen until the next one is ready.
 */
export function PageSlot({ entry }: { entry: PageEntry }) {
  const Page = loaded.get(entry.page);
  if (!Page) {
    use(loadPage(entry));
    return null;
  }
  // The component is the module's own export, the same on every render.
  return createElement(Page, entry.props);
}
