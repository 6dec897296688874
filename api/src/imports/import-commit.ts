/**
 * Committing an import (docs/decisions/051-importing-leads.md): the batch's
 * rows become leads in the background, COMMIT_CHUNK rows per transaction.
 *
 *   startCommit(sql, id, choice, actor): the batch, now `committing`; 409 if
 *     it is not a preview. Notifies IMPORT_CHANNEL, so that a worker of any
 *     instance takes it at once.
 *   startImportWorker(options): { wake(), stop() } runs in every API
 *     process. It looks for batches left `committing` (at start, on each
 *     notification and every pollMs), takes each under a session advisory
 *     lock that no other instance can hold meanwhile, and commits it chunk by
 *     chunk until it is done; stop() waits for the chunk in hand.
 *   commitChunk(sql, id, options): one transaction: the next chunk's leads,
 *     consent records, first notes, merges and notice emails, and the batch's
 *     progress, all or nothing.
 *
 * A restart loses at most the chunk in hand, which rolls back: the batch's
 * `done_row` says where to go on, read under the batch's row lock, so two
 * workers never store a chunk twice. Each lead's submission_id is derived
 * from the batch and its row (importSubmissionId), and the insert skips an
 * id already stored, as a retried enquiry is: a row is stored once whatever
 * happens. 500 rows at most per transaction: beyond that the families
 * trigger locks the whole leads table (migration 005) and the enquiry form
 * would wait for the chunk.
 */
import { createHash } from 'node:crypto';
import {
  ENQUIRY_PURPOSES,
  CURRENT_NOTICE_VERSION,
  type Enquiry,
  type Program,
} from '@skltcoa/shared';
import type { DuplicateChoice } from '@skltcoa/shared/schemas/imports';
import { audit } from '../audit/audit';
import type { Sql } from '../db/client';
import { isDatabaseUnavailable } from '../db/client';
import { ApiError } from '../http/api-error';
import { insertLeads } from '../leads/leads-repo';
import { withdrawLinksFor } from '../privacy/privacy-repo';
import { enqueueImportNotices, IMPORT_MAIL_INTERVAL_MS, importedLeadNotice } from './import-mail';
import { checkRow, type ImportCells } from './import-row';

/** At most this many rows per transaction: see above. */
export const COMMIT_CHUNK = 500;
/** The channel startCommit notifies; workers LISTEN on it. */
export const IMPORT_CHANNEL = 'import_commit';
/** The advisory lock space of a batch being committed (the key is a hash of its id). */
const IMPORT_LOCK = 7_316_025;
/** The form an imported lead counts under: an enquiry about admission. */
const IMPORTED_FORM = 'Admission Enquiry';
/** Row values are kept for the file of invalid rows this long, then cleared. */
const ROWS_KEPT_DAYS = 30;

/**
 * A row's submission id: a version-5-shaped uuid of a SHA-256 of the batch
 * and the row number, so that storing it again finds it stored.
 */
