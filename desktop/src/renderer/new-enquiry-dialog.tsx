import {
  CHANNEL_LABELS,
  CURRENT_NOTICE_VERSION,
  describeActivity,
  formatIndianPhone,
  formatIst,
  LANGUAGE_NAMES,
  leadName,
  leadStatusLabel,
  LIMITS,
  NOTICE_LANGUAGES,
  PROGRAMS,
  STAFF_CHANNELS,
  STAFF_CONSENT_METHODS,
  type CreatedLead,
  type Lead,
  type StaffConsentMethod,
  type StaffMember,
} from '@skltcoa/shared';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { consoleApi } from './console-api';
import {
  channelLabel,
  checkDraft,
  draftErrors,
  emptyDraft,
  firstFault,
  hasTypedText,
  matchKey,
  matchQuery,
  matchSummary,
  type DraftErrors,
  type DraftField,
  type EnquiryDraft,
} from './new-enquiry';
import './new-enquiry.css';

/** The key that opens the form from the leads screen (Ctrl+N opens a window in a browser). */
export const NEW_ENQUIRY_SHORTCUT = 'Alt+N';

/** Whether a key press is the New enquiry shortcut, whatever the keyboard layout. */
export const isNewEnquiryShortcut = (event: globalThis.KeyboardEvent): boolean =>
  event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.shiftKey &&
  (event.code === 'KeyN' || event.key.toLowerCase() === 'n');

/** A contact being typed is matched once the typist pauses, not at every key. */
const MATCH_PAUSE_MS = 300;

const METHOD_LABELS: Record<StaffConsentMethod, string> = {
  oral: 'Spoken (oral)',
  written: 'In writing',
};

export interface NewEnquiryDialogProps {
  /** The signed-in counsellor: the lead's owner unless they choose another. */
  recorder: string;
  staff: readonly StaffMember[];
  onClose: () => void;
  /** Saved: the form closes and the lead opens. */
  onSaved: (created: CreatedLead) => void;
  /** "Open lead" on a family the contact matched: the form closes and that lead opens. */
  onOpenLead: (lead: Lead) => void;
  onSessionEnded: (message: string) => void;
}

/** What would be lost, and what to do once the counsellor agrees to lose it. */
type Discard = { kind: 'close' } | { kind: 'open'; lead: Lead };

interface Failure {
  message: string;
  /** Saving again may work (a network failure, a server error, a session signed in again). */
  retry: boolean;
}

interface Matches {
  key: string;
  leads: Lead[];
}

/** One enquiry of a family the contact matched: who, what for, how far along, and whose. */
function MatchRow({ lead, onOpen }: { lead: Lead; onOpen: (lead: Lead) => void }) {
  const activity = lead.last_activity;
  return (
    <li className="enquiry-match" data-testid="enquiry-match" data-lead-id={lead.id}>
      <p className="enquiry-match-who">
        <strong>{leadName(lead)}</strong>
        {lead.phone && <span> · {formatIndianPhone(lead.phone)}</span>}
        {lead.email && <span> · {lead.email}</span>}
      </p>
      <p className="enquiry-match-facts">
        {lead.program} · {channelLabel(lead.channel)} · {leadStatusLabel(lead.status)} ·{' '}
        {lead.assignee ? `Owner: ${lead.assignee}` : 'Unassigned'}
      </p>
      <p className="enquiry-match-facts">
        {activity
          ? `Last activity ${formatIst(activity.created_at)} IST: ${describeActivity(activity)}`
          : `Received ${formatIst(lead.created_at)} IST; no activity yet`}
      </p>
      <button
        type="button"
        onClick={() => onOpen(lead)}
        aria-label={`Open lead: ${leadName(lead)}`}
      >
        Open lead
      </button>
    </li>
  );
}

/**
 * A family that phoned, walked in, met us at a fair or was referred, recorded
 * by a counsellor (docs/decisions/050-leads-from-every-channel.md), in a
 * native modal dialog (ADR 013). Nothing typed is lost: a refusal is said at
 * its fields and a failed save keeps the form as it is, and saving again
 * sends the same submission id, so a save whose answer was lost stores one
 * lead. Escape asks before throwing typed text away.
 */
