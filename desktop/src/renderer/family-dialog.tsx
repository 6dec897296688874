import {
  activityAuthor,
  describeActivity,
  formatIndianPhone,
  formatIst,
  leadStatusLabel,
  type Lead,
  type LeadFamily,
  leadName,
} from '@skltcoa/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { consoleApi } from './console-api';
import { useModal } from './use-modal';

export interface FamilyDialogProps {
  /** The lead whose family is shown; an admin merges duplicates into it. */
  lead: Lead;
  /** An admin may merge duplicates (the API refuses anyone else). */
  canMerge: boolean;
  onClose: () => void;
  /** A merge changed these leads: the grid takes them (merged ones leave it). */
  onLeadsChanged: (leads: Lead[]) => void;
  onSessionEnded: (message: string) => void;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The campaign an enquiry came from, as one line: source / medium / campaign (term, content). */
function campaign(lead: Lead): string {
  const main = [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(' / ');
  const more = [lead.utm_term, lead.utm_content].filter(Boolean).join(', ');
  return [main, more && `(${more})`].filter(Boolean).join(' ') || 'None';
}

/**
 * A lead's family (docs/decisions/016-families.md) in a native modal dialog
 * (ADR 013): every enquiry that shares its phone or email, directly or
 * through other enquiries, with when and how each came (IST, form type,
 * source page, campaign), and one timeline of all of them. An admin can tick
 * duplicates and merge them into this lead, after a confirmation.
 */
export function FamilyDialog(props: FamilyDialogProps) {
  const { lead, canMerge, onClose, onLeadsChanged, onSessionEnded } = props;
  const ref = useModal(onClose);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const mergeRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const [family, setFamily] = useState<LeadFamily | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Open while mounted (useModal); Escape or Close closes it, and the screen unmounts it.
  const endedRef = useRef(onSessionEnded);
  useEffect(() => {
    endedRef.current = onSessionEnded;
  }, [onSessionEnded]);

  useEffect(() => {
    let cancelled = false;
    void consoleApi()
      .getFamily(lead.id)
      .then((result) => {
        if (cancelled) return;
        if (result.ok) {
          setFamily(result.value);
          setLoadError(null);
          return;
        }
        if (result.error.kind === 'session-expired') endedRef.current(result.error.message);
        setLoadError(result.error.message);
      });
    return () => {
      cancelled = true;
    };
  }, [lead.id, reload]);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const target = family?.leads.find((member) => member.id === lead.id) ?? lead;
  const byId = new Map((family?.leads ?? []).map((member) => [member.id, member]));
  const mergeable = canMerge && !target.merged_into;
  const candidates = (family?.leads ?? []).filter(
    (member) => member.id !== target.id && !member.merged_into,
  );
  const picked = candidates.filter((member) => chosen.has(member.id));
  const enquiryOf = (member: Lead) =>
    `${leadName(member)}, ${member.form_type} of ${formatIst(member.created_at)} IST`;

  function toggle(memberId: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(memberId);
      else next.delete(memberId);
      return next;
    });
    setConfirming(false);
    setDone(null);
  }

