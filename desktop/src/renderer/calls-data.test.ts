import { describe, expect, it } from 'vitest';
import type { CallEntry } from '@skltcoa/shared';
import {
  callRow,
  exportBlocked,
  formQuery,
  OUTCOME_CHOICES,
  rangeText,
  todayForm,
  totalsText,
} from './calls-data';

const entry: CallEntry = {
  id: '7',
  lead_id: '0b7f5c1e-8d2a-4f3b-9c1d-2e3f4a5b6c7d',
  lead_name: 'अनन्या देशपांडे',
  lead_phone: '+919820011122',
  withdrawn: false,
  kind: 'call',
  author: 'counsellor@example.edu.in',
  created_at: '2026-11-28T18:29:00.000000Z',
  outcome: 'call-back-later',
  body: 'Fees, hostel',
};

describe('the Calls screen', () => {
  it('starts on today in Mumbai, whatever the computer’s zone', () => {
    // 23:59 in Mumbai on the 28th is still the 28th there.
    expect(todayForm(new Date('2026-11-28T18:29:00Z'))).toMatchObject({
      from: '2026-11-28',
      to: '2026-11-28',
    });
    expect(todayForm(new Date('2026-11-28T18:30:00Z')).from).toBe('2026-11-29');
  });

  it('reads its form as the API does, and names the field at fault', () => {
    expect(formQuery({ ...todayForm(), outcome: 'reached', author: '' })).toMatchObject({
      ok: true,
      query: { outcome: 'reached' },
    });
    const wrong = formQuery({
      from: '2026-11-29',
      to: '2026-11-28',
      author: 'x',
      outcome: '',
      kind: '',
    });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(Object.keys(wrong.errors).sort()).toEqual(['author', 'from']);
    const noteOutcome = formQuery({ ...todayForm(), kind: 'note', outcome: 'busy' });
    expect(noteOutcome.ok).toBe(false);
  });

  it('shows a row in Mumbai time, the phone as dialled, and whether the family was reached', () => {
    expect(callRow(entry)).toEqual({
      id: '7',
      leadId: entry.lead_id,
      when: '2026-11-28 23:59',
      lead: 'अनन्या देशपांडे',
      phone: '98200 11122',
      counsellor: 'counsellor@example.edu.in',
      kind: 'Call',
      outcome: 'Call back later',
      reached: 'Yes',
      note: 'Fees, hostel',
      withdrawn: false,
    });
    expect(callRow({ ...entry, outcome: 'busy' }).reached).toBe('No');
    expect(callRow({ ...entry, kind: 'note', outcome: null, body: 'n' })).toMatchObject({
      kind: 'Note',
      outcome: '',
      reached: '',
    });
    expect(callRow({ ...entry, lead_name: '', lead_phone: '', withdrawn: true })).toMatchObject({
      lead: '(erased)',
      phone: '',
      withdrawn: true,
    });
  });

  it('sums the range in words', () => {
    expect(totalsText({ calls: 12, reached: 8, not_reached: 4, notes: 1 })).toBe(
      '12 calls: 8 reached, 4 not reached. 1 note.',
    );
    expect(totalsText({ calls: 1, reached: 0, not_reached: 1, notes: 0 })).toBe(
      '1 call: 0 reached, 1 not reached. 0 notes.',
    );
  });

  it('names both outcome sets with their outcomes', () => {
    expect(OUTCOME_CHOICES.map((choice) => choice.label).slice(1, 3)).toEqual([
      'Reached (connected, call back later)',
      'Not reached (no answer, busy, switched off, wrong number)',
    ]);
  });

  it('says why the export is greyed', () => {
    expect(exportBlocked(true)).toBeNull();
    expect(exportBlocked(false)).toMatch(/admin must allow you to export/);
  });

  it('says the range', () => {
    expect(rangeText({ from: '2026-11-28', to: '2026-11-28' }, '2026-11-28')).toBe('today');
    expect(rangeText({ from: '2026-11-27', to: '2026-11-28' }, '2026-11-28')).toBe(
      'from 2026-11-27 to 2026-11-28',
    );
    expect(rangeText({}, '2026-11-28')).toBe('at any time');
  });
});
