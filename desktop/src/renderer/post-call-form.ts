import {
  CALL_OUTCOMES,
  isClosedStatus,
  isoToIstLocal,
  istLocalToIso,
  leadStatusLabel,
  proposeFollowUp,
  type CallOutcome,
  type Lead,
  type LeadPatch,
  type LeadStatus,
  type NewActivityInput,
} from '@skltcoa/shared';
import { snapshotOf, type CallDraft, type LeadDraft, type LeadSnapshot } from './draft-store';

/*
 * The post-call form's rules, apart from React so they are tested alone: one
 * form for how the call went, what was said, the new status and the next
 * follow-up, saved as one change (docs/decisions/052-the-counsellors-day.md).
 */

/** What the form shows: the counsellor's choices over the lead's own values. */
export interface FormValues {
  outcome: CallOutcome | '';
  note: string;
  status: string;
  /** `datetime-local` text in Mumbai time, '' for none. */
  followUp: string;
  /** The status chosen closes the lead: no follow-up is asked for, and the lead's is cleared. */
  closed: boolean;
}

const isOutcome = (value: string): value is CallOutcome =>
  (CALL_OUTCOMES as readonly string[]).includes(value);

const leadFollowUp = (lead: Pick<Lead, 'next_follow_up_at'>) =>
  lead.next_follow_up_at ? isoToIstLocal(lead.next_follow_up_at) : '';

export function formValues(lead: Lead, draft: LeadDraft): FormValues {
  const call = draft.call;
  const status = call?.status ?? lead.status;
  return {
    outcome: call && isOutcome(call.outcome) ? call.outcome : '',
    note: draft.note ?? '',
    status,
    followUp: call?.followUp ?? leadFollowUp(lead),
    closed: isClosedStatus(status),
  };
}

/** Drops the parts equal to the lead's own values; no part left, no call draft. */
function tidy(lead: Lead, call: CallDraft): CallDraft | undefined {
  const next: CallDraft = { ...call };
  if (next.status === lead.status) {
    delete next.status;
    delete next.statusProposed;
  }
  if (next.followUp === leadFollowUp(lead)) {
    delete next.followUp;
    delete next.followUpProposed;
  }
  const holds = next.outcome !== '' || next.status !== undefined || next.followUp !== undefined;
  return holds ? next : undefined;
}

function withCall(lead: Lead, draft: LeadDraft, call: CallDraft | undefined): LeadDraft {
  const next: LeadDraft = { ...draft };
  const kept = call && tidy(lead, call);
  if (kept) next.call = kept;
  else delete next.call;
  return next;
}

const started = (lead: Lead, draft: LeadDraft): CallDraft =>
  draft.call ?? { outcome: '', base: snapshotOf(lead) };

/** `datetime-local` text for a time the form proposes, in Mumbai. */
export const proposedText = (at: Date | null) => (at ? isoToIstLocal(at.toISOString()) : '');

/**
 * How the call went. The next follow-up is proposed from it (unless the
 * counsellor set one themselves), and a lead still New is proposed as
 * Contacted (unless they chose a status). '' takes the outcome back: a note alone.
 */
export function chooseOutcome(
  lead: Lead,
  draft: LeadDraft,
  outcome: CallOutcome | '',
  now: Date,
): LeadDraft {
  const call: CallDraft = { ...started(lead, draft), outcome };
  const statusOpen = call.status === undefined || call.statusProposed;
  const followUpOpen = call.followUp === undefined || call.followUpProposed;
  if (outcome === '') {
    if (call.statusProposed) delete call.status;
    if (call.followUpProposed) delete call.followUp;
    delete call.statusProposed;
    delete call.followUpProposed;
    return withCall(lead, draft, call);
  }
  if (statusOpen && lead.status === 'new') {
    call.status = 'contacted';
    call.statusProposed = true;
  }
  if (followUpOpen) {
    call.followUp = proposedText(proposeFollowUp(outcome, now));
    call.followUpProposed = true;
  }
  return withCall(lead, draft, call);
}

export function chooseStatus(lead: Lead, draft: LeadDraft, status: string): LeadDraft {
  const call: CallDraft = { ...started(lead, draft), status };
  delete call.statusProposed;
  return withCall(lead, draft, call);
}

export function chooseFollowUp(lead: Lead, draft: LeadDraft, followUp: string): LeadDraft {
  const call: CallDraft = { ...started(lead, draft), followUp };
  delete call.followUpProposed;
  return withCall(lead, draft, call);
}

/** The form's note; it does not start a call draft of its own. */
export const writeNote = (draft: LeadDraft, note: string): LeadDraft => ({ ...draft, note });

/** Which field a refusal points at, so the form can put the focus there. */
export type FormField = 'outcome' | 'note' | 'status' | 'followUp';

/** What one press of Save sends: one request, whatever the form holds. */
export type SavePlan =
  | { kind: 'invalid'; field: FormField; message: string }
  | { kind: 'activity'; activity: NewActivityInput; base: LeadSnapshot }
  /**
   * No call: the status or follow-up alone, and the note (if any) saved after
   * it as a note of its own.
   */
  | { kind: 'patch'; patch: LeadPatch; base: LeadSnapshot; note?: string };

/**
 * The request that saves the form, or why it cannot be sent yet. A call (or
 * a status or follow-up change) names the version the counsellor began on,
 * so a colleague's change in between is a conflict; a note alone names none.
 */
