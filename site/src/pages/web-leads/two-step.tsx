import { formatIst, type StaffSessionSummary } from '@skltcoa/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DataTable } from '../../components/lists';
import { WEB_LEADS } from '../../content/web-leads';
import {
  endAllSessions,
  errorMessage,
  LeadsApiError,
  listSessions,
  mfaConfirm,
  mfaSetup,
  type MfaSetup,
} from '../../lib/leads-api';

const T = WEB_LEADS.twoStep;

/** The secret in groups of four, as authenticator apps take it typed. */
export const groupSecret = (secret: string) =>
  secret
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The API's QR code as an image address. Through `<img>` an SVG is a
 * picture only: no script in it runs and it loads nothing (the site's CSP
 * allows `img-src data:`). Anything but an SVG document gives null.
 */
export function qrImageSource(svg: string): string | null {
  const text = svg.trim();
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(text) || !/<\/svg>$/i.test(text)) return null;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}

/** Saves the recovery codes as a text file, as the export saves its CSV. */
function download(email: string, codes: string[]) {
  const text = [`SKLTCOA admissions: recovery codes for ${email}`, '', ...codes, ''].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'skltcoa-recovery-codes.txt';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Step =
  { kind: 'start' } | { kind: 'scan'; setup: MfaSetup } | { kind: 'codes'; codes: string[] };

/**
 * Sets up two-step sign-in (TOTP): the API's secret as a QR code and as a
 * key to type, a code from the app to confirm, and the recovery codes shown
 * once. `onEnrolled` runs once the codes are put away.
 */
function Enrol({
  email,
  onEnrolled,
  onExpired,
}: {
  email: string;
  onEnrolled: () => void;
  onExpired: () => void;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [copied, setCopied] = useState('');
  const [kept, setKept] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step's heading takes the focus, so that a screen reader says where the person is.
  useEffect(() => {
    if (step.kind !== 'start') heading.current?.focus();
  }, [step.kind]);

  function failed(failure: unknown) {
    if (failure instanceof LeadsApiError && failure.status === 401) onExpired();
    else setError(errorMessage(failure, T.failed));
  }

  async function start() {
    setBusy(true);
    setError('');
    try {
      setStep({ kind: 'scan', setup: await mfaSetup(T.failed) });
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    setBusy(true);
    setError('');
    try {
      setStep({ kind: 'codes', codes: await mfaConfirm(field.value.trim(), T.failed) });
    } catch (failure) {
      field.value = '';
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  async function copy(codes: string[]) {
    try {
      await navigator.clipboard.writeText(`${codes.join('\n')}\n`);
      setCopied(T.copied);
    } catch {
      setCopied(T.copyFailed);
    }
  }

  const errorLine = error && (
    <div className="error-card" role="alert" id={`${id}-error`}>
      <p>{error}</p>
    </div>
  );

  if (step.kind === 'start') {
    return (
      <>
        {errorLine}
        <button type="button" className="button" disabled={busy} onClick={() => void start()}>
          {busy ? T.preparing : T.setUp}
        </button>
      </>
    );
  }
  if (step.kind === 'scan') {
    const qr = qrImageSource(step.setup.qr_svg);
    return (
      <>
        <h3 ref={heading} tabIndex={-1}>
          {T.setUp}
        </h3>
        <p>{T.scan}</p>
        {qr && (
          <img
            src={qr}
            width={200}
            height={200}
            alt={T.qrAlt}
            style={{ background: '#fff', padding: 8 }}
            data-testid="mfa-qr"
          />
        )}
        <p>
          {T.key} <code data-testid="mfa-secret">{groupSecret(step.setup.secret)}</code>
        </p>
        <form onSubmit={confirm}>
          <div className="field">
            <label htmlFor={`${id}-code`}>{T.code}</label>
            <input
              id={`${id}-code`}
              className="field__control"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={10}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              required
            />
          </div>
          {errorLine}
          <button className="button" type="submit" disabled={busy}>
            {busy ? T.checking : T.turnOn}
          </button>
        </form>
      </>
    );
  }
  return (
    <>
      <h3 ref={heading} tabIndex={-1}>
        {T.codesHeading}
      </h3>
      <p id={`${id}-codes`}>{T.codesIntro}</p>
      <ol aria-describedby={`${id}-codes`} data-testid="recovery-codes">
        {step.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="web-leads__bar">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void copy(step.codes)}
        >
          {T.copy}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => download(email, step.codes)}
        >
          {T.download}
        </button>
      </p>
      <p role="status">{copied}</p>
      <p>
        <label>
          <input
            type="checkbox"
            checked={kept}
            onChange={(event) => setKept(event.currentTarget.checked)}
          />{' '}
          {T.kept}
        </label>
      </p>
      <button type="button" className="button" disabled={!kept} onClick={onEnrolled}>
        {T.done}
      </button>
    </>
  );
}

/** The staff member's own sessions, and signing out of them all. */
function Sessions({
  onExpired,
  onEndedAll,
}: {
  onExpired: () => void;
  onEndedAll: (notice: string) => void;
}) {
  const id = useId();
  // Read when asked for: most visits come for the leads.
  const [shown, setShown] = useState(false);
  const [sessions, setSessions] = useState<StaffSessionSummary[] | null>(null);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The question and its answer take the place of the button: the focus follows each way.
  const ask = useRef<HTMLButtonElement>(null);
  const answer = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) answer.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  useEffect(() => {
    if (!shown) return;
    let live = true;
    listSessions(T.sessionsFailed).then(
      (found) => {
        if (live) setSessions(found);
      },
      (failure: unknown) => {
        if (!live) return;
        if (failure instanceof LeadsApiError && failure.status === 401) onExpired();
        else setError(errorMessage(failure, T.sessionsFailed));
      },
    );
    return () => {
      live = false;
    };
  }, [shown, onExpired]);

  async function endAll() {
    setBusy(true);
    try {
      const ended = await endAllSessions(T.sessionsFailed);
      onEndedAll(T.endedEverywhere.replace('{ended}', String(ended)));
    } catch (failure) {
      if (failure instanceof LeadsApiError && failure.status === 401) onExpired();
      else setError(errorMessage(failure, T.sessionsFailed));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{T.sessionsHeading}</h3>
      <p>{T.sessionsIntro}</p>
      <p>
        <button
          type="button"
          className="button button--quiet"
          aria-expanded={shown}
          aria-controls={`${id}-list`}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? T.hideSessions : T.showSessions}
        </button>
      </p>
      {error && (
        <div className="error-card" role="alert">
          <p>{error}</p>
        </div>
      )}
      <div id={`${id}-list`} data-testid="sessions">
        {shown && sessions && (
          <DataTable
            caption={T.sessionsCaption}
            columns={T.sessionsColumns}
            rows={sessions.map((session) => ({
              key: session.id,
              cells: [
                <>
                  {session.client === 'console' ? T.console : T.browser}
                  {session.current && <strong> {T.thisBrowser}</strong>}
                </>,
                formatIst(session.created_at),
                session.last_seen_at ? formatIst(session.last_seen_at) : '—',
                formatIst(session.expires_at),
              ],
            }))}
          />
        )}
      </div>
      {/* With the list: what it ends is in view. */}
      {shown && (
        <>
          {confirming ? (
            <div role="group" aria-label={T.endAll}>
              <p>{T.endAllConfirm}</p>
              <p className="web-leads__bar">
                <button
                  ref={answer}
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void endAll()}
                >
                  {busy ? T.endingAll : T.endAllYes}
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => setConfirming(false)}
                >
                  {T.cancel}
                </button>
              </p>
            </div>
          ) : (
            <button
              ref={ask}
              type="button"
              className="button button--quiet"
              onClick={() => setConfirming(true)}
            >
              {T.endAll}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/**
 * "Two-step sign-in" on /web-leads: its state, setting it up, and the
 * sessions (docs/decisions/038-staff-second-factor-and-sessions.md). Turning
 * it off is left to the console's Security screen.
 */
export function TwoStep({
  email,
  mfaEnabled,
  required,
  onEnrolled,
  onExpired,
  onEndedAll,
}: {
  email: string;
  mfaEnabled: boolean;
  /** An admin requires it and the account has none: the leads wait until it is set up. */
  required: boolean;
  onEnrolled: () => void;
  onExpired: () => void;
  onEndedAll: (notice: string) => void;
}) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-heading`} data-testid="two-step">
      <h2 id={`${id}-heading`}>{T.heading}</h2>
      {required ? <p role="status">{T.required}</p> : <p>{mfaEnabled ? T.on : T.off}</p>}
      {!mfaEnabled && <Enrol email={email} onEnrolled={onEnrolled} onExpired={onExpired} />}
      {!required && <Sessions onExpired={onExpired} onEndedAll={onEndedAll} />}
    </section>
  );
}
