import { useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** True once the page has hydrated; lets markup differ from the prerendered HTML only after that. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The page's query string after hydration ('' in the prerendered HTML, which serves every query). */
export function useSearch(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
}

/** Stops the page behind an overlay from scrolling while `locked`. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { documentElement: html, body } = document;
    const before = [html.style.overflow, body.style.overflow];
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    return () => {
      html.style.overflow = before[0] ?? '';
      body.style.overflow = before[1] ?? '';
    };
  }, [locked]);
}

/**
 * Which of a row of panels is enlarged. `initial` starts active (the first
 * unless given); once the pointer or focus has left a panel, none is
 * (docs/product-decisions.md §15).
 */
export function useActivePanel(initial: number | null = 0) {
  const [active, setActive] = useState<number | null>(initial);
  const bind = (index: number) => ({
    onMouseEnter: () => setActive(index),
    onMouseLeave: () => setActive(null),
    onFocus: () => setActive(index),
    onBlur: () => setActive(null),
  });
  return { active, bind };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container`; call from its keydown handler. */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
) {
  if (event.key !== 'Tab') return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[aria-hidden="true"]'),
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const current = document.activeElement;
  if (event.shiftKey && (current === first || !container.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !container.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}