export function planSave(lead: Lead, draft: LeadDraft, now: Date): SavePlan {
  const values = formValues(lead, draft);
  const note = values.note.trim();
  const base = draft.call?.base ?? snapshotOf(lead);
  const statusChanged = values.status !== lead.status;
  const followUpChanged = values.followUp !== leadFollowUp(lead);
  const nextFollowUp = values.closed
    ? null
    : values.followUp
      ? istLocalToIso(values.followUp)
      : null;
  const changes = values.outcome !== '' || statusChanged || (!values.closed && followUpChanged);

  if (!changes) {
    if (!note) {
      return {
        kind: 'invalid',
        field: 'outcome',
        message: 'Choose how the call went, or write a note.',
      };
    }
    return { kind: 'activity', activity: { kind: 'note', body: note }, base };
  }
  if (!values.closed && !values.followUp) {
    return {
      kind: 'invalid',
      field: 'followUp',
      message: `Please choose the next follow-up: the lead stays open as ${leadStatusLabel(values.status)}.`,
    };
  }
  if (!values.closed && followUpChanged && nextFollowUp && Date.parse(nextFollowUp) < +now) {
    return {
      kind: 'invalid',
      field: 'followUp',
      message: 'The next follow-up is in the past: please choose a later time.',
    };
  }
  // Only what changed is sent; a closed status clears the follow-up on the API's side too.
  const change = {
    ...(statusChanged ? { status: values.status as LeadStatus } : {}),
    ...(values.closed
      ? lead.next_follow_up_at
        ? { next_follow_up_at: null }
        : {}
      : followUpChanged
        ? { next_follow_up_at: nextFollowUp }
        : {}),
  };
  if (values.outcome === '') {
    return {
      kind: 'patch',
      patch: { version: base.version, ...change },
      base,
      ...(note ? { note } : {}),
    };
  }
  return {
    kind: 'activity',
    activity: {
      kind: 'call',
      outcome: values.outcome,
      ...(note ? { body: note } : {}),
      ...change,
      // "Call back later" names its time even when it is the one the lead has.
      ...(values.outcome === 'call-back-later' && !values.closed && !('next_follow_up_at' in change)
        ? { next_follow_up_at: nextFollowUp }
        : {}),
      version: base.version,
    },
    base,
  };
}

/**
 * What is left of the draft once `sent` was saved: what the counsellor
 * changed while it saved stays, what was saved goes.
 */
export function afterSave(current: LeadDraft, sent: LeadDraft): LeadDraft {
  const next: LeadDraft = { ...current };
  if (JSON.stringify(current.call) === JSON.stringify(sent.call)) delete next.call;
  return next;
}

/** Keys the form answers to, wherever the focus is in it. */
export type KeyAction =
  { kind: 'outcome'; outcome: CallOutcome } | { kind: 'save' } | { kind: 'save-and-next' };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Ctrl+Enter saves and Ctrl+Shift+Enter saves and opens the next lead, from
 * any field. Keys 1 to 6 choose the outcome in the order shown, except where
 * they are typed (the note, the date).
 */
export function keyAction(event: KeyLike, inTextField: boolean): KeyAction | null {
  const command = event.ctrlKey || event.metaKey;
  if (event.key === 'Enter' && command && !event.altKey) {
    return event.shiftKey ? { kind: 'save-and-next' } : { kind: 'save' };
  }
  if (inTextField || command || event.altKey || event.shiftKey) return null;
  const index = Number.parseInt(event.key, 10);
  if (String(index) === event.key && index >= 1 && index <= CALL_OUTCOMES.length) {
    return { kind: 'outcome', outcome: CALL_OUTCOMES[index - 1]! };
  }
  return null;
}

/** Input types whose keys are typed text (a digit there is a digit, not an outcome). */
const TYPED_INPUTS = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'number',
  'password',
  'date',
  'datetime-local',
  'time',
  'month',
  'week',
]);

/** Whether a key event's target takes typed text: the note, the date and time. */
export function isTextField(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; type?: string; isContentEditable?: boolean } | null;
  if (!element?.tagName) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  return tag === 'input' && TYPED_INPUTS.has((element.type ?? 'text').toLowerCase());
}

/** The API sends a timeline oldest first; the panel shows the newest on top. */
export const newestFirst = <T>(timeline: readonly T[]): T[] => [...timeline].reverse();

/**
 * After the counsellor's own save took the lead from `fromVersion` to
 * `saved.version`, what is still in the draft was chosen on the lead before
 * that save: it is based on the saved lead from now on, so the counsellor's
 * own save never comes back as a colleague's conflict. A lead that moved on
 * by more than this one save (a colleague's change too) is left as it was.
 */
export function rebaseAfterOwnSave(draft: LeadDraft, fromVersion: number, saved: Lead): LeadDraft {
  if (saved.version !== fromVersion + 1) return draft;
  const next: LeadDraft = { ...draft };
  if (next.call?.base && next.call.base.version === fromVersion) {
    next.call = { ...next.call, base: snapshotOf(saved) };
  }
  if (next.assignee && next.assignee.base.version === fromVersion) {
    next.assignee = { ...next.assignee, base: snapshotOf(saved) };
  }
  return next;
}

/**
 * A colleague's change refused the save: the form is based on the lead as it
 * is now, what the counsellor chose is kept, and a status the form only
 * proposed for a New lead is dropped once the colleague moved it on.
 */
export function rebaseOnConflict(draft: LeadDraft, now: Lead): LeadDraft {
  if (!draft.call) return draft;
  const call: CallDraft = { ...draft.call, base: snapshotOf(now) };
  if (call.statusProposed && now.status !== 'new') {
    delete call.status;
    delete call.statusProposed;
  }
  return { ...draft, call };
}
