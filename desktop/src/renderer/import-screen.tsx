import { formatIst } from '@skltcoa/shared';
import {
  DUPLICATE_CHOICES,
  IMPORT_CHANNELS,
  IMPORT_GROUPS,
  type DuplicateChoice,
  type ImportBatch,
  type ImportChannel,
  type ImportCreated,
  type ImportGroup,
  type ImportPreview,
  type ImportUndone,
} from '@skltcoa/shared/schemas/imports';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import type { ConsoleError, ImportColumns, StaffSession } from '../shared-types/console-api';
import { consoleApi } from './console-api';
import {
  CHANNEL_LABELS,
  DUPLICATE_LABELS,
  fieldLabel,
  fileProblem,
  formatBytes,
  GROUP_LABELS,
  invalidRowsFileName,
  isRunning,
  knownSources,
  lastImportOf,
  MAPPABLE_FIELDS,
  mappingChanged,
  missingFields,
  outcome,
  pageLabel,
  PROGRAM_CHOICES,
  progressPercent,
  rowSummary,
  STATE_LABELS,
  toStore,
} from './import-steps';
import { StatusLine, type Message } from './status-line';
import './import.css';

/*
 * The Import screen (docs/decisions/051-importing-leads.md): choose a .csv or
 * .xlsx file, name its channel, source and the source's consent statement,
 * check the columns' fields, see the preview, and import; the commit runs on
 * the API in the background, so its progress is read again whenever the
 * screen opens. Staff without the import permission see it greyed, with why.
 */

interface ImportScreenProps {
  session: StaffSession;
  /** Changes when staff sign in again, so that the screen reads afresh. */
  refreshKey: number;
  onSessionEnded: (message: string) => void;
}

/**
 * The import this console was last working on, kept while the screen is
 * closed (the leads are a click away): opening it again shows its preview or
 * its progress where staff left it. The file's bytes are not kept.
 */
let lastImportId: string | null = null;

/** Forgets the import in hand, when another person signs in at this desk. */
/** The field each column of the file fills, chosen by staff; a field goes to one column at most. */
function MappingEditor({
  headers,
  mapping,
  onChange,
  missing,
  canPreview,
  onPreview,
  hint,
}: {
  headers: readonly string[];
  mapping: readonly (string | null)[];
  onChange: (change: (current: (string | null)[]) => (string | null)[]) => void;
  missing: readonly string[];
  canPreview: boolean;
  onPreview: (event: FormEvent) => void;
  hint: string | null;
}) {
  return (
    <>
      <table>
        <caption className="visually-hidden">The field each column of the file fills</caption>
        <thead>
          <tr>
            <th scope="col">Column in the file</th>
            <th scope="col">Lead field</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header, column) => (
            <tr key={`${column}-${header}`}>
              <th scope="row">{header || `Column ${column + 1}`}</th>
              <td>
                <select
                  aria-label={`Field for the column ${header || column + 1}`}
                  value={mapping[column] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value || null;
                    onChange((current) =>
                      current.map((field, index) =>
                        index === column ? value : field === value ? null : field,
                      ),
                    );
                  }}
                >
                  <option value="">Leave out</option>
                  {MAPPABLE_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {fieldLabel(field)}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {missing.length > 0 && (
        <p className="field-error">Map a column to {missing.join(', and to ')}.</p>
      )}
      <p>
        <button type="button" disabled={!canPreview} onClick={onPreview}>
          Preview again with these fields
        </button>{' '}
        {hint && <span className="hint">{hint}</span>}
      </p>
    </>
  );
}

export function forgetImportInHand() {
  lastImportId = null;
}

const POLL_MS = 1000;

