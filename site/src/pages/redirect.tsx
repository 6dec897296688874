import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../components/site-link';
import { PageHead } from '../components/page-head';
import { SYSTEM } from '../content/system';

/** An old path that moved: a meta refresh for the static page, and a client redirect once hydrated. */
export function Redirect({ to, title }: { to: string; title: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <section className="status-page">
      <PageHead title={title} noindex refreshTo={to} />
      <p>
        {SYSTEM.redirect.text} <Link to={to}>{to}</Link>.
      </p>
    </section>
  );
}
