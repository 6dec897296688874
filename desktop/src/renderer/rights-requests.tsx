import {
  formatIst,
  PROGRAMS,
  RIGHTS_REQUEST_LABELS,
  type RightsLead,
  type RightsQueueItem,
  type RightsQueueQuery,
  type RightsRequestKind,
} from '@skltcoa/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Result, RightsAnswered } from '../shared-types/console-api';
import { consoleApi } from './console-api';
import './rights-requests.css';

/*
 * The admins' queue of rights requests (ADR 025): each
 * confirmed request with its due date, overdue ones first, and the one
 * action its kind asks for. The API does the work and emails the person;
 * this screen only says what to do and what happened.
 */

const day = (iso: string) => formatIst(iso).slice(0, 10);
const kindLabel = (kind: string) => RIGHTS_REQUEST_LABELS[kind as RightsRequestKind] ?? kind;
const leadLabel = (lead: RightsLead) =>
  lead.erased ? 'Erased enquiry' : `${lead.name} · ${lead.email} · ${lead.phone} · ${lead.program}`;

type Phase =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; requests: RightsQueueItem[] };

export interface RightsRequestsProps {
  /** Goes up each time the staff member signs in again: the queue is read again. */
  refreshKey: number;
  onSessionEnded: (message: string) => void;
}

export function RightsRequests({ refreshKey, onSessionEnded }: RightsRequestsProps) {
  const [state, setState] = useState<RightsQueueQuery['state']>('open');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    let current = true;
    void consoleApi()
      .listRightsRequests({ state })
      .then((result) => {
        if (!current) return;
        if (result.ok) setPhase({ kind: 'ready', requests: result.value.requests });
        else if (result.error.kind === 'session-expired') onSessionEnded(result.error.message);
        else setPhase({ kind: 'error', message: result.error.message });
      });
    return () => {
      current = false;
    };
  }, [state, generation, refreshKey, onSessionEnded]);

  const answered = (message: string) => {
    setNotice(message);
    setOpenId(null);
    setGeneration((n) => n + 1);
  };

  const requests = phase.kind === 'ready' ? phase.requests : [];
  const open = requests.find((request) => request.id === openId) ?? null;
  return (
    <section className="rights" aria-labelledby={titleId}>
      <div className="rights__bar">
        <h2 id={titleId}>Rights requests</h2>
        <label>
          Show{' '}
          <select
            value={state}
            onChange={(event) => setState(event.target.value as RightsQueueQuery['state'])}
          >
            <option value="open">Open</option>
            <option value="closed">Answered</option>
            <option value="all">All</option>
          </select>
        </label>
      </div>
      {notice && (
        <p className="message" role="status">
          {notice}
        </p>
      )}
      {phase.kind === 'loading' && (
        <p className="state" role="status">
          Loading the requests…
        </p>
      )}
      {phase.kind === 'error' && (
        <p className="message error" role="alert">
          {phase.message}
        </p>
      )}
      {phase.kind === 'ready' && requests.length === 0 && (
        <p className="state">No requests here.</p>
      )}
      {requests.length > 0 && (
        <table className="rights__table">
          <caption className="visually-hidden">
            Confirmed rights requests, the earliest due first
          </caption>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Received</th>
              <th scope="col">Due</th>
              <th scope="col">From</th>
              <th scope="col">Enquiries</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.id} className={request.overdue ? 'rights__overdue' : undefined}>
                <th scope="row">
                  <button
                    type="button"
                    aria-expanded={openId === request.id}
                    onClick={() => {
                      setNotice(null);
                      setOpenId(openId === request.id ? null : request.id);
                    }}
                  >
                    {kindLabel(request.kind)}
                  </button>
                </th>
                <td>{day(request.received_at)}</td>
                <td>
                  {day(request.due_at)}
                  {request.overdue && <strong className="rights__late"> Overdue</strong>}
                </td>
                <td>{request.contact ?? '—'}</td>
                <td>{request.leads.length}</td>
                <td>
                  {request.closed_at
                    ? `Answered ${day(request.closed_at)} by ${request.closed_by}`
                    : 'Open'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && (
        <RequestPanel
          key={open.id}
          request={open}
          onAnswered={answered}
          onSessionEnded={onSessionEnded}
        />
      )}
    </section>
  );
}

interface PanelProps {
  request: RightsQueueItem;
  onAnswered: (message: string) => void;
  onSessionEnded: (message: string) => void;
}

