import { useState, useSyncExternalStore } from 'react';

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
