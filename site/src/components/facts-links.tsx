import { Link } from './site-link';
import { findRoute } from '../routes';

/** The facts families decide on; their labels come from the route list. */
const FACTS_PAGES = ['/admission/barch-facts', '/admission/darch-facts', '/faq'];

/** Links to the admissions facts and FAQ pages (the home page; every page reaches them from the menu). */
export function FactsLinks() {
  return (
    <ul className="facts-links">
      {FACTS_PAGES.map((path) => (
        <li key={path}>
          <Link to={path}>{findRoute(path)?.label}</Link>
        </li>
      ))}
    </ul>
  );
}
