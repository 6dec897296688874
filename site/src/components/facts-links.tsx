import { Link } from './site-link';
import { findRoute } from '../routes';

/**
 * The facts families decide on, and how to reach the campus and where students stay, which they
 * ask before they enquire; their labels come from the route list.
 */
const FACTS_PAGES = [
  '/admission/barch-facts',
  '/admission/darch-facts',
  '/faq',
  '/contact/reaching-the-campus',
];

/**
 * Links to the admissions facts, FAQ and reaching-the-campus pages (the home and admission
 * pages; every page reaches them from the menu).
 */
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
