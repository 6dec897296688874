import { describe, expect, it } from 'vitest';
import type { Activity, Lead } from '@skltcoa/shared';
import { describeConflict } from './conflict';
import type { LeadSnapshot } from './draft-store';

const base: LeadSnapshot = {
  version: 1,
  status: 'new',
  assignee: null,
  next_follow_up_at: null,
};

const change = (kind: Activity['kind'], author = 'meera@example.edu.in'): Activity => ({
  id: '7',
  lead_id: '00000000-0000-4000-8000-000000000001',
  kind,
  author,
  created_at: '2026-11-23T04:30:00.000000Z',
  body: null,
  outcome: null,
  from_value: null,
  to_value: null,
});

const now = (overrides: Partial<Lead>): Lead =>
  ({ ...base, version: 2, last_activity: change('status'), ...overrides }) as Lead;

describe('describeConflict', () => {
  it('names the colleague and what they changed', () => {
    expect(describeConflict(base, now({ status: 'interested' }))).toBe(
      'meera@example.edu.in changed this lead: status is now Interested.',
    );
  });

  it('lists every change', () => {
    expect(
      describeConflict(
        base,
        now({
          assignee: 'kabir@example.edu.in',
          next_follow_up_at: '2026-11-28T05:30:00.000000Z',
          last_activity: change('follow_up'),
        }),
      ),
    ).toBe(
      'meera@example.edu.in changed this lead: assigned to kabir@example.edu.in; ' +
        'next follow-up is now 2026-11-28 11:00 IST.',
    );
    expect(describeConflict({ ...base, assignee: 'x@example.edu.in' }, now({}))).toContain(
      'now unassigned',
    );
  });

  it('says "a colleague" when the newest entry is not the change, and System for the API', () => {
    expect(describeConflict(base, now({ status: 'applied', last_activity: change('note') }))).toBe(
      'A colleague changed this lead: status is now Applied.',
    );
    expect(
      describeConflict(
        base,
        now({ assignee: 'a@example.edu.in', last_activity: change('assignment', 'system') }),
      ),
    ).toMatch(/^System changed this lead/);
  });

  it('names the colleague whose logged call changed the lead', () => {
    expect(
      describeConflict(
        base,
        now({
          status: 'contacted',
          next_follow_up_at: '2026-11-23T07:30:00.000000Z',
          last_activity: change('call', 'kabir@example.edu.in'),
        }),
      ),
    ).toBe(
      'kabir@example.edu.in changed this lead: status is now Contacted; ' +
        'next follow-up is now 2026-11-23 13:00 IST.',
    );
  });

  it('finds the colleague in the timeline when a note was written after their change', () => {
    const colleague = { ...change('call', 'kabir@example.edu.in'), id: '5' };
    const older = { ...change('status', 'someone@example.edu.in'), id: '2' };
    expect(
      describeConflict(
        base,
        now({ status: 'interested', last_activity: { ...change('note'), id: '6' } }),
        [older, colleague],
      ),
    ).toBe('kabir@example.edu.in changed this lead: status is now Interested.');
  });

  it('still explains a change it cannot see', () => {
    expect(describeConflict(base, now({}))).toBe(
      'meera@example.edu.in changed this lead while you were working on it.',
    );
  });
});
