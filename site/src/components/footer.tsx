import { Link } from './site-link';
import { SITE } from '../content/site';

export function Footer() {
  const { footer } = SITE;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <p className="footer__name">{SITE.name}</p>
          <p>{footer.blurb}</p>
          <address>
            {SITE.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </address>
        </div>
        {footer.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className="footer__column">
            <p className="footer__heading">{column.heading}</p>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="footer__legal">
        © {SITE.name}, {SITE.group}. {footer.approvals}
      </p>
    </footer>
  );
}