  async function merge() {
    if (busy || picked.length === 0) return;
    setBusy(true);
    setError(null);
    const result = await consoleApi().mergeLeads(target.id, {
      from: picked.map((member) => member.id),
      version: target.version,
    });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      if (result.error.kind === 'session-expired') endedRef.current(result.error.message);
      setError(`The enquiries were not merged. ${result.error.message}`);
      // A colleague's change (409) or a merge elsewhere: show the family as it is now.
      setReload((n) => n + 1);
      mergeRef.current?.focus();
      return;
    }
    onLeadsChanged([result.value.lead, ...result.value.merged]);
    setChosen(new Set());
    setDone(
      `Merged ${count(result.value.merged.length, 'enquiry', 'enquiries')} into this lead. They stay on record below.`,
    );
    setReload((n) => n + 1);
    mergeRef.current?.focus();
  }

  return (
    <dialog
      ref={ref}
      className="family-dialog"
      aria-labelledby={`${id}-heading`}
      data-testid="family-dialog"
    >
      <header className="family-header">
        <h2 id={`${id}-heading`}>Family of {leadName(target)}</h2>
        <button type="button" onClick={() => ref.current?.close()}>
          Close
        </button>
      </header>
      <p className="dialog-note">
        {count(family?.size ?? lead.family_size, 'enquiry shares', 'enquiries share')} a phone
        number or email address, directly or through other enquiries.
      </p>
      {loadError && (
        <p className="save-error" role="alert">
          Could not read the family: {loadError}
        </p>
      )}
      {family === null ? (
        !loadError && (
          <p className="muted" role="status">
            Loading the family…
          </p>
        )
      ) : (
        <>
          <section aria-labelledby={`${id}-enquiries`}>
            <h3 id={`${id}-enquiries`}>Enquiries, oldest first</h3>
            <div
              className="family-table-wrap"
              role="region"
              aria-labelledby={`${id}-enquiries`}
              tabIndex={0}
            >
              <table className="family-table">
                <thead>
                  <tr>
                    {mergeable && <th scope="col">Merge</th>}
                    <th scope="col">Received (IST)</th>
                    <th scope="col">Name</th>
                    <th scope="col">Phone and email</th>
                    <th scope="col">Form type</th>
                    <th scope="col">Programme</th>
                    <th scope="col">Source page</th>
                    <th scope="col">Campaign (UTM)</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {family.leads.map((member) => (
                    <tr
                      key={member.id}
                      data-testid="family-lead"
                      data-lead-id={member.id}
                      className={member.id === target.id ? 'family-this' : undefined}
                    >
                      {mergeable && (
                        <td>
                          {member.id !== target.id && !member.merged_into && (
                            <input
                              type="checkbox"
                              checked={chosen.has(member.id)}
                              onChange={(event) => toggle(member.id, event.target.checked)}
                              aria-label={`Merge ${enquiryOf(member)} into this lead`}
                            />
                          )}
                        </td>
                      )}
                      <td>{formatIst(member.created_at)}</td>
                      <td>
                        {leadName(member)}
                        {member.id === target.id && <span className="family-badge">This lead</span>}
                      </td>
                      <td>
                        {formatIndianPhone(member.phone)}
                        <br />
                        {member.email}
                      </td>
                      <td>{member.form_type}</td>
                      <td>{member.program}</td>
                      <td>{member.source_page ?? 'Not recorded'}</td>
                      <td>{campaign(member)}</td>
                      <td>
                        {member.merged_into
                          ? `Merged into ${byId.get(member.merged_into)?.name ?? 'another lead'}`
                          : leadStatusLabel(member.status)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {family.leads.length < family.size && (
              <p className="dialog-note">
                Showing the oldest {family.leads.length} of {family.size} enquiries.
              </p>
            )}
          </section>

          {mergeable && candidates.length > 0 && (
            <section className="family-merge" aria-label="Merge duplicates">
              <p className="dialog-note">
                Tick the enquiries that are the same person as this lead, then merge them into it.
              </p>
              {!confirming ? (
                <button
                  ref={mergeRef}
                  type="button"
                  aria-disabled={picked.length === 0 || undefined}
                  onClick={() => {
                    if (picked.length === 0) {
                      setError('Tick at least one enquiry to merge.');
                      return;
                    }
                    setError(null);
                    setConfirming(true);
                  }}
                >
                  Merge into this lead
                </button>
              ) : (
                <div className="merge-confirm" role="group" aria-labelledby={`${id}-confirm`}>
                  <p id={`${id}-confirm`}>
                    Merge {count(picked.length, 'enquiry', 'enquiries')} into {enquiryOf(target)}?
                    They stay on record with their timelines, but leave the list of leads and can no
                    longer be changed. This cannot be undone.
                  </p>
                  <div className="dialog-actions">
                    <button
                      ref={confirmRef}
                      type="button"
                      className="danger"
                      aria-disabled={busy || undefined}
                      onClick={() => void merge()}
                    >
                      {busy ? 'Merging…' : `Merge ${count(picked.length, 'enquiry', 'enquiries')}`}
                    </button>
                    <button
                      type="button"
                      onClick={() => {
                        setConfirming(false);
                        queueMicrotask(() => mergeRef.current?.focus());
                      }}
                    >
                      Cancel
                    </button>
                  </div>
                </div>
              )}
            </section>
          )}
          <p className="panel-done" role="status" aria-live="polite">
            {done}
          </p>
          {error && (
            <p className="save-error" role="alert">
              {error}
            </p>
          )}

          <section aria-labelledby={`${id}-timeline`}>
            <h3 id={`${id}-timeline`}>Timeline of the family, oldest first</h3>
            {family.activities.length === 0 ? (
              <p className="muted">Nothing recorded yet.</p>
            ) : (
              <ol className="family-timeline" data-testid="family-timeline">
                {family.activities.map((entry) => {
                  const on = byId.get(entry.lead_id);
                  return (
                    <li
                      key={entry.id}
                      className={`timeline-entry timeline-${entry.kind}`}
                      data-testid="family-timeline-entry"
                      data-lead-id={entry.lead_id}
                    >
                      <p className="timeline-meta">
                        <span className="timeline-author">{activityAuthor(entry)}</span>{' '}
                        <time dateTime={entry.created_at}>{formatIst(entry.created_at)} IST</time>
                        {on && <span className="timeline-on"> · on {enquiryOf(on)}</span>}
                      </p>
                      <p className="timeline-body">{describeActivity(entry)}</p>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </>
      )}
    </dialog>
  );
}
