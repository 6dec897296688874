import { render, screen } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { afterEach, expect, it, vi } from 'vitest';
import { SYSTEM } from '../content/system';
import { ErrorBoundary } from './error-boundary';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('page failed');
}

it('shows the page while it renders', () => {
  render(
    <ErrorBoundary>
      <p>Page text</p>
    </ErrorBoundary>,
  );
  expect(screen.getByText('Page text')).toBeTruthy();
});

it('replaces a page that fails to render with the error page, a full-load link home and a logged error', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <HelmetProvider>
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
    </HelmetProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: SYSTEM.error.heading })).toBeTruthy();
  expect(screen.getByRole('link', { name: SYSTEM.error.link }).getAttribute('href')).toBe(
    SYSTEM.notFound.href,
  );
  expect(
    log.mock.calls.some(([first]) => first instanceof Error && first.message === 'page failed'),
  ).toBe(true);
});
