import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { PageHead } from '../components/page-head';
import { SYSTEM } from '../content/system';

/** Shown instead of the whole shell when a page fails to render. */
export function ErrorPage() {
  const error = useRouteError();
  const { error: copy, notFound } = SYSTEM;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="status-page">
      <PageHead title={copy.heading} noindex />
      <h1>{copy.heading}</h1>
      <p>{copy.text}</p>
      {/* A full page load: the router that failed is not trusted to navigate. */}
      <a className="button" href={notFound.href}>
        {copy.link}
      </a>
    </main>
  );
}
