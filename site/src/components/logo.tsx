import { Link } from './site-link';
import { SITE } from '../content/site';

/** The college mark: an arch in a square, drawn for this project. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/home" className={`logo ${className}`} aria-label={SITE.ui.logoLabel}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="6" fill="#7a2e1d" />
        <path d="M9 32V18a11 11 0 0 1 22 0v14h-6V18a5 5 0 0 0-10 0v14z" fill="#fff" />
      </svg>
      <span className="logo__text" aria-hidden="true">
        {SITE.shortName}
      </span>
    </Link>
  );
}
