import { describe, expect, it } from 'vitest';
import { sampleLead } from '../../test/lead-fixture';
import { leadMatchesFilters } from './view-match';

const ME = 'asha@college.edu.in';
// 15:00 in Mumbai on 10 June 2025.
const NOW = new Date('2025-06-10T09:30:00Z');

describe('leadMatchesFilters', () => {
  it('follows a follow-up moved out of today, by Mumbai days', () => {
    const lead = sampleLead({ next_follow_up_at: '2025-06-10T18:00:00Z' }); // 23:30 IST, today
    expect(leadMatchesFilters(lead, { due: 'today' }, ME, NOW)).toBe(true);
    const moved = { ...lead, next_follow_up_at: '2025-06-17T05:00:00Z' };
    expect(leadMatchesFilters(moved, { due: 'today' }, ME, NOW)).toBe(false);
    expect(leadMatchesFilters(moved, { due: 'overdue' }, ME, NOW)).toBe(false);
    // 00:30 in Mumbai on the 10th is today; 23:30 on the 9th is overdue.
    const early = { ...lead, next_follow_up_at: '2025-06-09T19:00:00Z' };
    expect(leadMatchesFilters(early, { due: 'today' }, ME, NOW)).toBe(true);
    const late = { ...lead, next_follow_up_at: '2025-06-09T18:00:00Z' };
    expect(leadMatchesFilters(late, { due: 'overdue' }, ME, NOW)).toBe(true);
  });

  it('reads "me" as the signed-in email, any case, and "none" as unassigned', () => {
    const mine = sampleLead({ assignee: 'Asha@College.edu.in' });
    expect(leadMatchesFilters(mine, { assignee: 'me' }, ME, NOW)).toBe(true);
    expect(leadMatchesFilters(mine, { assignee: 'none' }, ME, NOW)).toBe(false);
    expect(leadMatchesFilters(sampleLead(), { assignee: 'none' }, ME, NOW)).toBe(true);
    expect(leadMatchesFilters(mine, { assignee: 'ravi@college.edu.in' }, ME, NOW)).toBe(false);
  });

  it('leaves out a merged duplicate whatever the filters', () => {
    const merged = sampleLead({ merged_into: '00000000-0000-4000-8000-000000000999' });
    expect(leadMatchesFilters(merged, {}, ME, NOW)).toBe(false);
  });

  it('searches the name, email and phone as the API does, phones typed any way', () => {
    const lead = sampleLead({ name: 'Meera Rao', phone: '+919876543210' });
    expect(leadMatchesFilters(lead, { q: 'rao' }, ME, NOW)).toBe(true);
    expect(leadMatchesFilters(lead, { q: '98765 43210' }, ME, NOW)).toBe(true);
    expect(leadMatchesFilters(lead, { q: '+91-98765-43210' }, ME, NOW)).toBe(true);
    expect(leadMatchesFilters(lead, { q: 'iyer' }, ME, NOW)).toBe(false);
  });

  it('takes received days in Mumbai, both ends included', () => {
    const lead = sampleLead({ created_at: '2025-06-01T20:00:00Z' }); // 2 June, 01:30 IST
    expect(leadMatchesFilters(lead, { from: '2025-06-02', to: '2025-06-02' }, ME, NOW)).toBe(true);
    expect(leadMatchesFilters(lead, { to: '2025-06-01' }, ME, NOW)).toBe(false);
  });
});
