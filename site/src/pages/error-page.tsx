import { useEffect } from 'react';
import { PageHead } from '../components/page-head';
import { SYSTEM } from '../content/system';

/** Shown instead of the whole shell when a page fails to render. */
export function ErrorPage({ error }: { error: unknown }) {
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
