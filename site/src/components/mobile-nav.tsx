import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { SITE } from '../content/site';
import { activeTrail, MENU, type MenuItem } from '../nav';
import { trapTab, useScrollLock } from '../lib/hooks';
import { ChevronIcon, CloseIcon, MenuIcon, SectionIcon } from './icons';

/** Spec 9: the menu fades in 10 ms after it is mounted and takes 300 ms to fade out. */
export const OPEN_DELAY_MS = 10;
export const CLOSE_DELAY_MS = 300;

interface MenuListProps {
  items: MenuItem[];
  expanded: Set<string>;
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
  const [mounted, setMounted] = useState(false);
  const [visible, setVisible] = useState(false);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useScrollLock(mounted);

  const open = () => {
    clearTimeout(timer.current);
    setExpanded(new Set(activeTrail(pathname, tree)));
    setMounted(true);
    timer.current = setTimeout(() => setVisible(true), OPEN_DELAY_MS);
  };
  const close = (returnFocus = true) => {
    clearTimeout(timer.current);
    setVisible(false);
    timer.current = setTimeout(() => {
      setMounted(false);
      if (returnFocus) menuButton.current?.focus();
    }, CLOSE_DELAY_MS);
  };
  const toggle = (path: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (mounted) panel.current?.querySelector<HTMLElement>('button')?.focus();
  }, [mounted]);

  const trail = activeTrail(pathname, tree);
  return (
    <>
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
      <nav className="icon-bar" aria-label={SITE.ui.quickNav}>
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
        <div
          ref={panel}
          className={`mobile-menu${visible ? ' is-visible' : ''}`}
          role="dialog"
          aria-modal="true"
          aria-label={SITE.ui.menu}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
            else if (panel.current) trapTab(event, panel.current);
          }}
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
        </div>
      )}
    </>
  );
}
