import { describe, expect, it } from 'vitest';
import { reaching, REACHING_FINAL } from './reaching';
import { ReachingFinal } from './reaching.schema';
import { SITE } from './site';
import { CONTENT_CHECKS, validateContent } from './validate';

describe('reaching the campus (content/reaching.yaml)', () => {
  it('shows the address of site.yaml, with a plain Google Maps link to it', () => {
    expect(reaching.address.lines).toEqual([SITE.name, ...SITE.address]);
    expect(reaching.address.mapUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SITE.address.join(', '))}`,
    );
  });

  it('names the sections still marked as samples', () => {
    expect(REACHING_FINAL).toEqual({ final: SITE.final, samples: ['train', 'bus', 'hostel'] });
  });

  it('refuses final: true in site.yaml while a section is a sample, at the prerender', () => {
    expect(ReachingFinal.safeParse({ final: false, samples: ['bus'] }).success).toBe(true);
    expect(ReachingFinal.safeParse({ final: true, samples: [] }).success).toBe(true);
    const check = CONTENT_CHECKS.find(([name]) => name === 'reaching.REACHING_FINAL');
    expect(check).toBeDefined();
    expect(() =>
      validateContent([[check![0], check![1], { final: true, samples: ['hostel'] }]]),
    ).toThrow(/final: true, but content\/reaching.yaml still marks sections as samples/);
  });
});
