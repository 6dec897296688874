import { describe, expect, it } from 'vitest';
import { funnelBySource, totalFunnel, type Dashboard } from '@skltcoa/shared';
import { createApiClient } from '../core/api-client';
import {
  callingSummary,
  conversionSummary,
  counsellorSummary,
  firstCallSummary,
  hoursText,
  keptText,
  dayLabel,
  familyFunnels,
  familyFunnelSummary,
  percent,
  programLabel,
  weeklySeries,
  weeklySummary,
  weeksOf,
} from './dashboard-data';

const answer: Dashboard = {
  from: '2026-11-04',
  to: '2026-11-23',
  sources: ['google', '/admission', '(other)'],
  weeks: [
    { week: '2026-11-02', source: 'google', program: 'Bachelor of Architecture', n: 3 },
    { week: '2026-11-02', source: '/admission', program: 'Diploma in Architecture', n: 1 },
    { week: '2026-11-16', source: 'google', program: 'Diploma in Architecture', n: 2 },
    { week: '2026-11-23', source: '(other)', program: 'Bachelor of Architecture', n: 4 },
  ],
  funnel: [],
  counsellors: [
    { email: 'asha@example.edu.in', calls: 5, due_today: 1, overdue: 0 },
    { email: 'meera@example.edu.in', calls: 2, due_today: 0, overdue: 3 },
    { email: null, calls: 0, due_today: 0, overdue: 1 },
  ],
  generated_at: '2026-11-23T10:00:00.000Z',
};

