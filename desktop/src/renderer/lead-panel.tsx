import {
  activityAuthor,
  CALL_OUTCOMES,
  CALL_OUTCOME_LABELS,
  describeActivity,
  formatIst,
  isoToIstLocal,
  istLocalToIso,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  leadStatusLabel,
  LIMITS,
  type Activity,
  type CallOutcome,
  type Lead,
  type LeadPatch,
  type LeadStatus,
  type NewActivityInput,
  type StaffMember,
  leadName,
} from '@skltcoa/shared';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { ConsoleError } from '../shared-types/console-api';
import { describeConflict } from './conflict';
import { consoleApi } from './console-api';
import {
  drafts,
  remainderAfterSave,
  snapshotOf,
  type FieldName,
  type LeadDraft,
} from './draft-store';
import { isNewer, mergeTimeline } from './lead-rows';
import { channelLabel } from './new-enquiry';
import { FollowUpText, PhoneLinks } from './leads-grid';
import { WithdrawalDialog } from './withdrawal-dialog';

type FormName = 'note' | 'call' | FieldName;

interface SaveState {
  saving?: boolean;
  /** Why the save failed; the text stays in its editor. */
  error?: string;
  /** Whether "Try again" makes sense (not for something the counsellor must correct). */
  retry?: boolean;
  /** A colleague's change that refused this one (409). */
  conflict?: string;
}

const FIELD_LABELS: Record<FieldName, string> = {
  status: 'The status',
  assignee: 'The assignment',
  followUp: 'The next follow-up',
};

export interface LeadPanelProps {
  leadId: string;
  /** The lead as the grid holds it, shown until the panel's own copy arrives. */
  seed: Lead;
  staff: readonly StaffMember[];
  /** Goes up when the console reloads (live updates reset, signed in again): the panel reads the lead again. */
  refreshKey: number;
  /** Move focus to the panel when it opens (it was opened by the counsellor, not by code). */
  focusOnOpen: boolean;
  onClose: () => void;
  /** The panel learnt a newer state of the lead: the grid's row takes it too. */
  onLeadChanged: (lead: Lead) => void;
  /** Shows every enquiry of the lead's family (docs/decisions/016-families.md). */
  onOpenFamily?: (lead: Lead) => void;
  onSessionEnded: (message: string) => void;
}

/** The draft of one lead, kept in the store (memory and sessionStorage) and mirrored in state. */
function useLeadDraft(leadId: string) {
  const [draft, setDraft] = useState<LeadDraft>(() => drafts().get(leadId));
  const update = useCallback(
    (change: (draft: LeadDraft) => LeadDraft) => setDraft(drafts().update(leadId, change)),
    [leadId],
  );
  return [draft, update] as const;
}

function without(draft: LeadDraft, name: keyof LeadDraft): LeadDraft {
  const next = { ...draft };
  delete next[name];
  return next;
}

/** The value a field shows: the counsellor's choice if they made one, else the lead's. */
function currentValue(lead: Lead, name: FieldName): string {
  if (name === 'status') return lead.status;
  if (name === 'assignee') return lead.assignee ?? '';
  return lead.next_follow_up_at ? isoToIstLocal(lead.next_follow_up_at) : '';
}

function choiceLabel(name: FieldName, value: string): string {
  if (name === 'status') return leadStatusLabel(value);
  if (name === 'assignee') return value || 'Unassigned';
  return value ? `${value.replace('T', ' ')} IST` : 'no follow-up';
}