/** One request: what the person asked, their enquiries, and its action. */
function RequestPanel({ request, onAnswered, onSessionEnded }: PanelProps) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function run(call: () => Promise<Result<RightsAnswered>>, done: string) {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (result.ok) {
      onAnswered(
        result.value.erased === undefined ? done : `${done} ${result.value.erased} erased.`,
      );
    } else if (result.error.kind === 'session-expired') {
      onSessionEnded(result.error.message);
    } else {
      setError(result.error.message);
      setFields(result.error.fields ?? {});
    }
  }

  return (
    <section className="rights__panel" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {kindLabel(request.kind)}, due {day(request.due_at)}
        {request.overdue ? ' (overdue)' : ''}
      </h3>
      <dl>
        <dt>From</dt>
        <dd>{request.contact ?? 'Erased'}</dd>
        {request.details && (
          <>
            <dt>Details</dt>
            <dd className="rights__details">{request.details}</dd>
          </>
        )}
        {request.nominee_name && (
          <>
            <dt>Nominee</dt>
            <dd>
              {request.nominee_name}, {request.nominee_contact}
            </dd>
          </>
        )}
        <dt>Enquiries</dt>
        <dd>
          {request.leads.length === 0 ? (
            'None held'
          ) : (
            <ul>
              {request.leads.map((lead) => (
                <li key={lead.id}>{leadLabel(lead)}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {error && (
        <p className="message error" role="alert">
          {error}
          {Object.values(fields).length > 0 && ` ${Object.values(fields).join(' ')}`}
        </p>
      )}
      {request.closed_at ? (
        <p>Answered {day(request.closed_at)}.</p>
      ) : (
        <Action request={request} busy={busy} run={run} />
      )}
    </section>
  );
}

interface ActionProps {
  request: RightsQueueItem;
  busy: boolean;
  run: (call: () => Promise<Result<RightsAnswered>>, done: string) => Promise<void>;
}

/** The one action of the request's kind, with an optional message (required for a grievance). */
function Action({ request, busy, run }: ActionProps) {
  const api = consoleApi();
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const living = request.leads.filter((lead) => !lead.erased);
  const [leadId, setLeadId] = useState(living[0]?.id ?? '');
  const lead = living.find((row) => row.id === leadId);
  const [change, setChange] = useState({
    name: lead?.name ?? '',
    email: lead?.email ?? '',
    phone: lead?.phone ?? '',
    program: lead?.program ?? '',
  });
  const optional = message.trim() ? { message } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = request.id;
    switch (request.kind) {
      case 'access':
        return void run(() => api.answerAccess(id, optional), 'Their data is on its way.');
      case 'erasure':
        return void run(() => api.answerErasure(id, optional), 'Erased and answered.');
      case 'nomination':
        return void run(() => api.answerNomination(id, optional), 'Nomination recorded.');
      case 'grievance':
        return void run(() => api.answerGrievance(id, { message }), 'Answer sent.');
      case 'correction': {
        // Only what changed is sent; each field is checked by the API's schemas.
        const changed = Object.fromEntries(
          (Object.keys(change) as (keyof typeof change)[])
            .filter((field) => lead && change[field] !== (lead[field] ?? ''))
            .map((field) => [field, change[field]]),
        );
        return void run(
          () => api.answerCorrection(id, { lead_id: leadId, ...changed, ...optional }),
          'Corrected and answered.',
        );
      }
    }
  };

  const correction = request.kind === 'correction';
  return (
    <form className="rights__action" onSubmit={submit}>
      {correction && living.length > 1 && (
        <label>
          Enquiry to correct{' '}
          <select value={leadId} onChange={(event) => setLeadId(event.target.value)}>
            {living.map((row) => (
              <option key={row.id} value={row.id}>
                {leadLabel(row)}
              </option>
            ))}
          </select>
        </label>
      )}
      {correction &&
        (['name', 'email', 'phone'] as const).map((field) => (
          <label key={field}>
            {field === 'name' ? 'Name' : field === 'email' ? 'Email' : 'Mobile'}{' '}
            <input
              value={change[field]}
              onChange={(event) => setChange({ ...change, [field]: event.target.value })}
            />
          </label>
        ))}
      {correction && (
        <label>
          Programme{' '}
          <select
            value={change.program}
            onChange={(event) => setChange({ ...change, program: event.target.value })}
          >
            {PROGRAMS.map((program) => (
              <option key={program}>{program}</option>
            ))}
          </select>
        </label>
      )}
      <label htmlFor={messageId}>
        {request.kind === 'grievance' ? 'Answer to send' : 'Message to add to the email (optional)'}
      </label>
      <textarea
        id={messageId}
        rows={4}
        value={message}
        required={request.kind === 'grievance'}
        onChange={(event) => setMessage(event.target.value)}
      />
      {request.kind === 'erasure' && (
        <label>
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />{' '}
          I understand this erases the person’s enquiries for good
        </label>
      )}
      <button type="submit" disabled={busy || (request.kind === 'erasure' && !confirmed)}>
        {ACTION_LABELS[request.kind as RightsRequestKind] ?? 'Answer'}
      </button>
    </form>
  );
}

const ACTION_LABELS: Record<RightsRequestKind, string> = {
  access: 'Email them their data',
  correction: 'Correct and answer',
  erasure: 'Erase and answer',
  nomination: 'Record the nomination',
  grievance: 'Send the answer',
};
