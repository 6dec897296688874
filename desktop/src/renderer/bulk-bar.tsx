import { LEAD_STATUSES, LEAD_STATUS_LABELS, type Lead, type StaffMember } from '@skltcoa/shared';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import {
  bulkChange,
  canRetry,
  EMPTY_BULK_FORM,
  outcomeText,
  progressText,
  retryLeads,
  runBulk,
  UNASSIGNED,
  type BulkChange,
  type BulkFailure,
  type BulkForm,
} from './bulk-actions';
import { consoleApi } from './console-api';
import { ConsoleCallError } from './console-call';
import type { LeadSource } from './lead-source';
import type { Message } from './status-line';

const count = (n: number) => n.toLocaleString('en-IN');

interface Progress {
  done: number;
  total: number;
}

interface BulkReportState {
  change: BulkChange;
  failures: BulkFailure[];
}

/**
 * Bulk changes on the grid's selection: sends the change for
 * the selected rows at the versions the grid holds, merges what changed into
 * the rows, keeps the rows that failed selected and reports them by row.
 */
export function useBulkActions({
  rows,
  setMessage,
  onSessionEnded,
}: {
  /** The rows loaded (lead-source.ts): the freshest state of each lead, and where changes go. */
  rows: LeadSource;
  setMessage: (message: Message) => void;
  onSessionEnded: (message: string) => void;
}) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [report, setReport] = useState<BulkReportState | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (leads: Lead[], change: BulkChange, kept: BulkFailure[]) => {
      if (running.current || leads.length === 0) return;
      running.current = true;
      try {
        const outcome = await runBulk(
          (request) => consoleApi().bulkUpdateLeads(request),
          leads,
          change,
          (done, total) => setProgress({ done, total }),
        );
        // The changed leads, and those a colleague changed first, as they are now.
        const fresh = [
          ...outcome.changed,
          ...outcome.failures.flatMap((failure) => (failure.lead ? [failure.lead] : [])),
        ];
        if (fresh.length > 0) rows.replace(fresh);
        rows.keepSelected(outcome.failures.map((failure) => failure.id));
        const failures = [...kept, ...outcome.failures];
        setReport(failures.length > 0 ? { change, failures } : null);
        setMessage({
          tone: outcome.failures.length > 0 ? 'error' : 'info',
          text: outcomeText(outcome, change),
        });
        if (outcome.error?.kind === 'session-expired') onSessionEnded(outcome.error.message);
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [rows, setMessage, onSessionEnded],
  );

  const apply = useCallback(
    (change: BulkChange) => {
      setReport(null);
      // At the versions the rows hold, or as the API has them for a whole list.
      void rows.selectedLeads().then(
        (selected) => run(selected, change, []),
        (error: unknown) => {
          if (error instanceof ConsoleCallError && error.error.kind === 'session-expired') {
            onSessionEnded(error.message);
            return;
          }
          const text = error instanceof Error ? error.message : String(error);
          setMessage({ tone: 'error', text: `Could not read the selected leads: ${text}` });
        },
      );
    },
    [rows, run, onSessionEnded, setMessage],
  );

  const retry = useCallback(() => {
    if (!report) return;
    const kept = report.failures.filter((failure) => !canRetry(failure));
    void run(
      retryLeads(report.failures, (id) => rows.get(id)),
      report.change,
      kept,
    );
  }, [rows, report, run]);

  const clearSelection = useCallback(() => rows.selectWholeList(false), [rows]);

  return {
    progress,
    report,
    apply,
    retry,
    dismissReport: () => setReport(null),
    clearSelection,
  };
}

interface BulkBarProps {
  count: number;
  staff: readonly StaffMember[];
  progress: Progress | null;
  onApply: (change: BulkChange) => void;
  onClear: () => void;
}

/** Shown while rows are selected: one change for all of them. */
export function BulkBar({ count: selected, staff, progress, onApply, onClear }: BulkBarProps) {
  const [form, setForm] = useState<BulkForm>(EMPTY_BULK_FORM);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const id = useId();
  const busy = progress !== null;
  const set = (change: Partial<BulkForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setError(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const result = bulkChange(form);
    if (!result.ok) {
      setError({ field: result.field, message: result.message });
      return;
    }
    onApply(result.change);
  }

  const errorId = `${id}-error`;
  return (
    <form
      className="bulk-bar"
      aria-label="Change the selected leads"
      data-testid="bulk-bar"
      onSubmit={submit}
    >
      <p className="bulk-count" aria-live="polite">
        {count(selected)} selected
      </p>
      <label>
        Assign to
        <select
          value={form.assignee}
          disabled={busy}
          onChange={(event) => set({ assignee: event.target.value })}
        >
          <option value="">No change</option>
          <option value={UNASSIGNED}>Unassigned</option>
          {staff.map((member) => (
            <option key={member.email} value={member.email}>
              {member.email}
            </option>
          ))}
        </select>
      </label>
      <label>
        Set status
        <select
          value={form.status}
          disabled={busy}
          onChange={(event) => set({ status: event.target.value })}
        >
          <option value="">No change</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Set next follow-up
        <select
          value={form.followUp}
          disabled={busy}
          onChange={(event) => set({ followUp: event.target.value as BulkForm['followUp'] })}
        >
          <option value="keep">No change</option>
          <option value="set">Set a date and time</option>
          <option value="clear">Clear</option>
        </select>
      </label>
      {form.followUp === 'set' && (
        <label>
          Next follow-up (IST)
          <input
            type="datetime-local"
            value={form.followUpAt}
            disabled={busy}
            aria-invalid={error?.field === 'followUpAt' || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => set({ followUpAt: event.target.value })}
          />
        </label>
      )}
      <button type="submit" disabled={busy}>
        Apply
      </button>
      <button type="button" onClick={onClear} disabled={busy}>
        Clear selection
      </button>
      {error && (
        <p id={errorId} className="save-error bulk-error" role="alert">
          {error.message}
        </p>
      )}
      {progress && (
        <div className="bulk-progress" role="status">
          <span>{progressText(progress.done, progress.total)}</span>
          <progress aria-label="Leads updated" value={progress.done} max={progress.total || 1} />
        </div>
      )}
    </form>
  );
}

/** The leads a bulk change left alone, by row and why; conflicts can be sent again. */
export function BulkReport({
  failures,
  busy,
  onRetry,
  onDismiss,
}: {
  failures: readonly BulkFailure[];
  busy: boolean;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const headingId = useId();
  const retryable = failures.filter(canRetry).length;
  const n = failures.length;
  return (
    <section className="bulk-report" aria-labelledby={headingId} data-testid="bulk-report">
      <h2 id={headingId}>
        {count(n)} {n === 1 ? 'lead was' : 'leads were'} not changed
      </h2>
      <ul tabIndex={0} aria-label="Leads not changed">
        {failures.map((failure) => (
          <li key={failure.id} data-lead-id={failure.id}>
            <strong>{failure.name}</strong>: {failure.reason}
          </li>
        ))}
      </ul>
      <div className="bulk-report-actions">
        {retryable > 0 && (
          <button type="button" onClick={onRetry} disabled={busy}>
            Retry these on the current version
          </button>
        )}
        <button type="button" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
