import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes an ISO date in each language, with the figures the site uses everywhere', () => {
    expect(formatDate('2025-09-10', 'en')).toBe('10 September 2025');
    expect(formatDate('2025-09-10', 'mr')).toBe('10 सप्टेंबर, 2025');
    expect(formatDate('2025-09-10', 'hi')).toBe('10 सितंबर 2025');
  });

  it('keeps the calendar day whatever the time zone of the machine that builds the site', () => {
    expect(formatDate('2025-12-31', 'en')).toBe('31 December 2025');
  });
});
