import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Helmet } from './head-client';

describe('the browser head manager', () => {
  it('leaves the prerendered head to the hydrated page, then replaces it on each client navigation', () => {
    // The prerender's head, with the description only the prerender has (docs/decisions/030).
    document.head.innerHTML =
      '<title>Faculty | SKLTCOA</title><meta data-rh="true" name="description" content="The faculty directory.">' +
      '<meta data-rh="true" name="robots" content="noindex"><meta name="viewport" content="x">';
    const { rerender } = render(
      <Helmet>
        <title>Faculty | SKLTCOA</title>
        {false}
      </Helmet>,
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'The faculty directory.',
    );

    rerender(
      <Helmet>
        <title>Research | SKLTCOA</title>
        <link rel="canonical" href="https://www.skltcoa.example/rnd" />
        {false}
      </Helmet>,
    );
    expect(document.title).toBe('Research | SKLTCOA');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.skltcoa.example/rnd',
    );

    rerender(
      <Helmet>
        <title>Contact | SKLTCOA</title>
        <meta httpEquiv="refresh" content="0; url=/contact" />
      </Helmet>,
    );
    expect(document.title).toBe('Contact | SKLTCOA');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      '0; url=/contact',
    );
  });
});
