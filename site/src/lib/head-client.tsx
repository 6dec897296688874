import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';

/*
 * The browser build's stand-in for react-helmet-async (aliased in vite.config.ts).
 * Every page's head is already in its prerendered HTML; in the browser the head
 * only needs updating on client-side navigation, which this does in ~30 lines
 * instead of shipping ~6 KB gzip of Helmet, its deep-compare and its shims.
 */

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return children;
}

const ATTRIBUTE_NAMES: Record<string, string> = { httpEquiv: 'http-equiv', charSet: 'charset' };

/**
 * The prerendered head is the hydrated page's own, so the first render leaves it as it is; the
 * browser's bundle does not even hold a page's meta description (docs/decisions/030).
 */
let hydrated = false;

export function Helmet({ children }: { children?: ReactNode }) {
  useEffect(() => {
    if (!hydrated) {
      hydrated = true;
      return;
    }
    const { head } = document;
    // Tags the prerender (Helmet) or an earlier page wrote are marked data-rh.
    head.querySelectorAll('[data-rh]').forEach((element) => element.remove());
    Children.forEach(children, (child) => {
      if (!isValidElement(child)) return;
      const { props, type } = child as ReactElement<Record<string, unknown>>;
      if (typeof type !== 'string') return;
      if (type === 'title') {
        document.title = String(props.children ?? '');
        return;
      }
      if (type === 'script') return; // structured data matters to crawlers, which read the prerender
      const element = document.createElement(type);
      for (const [name, value] of Object.entries(props)) {
        if (name !== 'children' && value != null && value !== false) {
          element.setAttribute(ATTRIBUTE_NAMES[name] ?? name, String(value));
        }
      }
      element.setAttribute('data-rh', 'true');
      head.append(element);
    });
  }, [children]);
  return null;
}