export function importSubmissionId(batchId: string, row: number): string {
  const hash = createHash('sha256').update(`import:${batchId}:${row}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function startCommit(
  sql: Sql,
  id: string,
  choice: DuplicateChoice,
  actor: string,
): Promise<void> {
  const [started] = await sql<{ id: string }[]>`
    with started as (
      update import_batches set state = 'committing', duplicates_choice = ${choice},
        committed_by = ${actor}, commit_started_at = now()
      where id = ${id} and state = 'previewed'
      returning id
    )
    select id, pg_notify(${IMPORT_CHANNEL}, id::text) from started`;
  if (started) return;
  const [batch] = await sql<{ state: string }[]>`select state from import_batches where id = ${id}`;
  if (!batch) throw new ApiError(404, 'No import has that id.');
  throw new ApiError(
    409,
    batch.state === 'committing'
      ? 'This import is already being stored. Its progress shows on the import.'
      : batch.state === 'committed'
        ? 'This import was already stored; nothing was stored again.'
        : 'This import was undone. Import the file again to store its rows.',
  );
}

interface BatchRow {
  state: string;
  done_row: number;
  duplicates_choice: DuplicateChoice;
  channel: string;
  source: string;
  consent_statement: string;
  program: Program | null;
  file_name: string;
  committed_by: string;
  stored: number;
  rows: number;
}

interface PendingRow {
  row_number: number;
  group: 'ready' | 'invalid' | 'duplicate';
  cells: ImportCells | null;
  duplicate_of: string | null;
  duplicate_row: number | null;
}

export interface ChunkOptions {
  siteUrl: string;
  chunkRows?: number;
  mailIntervalMs?: number;
}

/** Commits the next chunk of a batch; false once the batch is no longer being committed. */
export async function commitChunk(
  sql: Sql,
  id: string,
  { siteUrl, chunkRows = COMMIT_CHUNK, mailIntervalMs = IMPORT_MAIL_INTERVAL_MS }: ChunkOptions,
): Promise<boolean> {
  return (await sql.begin(async (transaction) => {
    const tx = transaction as unknown as Sql;
    const [batch] = await tx<BatchRow[]>`
      select state, done_row, duplicates_choice, channel, source, consent_statement, program,
        file_name, committed_by, stored, rows
      from import_batches where id = ${id} for update`;
    if (!batch || batch.state !== 'committing') return false;
    const rows = await tx<PendingRow[]>`
      select row_number, "group", cells, duplicate_of, duplicate_row from import_rows
      where batch_id = ${id} and row_number > ${batch.done_row}
      order by row_number limit ${chunkRows}`;
    if (rows.length === 0) {
      await tx`
        update import_batches set state = 'committed', committed_at = now() where id = ${id}`;
      await audit(tx, {
        actor: batch.committed_by,
        action: 'import_committed',
        rows: batch.stored,
        detail: { import: id, duplicates: batch.duplicates_choice, rows: batch.rows },
      });
      return false;
    }
    await storeChunk(tx, id, batch, rows, siteUrl, mailIntervalMs);
    return true;
  })) as boolean;
}

async function storeChunk(
  tx: Sql,
  id: string,
  batch: BatchRow,
  rows: readonly PendingRow[],
  siteUrl: string,
  mailIntervalMs: number,
) {
  const choice = batch.duplicates_choice;
  const chosen = rows.filter(
    (row) => row.group === 'ready' || (row.group === 'duplicate' && choice !== 'skip'),
  );
  const leads = chosen.map((row) => {
    const checked = checkRow(row.cells ?? {}, batch.program ?? undefined);
    // The preview checked these rows with the same code: a row that fails now is a bug.
    if (!checked.lead) throw new Error(`Import row ${row.row_number} no longer checks`);
    return { row, lead: checked.lead };
  });
  const enquiries = leads.map(
    ({ row, lead }) =>
      ({
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        program: lead.program,
        form_type: IMPORTED_FORM,
        submission_id: importSubmissionId(id, row.row_number),
        utm_source: batch.source,
        utm_campaign: lead.utm_campaign,
      }) as unknown as Enquiry,
  );
  const inserted = await insertLeads(tx, enquiries, 'none', [
    { column: 'channel', type: 'text', values: leads.map(() => batch.channel) },
    { column: 'recorded_by', type: 'text', values: leads.map(() => batch.committed_by) },
    { column: 'import_batch_id', type: 'uuid', values: leads.map(() => id) },
    { column: 'import_row', type: 'integer', values: leads.map(({ row }) => row.row_number) },
  ]);
  const leadOf = new Map(inserted.map((row) => [row.submission_id, row.id]));
  const stored = leads
    .map((entry) => ({
      ...entry,
      leadId: leadOf.get(importSubmissionId(id, entry.row.row_number)),
    }))
    .filter((entry): entry is typeof entry & { leadId: string } => entry.leadId !== undefined);

  // Consent: the source's, recorded by the importer, the batch holding its statement.
  const consents = stored.flatMap(({ leadId, lead }) => [
    { leadId, givenBy: 'self', guardian: null as null | typeof lead },
    ...(lead.guardian_name || lead.guardian_phone || lead.guardian_email
      ? [{ leadId, givenBy: 'guardian', guardian: lead }]
      : []),
  ]);
  if (consents.length > 0) {
    await tx`
      insert into lead_consents (lead_id, given_by, notice_version, notice_language, purposes,
        form_type, given_at, method, recorded_by, import_batch_id, guardian_name, guardian_email,
        guardian_phone)
      select lead_id, given_by, ${CURRENT_NOTICE_VERSION}, 'en', ${[...ENQUIRY_PURPOSES]}::text[],
        ${IMPORTED_FORM}, now(), 'import', ${batch.committed_by}, ${id}, gn, ge, gp
      from unnest(
        ${consents.map((c) => c.leadId)}::uuid[],
        ${consents.map((c) => c.givenBy)}::text[],
        ${consents.map((c) => c.guardian?.guardian_name ?? null)}::text[],
        ${consents.map((c) => c.guardian?.guardian_email ?? null)}::text[],
        ${consents.map((c) => c.guardian?.guardian_phone ?? null)}::text[]
      ) as t(lead_id, given_by, gn, ge, gp)`;
  }

  // A remarks column becomes the lead's first note, by the importer.
  const noted = stored.filter(({ lead }) => lead.body);
  const notes = noted.length
    ? await tx<{ id: string; lead_id: string }[]>`
        insert into lead_activities (lead_id, kind, author, body)
        select lead_id, 'note', ${batch.committed_by}, body
        from unnest(${noted.map((entry) => entry.leadId)}::uuid[],
          ${noted.map((entry) => entry.lead.body!)}::text[]) as t(lead_id, body)
        returning id::text, lead_id`
    : [];
  const noteOf = new Map(notes.map((note) => [note.lead_id, note.id]));

  const merged =
    choice === 'merge' ? await mergeDuplicates(tx, id, batch, stored) : new Set<string>();

  // The notice, to each new family member with an email; a merged row's family heard from us already.
  const told = stored.filter(({ lead, leadId }) => lead.email && !merged.has(leadId));
  // Each with its own one-step withdrawal link; imported families are written to in English.
  const withdrawLinks = await withdrawLinksFor(
    tx,
    told.map(({ lead }) => ({ to: lead.email!, language: 'en' as const })),
    { siteUrl },
  );
  await enqueueImportNotices(
    tx,
    told.map(({ lead, leadId }, index) => ({
      leadId,
      to: lead.email!,
      ...importedLeadNotice(lead, batch, siteUrl, withdrawLinks[index]),
    })),
    mailIntervalMs,
  );

  const last = rows[rows.length - 1]!.row_number;
  const first = rows[0]!.row_number;
  if (stored.length > 0) {
    await tx`
      update import_rows r set lead_id = t.lead_id, note_id = t.note_id
      from unnest(${stored.map((entry) => entry.row.row_number)}::integer[],
        ${stored.map((entry) => entry.leadId)}::uuid[],
        ${stored.map((entry) => noteOf.get(entry.leadId) ?? null)}::bigint[]) as t(row_number, lead_id, note_id)
      where r.batch_id = ${id} and r.row_number = t.row_number`;
  }
  // The leads hold what was stored, and a skipped row is not kept: only invalid rows keep their cells.
  await tx`
    update import_rows set cells = null
    where batch_id = ${id} and row_number between ${first} and ${last} and "group" <> 'invalid'`;
  await tx`
    update import_batches set done_row = ${last},
      done = done + ${chosen.length},
      stored = stored + ${stored.length}
    where id = ${id}`;
}

/**
 * Merges each duplicate row's new lead into the lead it repeats, as an
 * admin's merge does (ADR 016): the new lead is kept, left out of the
 * listing and its totals, and the lead it joins says so on its timeline. A
 * lead withdrawn since the preview takes no merge: the row stays a repeat.
 */
async function mergeDuplicates(
  tx: Sql,
  id: string,
  batch: BatchRow,
  stored: readonly { row: PendingRow; leadId: string }[],
): Promise<Set<string>> {
  const duplicates = stored.filter(({ row }) => row.group === 'duplicate');
  if (duplicates.length === 0) return new Set();
  // A row repeating an earlier row of the file joins that row's lead, stored in this chunk or before.
  const earlier = duplicates.filter(({ row }) => row.duplicate_row !== null);
  const rowLeads = earlier.length
    ? await tx<{ row_number: number; lead_id: string | null }[]>`
        select row_number, lead_id from import_rows
        where batch_id = ${id} and row_number = any(${earlier.map(({ row }) => row.duplicate_row!)}::integer[])`
    : [];
  const leadOfRow = new Map(rowLeads.map((row) => [row.row_number, row.lead_id]));
  for (const entry of stored) leadOfRow.set(entry.row.row_number, entry.leadId);
  const pairs = duplicates
    .map(({ row, leadId }) => ({
      leadId,
      row: row.row_number,
      target: row.duplicate_of ?? leadOfRow.get(row.duplicate_row!) ?? null,
    }))
    .filter((pair): pair is typeof pair & { target: string } => pair.target !== null);
  if (pairs.length === 0) return new Set();
  const merged = await tx<{ id: string; target: string; row: number }[]>`
    with wanted as (
      select t.lead_id, coalesce(target.merged_into, target.id) as target, t.row
      from unnest(${pairs.map((pair) => pair.leadId)}::uuid[], ${pairs.map((pair) => pair.target)}::uuid[],
        ${pairs.map((pair) => pair.row)}::integer[]) as t(lead_id, target_id, row)
      join admission_leads target on target.id = t.target_id
    )
    update admission_leads lead set merged_into = wanted.target, merged_at = now()
    from wanted, admission_leads target
    where lead.id = wanted.lead_id and target.id = wanted.target and target.withdrawn_at is null
    returning lead.id, wanted.target, wanted.row`;
  merged.sort((a, b) => a.row - b.row);
  if (merged.length > 0) {
    await tx`
      insert into lead_activities (lead_id, kind, author, body, from_value, to_value)
      select target, 'merge', ${batch.committed_by}, body, lead_id::text, target::text
      from unnest(${merged.map((m) => m.target)}::uuid[], ${merged.map((m) => m.id)}::uuid[],
        ${merged.map((m) => `Merged into this lead: row ${m.row} of the import of ${batch.file_name} (${batch.source}).`)}::text[])
        as t(target, lead_id, body)`;
  }
  return new Set(merged.map((m) => m.id));
}

export interface ImportWorkerOptions extends ChunkOptions {
  sql: Sql;
  /** Look for batches left committing this often, besides notifications. */
  pollMs?: number;
  /** One line an event; never a row's data. */
  log?: (line: string) => void;
}

export interface ImportWorker {
  wake: () => void;
  stop: () => Promise<void>;
}

export function startImportWorker(options: ImportWorkerOptions): ImportWorker {
  const { sql, pollMs = 5000, log = (line: string) => console.warn(line) } = options;
  let stopped = false;
  let woken = true;
  let endSleep: (() => void) | undefined;
  const wake = () => {
    woken = true;
    endSleep?.();
  };
  const listening = sql.listen(IMPORT_CHANNEL, wake, wake).catch(() => undefined);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        endSleep = undefined;
        resolve();
      }
      endSleep = done;
    });

  /** Commits one batch to its end under its lock; false when another instance holds it. */
  async function take(id: string): Promise<void> {
    const reserved = await sql.reserve();
    try {
      const [lock] = await reserved<{ taken: boolean }[]>`
        select pg_try_advisory_lock(${IMPORT_LOCK}, hashtext(${id})) as taken`;
      if (!lock!.taken) return;
      try {
        while (!stopped && (await commitChunk(sql, id, options))) {
          // Each chunk is its own transaction; the enquiry form's go between them.
        }
      } finally {
        await reserved`select pg_advisory_unlock(${IMPORT_LOCK}, hashtext(${id}))`.catch(() => {});
      }
    } finally {
      reserved.release();
    }
  }

  async function pass() {
    const batches = await sql<{ id: string }[]>`
      select id from import_batches where state = 'committing' order by commit_started_at, id`;
    // Batches are taken one after another: two imports at once both finish, the second after the first.
    for (const { id } of batches) {
      if (stopped) return;
      await take(id);
    }
    await sql`
      update import_rows set cells = null
      where cells is not null and batch_id in (
        select id from import_batches
        where created_at < now() - ${ROWS_KEPT_DAYS} * interval '1 day' and state <> 'committing')`;
  }

  const running = (async () => {
    while (!stopped) {
      woken = false;
      try {
        await pass();
      } catch (error) {
        const code = isDatabaseUnavailable(error)
          ? 'database unavailable'
          : ((error as { code?: string }).code ?? (error as Error).name);
        log(`Imports: a commit stopped (${code}); trying again in ${Math.ceil(pollMs / 1000)} s`);
      }
      await sleep(pollMs);
    }
  })();

  return {
    wake,
    stop: async () => {
      stopped = true;
      endSleep?.();
      await running;
      const meta = await listening;
      await meta?.unlisten().catch(() => {});
    },
  };
}
