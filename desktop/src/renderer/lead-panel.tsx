import {
  activityAuthor,
  CALL_OUTCOMES,
  CALL_OUTCOME_LABELS,
  describeActivity,
  formatIst,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  leadStatusLabel,
  LIMITS,
  type Activity,
  type Lead,
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
import { drafts, remainderAfterSave, snapshotOf, type LeadDraft } from './draft-store';
import { isNewer, mergeTimeline } from './lead-rows';
import { channelLabel } from './new-enquiry';
import { FollowUpText, PhoneLinks } from './leads-grid';
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
  type FormField,
} from './post-call-form';
import { WithdrawalDialog } from './withdrawal-dialog';
import './lead-panel.css';

type FormName = 'call' | 'assignee';

interface SaveState {
  saving?: boolean;
  /** Why the save failed; the text stays in its editor. */
  error?: string;
  /** Whether "Try again" makes sense (not for something the counsellor must correct). */
  retry?: boolean;
  /** A colleague's change that refused this one (409). */
  conflict?: string;
}

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
  /**
   * "Save and next": opens the lead after this one in the list; false when it
   * was the last. Without it the button is not shown.
   */
  onSaveAndNext?: (leadId: string) => boolean;
  onSessionEnded: (message: string) => void;
}

/** The draft of one lead, kept in the store (memory and sessionStorage) and mirrored in state. */
function useLeadDraft(leadId: string, label: string) {
  const [draft, setDraft] = useState<LeadDraft>(() => drafts().get(leadId));
  const update = useCallback(
    (change: (draft: LeadDraft) => LeadDraft) =>
      setDraft(drafts().update(leadId, (current) => ({ ...change(current), label }))),
    [leadId, label],
  );
  return [draft, update] as const;
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

/** What a conflict keeps of the counsellor's form, in words. */
function keptChoice(draft: LeadDraft): string | undefined {
  const call = draft.call;
  if (!call) return undefined;
  const parts = [
    call.outcome ? CALL_OUTCOME_LABELS[call.outcome as keyof typeof CALL_OUTCOME_LABELS] : null,
    call.status !== undefined ? `status ${leadStatusLabel(call.status)}` : null,
    call.followUp !== undefined
      ? call.followUp
        ? `next follow-up ${call.followUp.replace('T', ' ')} IST`
        : 'no follow-up'
      : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * One lead, docked on the right of the grid: the post-call form first, the
 * timeline newest first under it, then the lead's other details. Nothing
 * typed here is lost: drafts are kept per lead (draft-store.ts), live updates
 * and reloads change what the panel shows but never an editor's text, and a
 * failed save keeps the text with a "Try again" button.
 */
export function LeadPanel(props: LeadPanelProps) {
  const { leadId, seed, staff, refreshKey, focusOnOpen, onSaveAndNext } = props;
  const { onClose, onLeadChanged, onSessionEnded } = props;
  const [lead, setLead] = useState<Lead>(seed);
  const [timeline, setTimeline] = useState<Activity[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [draft, updateDraft] = useLeadDraft(leadId, leadName(lead));
  const [saves, setSaves] = useState<Partial<Record<FormName, SaveState>>>({});
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes when a "Try again" button goes away, or a field is missing.
  const outcomesRef = useRef<HTMLFieldSetElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const statusRef = useRef<HTMLSelectElement>(null);
  const followUpRef = useRef<HTMLInputElement>(null);
  const assigneeRef = useRef<HTMLSelectElement>(null);
  const headingId = useId();
  const ids = {
    form: useId(),
    outcome: useId(),
    keys: useId(),
    note: useId(),
    status: useId(),
    followUp: useId(),
    assignee: useId(),
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

  const readTimeline = useCallback(() => {
    void consoleApi()
      .listActivities(leadId)
      .then((result) => {
        if (result.ok) setTimeline((current) => mergeTimeline(result.value, current ?? []));
      });
  }, [leadId]);

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
        if (mine.some((event) => event.activity?.kind === 'merge')) readTimeline();
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
    [leadId, readTimeline],
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

  const fieldRefs: Record<FormField, RefObject<HTMLElement | null>> = {
    outcome: outcomesRef,
    note: noteRef,
    status: statusRef,
    followUp: followUpRef,
  };

  /** A colleague's change refused the save: shown on the lead as it is now, the choices kept. */
  function conflicted(now: Lead, sentBase: ReturnType<typeof snapshotOf>) {
    accept(now);
    updateDraft((current) => rebaseOnConflict(current, now));
    setSave('call', { conflict: describeConflict(sentBase, now, timeline ?? []) });
  }

  /** After the counsellor's own save: what is left of the draft names the new version. */
  function adoptOwn(saved: Lead, fromVersion: number, sent: LeadDraft, entries: Activity[] = []) {
    accept(saved, entries);
    updateDraft((current) => {
      const left = afterSave(current, sent);
      const note = remainderAfterSave(current.note ?? '', sent.note ?? '');
      return rebaseAfterOwnSave({ ...left, note }, fromVersion, saved);
    });
  }

  async function saveForm(andNext: boolean) {
    if (saves.call?.saving) return;
    const sent = drafts().get(leadId);
    const plan = planSave(lead, sent, new Date());
    if (plan.kind === 'invalid') {
      setSave('call', { error: plan.message });
      fieldRefs[plan.field].current?.focus();
      return;
    }
    setSave('call', { saving: true });
    setDone(null);
    let message: string;
    if (plan.kind === 'activity') {
      const result = await consoleApi().addActivity(leadId, plan.activity);
      if (!result.ok) {
        const now = result.error.lead;
        if (result.error.kind === 'conflict' && now) conflicted(now, plan.base);
        else failed('call', result.error, plan.activity.kind === 'call' ? 'The call' : 'The note');
        return;
      }
      adoptOwn(result.value.lead, plan.base.version, sent, [result.value.activity]);
      // A call that changed the status or follow-up wrote those entries too.
      if (plan.activity.kind === 'call') readTimeline();
      message = plan.activity.kind === 'call' ? 'Call logged.' : 'Note saved.';
    } else {
      const result = await consoleApi().updateLead(leadId, plan.patch);
      if (!result.ok) {
        const now = result.error.lead;
        if (result.error.kind === 'conflict' && now) conflicted(now, plan.base);
        else failed('call', result.error, 'The change');
        return;
      }
      // The note goes on its own after the change; it is kept if it fails.
      adoptOwn(result.value, plan.base.version, { ...sent, note: '' });
      readTimeline();
      message = 'Saved.';
      if (plan.note) {
        const noted = await consoleApi().addActivity(leadId, { kind: 'note', body: plan.note });
        if (!noted.ok) {
          failed('call', noted.error, 'The change is saved, but the note');
          return;
        }
        updateDraft((current) => ({
          ...current,
          note: remainderAfterSave(current.note ?? '', sent.note ?? ''),
        }));
        accept(noted.value.lead, [noted.value.activity]);
        message = 'Saved, with the note.';
      }
    }
    setSave('call', {});
    if (andNext && onSaveAndNext) {
      if (!onSaveAndNext(leadId)) setDone(`${message} That was the last lead of the list.`);
      return;
    }
    setDone(message);
  }

  async function saveAssignee() {
    const choice = drafts().get(leadId).assignee;
    if (!choice || saves.assignee?.saving) return;
    setSave('assignee', { saving: true });
    setDone(null);
    const result = await consoleApi().updateLead(leadId, {
      version: choice.base.version,
      assignee: choice.value || null,
    });
    if (result.ok) {
      updateDraft((current) => {
        const left = { ...current };
        if (current.assignee?.value === choice.value) delete left.assignee;
        return rebaseAfterOwnSave(left, choice.base.version, result.value);
      });
      accept(result.value);
      setSave('assignee', {});
      setDone('The assignment is saved.');
      return;
    }
    const now = result.error.lead;
    if (result.error.kind === 'conflict' && now) {
      accept(now);
      updateDraft((current) => {
        const held = current.assignee;
        if (!held) return current;
        const next = { ...current };
        if (held.value === (now.assignee ?? '')) delete next.assignee;
        else next.assignee = { value: held.value, base: snapshotOf(now) };
        return next;
      });
      setSave('assignee', { conflict: describeConflict(choice.base, now, timeline ?? []) });
      return;
    }
    failed('assignee', result.error, 'The assignment');
  }

  function chooseAssignee(value: string) {
    updateDraft((current) => {
      const next = { ...current };
      if (value === (lead.assignee ?? '')) delete next.assignee;
      else next.assignee = { value, base: current.assignee?.base ?? snapshotOf(lead) };
      return next;
    });
    setSaves((current) => (current.assignee?.conflict ? { ...current, assignee: {} } : current));
  }

  /** Any change to the form: a conflict shown for it is settled by the new choice. */
  function changeForm(change: (draft: LeadDraft) => LeadDraft) {
    updateDraft(change);
    setSaves((current) =>
      current.call?.conflict || (current.call?.error && !current.call.retry)
        ? { ...current, call: {} }
        : current,
    );
  }

  function retry(editor: RefObject<HTMLElement | null>, save: () => Promise<void>) {
    editor.current?.focus();
    void save();
  }

  const values = formValues(lead, draft);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    const action = keyAction(event, isTextField(event.target));
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'outcome') {
      changeForm((current) => chooseOutcome(lead, current, action.outcome, new Date()));
      // The radio of that outcome takes the focus, so a screen reader says what was chosen.
      outcomesRef.current
        ?.querySelector<HTMLInputElement>(`input[value="${action.outcome}"]`)
        ?.focus();
      return;
    }
    void saveForm(action.kind === 'save-and-next');
  };

  const assigneeValue = draft.assignee?.value ?? lead.assignee ?? '';
  const assigneePending =
    draft.assignee !== undefined && draft.assignee.value !== (lead.assignee ?? '');
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
  const saving = saves.call?.saving;

  return (
    // Escape anywhere in the panel closes it (the drafts stay); Ctrl+Enter saves the form.
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
      {/* What a call needs at a glance; the rest is under the timeline. */}
      <dl className="lead-details lead-summary">
        <Detail label="Phone">
          <PhoneLinks lead={lead} />
        </Detail>
        <Detail label="Programme">{lead.program}</Detail>
        <Detail label="Status">
          <span data-testid="panel-status">{leadStatusLabel(lead.status)}</span>
        </Detail>
        <Detail label="Next follow-up">
          <span data-testid="panel-follow-up">
            <FollowUpText at={lead.next_follow_up_at} />
          </span>
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
      </dl>

      <form
        className="panel-form post-call-form"
        noValidate
        aria-labelledby={ids.form}
        aria-describedby={ids.keys}
        data-testid="post-call-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void saveForm(false);
        }}
      >
        <h3 id={ids.form}>Log the call</h3>
        <fieldset className="outcomes" ref={outcomesRef} tabIndex={-1}>
          <legend id={ids.outcome}>Call outcome</legend>
          {CALL_OUTCOMES.map((outcome, index) => (
            <label key={outcome} className="outcome">
              <input
                type="radio"
                name={`${ids.outcome}-outcome`}
                value={outcome}
                checked={values.outcome === outcome}
                onChange={() =>
                  changeForm((current) => chooseOutcome(lead, current, outcome, new Date()))
                }
              />
              <kbd aria-hidden="true">{index + 1}</kbd> {CALL_OUTCOME_LABELS[outcome]}
            </label>
          ))}
          <label className="outcome">
            <input
              type="radio"
              name={`${ids.outcome}-outcome`}
              value=""
              checked={values.outcome === ''}
              onChange={() => changeForm((current) => chooseOutcome(lead, current, '', new Date()))}
            />
            No call: a note
          </label>
        </fieldset>
        <label htmlFor={ids.note}>Note</label>
        <textarea
          ref={noteRef}
          id={ids.note}
          rows={2}
          maxLength={LIMITS.noteMax}
          value={values.note}
          onChange={(event) => {
            const note = event.target.value;
            changeForm((current) => writeNote(current, note));
          }}
          onFocus={caretAtEnd}
        />
        <div className="form-row">
          <div className="form-field">
            <label htmlFor={ids.status}>New status</label>
            <select
              ref={statusRef}
              id={ids.status}
              value={values.status}
              onChange={(event) => {
                const status = event.target.value;
                changeForm((current) => chooseStatus(lead, current, status));
              }}
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
          </div>
          {values.closed ? (
            <p className="form-field muted" data-testid="closed-note">
              {leadStatusLabel(values.status)} closes the lead: no next follow-up.
            </p>
          ) : (
            <div className="form-field">
              <label htmlFor={ids.followUp}>Next follow-up (IST)</label>
              <input
                id={ids.followUp}
                ref={followUpRef}
                type="datetime-local"
                required
                value={values.followUp}
                onChange={(event) => {
                  const followUp = event.target.value;
                  changeForm((current) => chooseFollowUp(lead, current, followUp));
                }}
              />
            </div>
          )}
        </div>
        <div className="form-actions">
          <button type="submit" aria-disabled={saving || undefined}>
            {saving ? 'Saving…' : 'Save'}
          </button>
          {onSaveAndNext && (
            <button
              type="button"
              aria-disabled={saving || undefined}
              onClick={() => void saveForm(true)}
            >
              Save and next
            </button>
          )}
        </div>
        <p className="form-keys muted" id={ids.keys}>
          Keys 1–6: outcome · Ctrl+Enter: save
          {onSaveAndNext ? ' · Ctrl+Shift+Enter: save and next' : ''}
        </p>
        <SaveProblem
          state={saves.call}
          onRetry={() => retry(noteRef, () => saveForm(false))}
          onApplyAgain={() => retry(outcomesRef, () => saveForm(false))}
          choice={keptChoice(draft)}
          testId="call"
        />
      </form>

      <p className="panel-done" role="status" aria-live="polite">
        {done}
      </p>

      <section className="timeline" aria-labelledby={ids.timeline}>
        <h3 id={ids.timeline}>Timeline, newest first</h3>
        {timeline === null ? (
          <p className="muted">Loading the timeline…</p>
        ) : timeline.length === 0 ? (
          <p className="muted">Nothing recorded yet.</p>
        ) : (
          <ol data-testid="timeline">
            {newestFirst(timeline).map((entry) => (
              <TimelineEntry key={entry.id} entry={entry} leadId={leadId} />
            ))}
          </ol>
        )}
      </section>

      <dl className="lead-details lead-more">
        <Detail label="Email">{lead.email}</Detail>
        <Detail label="Form type">{lead.form_type}</Detail>
        <Detail label="Channel">
          <span data-testid="panel-channel">{channelLabel(lead.channel)}</span>
        </Detail>
        {lead.recorded_by && <Detail label="Recorded by">{lead.recorded_by}</Detail>}
        <Detail label="Received">{formatIst(lead.created_at)} IST</Detail>
        <Detail label="Assigned to">{lead.assignee ?? 'Unassigned'}</Detail>
        <Detail label="Source page">{lead.source_page ?? 'Not recorded'}</Detail>
        {utm.map(([label, value]) => (
          <Detail key={label} label={label}>
            {value ?? 'None'}
          </Detail>
        ))}
      </dl>

      <form
        className="panel-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void saveAssignee();
        }}
      >
        <h3>Assignment</h3>
        <label htmlFor={ids.assignee}>Assign to</label>
        <div className="inline-field">
          <select
            ref={assigneeRef}
            id={ids.assignee}
            value={assigneeValue}
            onChange={(event) => chooseAssignee(event.target.value)}
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
            aria-disabled={!assigneePending || saves.assignee?.saving || undefined}
          >
            Save assignee
          </button>
        </div>
        <SaveProblem
          state={saves.assignee}
          onRetry={() => retry(assigneeRef, saveAssignee)}
          onApplyAgain={() => retry(assigneeRef, saveAssignee)}
          choice={assigneePending ? assigneeValue || 'Unassigned' : undefined}
          testId="assignee"
        />
      </form>

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
