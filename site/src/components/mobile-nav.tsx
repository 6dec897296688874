import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { NavLink } from './site-link';
import { SITE } from '../content/site';
import { useHydrated } from '../lib/hooks';
import { activeTrail, MENU, type MenuItem } from '../nav';
import { ChevronIcon, CloseIcon, MenuIcon, SectionIcon } from './icons';

/** Spec 9: the menu fades in 10 ms after it is mounted and takes 300 ms to fade out. */
export const OPEN_DELAY_MS = 10;
export const CLOSE_DELAY_MS = 300;

/** The fallback menu shows every submenu open. */
const EVERY = { has: () => true };
const noop = () => undefined;

interface MenuListProps {
  items: MenuItem[];
  expanded: Pick<Set<string>, 'has'>;
  toggle: (path: string) => void;
  onChoose: () => void;
}

function MenuList({ items, expanded, toggle, onChoose }: MenuListProps) {
  return (
    <ul>
      {items.map((item) => {
        const open = expanded.has(item.path);
        const listId = `submenu${item.path.replace(/\//g, '-')}`;
        return (
          <li key={item.path}>
            <div className="mobile-menu__row">
              <NavLink to={item.path} end onClick={onChoose}>
                {item.label}
              </NavLink>
              {item.children.length > 0 && (
                <button
                  type="button"
                  className={`mobile-menu__toggle${open ? ' is-open' : ''}`}
                  aria-expanded={open}
                  aria-controls={listId}
                  aria-label={`${open ? SITE.ui.collapse : SITE.ui.expand} ${item.label}`}
                  onClick={() => toggle(item.path)}
                >
                  <ChevronIcon />
                </button>
              )}
            </div>
            {item.children.length > 0 && (
              <div id={listId} hidden={!open}>
                <MenuList
                  items={item.children}
                  expanded={expanded}
                  toggle={toggle}
                  onChoose={onChoose}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Mobile navigation: a six-column icon bar, and a full-screen menu behind the "Menu" button. */
export function MobileNav() {
  const { pathname } = useLocation();
  const tree = MENU;
  const hydrated = useHydrated();
  const [mounted, setMounted] = useState(false);
  const [visible, setVisible] = useState(false);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDialogElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const open = () => {
    clearTimeout(timer.current);
    setExpanded(new Set(activeTrail(pathname, tree)));
    setMounted(true);
    timer.current = setTimeout(() => setVisible(true), OPEN_DELAY_MS);
  };
  /*
   * Unmounting takes the dialog out of the DOM and the top layer at once (after
   * its fade-out), without dialog.close(): that would return focus to the Menu
   * button even when a link was chosen and the next page should start afresh.
   */
  const unmount = (returnFocus: boolean) => {
    clearTimeout(timer.current);
    setVisible(false);
    // Synchronously, so the page is no longer inert when the Menu button takes focus.
    flushSync(() => setMounted(false));
    if (returnFocus) menuButton.current?.focus();
  };
  const close = (returnFocus = true) => {
    clearTimeout(timer.current);
    setVisible(false);
    timer.current = setTimeout(() => unmount(returnFocus), CLOSE_DELAY_MS);
  };
  const toggle = (path: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  /*
   * Escape fades the menu out like the close button. Preventing the key's
   * default stops the browser's own close, which would be instant (its cancel
   * event cannot be prevented unless something was pressed since the menu
   * opened). Listened for on the document: focus may be outside the dialog, on
   * the body after a click on its text, or in the browser's toolbar.
   */
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  });

  useEffect(() => () => clearTimeout(timer.current), []);
  // showModal() focuses the dialog's first control (the close button) and makes the page inert.
  useEffect(() => {
    if (!mounted) return;
    panel.current?.showModal();
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [mounted]);

  const trail = activeTrail(pathname, tree);
  return (
    <>
      {hydrated ? (
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-haspopup="dialog"
          aria-expanded={mounted}
          onClick={open}
        >
          <MenuIcon />
          <span>{SITE.ui.menu}</span>
        </button>
      ) : (
        // Before and without JavaScript: every page in a list that opens without a script.
        <details className="menu-fallback">
          <summary className="arrives-whole">
            <MenuIcon />
            {SITE.ui.menu}
          </summary>
          <nav aria-label={SITE.ui.siteNav}>
            <MenuList items={tree} expanded={EVERY} toggle={noop} onChoose={noop} />
          </nav>
        </details>
      )}
      <nav className="icon-bar arrives-whole" aria-label={SITE.ui.quickNav}>
        <ul>
          {tree.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end
                className={trail[0] === item.path ? 'is-current' : undefined}
              >
                <SectionIcon path={item.path} />
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {mounted && (
        <dialog
          ref={panel}
          className={`mobile-menu${visible ? ' is-visible' : ''}`}
          aria-label={SITE.ui.menu}
          // Other close requests than Escape (Android's back gesture) close it at once.
          onClose={() => unmount(true)}
        >
          <div className="mobile-menu__head">
            <button
              type="button"
              className="mobile-menu__close"
              aria-label={SITE.ui.closeMenu}
              onClick={() => close()}
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={SITE.ui.siteNav}>
            <MenuList
              items={tree}
              expanded={expanded}
              toggle={toggle}
              onChoose={() => close(false)}
            />
          </nav>
        </dialog>
      )}
    </>
  );
}
