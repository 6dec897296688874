import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../content/site';
import { PreviewBanner } from './preview-banner';

const words = 'Preview: these pages are samples.';

describe('PreviewBanner', () => {
  it('shows one banner while content/site.yaml says the content is not final', () => {
    const { container } = render(<PreviewBanner site={{ final: false, previewBanner: words }} />);
    expect(container.querySelectorAll('[data-content-preview]')).toHaveLength(1);
    expect(container.textContent).toBe(words);
  });

  it('shows nothing once the college marks the content final', () => {
    const { container } = render(<PreviewBanner site={{ final: true, previewBanner: words }} />);
    expect(container.innerHTML).toBe('');
  });

  it('follows content/site.yaml by default', () => {
    const { container } = render(<PreviewBanner />);
    expect(container.textContent).toBe(SITE.final ? '' : SITE.previewBanner);
  });
});