export function NewEnquiryDialog(props: NewEnquiryDialogProps) {
  const { recorder, staff, onClose, onSaved, onOpenLead, onSessionEnded } = props;
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<EnquiryDraft>(() => emptyDraft(recorder, crypto.randomUUID()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [discard, setDiscard] = useState<Discard | null>(null);
  const [matches, setMatches] = useState<Matches | null>(null);
  // The contacts whose family the counsellor chose to add this enquiry to.
  const [repeatKey, setRepeatKey] = useState<string | null>(null);
  // Where focus goes once a message is shown: the first field at fault, or the message.
  const [focusOn, setFocusOn] = useState<{ target: DraftField | 'form' } | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  // Where the counsellor was when the form asked whether to throw their text away.
  const askedFrom = useRef<HTMLElement | null>(null);

  const set = useCallback(<K extends keyof EnquiryDraft>(field: K, value: EnquiryDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A field corrected says no more of its old message.
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as DraftField];
      return next;
    });
  }, []);

  /** Asks whether to throw away what was typed, from where the counsellor is. */
  const ask = useCallback((question: Discard) => {
    if (document.activeElement instanceof HTMLElement && document.activeElement !== keepRef.current)
      askedFrom.current = document.activeElement;
    setDiscard(question);
  }, []);

  /** Back to typing, where the counsellor left off. */
  const keepTyping = useCallback(() => {
    setDiscard(null);
    const back = askedFrom.current;
    (back?.isConnected ? back : document.getElementById(`${id}-name`))?.focus();
  }, [id]);

  /** Closes, or first asks whether to throw away what was typed. */
  const requestClose = useCallback(() => {
    if (hasTypedText(draft)) ask({ kind: 'close' });
    else onClose();
  }, [draft, onClose, ask]);
  const requestCloseRef = useRef(requestClose);
  useEffect(() => {
    requestCloseRef.current = requestClose;
  }, [requestClose]);

  // Open while mounted. Escape is the form's own (onKeyDown); should the browser close
  // the dialog anyway, it opens again with the question, as the text is still here.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let unmounting = false;
    // Where focus goes back to when the form closes: the button or the list it was opened from.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const cancel = (event: Event) => {
      event.preventDefault();
      requestCloseRef.current();
    };
    const closed = () => {
      if (unmounting) return;
      dialog.showModal();
      requestCloseRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    if (!dialog.open) dialog.showModal();
    document.getElementById(`${id}-name`)?.focus();
    return () => {
      unmounting = true;
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      // A lead opened in its place takes the focus after this; otherwise, back to the opener.
      const lost = !document.activeElement || document.activeElement === document.body;
      if ((lost || dialog.contains(document.activeElement)) && opener?.isConnected) opener.focus();
    };
  }, [id]);

  // The first field at fault takes the focus once its message is shown.
  useEffect(() => {
    if (focusOn) document.getElementById(`${id}-${focusOn.target}`)?.focus();
  }, [focusOn, id]);

  useEffect(() => {
    if (discard) keepRef.current?.focus();
  }, [discard]);

  // The families the contact matches, asked once typing pauses; an answer to
  // contacts since changed is dropped.
  const query = useMemo(() => matchQuery(draft.phone, draft.email), [draft.phone, draft.email]);
  const key = matchKey(query);
  useEffect(() => {
    if (!query) return;
    let stale = false;
    const timer = setTimeout(() => {
      void consoleApi()
        .leadMatches(query)
        .then((result) => {
          // A failed lookup shows nothing: the save, not the hint, says what is wrong.
          if (!stale) setMatches({ key, leads: result.ok ? result.value : [] });
        });
    }, MATCH_PAUSE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [query, key]);
  const found = matches && matches.key === key && key !== '' ? matches.leads : [];
  const showMatches = found.length > 0 && repeatKey !== key;

  function show(next: DraftErrors) {
    setErrors(next);
    setFocusOn({ target: firstFault(next) ?? 'form' });
  }

  async function save() {
    if (busy) return;
    setDiscard(null);
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setFailure(null);
      show(checked.errors);
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    const result = await consoleApi().createLead(checked.request);
    setBusy(false);
    if (result.ok) {
      onSaved(result.value);
      return;
    }
    const { error } = result;
    if (error.kind === 'invalid' && error.fields) {
      const placed = draftErrors(error.fields);
      show(firstFault(placed) ? placed : { ...placed, form: error.message });
      return;
    }
    if (error.kind === 'session-expired') onSessionEnded(error.message);
    const retry = ['network', 'server', 'rate-limited', 'session-expired'].includes(error.kind);
    setFailure({
      message:
        error.kind === 'network'
          ? `The enquiry may not have been saved: ${error.message} Save again: it will not be stored twice.`
          : error.kind === 'session-expired'
            ? 'Not saved yet: your session ended. Sign in again, then save: what you typed is kept.'
            : `Not saved. ${error.message}`,
      retry,
    });
    setFocusOn({ target: 'form' });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      // The form decides: close, or ask before typed text is thrown away.
      event.preventDefault();
      event.stopPropagation();
      if (discard) keepTyping();
      else requestClose();
      return;
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  }

  function openLead(lead: Lead) {
    // The contact led here; anything else typed is asked about first.
    if (hasTypedText(draft, { contacts: false })) ask({ kind: 'open', lead });
    else onOpenLead(lead);
  }

  function addAsRepeat() {
    setRepeatKey(key);
    document.getElementById(`${id}-program`)?.focus();
  }

  /** A field's id, its message's id, and what marks it at fault. */
  const ids = (field: DraftField) => ({
    id: `${id}-${field}`,
    errorId: `${id}-${field}-error`,
    invalid: errors[field] !== undefined,
  });
  const a11y = (field: DraftField, hint?: string) => {
    const { id: fieldId, errorId, invalid } = ids(field);
    const described = [invalid ? errorId : null, hint ?? null].filter(Boolean).join(' ');
    return {
      id: fieldId,
      'aria-invalid': invalid || undefined,
      'aria-describedby': described || undefined,
    };
  };
  const message = (field: DraftField): ReactNode =>
    errors[field] ? (
      <p id={ids(field).errorId} className="field-error" data-testid={`error-${field}`}>
        {errors[field]}
      </p>
    ) : null;

  const assignees = staff.map((member) => member.email);
  if (!assignees.some((email) => email.toLowerCase() === recorder.toLowerCase())) {
    assignees.unshift(recorder);
  }
  const language = LANGUAGE_NAMES[draft.language];

  return (
    <dialog
      ref={dialogRef}
      className="enquiry-dialog"
      aria-labelledby={`${id}-title`}
      data-testid="new-enquiry-dialog"
      onKeyDown={onKeyDown}
    >
      <header className="family-header">
        <h2 id={`${id}-title`}>New enquiry</h2>
        <button type="button" onClick={requestClose} title="Close (Esc)">
          Close
        </button>
      </header>
      <form noValidate onSubmit={submit} aria-describedby={`${id}-keys`}>
        <p id={`${id}-keys`} className="dialog-note">
          A family that phoned, walked in, met you at a fair or was referred. A mobile number or an
          email is enough. <kbd>Enter</kbd> or <kbd>Ctrl+Enter</kbd> saves; <kbd>Esc</kbd> closes.
        </p>
        <div className="enquiry-grid">
          <div className="enquiry-field">
            <label htmlFor={ids('name').id}>Name</label>
            <input
              {...a11y('name')}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.nameMax}
              value={draft.name}
              onChange={(event) => set('name', event.target.value)}
            />
            {message('name')}
          </div>
          <div className="enquiry-field">
            <label htmlFor={ids('phone').id}>Mobile</label>
            <input
              {...a11y('phone', `${id}-matches`)}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={draft.phone}
              onChange={(event) => set('phone', event.target.value)}
            />
            {message('phone')}
          </div>
          <div className="enquiry-field">
            <label htmlFor={ids('email').id}>Email</label>
            <input
              {...a11y('email', `${id}-matches`)}
              type="email"
              autoComplete="off"
              value={draft.email}
              onChange={(event) => set('email', event.target.value)}
            />
            {message('email')}
          </div>
        </div>
        <p className="visually-hidden" aria-live="polite" data-testid="match-announcement">
          {showMatches ? matchSummary(found) : ''}
        </p>
        <div id={`${id}-matches`}>
          {showMatches && (
            <section
              className="enquiry-matches"
              aria-labelledby={`${id}-matches-title`}
              data-testid="enquiry-matches"
            >
              <h3 id={`${id}-matches-title`}>{matchSummary(found)}</h3>
              <ul>
                {found.map((lead) => (
                  <MatchRow key={lead.id} lead={lead} onOpen={openLead} />
                ))}
              </ul>
              <button type="button" onClick={addAsRepeat}>
                Add as a repeat enquiry
              </button>
            </section>
          )}
          {found.length > 0 && repeatKey === key && (
            <p className="dialog-note" data-testid="repeat-note">
              Saved as a repeat enquiry of this family.
            </p>
          )}
        </div>
        <div className="enquiry-grid">
          <div className="enquiry-field">
            <label htmlFor={ids('program').id}>Programme</label>
            <select
              {...a11y('program')}
              value={draft.program}
              onChange={(event) => set('program', event.target.value)}
            >
              {PROGRAMS.map((program) => (
                <option key={program} value={program}>
                  {program}
                </option>
              ))}
            </select>
            {message('program')}
          </div>
          <div className="enquiry-field">
            <label htmlFor={ids('channel').id}>Channel</label>
            <select
              {...a11y('channel')}
              value={draft.channel}
              onChange={(event) => set('channel', event.target.value as EnquiryDraft['channel'])}
            >
              {STAFF_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {CHANNEL_LABELS[channel]}
                </option>
              ))}
            </select>
            {message('channel')}
          </div>
          <div className="enquiry-field">
            <label htmlFor={ids('source').id}>Source (optional)</label>
            <input
              {...a11y('source', `${id}-source-hint`)}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.utmMax}
              value={draft.source}
              onChange={(event) => set('source', event.target.value)}
            />
            <p id={`${id}-source-hint`} className="field-hint">
              The fair’s name, who referred them, or where they heard of us.
            </p>
            {message('source')}
          </div>
          <div className="enquiry-field enquiry-wide">
            <label htmlFor={ids('note').id}>First note (optional)</label>
            <textarea
              {...a11y('note')}
              rows={2}
              maxLength={LIMITS.noteMax}
              value={draft.note}
              onChange={(event) => set('note', event.target.value)}
            />
            {message('note')}
          </div>
          <div className="enquiry-field">
            <label htmlFor={ids('assignee').id}>Assigned to</label>
            <select
              {...a11y('assignee')}
              value={draft.assignee}
              onChange={(event) => set('assignee', event.target.value)}
            >
              {assignees.map((email) => (
                <option key={email} value={email}>
                  {email.toLowerCase() === recorder.toLowerCase() ? `${email} (me)` : email}
                </option>
              ))}
            </select>
            {message('assignee')}
          </div>
          <div className="enquiry-field">
            <label htmlFor={ids('followUp').id}>Next follow-up (IST, optional)</label>
            <input
              {...a11y('followUp')}
              type="datetime-local"
              value={draft.followUp}
              onChange={(event) => set('followUp', event.target.value)}
            />
            {message('followUp')}
          </div>
        </div>
        <fieldset className="enquiry-fieldset">
          <legend>Student is 18 or older</legend>
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="check">
              <input
                type="radio"
                name={`${id}-adult`}
                value={value}
                checked={draft.adult === value}
                onChange={() => set('adult', value)}
                aria-invalid={errors.adult ? true : undefined}
                aria-describedby={errors.adult ? ids('adult').errorId : undefined}
                // The first choice is where a message about the question takes the focus.
                id={value === 'yes' ? ids('adult').id : undefined}
              />{' '}
              {value === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
          {message('adult')}
        </fieldset>
        {draft.adult === 'no' && (
          <fieldset className="enquiry-fieldset" data-testid="guardian-fields">
            <legend>Parent or guardian (a mobile number or an email)</legend>
            <div className="enquiry-grid">
              <div className="enquiry-field">
                <label htmlFor={ids('guardianName').id}>Guardian’s name</label>
                <input
                  {...a11y('guardianName')}
                  type="text"
                  autoComplete="off"
                  maxLength={LIMITS.nameMax}
                  value={draft.guardianName}
                  onChange={(event) => set('guardianName', event.target.value)}
                />
                {message('guardianName')}
              </div>
              <div className="enquiry-field">
                <label htmlFor={ids('guardianPhone').id}>Guardian’s mobile</label>
                <input
                  {...a11y('guardianPhone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  value={draft.guardianPhone}
                  onChange={(event) => set('guardianPhone', event.target.value)}
                />
                {message('guardianPhone')}
              </div>
              <div className="enquiry-field">
                <label htmlFor={ids('guardianEmail').id}>Guardian’s email</label>
                <input
                  {...a11y('guardianEmail')}
                  type="email"
                  autoComplete="off"
                  value={draft.guardianEmail}
                  onChange={(event) => set('guardianEmail', event.target.value)}
                />
                {message('guardianEmail')}
              </div>
            </div>
          </fieldset>
        )}
        <fieldset className="enquiry-fieldset enquiry-consent">
          <legend>Privacy notice</legend>
          <div className="enquiry-field">
            <label htmlFor={ids('language').id}>Told in</label>
            <select
              {...a11y('language')}
              value={draft.language}
              onChange={(event) => set('language', event.target.value as EnquiryDraft['language'])}
            >
              {NOTICE_LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
            {message('language')}
          </div>
          <label className="check">
            <input
              {...a11y('consent')}
              type="checkbox"
              checked={draft.consent}
              onChange={(event) => set('consent', event.target.checked)}
            />{' '}
            I told the family of the privacy notice (version {CURRENT_NOTICE_VERSION}) in{' '}
            <span lang={draft.language}>{language}</span> and they agreed
          </label>
          {message('consent')}
          <div
            role="radiogroup"
            aria-labelledby={`${id}-method-label`}
            aria-invalid={errors.method ? true : undefined}
            aria-describedby={errors.method ? ids('method').errorId : undefined}
            className="enquiry-methods"
          >
            <span id={`${id}-method-label`}>How they agreed:</span>
            {STAFF_CONSENT_METHODS.map((method, index) => (
              <label key={method} className="check">
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method}
                  checked={draft.method === method}
                  onChange={() => set('method', method)}
                  id={index === 0 ? ids('method').id : undefined}
                />{' '}
                {METHOD_LABELS[method]}
              </label>
            ))}
          </div>
          {message('method')}
          <p className="field-hint">
            Where they gave an email, the notice and the withdrawal link are emailed to them; where
            they gave only a mobile, you get a WhatsApp link to send them the notice.
          </p>
        </fieldset>
        <div className="enquiry-problem" id={`${id}-form`} tabIndex={-1}>
          {(failure || errors.form) && (
            <div className="save-error" role="alert" data-testid="enquiry-failure">
              <p>{failure?.message ?? errors.form}</p>
              {failure?.retry && (
                <button type="button" onClick={() => void save()}>
                  Try again
                </button>
              )}
            </div>
          )}
          {!failure && !errors.form && Object.keys(errors).length > 0 && (
            <p className="visually-hidden" role="alert">
              Not saved: please correct the fields marked.
            </p>
          )}
        </div>
        {discard && (
          <div className="merge-confirm" role="group" aria-labelledby={`${id}-discard`}>
            <p id={`${id}-discard`}>
              {discard.kind === 'close'
                ? 'Close the form and throw away what you typed?'
                : `Open ${leadName(discard.lead)}’s lead and throw away what you typed?`}
            </p>
            <div className="dialog-actions">
              <button type="button" ref={keepRef} onClick={keepTyping}>
                Keep typing
              </button>
              <button
                type="button"
                className="danger"
                onClick={() => (discard.kind === 'close' ? onClose() : onOpenLead(discard.lead))}
              >
                {discard.kind === 'close' ? 'Throw away and close' : 'Throw away and open the lead'}
              </button>
            </div>
          </div>
        )}
        <div className="dialog-actions">
          <button
            type="submit"
            aria-disabled={busy || undefined}
            aria-keyshortcuts="Enter Control+Enter"
          >
            {busy ? 'Saving…' : 'Save enquiry'}
          </button>
          <button type="button" onClick={requestClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * What happened to the notice once a recorded enquiry is saved: emailed, or,
 * where the family gave only a mobile, a WhatsApp message for the counsellor
 * to send (the main process opens only wa.me links outside the console).
 */
export function EnquirySavedLine({
  saved,
  onDismiss,
}: {
  saved: CreatedLead | null;
  onDismiss: () => void;
}) {
  return (
    <div className="status-line" aria-live="polite">
      {saved && (
        <p className="message info" data-testid="enquiry-saved">
          Saved the enquiry of {leadName(saved.lead)}.{' '}
          {saved.whatsapp_url ? (
            <>
              They gave only a mobile number: send them the privacy notice.{' '}
              <a
                href={saved.whatsapp_url}
                target="_blank"
                rel="noreferrer"
                className="whatsapp-link"
                data-testid="whatsapp-notice"
              >
                Send the notice on WhatsApp
              </a>
            </>
          ) : saved.lead.email ? (
            `The privacy notice and the withdrawal link were emailed to ${saved.lead.email}.`
          ) : (
            'The privacy notice was sent.'
          )}{' '}
          <button type="button" onClick={onDismiss} aria-label="Dismiss the saved enquiry message">
            ×
          </button>
        </p>
      )}
    </div>
  );
}
