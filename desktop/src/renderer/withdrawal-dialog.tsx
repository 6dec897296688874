import {
  formatIndianPhone,
  leadName,
  RECORDED_METHODS,
  type Lead,
  type RecordedMethod,
} from '@skltcoa/shared';
import { useId, useState, type FormEvent } from 'react';
import { consoleApi } from './console-api';
import { useModal } from './use-modal';

export interface WithdrawalDialogProps {
  lead: Lead;
  onClose: () => void;
  onSessionEnded: (message: string) => void;
}

const METHOD_LABELS: Record<RecordedMethod, string> = {
  phone: 'By phone',
  in_person: 'In person, at the office',
  letter: 'By letter',
  email: 'By email to the office',
};

/**
 * A withdrawal a family asked for by phone, in person or by letter, in a
 * native modal dialog (ADR 013). The website sends a link only to an email,
 * so a family with only a mobile number asks the office; the counsellor
 * says on which of the lead's contacts they checked the person, and every
 * enquiry carrying it is erased (docs/decisions/040-privacy-links-only-to-the-contact-typed.md).
 */
export function WithdrawalDialog({ lead, onClose, onSessionEnded }: WithdrawalDialogProps) {
  const ref = useModal(onClose);
  const id = useId();
  const contacts = [
    ...(lead.phone ? [{ kind: 'phone' as const, label: formatIndianPhone(lead.phone) }] : []),
    ...(lead.email ? [{ kind: 'email' as const, label: lead.email }] : []),
  ];
  const [contact, setContact] = useState(contacts[0]?.kind ?? 'phone');
  const [method, setMethod] = useState<RecordedMethod>('phone');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await consoleApi().recordWithdrawal(lead.id, { contact, method });
    setBusy(false);
    if (result.ok) {
      setDone(result.value.withdrawn);
      return;
    }
    if (result.error.kind === 'session-expired') onSessionEnded(result.error.message);
    setError(`Nothing was withdrawn. ${result.error.message}`);
  }

  const chosen = contacts.find((c) => c.kind === contact);
  return (
    <dialog
      ref={ref}
      className="family-dialog"
      aria-labelledby={`${id}-title`}
      data-testid="withdrawal-dialog"
    >
      <header className="family-header">
        <h2 id={`${id}-title`}>Record a withdrawal for {leadName(lead)}</h2>
        <button type="button" onClick={() => ref.current?.close()}>
          Close
        </button>
      </header>
      {done !== null ? (
        <p role="status">
          Withdrawn: {done} {done === 1 ? 'enquiry' : 'enquiries'} erased. The audit trail names you
          and how the person asked.
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <p className="dialog-note">
            Only when the person asked you themselves, and you checked it is them on this contact:
            every enquiry with it is withdrawn, and its name, contacts and notes are erased. This
            cannot be undone.
          </p>
          <fieldset>
            <legend>Checked on</legend>
            {contacts.map((c) => (
              <label key={c.kind}>
                <input
                  type="radio"
                  name={`${id}-contact`}
                  value={c.kind}
                  checked={contact === c.kind}
                  onChange={() => setContact(c.kind)}
                />{' '}
                {c.kind === 'phone' ? 'Mobile' : 'Email'}: {c.label}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-method`}>How they asked</label>
          <select
            id={`${id}-method`}
            value={method}
            onChange={(event) => setMethod(event.target.value as RecordedMethod)}
          >
            {RECORDED_METHODS.map((value) => (
              <option key={value} value={value}>
                {METHOD_LABELS[value]}
              </option>
            ))}
          </select>
          {error && (
            <p className="save-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" aria-disabled={busy || !chosen || undefined}>
            Withdraw every enquiry with {chosen?.label ?? 'this contact'}
          </button>
        </form>
      )}
    </dialog>
  );
}
