import { Link } from './site-link';
import { tabBar } from '../nav';
import type { TabBarId } from '../routes';

/** A tile for each page of a section, from the route list's tab bar (about and people overviews). */
export function TabTiles({ bar }: { bar: TabBarId }) {
  return (
    <ul className="tiles">
      {tabBar(bar).map((tab) => (
        <li key={tab.path}>
          <Link className="tile" to={tab.path}>
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
