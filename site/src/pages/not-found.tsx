import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../components/site-link';
import { PageHead } from '../components/page-head';
import { SYSTEM } from '../content/system';

export function NotFound() {
  const { pathname } = useLocation();
  const { notFound } = SYSTEM;
  useEffect(() => {
    console.log(`Page not found: ${pathname}`);
  }, [pathname]);
  return (
    <section className="status-page reveal">
      <PageHead title={notFound.heading} noindex />
      <h1>{notFound.heading}</h1>
      <p>{notFound.text}</p>
      <Link className="button" to={notFound.href}>
        {notFound.link}
      </Link>
    </section>
  );
}
