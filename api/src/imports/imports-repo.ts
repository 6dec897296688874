/**
 * Import batches as staff read them, undo, and saved mappings
 * (docs/decisions/051-importing-leads.md):
 *
 *   getBatch(sql, id): ImportBatch & {headers, mapping} | undefined
 *   listBatches(sql): the newest 100 batches
 *   pageRows(sql, id, group, offset): a page of one group's rows, with what
 *     each ready row would store
 *   invalidRows(sql, id): the invalid rows, a page at a time, for the CSV
 *   undoImport(sql, id, actor): removes the batch's leads that nobody has
 *     touched since, UNDO_CHUNK per transaction, and answers those kept
 *   getSavedMapping / saveMapping: a source's mapping, by normalised header
 */
import { toCsv, type CsvColumn } from '@skltcoa/shared';
import type {
  ImportBatch,
  ImportGroup,
  ImportRow,
  ImportUndone,
} from '@skltcoa/shared/schemas/imports';
import type { Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { iso } from '../leads/lead-columns';
import { deleteMailFor } from '../mail/outbox';
import type { ImportField } from './header-guess';
import type { SavedMapping } from './import-mapping';
import { checkRow, type ImportCells } from './import-row';

export const PAGE_ROWS = 50;
const UNDO_CHUNK = 500;

export const NO_SUCH_IMPORT = 'No import has that id.';

const BATCH_COLUMNS = (sql: Sql) =>
  sql.unsafe(`id, state, created_by, ${iso('created_at')} as created_at, file_name, file_sha256,
  bytes::int as bytes, channel, source, consent_statement, rows, ready, invalid, duplicates,
  duplicates_choice, json_build_object('done', done, 'stored', stored,
    'total', ready + case when duplicates_choice = 'skip' then 0 else duplicates end) as progress,
  ${iso('committed_at')} as committed_at, ${iso('undone_at')} as undone_at, removed, kept`);

export type BatchWithMapping = ImportBatch & {
  headers: string[];
  mapping: (ImportField | null)[];
  program: string | null;
};

export async function getBatch(sql: Sql, id: string): Promise<BatchWithMapping | undefined> {
  const [batch] = await sql<BatchWithMapping[]>`
    select ${BATCH_COLUMNS(sql)}, headers, mapping, program from import_batches where id = ${id}`;
  return batch;
}

export function listBatches(sql: Sql): Promise<ImportBatch[]> {
  return sql<ImportBatch[]>`
    select ${BATCH_COLUMNS(sql)} from import_batches order by created_at desc, id desc limit 100`;
}

const GROUP_OF: Record<ImportGroup, 'ready' | 'invalid' | 'duplicate'> = {
  ready: 'ready',
  invalid: 'invalid',
  duplicates: 'duplicate',
};

interface StoredRow {
  row_number: number;
  group: 'ready' | 'invalid' | 'duplicate';
  cells: ImportCells | null;
  problems: { field: string; message: string }[] | null;
  duplicate_of: string | null;
  duplicate_row: number | null;
  lead_id: string | null;
}

/** What a valid row stores, as text: the preview shows `+91…` where the file said `9.820012345E+09`. */
function shown(row: StoredRow, program: string | null): Record<string, string> {
  const cells = row.cells ?? {};
  if (row.group === 'invalid') return { ...cells } as Record<string, string>;
  const checked = checkRow(cells, (program ?? undefined) as never);
  if (!checked.lead) return { ...cells } as Record<string, string>;
  return Object.fromEntries(
    Object.entries(checked.lead).filter((entry): entry is [string, string] => !!entry[1]),
  );
}

export async function pageRows(
  sql: Sql,
  batch: BatchWithMapping,
  group: ImportGroup,
  offset: number,
): Promise<{ items: ImportRow[]; next_offset: number | null }> {
  const rows = await sql<StoredRow[]>`
    select row_number, "group", cells, problems, duplicate_of, duplicate_row, lead_id
    from import_rows where batch_id = ${batch.id} and "group" = ${GROUP_OF[group]}
    order by row_number limit ${PAGE_ROWS + 1} offset ${offset}`;
  const items = rows.slice(0, PAGE_ROWS).map((row) => ({
    row: row.row_number,
    group: row.group,
    values: shown(row, batch.program),
    problems: row.problems ?? [],
    duplicate_of: row.duplicate_of,
    duplicate_row: row.duplicate_row,
    lead_id: row.lead_id,
  }));
  return { items, next_offset: rows.length > PAGE_ROWS ? offset + PAGE_ROWS : null };
}

/**
 * The invalid rows as a CSV to fix and import again: the mapped columns
 * under the file's own headers, then the row's number and its problems.
 * Formulas are neutralised as in every CSV the API writes (ADR 011).
 */
export async function* invalidRowsCsv(sql: Sql, batch: BatchWithMapping): AsyncGenerator<string> {
  const columns: CsvColumn<StoredRow>[] = [];
  batch.mapping.forEach((field, column) => {
    if (field) {
      columns.push({
        header: batch.headers[column] || field,
        value: (row) => row.cells?.[field] ?? '',
      });
    }
  });
  columns.push(
    { header: 'Row', value: (row) => String(row.row_number) },
    {
      header: 'Problems',
      value: (row) =>
        (row.problems ?? []).map((problem) => `${problem.field}: ${problem.message}`).join(' '),
    },
  );
  let after = 0;
  let first = true;
  for (;;) {
    const rows = await sql<StoredRow[]>`
      select row_number, "group", cells, problems, null as duplicate_of, null as duplicate_row,
        null as lead_id
      from import_rows where batch_id = ${batch.id} and "group" = 'invalid' and row_number > ${after}
      order by row_number limit 2000`;
    if (rows.length === 0 && !first) return;
    const csv = toCsv(rows, columns);
    // toCsv starts each piece with the byte-order mark and the header; only the first keeps them.
    yield first ? csv : csv.slice(csv.indexOf('\r\n'));
    first = false;
    if (rows.length < 2000) return;
    after = rows[rows.length - 1]!.row_number;
  }
}

/**
 * Removes the leads of a stored batch that nobody touched since: no status,
 * owner, follow-up or other change (the lead's version is still its first),
 * no timeline entry but the note the import wrote, nothing merged into it,
 * not withdrawn. Their consent records, timeline and outbox mail go with
 * them. The rest are kept and listed. UNDO_CHUNK leads per transaction, for
 * the reason a commit is chunked (import-commit.ts).
 */
export async function undoImport(sql: Sql, id: string, actor: string): Promise<ImportUndone> {
  const [batch] = await sql<{ state: string }[]>`select state from import_batches where id = ${id}`;
  if (!batch) throw new ApiError(404, NO_SUCH_IMPORT);
  if (batch.state === 'previewed') {
    // Nothing was stored: undoing a preview discards it.
    await sql`delete from import_batches where id = ${id} and state = 'previewed'`;
    return { removed: 0, kept: 0, kept_leads: [] };
  }
  if (batch.state === 'committing') {
    throw new ApiError(409, 'This import is still being stored. Undo it once it has finished.');
  }
  if (batch.state === 'undone') throw new ApiError(409, 'This import was already undone.');
  let removed = 0;
  const kept: { id: string; row: number }[] = [];
  let after = 0;
  for (;;) {
    const chunk = (await sql.begin(async (transaction) => {
      const tx = transaction as unknown as Sql;
      await tx`select set_config('skltcoa.import_undo', ${id}, true)`;
      // A lead of the batch as the import left it: its first version, not
      // withdrawn, no timeline entry but the import's own note.
      const asLeft = (alias: string) =>
        tx.unsafe(`
        ${alias}.version = 1 and ${alias}.withdrawn_at is null
        and not exists (
          select 1 from lead_activities a
          where a.lead_id = ${alias}.id and a.id is distinct from (
            select note_id from import_rows
            where batch_id = ${alias}.import_batch_id and row_number = ${alias}.import_row))`);
      const leads = await tx<{ id: string; row: number; untouched: boolean }[]>`
        select lead.id, lead.import_row as row,
          ${asLeft('lead')}
            -- Only rows of this import, themselves as it left them, may have been merged into it.
            and not exists (
              select 1 from admission_leads m
              where m.merged_into = lead.id
                and (m.import_batch_id is distinct from lead.import_batch_id or not (${asLeft('m')})))
            as untouched
        from admission_leads lead
        where lead.import_batch_id = ${id} and lead.import_row > ${after}
        order by lead.import_row limit ${UNDO_CHUNK}
        for update of lead`;
      const roots = leads.filter((lead) => lead.untouched).map((lead) => lead.id);
      // The rows of this import merged into them go with them, whichever chunk they are in.
      const children = roots.length
        ? await tx<{ id: string }[]>`
            select id from admission_leads
            where merged_into = any(${roots}::uuid[]) and import_batch_id = ${id} for update`
        : [];
      const gone = [...new Set([...roots, ...children.map((child) => child.id)])];
      let deleted = 0;
      if (gone.length > 0) {
        await tx`delete from lead_activities where lead_id = any(${gone}::uuid[])`;
        await deleteMailFor(tx, gone);
        await tx`
          update import_rows set lead_id = null
          where batch_id = ${id} and lead_id = any(${gone}::uuid[])`;
        deleted = (await tx`delete from admission_leads where id = any(${gone}::uuid[])`).count;
      }
      return { leads, deleted, gone: new Set(gone) };
    })) as {
      leads: { id: string; row: number; untouched: boolean }[];
      deleted: number;
      gone: Set<string>;
    };
    removed += chunk.deleted;
    kept.push(
      ...chunk.leads
        .filter((lead) => !chunk.gone.has(lead.id))
        .map(({ id: lead, row }) => ({ id: lead, row })),
    );
    const { leads } = chunk;
    if (leads.length < UNDO_CHUNK) break;
    after = leads[leads.length - 1]!.row;
  }
  await sql`
    update import_batches set state = 'undone', undone_at = now(), undone_by = ${actor},
      removed = ${removed}, kept = ${kept.length}
    where id = ${id}`;
  return { removed, kept: kept.length, kept_leads: kept };
}

export async function getSavedMapping(sql: Sql, source: string) {
  const [saved] = await sql<
    { source: string; mapping: SavedMapping; updated_by: string; updated_at: string }[]
  >`
    select source, mapping, updated_by, ${sql.unsafe(iso('updated_at'))} as updated_at
    from import_mappings where source_key = ${source.trim().toLowerCase()}`;
  return saved;
}

export async function saveMapping(sql: Sql, source: string, mapping: SavedMapping, actor: string) {
  const [saved] = await sql<
    { source: string; mapping: SavedMapping; updated_by: string; updated_at: string }[]
  >`
    insert into import_mappings (source_key, source, mapping, updated_by)
    values (${source.trim().toLowerCase()}, ${source.trim()}, ${sql.json(mapping)}, ${actor})
    on conflict (source_key) do update set source = excluded.source, mapping = excluded.mapping,
      updated_by = excluded.updated_by, updated_at = now()
    returning source, mapping, updated_by, ${sql.unsafe(iso('updated_at'))} as updated_at`;
  return saved!;
}