describe('the dashboard’s series', () => {
  it('has every week of the range, a partial first week and empty weeks included', () => {
    expect(weeksOf('2026-11-04', '2026-11-23')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    const series = weeklySeries(answer, 'source');
    expect(series.keys).toEqual(['google', '/admission', '(other)']);
    expect(series.rows.map((row) => [row.week, row.total, row.values])).toEqual([
      ['2026-11-02', 4, { google: 3, '/admission': 1, '(other)': 0 }],
      ['2026-11-09', 0, { google: 0, '/admission': 0, '(other)': 0 }],
      ['2026-11-16', 2, { google: 2, '/admission': 0, '(other)': 0 }],
      ['2026-11-23', 4, { google: 0, '/admission': 0, '(other)': 4 }],
    ]);
  });

  it('splits the same weeks by programme', () => {
    const series = weeklySeries(answer, 'program');
    expect(series.keys).toEqual(['Bachelor of Architecture', 'Diploma in Architecture']);
    expect(series.rows.map((row) => row.values)).toEqual([
      { 'Bachelor of Architecture': 3, 'Diploma in Architecture': 1 },
      { 'Bachelor of Architecture': 0, 'Diploma in Architecture': 0 },
      { 'Bachelor of Architecture': 0, 'Diploma in Architecture': 2 },
      { 'Bachelor of Architecture': 4, 'Diploma in Architecture': 0 },
    ]);
    expect(programLabel('Diploma in Architecture')).toBe('D.Arch');
    expect(programLabel('Master of Architecture')).toBe('Master of Architecture');
  });

  it('says in words what each chart shows', () => {
    expect(weeklySummary(weeklySeries(answer, 'source'), 'source', answer)).toBe(
      '10 enquiries from 4 Nov 2026 to 23 Nov 2026. Busiest week: the week of 2 Nov 2026, with 4. ' +
        'Top sources: google 5 (50%), Other sources 4 (40%), Website /admission 1 (10%).',
    );
    expect(counsellorSummary(answer.counsellors)).toBe(
      '7 calls logged in this range, most by asha@example.edu.in (5). ' +
        'Follow-ups now: 1 due today and 4 overdue, most for meera@example.edu.in (3).',
    );
    expect(dayLabel('2026-01-05', true)).toBe('5 Jan 2026');
    expect(percent(1 / 3)).toBe('33.3%');
  });
});

describe('the dashboard’s families (ADR 049)', () => {
  const withFamilies: Dashboard = {
    ...answer,
    sources: ['google', 'fair'],
    // One family enquired three times (google, then fair twice) and enrolled
    // twice; another once, from the fair.
    funnel: [
      { source: 'google', status: 'enrolled', n: 1 },
      { source: 'fair', status: 'enrolled', n: 1 },
      { source: 'fair', status: 'not-interested', n: 1 },
      { source: 'fair', status: 'new', n: 1 },
    ],
    families: {
      first_touch: [
        { source: 'google', status: 'enrolled', n: 1 },
        { source: 'fair', status: 'new', n: 1 },
      ],
      last_touch: [
        { source: 'fair', status: 'enrolled', n: 1 },
        { source: 'fair', status: 'new', n: 1 },
      ],
    },
  };

  it('counts families by first and by last touch, each family enrolled once', () => {
    const family = familyFunnels(withFamilies)!;
    expect(family.total.stages).toEqual({
      new: 2,
      contacted: 1,
      interested: 1,
      applied: 1,
      enrolled: 1,
    });
    expect(family.first.map((f) => [f.source, f.stages.new, f.conversion])).toEqual([
      ['google', 1, 1],
      ['fair', 1, 0],
    ]);
    expect(family.last.map((f) => [f.source, f.stages.new, f.conversion])).toEqual([
      ['google', 0, 0],
      ['fair', 2, 0.5],
    ]);
  });

  it('says families beside enquiries where they differ', () => {
    const family = familyFunnels(withFamilies)!;
    const enquiries = totalFunnel(funnelBySource(withFamilies.funnel, withFamilies.sources));
    expect(familyFunnelSummary(family.total, enquiries)).toBe(
      '2 new families (4 enquiries): 1 contacted or further, 1 interested or further, ' +
        '1 applied or further, and 1 enrolled (50% of families; 2 enrolled enquiries). ' +
        '0 families were marked not interested.',
    );
    expect(conversionSummary(family.first, 'first')).toBe(
      'Conversion is enrolled families ÷ families, each family under the source of its first enquiry. ' +
        'Highest: google, 100% (1 of 1).',
    );
    expect(conversionSummary(family.last, 'last')).toMatch(
      /latest enquiry in the range\. Highest: fair, 50% \(1 of 2\)\.$/,
    );
    const none = totalFunnel([]);
    expect(familyFunnelSummary(none, enquiries)).toBe(
      'No new families in this range: its 4 enquiries are from families that first enquired earlier.',
    );
  });

  it('shows enquiries only from an older server that counts no families', async () => {
    const older: Record<string, unknown> = { ...answer };
    delete older.families;
    const client = createApiClient({
      baseUrl: 'https://leads.example.edu.in',
      fetch: async () =>
        new Response(JSON.stringify(older), { headers: { 'content-type': 'application/json' } }),
    });
    const read = await client.getDashboard('token', {});
    expect(read.families).toBeUndefined();
    expect(familyFunnels(read)).toBeNull();
    expect(read.counsellors).toEqual(answer.counsellors);
  });

  it('reads the families a newer server sends, with a status this build does not know', async () => {
    const newer = {
      ...withFamilies,
      families: {
        first_touch: [{ source: 'google', status: 'waitlisted', n: 3 }],
        last_touch: [{ source: 'google', status: 'waitlisted', n: 3 }],
        by_channel: [],
      },
    };
    const client = createApiClient({
      baseUrl: 'https://leads.example.edu.in',
      fetch: async () =>
        new Response(JSON.stringify(newer), { headers: { 'content-type': 'application/json' } }),
    });
    const family = familyFunnels(await client.getDashboard('token', {}))!;
    // An unknown status counts as enquired only, as the enquiries' funnel counts it.
    expect(family.total.stages).toMatchObject({ new: 3, contacted: 0, enrolled: 0 });
  });
});

describe('the dashboard’s calling (ADR 053)', () => {
  const calling: Dashboard = {
    ...answer,
    counsellors: [
      {
        email: 'asha@example.edu.in',
        calls: 5,
        due_today: 1,
        overdue: 0,
        reached: 3,
        not_reached: 2,
        follow_ups_due: 4,
        follow_ups_kept: 3,
        first_calls: 3,
        first_call_median_ms: 5_400_000,
      },
      {
        email: 'meera@example.edu.in',
        calls: 2,
        due_today: 0,
        overdue: 3,
        reached: 0,
        not_reached: 2,
        follow_ups_due: 0,
        follow_ups_kept: 0,
        first_calls: 1,
        first_call_median_ms: 93_600_000,
      },
    ],
    first_call_weeks: [
      { week: '2026-11-02', first_calls: 2, median_ms: 3_600_000 },
      { week: '2026-11-16', first_calls: 2, median_ms: 9_000_000 },
    ],
  };

  it('says how many calls reached the family and how many follow-ups were kept', () => {
    expect(callingSummary(calling.counsellors)).toBe(
      'Calls that reached the family: 3 of 7 (42.9%). ' +
        'Follow-ups due in this range kept on time: 3 of 4 (75%).',
    );
    expect(counsellorSummary(calling.counsellors)).toMatch(
      /overdue, most for .*\(3\)\. Calls that/,
    );
    // An older server counts none of it: the summary is as before.
    expect(callingSummary(answer.counsellors)).toBeNull();
    expect(keptText(calling.counsellors[0]!)).toBe('3 of 4');
  });

  it('gives the median wait for a first call in working hours', () => {
    expect(hoursText(5_400_000)).toBe('1.5 h');
    expect(hoursText(93_600_000)).toBe('26 h');
    expect(firstCallSummary(calling)).toBe(
      '4 enquiries received in this range had a first call. Shortest median wait: ' +
        'asha@example.edu.in, 1.5 h of working time; the week of 16 Nov 2026: 2.5 h. ' +
        'Working time counts office hours, Monday to Saturday, 09:30 to 17:30.',
    );
    expect(firstCallSummary(answer)).toBeNull();
  });
});