/** A save's outcome under its form: the failure and "Try again", or the colleague's change. */
function SaveProblem({
  state,
  onRetry,
  onApplyAgain,
  choice,
  testId,
}: {
  state: SaveState | undefined;
  onRetry: () => void;
  onApplyAgain?: (() => void) | undefined;
  /** What the counsellor chose, kept through a conflict. */
  choice?: string | undefined;
  testId: string;
}) {
  if (state?.conflict) {
    return (
      <div className="conflict" role="alert" data-testid={`${testId}-conflict`}>
        <p>{state.conflict}</p>
        {choice !== undefined && onApplyAgain ? (
          <>
            <p>Your choice is kept: {choice}.</p>
            <button type="button" onClick={onApplyAgain}>
              Apply my change again
            </button>
          </>
        ) : (
          <p>The lead already has what you chose.</p>
        )}
      </div>
    );
  }
  if (state?.error) {
    return (
      <div className="save-error" role="alert" data-testid={`${testId}-error`}>
        <p>{state.error}</p>
        {state.retry && (
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return null;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function TimelineEntry({ entry, leadId }: { entry: Activity; leadId: string }) {
  return (
    <li className={`timeline-entry timeline-${entry.kind}`} data-testid="timeline-entry">
      <p className="timeline-meta">
        <span className="timeline-author">{activityAuthor(entry)}</span>{' '}
        <time dateTime={entry.created_at}>{formatIst(entry.created_at)} IST</time>
        {entry.lead_id !== leadId && <span className="timeline-on"> · on a merged enquiry</span>}
      </p>
      <p className="timeline-body">{describeActivity(entry)}</p>
    </li>
  );
}

/**
 * One lead, docked on the right of the grid: its details, its whole timeline,
 * and the forms to work it. Nothing typed here is lost: drafts are kept per
 * lead (draft-store.ts), live updates and reloads change what the panel shows
 * but never an editor's text, and a failed save keeps the text with a
 * "Try again" button.
 */
export function LeadPanel(props: LeadPanelProps) {
  const { leadId, seed, staff, refreshKey, focusOnOpen } = props;
  const { onClose, onLeadChanged, onSessionEnded } = props;
  const [lead, setLead] = useState<Lead>(seed);
  const [timeline, setTimeline] = useState<Activity[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [draft, updateDraft] = useLeadDraft(leadId);
  const [saves, setSaves] = useState<Partial<Record<FormName, SaveState>>>({});
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes when a "Try again" button goes away: the editor it saves.
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const callRef = useRef<HTMLSelectElement>(null);
  const statusRef = useRef<HTMLSelectElement>(null);
  const assigneeRef = useRef<HTMLSelectElement>(null);
  const followUpRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const ids = {
    note: useId(),
    outcome: useId(),
    callBody: useId(),
    callBack: useId(),
    status: useId(),
    assignee: useId(),
    followUp: useId(),
    timeline: useId(),
  };

  const setSave = useCallback(
    (name: FormName, state: SaveState) => setSaves((current) => ({ ...current, [name]: state })),
    [],
  );

  // The callbacks from the screen may change; the panel calls the latest.
  const changedRef = useRef(onLeadChanged);
  const endedRef = useRef(onSessionEnded);
  useEffect(() => {
    changedRef.current = onLeadChanged;
    endedRef.current = onSessionEnded;
  }, [onLeadChanged, onSessionEnded]);

  /** Takes a newer state of the lead and its new timeline entries; never an older one. */
  const accept = useCallback((next: Lead, entries: (Activity | null)[] = []) => {
    setLead((current) => (isNewer(next, current) ? next : current));
    setTimeline((current) =>
      current ? mergeTimeline(current, [...entries, next.last_activity]) : current,
    );
    changedRef.current(next);
  }, []);

  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  // The lead and its whole timeline, on opening and whenever the console reloads.
  useEffect(() => {
    let cancelled = false;
    const api = consoleApi();
    void Promise.all([api.getLead(leadId), api.listActivities(leadId)]).then(
      ([leadResult, timelineResult]) => {
        if (cancelled) return;
        if (leadResult.ok) accept(leadResult.value);
        if (timelineResult.ok) {
          setTimeline((current) => mergeTimeline(timelineResult.value, current ?? []));
        }
        const problem = !leadResult.ok
          ? leadResult.error
          : !timelineResult.ok
            ? timelineResult.error
            : null;
        setLoadError(problem && problem.kind !== 'session-expired' ? problem.message : null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [leadId, refreshKey, accept]);

  // Colleagues' changes to this lead, live: the details and timeline move on, drafts stay.
  useEffect(
    () =>
      consoleApi().onLeadEvents((events) => {
        const mine = events.filter((event) => event.lead.id === leadId);
        if (mine.length === 0) return;
        // Duplicates merged into this lead bring their timelines: read it whole again.
        if (mine.some((event) => event.activity?.kind === 'merge')) {
          void consoleApi()
            .listActivities(leadId)
            .then((result) => {
              if (result.ok) setTimeline((current) => mergeTimeline(result.value, current ?? []));
            });
        }
        setLead((current) =>
          mine.reduce((held, event) => (isNewer(event.lead, held) ? event.lead : held), current),
        );
        setTimeline((current) =>
          current
            ? mergeTimeline(
                current,
                mine.flatMap((event) => [event.activity, event.lead.last_activity]),
              )
            : current,
        );
      }),
    [leadId],
  );

  function failed(name: FormName, error: ConsoleError, what: string) {
    if (error.kind === 'session-expired') {
      setSave(name, {
        error: `${what} was not saved because your session ended. Sign in again, then press Try again: what you wrote is kept.`,
        retry: true,
      });
      endedRef.current(error.message);
      return;
    }
    setSave(name, { error: `${what} was not saved. ${error.message}`, retry: true });
  }

  async function saveNote() {
    if (saves.note?.saving) return;
    const sent = drafts().get(leadId).note ?? '';
    if (!sent.trim()) {
      setSave('note', { error: 'Please write the note first.' });
      return;
    }
    setSave('note', { saving: true });
    setDone(null);
    const result = await consoleApi().addActivity(leadId, { kind: 'note', body: sent.trim() });
    if (!result.ok) {
      failed('note', result.error, 'The note');
      return;
    }
    updateDraft((current) => ({ ...current, note: remainderAfterSave(current.note ?? '', sent) }));
    accept(result.value.lead, [result.value.activity]);
    setSave('note', {});
    setDone('Note saved.');
  }

  async function saveCall() {
    if (saves.call?.saving) return;
    const call = drafts().get(leadId).call;
    if (!call?.outcome) {
      setSave('call', { error: 'Please choose how the call went.' });
      return;
    }
    const callBack = call.outcome === 'call-back-later';
    if (callBack && !call.callBackAt) {
      setSave('call', { error: 'Please choose when to call back.' });
      return;
    }
    const activity: NewActivityInput = {
      kind: 'call',
      outcome: call.outcome as CallOutcome,
      ...(call.body.trim() ? { body: call.body.trim() } : {}),
      ...(callBack ? { next_follow_up_at: istLocalToIso(call.callBackAt) } : {}),
    };
    setSave('call', { saving: true });
    setDone(null);
    const result = await consoleApi().addActivity(leadId, activity);
    if (!result.ok) {
      failed('call', result.error, 'The call');
      return;
    }
    updateDraft((current) =>
      JSON.stringify(current.call) === JSON.stringify(call) ? without(current, 'call') : current,
    );
    accept(result.value.lead, [result.value.activity]);
    setSave('call', {});
    setDone('Call logged.');
  }

  async function saveField(name: FieldName) {
    const choice = drafts().get(leadId)[name];
    if (!choice || saves[name]?.saving) return;
    if (name === 'followUp' && !choice.value && !lead.next_follow_up_at) return;
    const patch: LeadPatch = { version: choice.base.version };
    if (name === 'status') patch.status = choice.value as LeadStatus;
    else if (name === 'assignee') patch.assignee = choice.value || null;
    else patch.next_follow_up_at = choice.value ? istLocalToIso(choice.value) : null;
    setSave(name, { saving: true });
    setDone(null);
    const result = await consoleApi().updateLead(leadId, patch);
    if (result.ok) {
      updateDraft((current) =>
        current[name]?.value === choice.value ? without(current, name) : current,
      );
      accept(result.value);
      setSave(name, {});
      setDone(`${FIELD_LABELS[name]} is saved.`);
      return;
    }
    const now = result.error.lead;
    if (result.error.kind === 'conflict' && now) {
      // Shown on the lead as it is now; the choice is kept, based on this version.
      accept(now);
      updateDraft((current) => {
        const held = current[name];
        if (!held) return current;
        if (held.value === currentValue(now, name)) return without(current, name);
        return { ...current, [name]: { value: held.value, base: snapshotOf(now) } };
      });
      setSave(name, { conflict: describeConflict(choice.base, now) });
      return;
    }
    failed(name, result.error, FIELD_LABELS[name]);
  }

  /** A choice in a select or date field: kept as a draft, based on the lead as first seen. */
  function choose(name: FieldName, value: string) {
    updateDraft((current) => {
      if (value === currentValue(lead, name)) return without(current, name);
      return { ...current, [name]: { value, base: current[name]?.base ?? snapshotOf(lead) } };
    });
    setSaves((current) => (current[name]?.conflict ? { ...current, [name]: {} } : current));
  }

  function clearFollowUp() {
    if (!lead.next_follow_up_at) return;
    updateDraft((current) => ({
      ...current,
      followUp: { value: '', base: current.followUp?.base ?? snapshotOf(lead) },
    }));
    void saveField('followUp');
  }

  function retry(editor: RefObject<HTMLElement | null>, save: () => Promise<void>) {
    editor.current?.focus();
    void save();
  }

  const fieldValue = (name: FieldName) => draft[name]?.value ?? currentValue(lead, name);
  const pending = (name: FieldName) =>
    draft[name] !== undefined && draft[name].value !== currentValue(lead, name);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  const call = draft.call ?? { outcome: '', body: '', callBackAt: '' };
  const setCall = (change: Partial<typeof call>) =>
    updateDraft((current) => ({
      ...current,
      call: { ...(current.call ?? { outcome: '', body: '', callBackAt: '' }), ...change },
    }));
  const staffEmails = staff.map((member) => member.email);
  if (lead.assignee && !staffEmails.includes(lead.assignee)) staffEmails.push(lead.assignee);
  // Source, medium and campaign always show; term and content when the link had them.
  const utm: [string, string | null][] = [
    ['UTM source', lead.utm_source],
    ['UTM medium', lead.utm_medium],
    ['UTM campaign', lead.utm_campaign],
    ...(lead.utm_term ? [['UTM term', lead.utm_term] as [string, string]] : []),
    ...(lead.utm_content ? [['UTM content', lead.utm_content] as [string, string]] : []),
  ];

  return (
    // Escape anywhere in the panel closes it; the drafts stay.
    <aside
      className="lead-panel"
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      data-testid="lead-panel"
      data-lead-id={leadId}
    >
      <header className="panel-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {leadName(lead)}
        </h2>
        <button type="button" onClick={onClose} title="Close the panel (Esc)">
          Close
        </button>
      </header>
      {loadError && (
        <p className="save-error" role="alert">
          Could not read the latest of this lead: {loadError}
        </p>
      )}
      {lead.withdrawn && (
        <p className="merged-note" data-testid="withdrawn-note">
          The person withdrew their consent: their name, email, phone and the notes were erased, and
          this enquiry can no longer be changed or called.
        </p>
      )}
      {lead.merged_into && (
        <p className="merged-note" data-testid="merged-note">
          This enquiry was merged into another lead: it is kept as it was, and is worked there.
        </p>
      )}
      <dl className="lead-details">
        <Detail label="Phone">
          <PhoneLinks lead={lead} />
        </Detail>
        <Detail label="Email">{lead.email}</Detail>
        <Detail label="Programme">{lead.program}</Detail>
        <Detail label="Form type">{lead.form_type}</Detail>
        <Detail label="Channel">
          <span data-testid="panel-channel">{channelLabel(lead.channel)}</span>
        </Detail>
        {lead.recorded_by && <Detail label="Recorded by">{lead.recorded_by}</Detail>}
        <Detail label="Received">{formatIst(lead.created_at)} IST</Detail>
        <Detail label="Status">
          <span data-testid="panel-status">{leadStatusLabel(lead.status)}</span>
        </Detail>
        <Detail label="Assigned to">{lead.assignee ?? 'Unassigned'}</Detail>
        <Detail label="Next follow-up">
          <FollowUpText at={lead.next_follow_up_at} />
        </Detail>
        {lead.family_size > 1 && (
          <Detail label="Repeat">
            {lead.family_size} enquiries share this phone number or email address
            {props.onOpenFamily && (
              <>
                {' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => props.onOpenFamily?.(lead)}
                >
                  Show the family
                </button>
              </>
            )}
          </Detail>
        )}
        <Detail label="Source page">{lead.source_page ?? 'Not recorded'}</Detail>
        {utm.map(([label, value]) => (
          <Detail key={label} label={label}>
            {value ?? 'None'}
          </Detail>
        ))}
      </dl>

      <p className="panel-done" role="status" aria-live="polite">
        {done}
      </p>

      <form
        className="panel-form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void saveCall();
        }}
      >
        <h3>Log a call</h3>
        <label htmlFor={ids.outcome}>Call outcome</label>
        <select
          ref={callRef}
          id={ids.outcome}
          value={call.outcome}
          onChange={(event) => setCall({ outcome: event.target.value })}
        >
          <option value="">Choose…</option>
          {CALL_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {CALL_OUTCOME_LABELS[outcome]}
            </option>
          ))}
        </select>
        {call.outcome === 'call-back-later' && (
          <>
            <label htmlFor={ids.callBack}>Call back at (IST)</label>
            <input
              id={ids.callBack}
              type="datetime-local"
              required
              value={call.callBackAt}
              onChange={(event) => setCall({ callBackAt: event.target.value })}
            />
          </>
        )}
        <label htmlFor={ids.callBody}>What was said (optional)</label>
        <textarea
          id={ids.callBody}
          rows={2}
          maxLength={LIMITS.noteMax}
          value={call.body}
          onChange={(event) => setCall({ body: event.target.value })}
          onFocus={caretAtEnd}
        />
        <button type="submit" aria-disabled={saves.call?.saving || undefined}>
          {saves.call?.saving ? 'Logging…' : 'Log call'}
        </button>
        <SaveProblem state={saves.call} onRetry={() => retry(callRef, saveCall)} testId="call" />
      </form>

      <form
        className="panel-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void saveNote();
        }}
      >
        <h3>Add a note</h3>
        <label htmlFor={ids.note}>Note</label>
        <textarea
          ref={noteRef}
          id={ids.note}
          rows={4}
          maxLength={LIMITS.noteMax}
          value={draft.note ?? ''}
          onChange={(event) => {
            const note = event.target.value;
            updateDraft((current) => ({ ...current, note }));
          }}
          onFocus={caretAtEnd}
        />
        <button type="submit" aria-disabled={saves.note?.saving || undefined}>
          {saves.note?.saving ? 'Saving…' : 'Save note'}
        </button>
        <SaveProblem state={saves.note} onRetry={() => retry(noteRef, saveNote)} testId="note" />
      </form>

      <form
        className="panel-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void saveField('status');
        }}
      >
        <h3>Status</h3>
        <label htmlFor={ids.status}>Change status</label>
        <div className="inline-field">
          <select
            ref={statusRef}
            id={ids.status}
            value={fieldValue('status')}
            onChange={(event) => choose('status', event.target.value)}
          >
            {/* A status from a newer server shows as its own text, not as the first choice. */}
            {!(LEAD_STATUSES as readonly string[]).includes(lead.status) && (
              <option value={lead.status}>{lead.status}</option>
            )}
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          <button
            type="submit"
            aria-disabled={!pending('status') || saves.status?.saving || undefined}
          >
            Save status
          </button>
        </div>
        <SaveProblem
          state={saves.status}
          onRetry={() => retry(statusRef, () => saveField('status'))}
          onApplyAgain={() => retry(statusRef, () => saveField('status'))}
          choice={pending('status') ? choiceLabel('status', fieldValue('status')) : undefined}
          testId="status"
        />
      </form>

      <form
        className="panel-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void saveField('assignee');
        }}
      >
        <h3>Assignment</h3>
        <label htmlFor={ids.assignee}>Assign to</label>
        <div className="inline-field">
          <select
            ref={assigneeRef}
            id={ids.assignee}
            value={fieldValue('assignee')}
            onChange={(event) => choose('assignee', event.target.value)}
          >
            <option value="">Unassigned</option>
            {staffEmails.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
          <button
            type="submit"
            aria-disabled={!pending('assignee') || saves.assignee?.saving || undefined}
          >
            Save assignee
          </button>
        </div>
        <SaveProblem
          state={saves.assignee}
          onRetry={() => retry(assigneeRef, () => saveField('assignee'))}
          onApplyAgain={() => retry(assigneeRef, () => saveField('assignee'))}
          choice={pending('assignee') ? choiceLabel('assignee', fieldValue('assignee')) : undefined}
          testId="assignee"
        />
      </form>

      <form
        className="panel-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void saveField('followUp');
        }}
      >
        <h3>Next follow-up</h3>
        <label htmlFor={ids.followUp}>Next follow-up (IST)</label>
        <input
          id={ids.followUp}
          ref={followUpRef}
          type="datetime-local"
          value={fieldValue('followUp')}
          onChange={(event) => choose('followUp', event.target.value)}
        />
        <div className="inline-field">
          <button
            type="submit"
            aria-disabled={
              !pending('followUp') || !fieldValue('followUp') || saves.followUp?.saving || undefined
            }
          >
            Save follow-up
          </button>
          <button
            type="button"
            onClick={clearFollowUp}
            aria-disabled={!lead.next_follow_up_at || saves.followUp?.saving || undefined}
          >
            Clear follow-up
          </button>
        </div>
        <SaveProblem
          state={saves.followUp}
          onRetry={() => retry(followUpRef, () => saveField('followUp'))}
          onApplyAgain={() => retry(followUpRef, () => saveField('followUp'))}
          choice={pending('followUp') ? choiceLabel('followUp', fieldValue('followUp')) : undefined}
          testId="followUp"
        />
      </form>

      <section className="timeline" aria-labelledby={ids.timeline}>
        <h3 id={ids.timeline}>Timeline</h3>
        {timeline === null ? (
          <p className="muted">Loading the timeline…</p>
        ) : timeline.length === 0 ? (
          <p className="muted">Nothing recorded yet.</p>
        ) : (
          <ol data-testid="timeline">
            {timeline.map((entry) => (
              <TimelineEntry key={entry.id} entry={entry} leadId={leadId} />
            ))}
          </ol>
        )}
      </section>
      {!lead.withdrawn && !lead.merged_into && (
        <section className="panel-form" aria-labelledby={`${headingId}-privacy`}>
          <h3 id={`${headingId}-privacy`}>Privacy</h3>
          <p className="muted">
            Asked you to stop using their details? The website sends a withdrawal link only to an
            email, so record it here.
          </p>
          <button type="button" onClick={() => setWithdrawing(true)}>
            Record a withdrawal…
          </button>
        </section>
      )}
      {withdrawing && (
        <WithdrawalDialog
          lead={lead}
          onClose={() => setWithdrawing(false)}
          onSessionEnded={onSessionEnded}
        />
      )}
    </aside>
  );
}

/** A draft put back in an editor is continued, never selected: the caret goes to its end. */
function caretAtEnd(event: { currentTarget: HTMLTextAreaElement }) {
  const field = event.currentTarget;
  const end = field.value.length;
  field.setSelectionRange(end, end);
}
