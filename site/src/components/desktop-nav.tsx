import { useLocation } from 'react-router-dom';
import { NavLink } from './site-link';
import { SITE } from '../content/site';
import { activeTrail, MENU, type MenuItem } from '../nav';

function SubList({ items }: { items: MenuItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.path}>
          <NavLink to={item.path} end>
            {item.label}
          </NavLink>
          {item.children.length > 0 && <SubList items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The fixed bottom bar on desktop; each group's pages open upwards on hover or keyboard focus. */
export function DesktopNav() {
  const { pathname } = useLocation();
  const trail = activeTrail(pathname);
  return (
    <nav className="desktop-nav arrives-whole" aria-label={SITE.ui.siteNav}>
      <ul className="desktop-nav__bar">
        {MENU.map((group) => (
          <li key={group.path} className="desktop-nav__group">
            <NavLink
              to={group.path}
              end
              className={trail[0] === group.path ? 'is-current' : undefined}
            >
              {group.label}
            </NavLink>
            {group.children.length > 0 && (
              <div className="desktop-nav__panel">
                <SubList items={group.children} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
