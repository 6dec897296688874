import { describe, expect, it } from 'vitest';
import {
  addDays,
  dashboardRange,
  daysBetween,
  funnelBySource,
  leadSource,
  mondayOf,
  NO_SOURCE,
  sourceLabel,
  totalFunnel,
} from './dashboard';
import { DashboardQueryRequestSchema, DashboardQuerySchema, fieldErrors } from './schemas';

describe('leadSource', () => {
  it('takes utm_source first, with A–Z lowered and spaces around it ignored', () => {
    expect(leadSource('Google', '/admission')).toBe('google');
    expect(leadSource('  Instagram Ads ', null)).toBe('instagram ads');
    // Only A–Z: PostgreSQL's lower() of other letters depends on the database's locale.
    expect(leadSource('ÉCOLE', null)).toBe('École');
  });

  it('falls back to the first segment of the source page, then to (none)', () => {
    expect(leadSource(null, '/courses/barch/admission')).toBe('/courses');
    expect(leadSource('', '/Admission?utm=x')).toBe('/admission');
    expect(leadSource('   ', '/home#top')).toBe('/home');
    expect(leadSource(undefined, '/')).toBe('/');
    expect(leadSource(null, null)).toBe(NO_SOURCE);
    expect(leadSource(null, 'admission')).toBe(NO_SOURCE);
  });

  it('reads as staff would say it', () => {
    expect(sourceLabel('/admission')).toBe('Website /admission');
    expect(sourceLabel('(none)')).toBe('No source recorded');
    expect(sourceLabel('(other)')).toBe('Other sources');
    expect(sourceLabel('google')).toBe('google');
  });
});

describe('weeks and ranges', () => {
  it('finds the Monday of a week, Sunday included', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('1970-01-01')).toBe('1969-12-29');
    expect(mondayOf('2024-03-01')).toBe('2024-02-26'); // across a leap day
  });

  it('defaults to this week and the eleven before it', () => {
    expect(dashboardRange({}, '2026-11-26')).toEqual({ from: '2026-09-07', to: '2026-11-26' });
    expect(dashboardRange({ to: '2026-01-04' }, '2026-11-26')).toEqual({
      from: '2025-10-13',
      to: '2026-01-04',
    });
    expect(dashboardRange({ from: '2026-11-01' }, '2026-11-26')).toEqual({
      from: '2026-11-01',
      to: '2026-11-26',
    });
    expect(daysBetween('2026-09-07', '2026-11-29')).toBe(84);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('refuses from after to, a range over two years, and other fields from the console', () => {
    const errors = (input: unknown) => {
      const parsed = DashboardQuerySchema.safeParse(input);
      return parsed.success ? null : fieldErrors(parsed.error);
    };
    expect(errors({ from: '2026-02-01', to: '2026-01-31' })).toEqual({
      from: 'The "from" date must not be after the "to" date.',
    });
    expect(errors({ from: '2024-01-01', to: '2025-12-31' })).toBeNull(); // 731 days
    expect(errors({ from: '2024-01-01', to: '2026-01-01' })).toEqual({
      from: 'The dashboard covers at most two years: please choose a later "from" date.',
    });
    expect(errors({ from: '2999-01-01' })).toEqual({
      from: 'The "from" date must not be after today.',
    });
    expect(errors({ from: '2026-02-30' })).toEqual({
      from: 'Dates must be written as YYYY-MM-DD.',
    });
    expect(errors({ from: '', to: '' })).toBeNull();
    expect(DashboardQueryRequestSchema.safeParse({ from: '2026-01-01', q: 'x' }).success).toBe(
      false,
    );
  });
});

describe('funnelBySource', () => {
  it('counts each lead at its stage and every stage before it', () => {
    const funnels = funnelBySource(
      [
        { source: 'google', status: 'new', n: 5 },
        { source: 'google', status: 'contacted', n: 3 },
        { source: 'google', status: 'not-interested', n: 2 },
        { source: 'google', status: 'applied', n: 1 },
        { source: 'google', status: 'enrolled', n: 1 },
        { source: '/admission', status: 'waitlisted', n: 4 },
      ],
      ['google', '/admission', 'facebook'],
    );
    expect(funnels.map((funnel) => funnel.source)).toEqual(['google', '/admission', 'facebook']);
    expect(funnels[0]).toEqual({
      source: 'google',
      stages: { new: 12, contacted: 7, interested: 2, applied: 2, enrolled: 1 },
      notInterested: 2,
      conversion: 1 / 12,
    });
    expect(funnels[1]!.stages).toEqual({
      new: 4,
      contacted: 0,
      interested: 0,
      applied: 0,
      enrolled: 0,
    });
    expect(funnels[2]!.conversion).toBe(0);
    expect(totalFunnel(funnels)).toMatchObject({
      stages: { new: 16, contacted: 7, enrolled: 1 },
      notInterested: 2,
      conversion: 1 / 16,
    });
  });
});
