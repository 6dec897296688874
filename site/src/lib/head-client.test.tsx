import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Helmet } from './head-client';

describe('the browser head manager', () => {
  it('replaces the previous page’s tags with the next page’s on client navigation', () => {
    document.head.innerHTML =
      '<meta data-rh="true" name="robots" content="noindex"><meta name="viewport" content="x">';
    const { rerender } = render(
      <Helmet>
        <title>Faculty | SKLTCOA</title>
        <meta name="description" content="The faculty directory." />
        <link rel="canonical" href="https://www.skltcoa.example/people/faculty" />
        {false}
      </Helmet>,
    );
    expect(document.title).toBe('Faculty | SKLTCOA');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.skltcoa.example/people/faculty',
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
