import { NavLink } from './site-link';
import { SITE } from '../content/site';
import { tabBar } from '../nav';
import type { TabBarId } from '../routes';

/** A section's tab bar: six links a row on large screens, three on small, two on extra small. */
export function SectionNav({ bar }: { bar: TabBarId }) {
  return (
    <nav className="section-nav" aria-label={SITE.ui.sectionNav}>
      <ul>
        {tabBar(bar).map((tab) => (
          <li key={tab.path}>
            <NavLink to={tab.path} end>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
