import { describe, expect, it } from 'vitest';
import { sampleLead } from '../../test/lead-fixture';
import { firstCallWait, formatWaiting } from './first-call';

const MINUTE = 60_000;

describe('formatWaiting', () => {
  it('says minutes, then hours and minutes, as a counsellor would', () => {
    expect(formatWaiting(0)).toBe('0 min');
    expect(formatWaiting(59_999)).toBe('0 min');
    expect(formatWaiting(45 * MINUTE)).toBe('45 min');
    expect(formatWaiting(80 * MINUTE)).toBe('1 h 20 min');
    expect(formatWaiting(180 * MINUTE)).toBe('3 h');
    expect(formatWaiting(-5)).toBe('0 min');
  });
});

describe('firstCallWait', () => {
  // Monday 1 June 2026, 09:30 in Mumbai (04:00 UTC): the office opens.
  const received = '2026-06-01T04:00:00.000000Z';
  const at = (minutes: number) => new Date(Date.parse('2026-06-01T04:00:00Z') + minutes * MINUTE);

  it('counts working time and turns amber at half the target and red past it', () => {
    const lead = sampleLead({ created_at: received });
    expect(firstCallWait(lead, at(30), 2)).toEqual({ text: '30 min', urgency: 'ok' });
    expect(firstCallWait(lead, at(80), 2)).toEqual({ text: '1 h 20 min', urgency: 'amber' });
    expect(firstCallWait(lead, at(121), 2)).toEqual({ text: '2 h 1 min', urgency: 'red' });
    // The night does not count: 17:30 to 09:30 next day is closed.
    expect(firstCallWait(lead, at(24 * 60 + 10), 2)).toEqual({
      text: '8 h 10 min',
      urgency: 'red',
    });
  });

  it('says nothing once the family was called, or the lead is closed or merged', () => {
    const now = at(200);
    expect(firstCallWait(sampleLead({ first_contact_at: received }), now, 2)).toBeNull();
    expect(firstCallWait(sampleLead({ status: 'enrolled' }), now, 2)).toBeNull();
    expect(firstCallWait(sampleLead({ merged_into: sampleLead().id }), now, 2)).toBeNull();
  });
});