export function ImportScreen({ session, refreshKey, onSessionEnded }: ImportScreenProps) {
  const [message, setMessage] = useState<Message | null>(null);
  const [history, setHistory] = useState<ImportBatch[] | null>(null);
  const [batch, setBatch] = useState<ImportPreview | null>(null);
  const [created, setCreated] = useState<ImportCreated | null>(null);
  const allowed = session.canImport;

  const fail = useCallback(
    (error: ConsoleError, what: string) => {
      if (error.kind === 'session-expired') onSessionEnded(error.message);
      else setMessage({ tone: 'error', text: `${what}: ${error.message}` });
    },
    [onSessionEnded],
  );

  const loadHistory = useCallback(async () => {
    const result = await consoleApi().listImports();
    if (result.ok) setHistory(result.value);
    else fail(result.error, 'Could not load the past imports');
    return result.ok ? result.value : [];
  }, [fail]);

  const open = useCallback(
    async (id: string, group?: ImportGroup, offset = 0) => {
      const result = await consoleApi().getImport(id, group ? { group, offset } : {});
      if (!result.ok) {
        if (result.error.kind === 'not-found') lastImportId = null;
        fail(result.error, 'Could not read the import');
        return null;
      }
      lastImportId = id;
      setBatch(result.value);
      return result.value;
    },
    [fail],
  );

  // The history, and the import in hand or one still running (begun here or elsewhere).
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    void consoleApi()
      .listImports()
      .then((result) => {
        if (!live) return;
        if (!result.ok) return fail(result.error, 'Could not load the past imports');
        const past = result.value;
        setHistory(past);
        const running = past.find(isRunning);
        const id = lastImportId ?? running?.id;
        if (id) void open(id);
      });
    return () => {
      live = false;
    };
  }, [allowed, refreshKey, fail, open]);

  // A commit's progress, asked for each second while it runs; the screen may close meanwhile.
  const running = batch !== null && isRunning(batch);
  useEffect(() => {
    if (!running || !batch) return;
    const id = batch.id;
    const timer = setInterval(() => {
      void consoleApi()
        .getImport(id, { group: batch.group, offset: batch.offset })
        .then((result) => {
          if (!result.ok) return fail(result.error, 'Could not read the progress');
          setBatch(result.value);
          if (!isRunning(result.value)) void loadHistory();
        });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, batch, fail, loadHistory]);

  function startAgain() {
    lastImportId = null;
    setBatch(null);
    setCreated(null);
  }

  return (
    <div className="import-screen" data-testid="import-screen">
      <StatusLine message={message} onDismiss={() => setMessage(null)} />
      <section className="import-section" aria-labelledby="import-heading">
        <h2 id="import-heading">Import leads from a spreadsheet</h2>
        {!allowed && (
          // As the export (docs/decisions/026-export-permission.md): an admin grants it.
          <p id="import-not-allowed" className="hint">
            Importing needs an admin’s permission. Please ask an admin to allow it.
          </p>
        )}
        {batch === null || batch.state === 'previewed' ? (
          <ChooseAndPreview
            allowed={allowed}
            history={history ?? []}
            batch={batch}
            created={created}
            onCreated={async (next) => {
              setCreated(next);
              await open(next.id);
              void loadHistory();
            }}
            onPage={(group, offset) => batch && void open(batch.id, group, offset)}
            onCommitted={(started) => {
              setBatch((current) => (current ? { ...current, ...started } : current));
              void loadHistory();
            }}
            onStartAgain={startAgain}
            fail={fail}
            setMessage={setMessage}
          />
        ) : (
          <Outcome
            batch={batch}
            onUndone={() => {
              void open(batch.id);
              void loadHistory();
            }}
            onStartAgain={startAgain}
            fail={fail}
          />
        )}
      </section>
      {allowed && (
        <History history={history} currentId={batch?.id ?? null} onOpen={(id) => void open(id)} />
      )}
    </div>
  );
}

interface ChooseProps {
  allowed: boolean;
  history: ImportBatch[];
  batch: ImportPreview | null;
  created: ImportCreated | null;
  onCreated: (created: ImportCreated) => Promise<void>;
  onPage: (group: ImportGroup, offset: number) => void;
  onCommitted: (started: ImportBatch) => void;
  onStartAgain: () => void;
  fail: (error: ConsoleError, what: string) => void;
  setMessage: (message: Message) => void;
}

function ChooseAndPreview({
  allowed,
  history,
  batch,
  created,
  onCreated,
  onPage,
  onCommitted,
  onStartAgain,
  fail,
  setMessage,
}: ChooseProps) {
  const ids = {
    file: useId(),
    fileHint: useId(),
    channel: useId(),
    source: useId(),
    sources: useId(),
    sourceHint: useId(),
    consent: useId(),
    consentHint: useId(),
    program: useId(),
    unguessed: useId(),
  };
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [channel, setChannel] = useState<ImportChannel>('aggregator');
  const [source, setSource] = useState('');
  const [consent, setConsent] = useState('');
  const [program, setProgram] = useState('');
  // The source a saved mapping was found for, as typed, and its name as saved.
  const [saved, setSaved] = useState<{ typed: string; source: string | null } | null>(null);
  // Staff's changes to the preview's mapping, for that preview only.
  const [edited, setEdited] = useState<{ id: string; mapping: (string | null)[] } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  // A file whose columns the API could not guess: its headers and the guess, to map by hand.
  const [unguessed, setUnguessed] = useState<ImportColumns | null>(null);
  const [busy, setBusy] = useState(false);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  // The preview in hand: the headers and the mapping the API used, to change them.
  const headers = batch?.headers ?? created?.headers ?? [];
  const used = batch?.mapping ?? created?.mapping ?? [];
  const mapping = batch ? (edited?.id === batch.id ? edited.mapping : batch.mapping) : null;
  const setMapping = (change: (current: (string | null)[]) => (string | null)[]) =>
    batch && mapping && setEdited({ id: batch.id, mapping: change(mapping) });

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    setUnguessed(null);
    setFileError(chosen ? fileProblem(chosen.name, chosen.size) : null);
  }

  // The weekly file: naming its source again brings back its channel and statement.
  function chooseSource(value: string) {
    setSource(value);
    const last = lastImportOf(history, value);
    if (last) {
      setChannel(last.channel);
      if (consent.trim() === '') setConsent(last.consent_statement);
    }
  }
  useEffect(() => {
    const name = source.trim();
    if (!allowed || name === '') return;
    let live = true;
    const timer = setTimeout(() => {
      void consoleApi()
        .getImportMapping(name)
        .then((result) => {
          if (live)
            setSaved({ typed: name, source: result.ok ? (result.value?.source ?? null) : null });
        });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [source, allowed]);

  async function preview(event: FormEvent, withMapping?: (string | null)[]) {
    event.preventDefault();
    if (!file || fileError) {
      setFields({ file: fileError ?? 'Choose the .csv or .xlsx file to import.' });
      return;
    }
    setBusy(true);
    setFields({});
    const bytes = new Uint8Array(await file.arrayBuffer());
    const result = await consoleApi().createImport({
      file: bytes,
      fileName: file.name,
      channel,
      source,
      consent_statement: consent,
      ...(program ? { program: program as (typeof PROGRAM_CHOICES)[number] } : {}),
      ...(withMapping ? { mapping: withMapping } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      if (result.error.kind === 'rejected') {
        setFields({
          file: 'The console could not send this file. Check the fields and try again.',
        });
      } else {
        setFields(result.error.fields ?? {});
        setUnguessed(result.error.columns ?? null);
        fail(result.error, 'Not previewed');
      }
      return;
    }
    setUnguessed(null);
    await onCreated(result.value);
    previewHeading.current?.focus();
  }

  const [choice, setChoice] = useState<DuplicateChoice>('skip');
  const [committing, setCommitting] = useState(false);
  async function commit() {
    if (!batch) return;
    setCommitting(true);
    const result = await consoleApi().commitImport(batch.id, { duplicates: choice });
    setCommitting(false);
    if (!result.ok) return fail(result.error, 'Not imported');
    onCommitted(result.value);
  }

  async function downloadInvalid() {
    if (!batch) return;
    const result = await consoleApi().exportInvalidRows({
      id: batch.id,
      fileName: invalidRowsFileName(batch.file_name),
    });
    if (!result.ok) return fail(result.error, 'The invalid rows were not saved');
    if (result.value.saved) {
      setMessage({
        tone: 'info',
        text: `Saved ${batch.invalid.toLocaleString('en-IN')} invalid rows to ${result.value.path ?? 'the file'}. Fix them and import that file.`,
      });
    }
  }

  const changed = mapping !== null && mappingChanged(used, mapping);
  const savedFor = saved && saved.typed === source.trim() ? saved.source : null;
  const missing = mapping ? missingFields(mapping, program) : [];
  const sources = knownSources(history);

  return (
    <>
      <form className="import-form" onSubmit={(event) => void preview(event)} noValidate>
        <fieldset
          disabled={!allowed || busy}
          aria-describedby={allowed ? undefined : 'import-not-allowed'}
        >
          <legend>The file and where it came from</legend>
          <div className="import-field">
            <label htmlFor={ids.file}>Spreadsheet (.csv or .xlsx)</label>
            <input
              id={ids.file}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={chooseFile}
              aria-invalid={fields.file || fileError ? true : undefined}
              aria-describedby={ids.fileHint}
            />
            <span id={ids.fileHint} className={fields.file || fileError ? 'field-error' : 'hint'}>
              {fields.file ??
                fileError ??
                (file
                  ? `${file.name}, ${formatBytes(file.size)}`
                  : 'A title or merged cells above the header row are fine.')}
            </span>
          </div>
          <div className="import-field">
            <label htmlFor={ids.channel}>How these families reached us</label>
            <select
              id={ids.channel}
              value={channel}
              onChange={(event) => setChannel(event.currentTarget.value as ImportChannel)}
            >
              {IMPORT_CHANNELS.map((value) => (
                <option key={value} value={value}>
                  {CHANNEL_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="import-field">
            <label htmlFor={ids.source}>Source</label>
            <input
              id={ids.source}
              value={source}
              list={ids.sources}
              onChange={(event) => chooseSource(event.currentTarget.value)}
              maxLength={200}
              required
              aria-invalid={fields.source ? true : undefined}
              aria-describedby={ids.sourceHint}
            />
            <datalist id={ids.sources}>
              {sources.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <span id={ids.sourceHint} className={fields.source ? 'field-error' : 'hint'}>
              {fields.source ??
                (savedFor
                  ? `The columns are mapped as they were for ${savedFor} last time.`
                  : 'For example Shiksha, or Mumbai Education Fair 2026.')}
            </span>
          </div>
          <div className="import-field">
            <label htmlFor={ids.consent}>Consent statement</label>
            <textarea
              id={ids.consent}
              value={consent}
              onChange={(event) => setConsent(event.currentTarget.value)}
              rows={2}
              maxLength={1000}
              required
              aria-invalid={fields.consent_statement ? true : undefined}
              aria-describedby={ids.consentHint}
            />
            <span
              id={ids.consentHint}
              className={fields.consent_statement ? 'field-error' : 'hint'}
            >
              {fields.consent_statement ??
                'What the families agreed to at the source, for example “consented on Shiksha to be contacted by colleges”. Each of them is sent our privacy notice.'}
            </span>
          </div>
          <div className="import-field">
            <label htmlFor={ids.program}>Programme of every row</label>
            <select
              id={ids.program}
              value={program}
              onChange={(event) => setProgram(event.currentTarget.value)}
            >
              <option value="">From the file’s programme column</option>
              {PROGRAM_CHOICES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <p>
            <button type="submit">{busy ? 'Reading the file…' : 'Preview'}</button>
          </p>
        </fieldset>
      </form>
      {fields.mapping && (
        <p className="field-error" role="alert" data-testid="mapping-problem">
          {fields.mapping}
        </p>
      )}

      {!batch && unguessed && (
        <section className="import-mapping" aria-labelledby={ids.unguessed}>
          <h3 id={ids.unguessed}>Which field is each column?</h3>
          <p>
            The column names of {file?.name ?? 'the file'} are not ones the console knows. Choose
            the field of each column, then preview.
          </p>
          <MappingEditor
            headers={unguessed.headers}
            mapping={unguessed.mapping}
            onChange={(change) =>
              setUnguessed((current) =>
                current ? { ...current, mapping: change(current.mapping) } : current,
              )
            }
            missing={missingFields(unguessed.mapping, program)}
            canPreview={missingFields(unguessed.mapping, program).length === 0 && !!file && !busy}
            onPreview={(event) => void preview(event, unguessed.mapping)}
            hint={null}
          />
        </section>
      )}

      {batch && mapping && (
        <div className="import-preview" data-testid="import-preview">
          <h3 ref={previewHeading} tabIndex={-1}>
            Preview of {batch.file_name}
          </h3>
          <p className="import-counts" data-testid="import-counts">
            {batch.rows.toLocaleString('en-IN')} rows: <strong>{batch.ready}</strong> ready,{' '}
            <strong>{batch.invalid}</strong> invalid, <strong>{batch.duplicates}</strong>{' '}
            duplicates. Nothing is stored until you import.
          </p>

          <details className="import-mapping" open={changed || missing.length > 0}>
            <summary>Columns and fields</summary>
            <MappingEditor
              headers={headers}
              mapping={mapping}
              onChange={setMapping}
              missing={missing}
              canPreview={changed && missing.length === 0 && !!file && !busy}
              onPreview={(event) => void preview(event, mapping)}
              hint={changed && !file ? 'Choose the file again first.' : null}
            />
          </details>

          <PreviewRows batch={batch} onPage={onPage} />

          {batch.invalid > 0 && (
            <p>
              <button type="button" onClick={() => void downloadInvalid()}>
                Download invalid rows (CSV)
              </button>
            </p>
          )}

          {batch.duplicates > 0 && (
            <fieldset className="import-choice">
              <legend>
                The {batch.duplicates} duplicates (families already known, or repeated in the file)
              </legend>
              {DUPLICATE_CHOICES.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="duplicates"
                    value={value}
                    checked={choice === value}
                    onChange={() => setChoice(value)}
                  />{' '}
                  {DUPLICATE_LABELS[value]}
                </label>
              ))}
            </fieldset>
          )}

          <p className="import-actions">
            <button
              type="button"
              className="primary"
              disabled={committing || changed || toStore(batch, choice) === 0}
              onClick={() => void commit()}
            >
              {committing
                ? 'Starting…'
                : `Import ${toStore(batch, choice).toLocaleString('en-IN')} leads`}
            </button>
            <button type="button" onClick={onStartAgain}>
              Choose another file
            </button>
            {changed && (
              <span className="hint">Preview again to import with the fields chosen.</span>
            )}
          </p>
        </div>
      )}
    </>
  );
}

/** One group's rows, a page at a time, with why each invalid row is and what each duplicate repeats. */
function PreviewRows({
  batch,
  onPage,
}: {
  batch: ImportPreview;
  onPage: (group: ImportGroup, offset: number) => void;
}) {
  const totals: Record<ImportGroup, number> = {
    ready: batch.ready,
    invalid: batch.invalid,
    duplicates: batch.duplicates,
  };
  const group = batch.group;
  return (
    <div className="import-rows">
      <div className="import-groups" role="group" aria-label="Rows to show">
        {IMPORT_GROUPS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={group === name}
            onClick={() => onPage(name, 0)}
          >
            {GROUP_LABELS[name]} ({totals[name].toLocaleString('en-IN')})
          </button>
        ))}
      </div>
      <table data-testid="import-rows">
        <caption>
          {GROUP_LABELS[group]} rows: {pageLabel(batch.offset, batch.items.length, totals[group])}
        </caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Family</th>
            {group === 'invalid' && (
              <>
                <th scope="col">Field</th>
                <th scope="col">Why</th>
              </>
            )}
            {group === 'duplicates' && <th scope="col">Repeats</th>}
            {group === 'ready' && <th scope="col">Programme</th>}
          </tr>
        </thead>
        <tbody>
          {batch.items.map((row) => (
            <tr key={row.row}>
              <th scope="row">{row.row}</th>
              <td>{rowSummary(row)}</td>
              {group === 'invalid' && (
                <>
                  <td>{row.problems.map((problem) => fieldLabel(problem.field)).join(', ')}</td>
                  <td>{row.problems.map((problem) => problem.message).join(' ')}</td>
                </>
              )}
              {group === 'duplicates' && (
                <td>
                  {row.duplicate_row !== null
                    ? `Row ${row.duplicate_row} of this file`
                    : `A family already known (lead ${row.duplicate_of?.slice(0, 8) ?? '—'})`}
                </td>
              )}
              {group === 'ready' && <td>{row.values.program ?? '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="import-paging">
        <button
          type="button"
          disabled={batch.offset === 0}
          onClick={() => onPage(group, Math.max(0, batch.offset - 50))}
        >
          Previous rows
        </button>
        <button
          type="button"
          disabled={batch.next_offset === null}
          onClick={() => batch.next_offset !== null && onPage(group, batch.next_offset)}
        >
          Next rows
        </button>
      </p>
    </div>
  );
}

/** A commit under way, done, or undone: its progress, what it stored, and the undo. */
function Outcome({
  batch,
  onUndone,
  onStartAgain,
  fail,
}: {
  batch: ImportPreview;
  onUndone: () => void;
  onStartAgain: () => void;
  fail: (error: ConsoleError, what: string) => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const [undone, setUndone] = useState<ImportUndone | null>(null);
  const [keptNames, setKeptNames] = useState<Record<string, string>>({});
  const percent = progressPercent(batch);
  const { stored, skipped } = outcome(batch);

  useEffect(() => {
    if (batch.state !== 'committing') heading.current?.focus();
  }, [batch.state]);

  async function undo() {
    setUndoing(true);
    const result = await consoleApi().undoImport(batch.id);
    setUndoing(false);
    setConfirming(false);
    if (!result.ok) return fail(result.error, 'Not undone');
    setUndone(result.value);
    onUndone();
    // The kept leads by name, for the first screenful.
    const names: Record<string, string> = {};
    for (const kept of result.value.kept_leads.slice(0, 20)) {
      const lead = await consoleApi().getLead(kept.id);
      if (lead.ok) names[kept.id] = lead.value.name ?? '—';
    }
    setKeptNames(names);
  }

  return (
    <div className="import-outcome" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {batch.file_name}: {STATE_LABELS[batch.state]}
      </h3>
      <div
        role="progressbar"
        className="import-progress"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${batch.progress.done.toLocaleString('en-IN')} of ${batch.progress.total.toLocaleString('en-IN')} rows`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {batch.state === 'committing' ? (
        <p role="status">
          Importing: {batch.progress.done.toLocaleString('en-IN')} of{' '}
          {batch.progress.total.toLocaleString('en-IN')} rows. You can leave this screen; the import
          goes on.
        </p>
      ) : (
        <p role="status" data-testid="import-outcome">
          Stored {stored.toLocaleString('en-IN')} leads; skipped {skipped.toLocaleString('en-IN')}{' '}
          rows.
          {batch.state === 'undone' &&
            ` Undone: ${batch.removed ?? 0} removed, ${batch.kept ?? 0} kept.`}
        </p>
      )}
      {undone && (
        <div data-testid="import-undone">
          <p>
            Removed {undone.removed.toLocaleString('en-IN')} leads.{' '}
            {undone.kept === 0
              ? 'None was kept.'
              : `Kept ${undone.kept.toLocaleString('en-IN')} that colleagues have worked on since:`}
          </p>
          {undone.kept > 0 && (
            <ul>
              {undone.kept_leads.map((kept) => (
                <li key={kept.id}>
                  Row {kept.row}: {keptNames[kept.id] ?? `lead ${kept.id.slice(0, 8)}`}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {batch.state === 'committed' &&
        (confirming ? (
          <div className="security-confirm" role="group" aria-label="Undo this import">
            <p>
              This removes the {stored.toLocaleString('en-IN')} leads of this import that nobody has
              worked on since. Leads with a call, a note or a change are kept and listed.
            </p>
            <span className="import-actions">
              <button
                type="button"
                className="danger"
                onClick={() => void undo()}
                disabled={undoing}
                autoFocus
              >
                {undoing ? 'Undoing…' : 'Yes, undo this import'}
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </span>
          </div>
        ) : (
          <p className="import-actions">
            <button type="button" onClick={() => setConfirming(true)}>
              Undo this import
            </button>
          </p>
        ))}
      {batch.state !== 'committing' && (
        <p>
          <button type="button" onClick={onStartAgain}>
            Import another file
          </button>
        </p>
      )}
    </div>
  );
}

/** Past imports, newest first: who, when, which file, the counts, and where each stands. */
function History({
  history,
  currentId,
  onOpen,
}: {
  history: ImportBatch[] | null;
  currentId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <section className="import-section" aria-labelledby="import-history-heading">
      <h2 id="import-history-heading">Past imports</h2>
      {history === null ? (
        <p role="status">Loading the past imports…</p>
      ) : history.length === 0 ? (
        <p>No file has been imported yet.</p>
      ) : (
        <table className="import-history" data-testid="import-history">
          <caption className="visually-hidden">Past imports, the newest first</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">When (IST)</th>
              <th scope="col">Who</th>
              <th scope="col">Channel and source</th>
              <th scope="col">Rows</th>
              <th scope="col">Stored</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {history.map((past) => (
              <tr key={past.id} aria-current={past.id === currentId ? 'true' : undefined}>
                <th scope="row">
                  <button type="button" className="link-button" onClick={() => onOpen(past.id)}>
                    {past.file_name}
                  </button>
                </th>
                <td>{formatIst(past.created_at)}</td>
                <td>{past.created_by}</td>
                <td>
                  {CHANNEL_LABELS[past.channel].replace(/ \(.*\)$/, '')}: {past.source}
                </td>
                <td>
                  {past.rows.toLocaleString('en-IN')} ({past.ready} ready, {past.invalid} invalid,{' '}
                  {past.duplicates} duplicates)
                </td>
                <td>{past.state === 'previewed' ? '—' : past.progress.stored}</td>
                <td>
                  {STATE_LABELS[past.state]}
                  {past.state === 'undone' &&
                    ` (${past.removed ?? 0} removed, ${past.kept ?? 0} kept)`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
