import { NewActivitySchema, type Lead } from '@skltcoa/shared';
import { describe, expect, it } from 'vitest';
import { sampleLead } from '../../test/lead-fixture';
import { snapshotOf, type LeadDraft } from './draft-store';
import {
  afterSave,
  chooseFollowUp,
  chooseOutcome,
  chooseStatus,
  formValues,
  isTextField,
  keyAction,
  newestFirst,
  planSave,
  rebaseAfterOwnSave,
  rebaseOnConflict,
  writeNote,
  type KeyLike,
} from './post-call-form';

// 2026-11-23 10:00 in Mumbai.
const now = new Date('2026-11-23T04:30:00Z');

const key = (name: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

/** Presses keys on the form, as the panel does with each one, and returns the draft and what was asked. */
function pressKeys(lead: Lead, keys: KeyLike[], inTextField = false) {
  let draft: LeadDraft = {};
  const asked: string[] = [];
  for (const pressed of keys) {
    const action = keyAction(pressed, inTextField);
    if (!action) continue;
    if (action.kind === 'outcome') draft = chooseOutcome(lead, draft, action.outcome, now);
    else asked.push(action.kind);
  }
  return { draft, asked };
}

describe('the post-call form', () => {
  it('proposes the next follow-up from the outcome, and Contacted for a new lead', () => {
    const lead = sampleLead({ status: 'new' });
    const noAnswer = chooseOutcome(lead, {}, 'no-answer', now);
    expect(formValues(lead, noAnswer)).toMatchObject({
      outcome: 'no-answer',
      status: 'contacted',
      followUp: '2026-11-23T13:00', // in 3 hours
      closed: false,
    });
    expect(formValues(lead, chooseOutcome(lead, noAnswer, 'busy', now)).followUp).toBe(
      '2026-11-23T11:00',
    );
    expect(formValues(lead, chooseOutcome(lead, noAnswer, 'switched-off', now)).followUp).toBe(
      '2026-11-24T10:00',
    );
    // Call back later asks: the field is emptied for the counsellor to fill.
    expect(formValues(lead, chooseOutcome(lead, noAnswer, 'call-back-later', now)).followUp).toBe(
      '',
    );
    // Taking the outcome back takes back what it proposed.
    expect(chooseOutcome(lead, noAnswer, '', now)).toEqual({});
  });

  it('keeps what the counsellor chose over what an outcome proposes', () => {
    const lead = sampleLead({ status: 'new' });
    let draft = chooseFollowUp(lead, {}, '2026-11-30T16:00');
    draft = chooseStatus(lead, draft, 'interested');
    draft = chooseOutcome(lead, draft, 'no-answer', now);
    expect(formValues(lead, draft)).toMatchObject({
      status: 'interested',
      followUp: '2026-11-30T16:00',
    });
  });

  it('leaves the status of a lead already worked as it is', () => {
    const lead = sampleLead({ status: 'interested' });
    expect(formValues(lead, chooseOutcome(lead, {}, 'connected', now)).status).toBe('interested');
  });

  it('saves a call, its note, status and follow-up as one request with the version', () => {
    const lead = sampleLead({ status: 'new', version: 4 });
    let draft = chooseOutcome(lead, {}, 'connected', now);
    draft = writeNote(draft, '  Father decides by Friday ');
    const plan = planSave(lead, draft, now);
    expect(plan).toEqual({
      kind: 'activity',
      activity: {
        kind: 'call',
        outcome: 'connected',
        body: 'Father decides by Friday',
        status: 'contacted',
        next_follow_up_at: '2026-11-25T11:00:00+05:30',
        version: 4,
      },
      base: snapshotOf(lead),
    });
    expect(NewActivitySchema.safeParse(plan.kind === 'activity' && plan.activity).success).toBe(
      true,
    );
  });

  it('clears the follow-up of a lead it closes, and asks for none', () => {
    const lead = sampleLead({
      status: 'interested',
      next_follow_up_at: '2026-11-22T05:30:00.000000Z',
    });
    let draft = chooseOutcome(lead, {}, 'connected', now);
    draft = chooseStatus(lead, draft, 'enrolled');
    expect(formValues(lead, draft).closed).toBe(true);
    const plan = planSave(lead, draft, now);
    expect(plan.kind === 'activity' && plan.activity).toEqual({
      kind: 'call',
      outcome: 'connected',
      status: 'enrolled',
      next_follow_up_at: null,
      version: 1,
    });
    expect(NewActivitySchema.safeParse(plan.kind === 'activity' && plan.activity).success).toBe(
      true,
    );
  });

  it('requires a next follow-up for a lead left open, and not one in the past', () => {
    const lead = sampleLead({ status: 'contacted' });
    const asks = chooseOutcome(lead, {}, 'call-back-later', now);
    expect(planSave(lead, asks, now)).toMatchObject({ kind: 'invalid', field: 'followUp' });
    expect(planSave(lead, chooseFollowUp(lead, asks, '2026-11-23T09:00'), now)).toMatchObject({
      kind: 'invalid',
      field: 'followUp',
      message: 'The next follow-up is in the past: please choose a later time.',
    });
    const plan = planSave(lead, chooseFollowUp(lead, asks, '2026-11-28T11:00'), now);
    expect(plan.kind === 'activity' && plan.activity.next_follow_up_at).toBe(
      '2026-11-28T11:00:00+05:30',
    );
  });

  it('saves a note alone, without a version', () => {
    const lead = sampleLead();
    expect(planSave(lead, writeNote({}, 'Prefers WhatsApp'), now)).toMatchObject({
      kind: 'activity',
      activity: { kind: 'note', body: 'Prefers WhatsApp' },
    });
    expect(planSave(lead, writeNote({}, '   '), now)).toMatchObject({
      kind: 'invalid',
      field: 'outcome',
    });
  });

  it('saves a status change without a call as a change of the lead, the note after it', () => {
    const lead = sampleLead({ status: 'applied', version: 7 });
    const draft = writeNote(chooseStatus(lead, {}, 'enrolled'), 'Paid the fee at the office');
    expect(planSave(lead, draft, now)).toEqual({
      kind: 'patch',
      patch: { version: 7, status: 'enrolled' },
      base: snapshotOf(lead),
      note: 'Paid the fee at the office',
    });
  });

  it('names the version the counsellor began on, so a colleague’s change in between conflicts', () => {
    const seen = sampleLead({ status: 'new', version: 2 });
    const draft = chooseOutcome(seen, {}, 'busy', now);
    const movedOn = { ...seen, version: 3, assignee: 'meera@college.edu.in' };
    const plan = planSave(movedOn, draft, now);
    expect(plan.kind === 'activity' && plan.activity.version).toBe(2);
  });

  it('after the counsellor’s own save, what is left of the draft names the new version', () => {
    const seen = sampleLead({ status: 'new', version: 2 });
    const sent = chooseOutcome(seen, {}, 'busy', now);
    // Chosen while the save was on its way.
    const meanwhile: LeadDraft = {
      ...sent,
      assignee: { value: 'meera@college.edu.in', base: snapshotOf(seen) },
    };
    const saved = { ...seen, version: 3, status: 'contacted' as const };
    const left = rebaseAfterOwnSave(afterSave(meanwhile, sent), 2, saved);
    expect(left.call).toBeUndefined();
    expect(left.assignee?.base.version).toBe(3);
    // A lead that moved on by more than this save (a colleague too) is left to conflict.
    const both = { ...saved, version: 4 };
    expect(rebaseAfterOwnSave(meanwhile, 2, both).assignee?.base.version).toBe(2);
  });
});

describe('rebaseOnConflict', () => {
  it('keeps the counsellor’s choices on the lead as it is now, not a stale proposal', () => {
    const seen = sampleLead({ status: 'new', version: 1 });
    const draft = chooseOutcome(seen, {}, 'busy', now);
    const now2 = { ...seen, version: 2, status: 'interested' as const };
    const rebased = rebaseOnConflict(draft, now2);
    expect(rebased.call).toMatchObject({ outcome: 'busy', base: { version: 2 } });
    expect(formValues(now2, rebased).status).toBe('interested');
    // A status the counsellor chose stays.
    const chosen = rebaseOnConflict(chooseStatus(seen, draft, 'applied'), now2);
    expect(formValues(now2, chosen).status).toBe('applied');
  });
});

describe('keyboard', () => {
  it('Ctrl+Enter saves, Ctrl+Shift+Enter saves and moves on, 1–6 choose the outcome', () => {
    expect(keyAction(key('Enter', { ctrlKey: true }), true)).toEqual({ kind: 'save' });
    expect(keyAction(key('Enter', { ctrlKey: true, shiftKey: true }), false)).toEqual({
      kind: 'save-and-next',
    });
    expect(keyAction(key('2'), false)).toEqual({ kind: 'outcome', outcome: 'no-answer' });
    expect(keyAction(key('6'), false)).toEqual({ kind: 'outcome', outcome: 'call-back-later' });
    // Typed where text is typed; not an outcome with a modifier or past the list.
    expect(keyAction(key('2'), true)).toBeNull();
    expect(keyAction(key('2', { altKey: true }), false)).toBeNull();
    expect(keyAction(key('7'), false)).toBeNull();
    expect(keyAction(key('Enter'), false)).toBeNull();
  });

  it('logs a call on the next due lead in at most 10 keys from the grid', () => {
    const lead = sampleLead({ status: 'new' });
    // In the grid: move to the next row and open it (the grid's own keys).
    const gridKeys = [key('ArrowDown'), key('Enter')];
    // In the panel, focus on the lead's name: the outcome, then save and next.
    const panelKeys = [key('2'), key('Enter', { ctrlKey: true, shiftKey: true })];
    const { draft, asked } = pressKeys(lead, panelKeys);
    expect(asked).toEqual(['save-and-next']);
    const plan = planSave(lead, draft, now);
    expect(plan).toMatchObject({
      kind: 'activity',
      activity: {
        kind: 'call',
        outcome: 'no-answer',
        status: 'contacted',
        next_follow_up_at: '2026-11-23T13:00:00+05:30',
      },
    });
    // A chord (Ctrl+Shift+Enter) counts as the three keys pressed for it.
    const pressed = [...gridKeys, ...panelKeys].reduce(
      (sum, k) => sum + 1 + Number(k.ctrlKey) + Number(k.shiftKey),
      0,
    );
    expect(pressed).toBe(6);
    expect(pressed).toBeLessThanOrEqual(10);
  });

  it('tells typed text from controls', () => {
    expect(isTextField({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(
      isTextField({ tagName: 'INPUT', type: 'datetime-local' } as unknown as EventTarget),
    ).toBe(true);
    expect(isTextField({ tagName: 'INPUT', type: 'radio' } as unknown as EventTarget)).toBe(false);
    expect(isTextField({ tagName: 'H2' } as unknown as EventTarget)).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe('newestFirst', () => {
  it('turns the API’s oldest-first timeline over, without changing it', () => {
    const timeline = [1, 2, 3];
    expect(newestFirst(timeline)).toEqual([3, 2, 1]);
    expect(timeline).toEqual([1, 2, 3]);
  });
});
