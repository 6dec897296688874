import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How far down each history entry was, by location key, so Back returns to the same place. */
const positions = new Map<string, number>();

/**
 * Scroll handling for client-side navigation: a new page starts at the top (or
 * at its #fragment), Back and Forward return to where the reader was. The first
 * render is left alone: the browser restores a document it loads itself.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();
  const firstRender = useRef(true);

  // A layout effect, so a scroll caused by the next page's render is never filed under this entry.
  useLayoutEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const saved = navigation === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) return void window.scrollTo(0, saved);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigation]);
}
