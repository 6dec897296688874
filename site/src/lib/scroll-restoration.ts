import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How far down each history entry was, so Back returns to the same place. */
const positions = new Map<string, number>();

/**
 * Scroll handling for client-side navigation: a new page starts at the top (or
 * at its #fragment), Back and Forward return to where the reader was. The
 * browser keeps what it does well: restoring a document it loads itself, and
 * jumping to a fragment link such as "Skip to content" on the same page.
 */
export function useScrollRestoration(): void {
  const { key, pathname, search, hash } = useLocation();
  const navigation = useNavigationType();
  // Entries the browser made itself (a fragment jump) all have the key "default".
  const entry = `${key} ${pathname}${search}`;
  const shown = useRef<string | null>(null);

  // A layout effect, so a scroll caused by the next page's render is never filed under this entry.
  useLayoutEffect(() => {
    const save = () => positions.set(entry, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [entry]);

  useLayoutEffect(() => {
    const page = `${pathname}${search}`;
    const previous = shown.current;
    shown.current = page;
    if (previous === null) return; // the first render: the browser placed the page
    if (navigation === 'POP') {
      // Back or Forward to another page; a fragment jump within a page is the browser's.
      const saved = positions.get(entry);
      if (previous !== page && saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [entry, pathname, search, hash, navigation]);
}
