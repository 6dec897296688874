/**
 * The preview of an import (docs/decisions/051-importing-leads.md): the file
 * read once, as it streams, each row checked (checkRow) and put in a group,
 * and stored in import_rows, before anything becomes a lead.
 *
 *   previewImport(sql, sheet, batch): Promise<ImportCreated>
 *     `sheet` is an opened file (openSheet), `batch` what the importer said
 *     of it. Rows are grouped `ready`, `invalid` (each problem: field and
 *     message), or `duplicate`: of a live lead with the same mobile number
 *     or case-folded email (and its family, ADR 016), or of an earlier row of
 *     the file. Stored PREVIEW_CHUNK rows at a time: one query for the
 *     chunk's contacts among the leads, one insert of its rows. Nothing is
 *     held in one long transaction, which would hold back the live updates'
 *     horizon (ADR 014); a preview that fails part way is deleted.
 */
import type { Program } from '@skltcoa/shared';
import type { ImportChannel, ImportCreated, ImportProblem } from '@skltcoa/shared/schemas/imports';
import type { Sql } from '../db/client';
import type { ImportMapping } from './header-guess';
import { cellsOf, checkRow, type ImportCells } from './import-row';
import type { OpenedSheet } from './read-sheet';

/** Rows checked against the leads and stored per round trip. */
export const PREVIEW_CHUNK = 5000;

export interface NewBatch {
  createdBy: string;
  fileName: string;
  channel: ImportChannel;
  source: string;
  consentStatement: string;
  program: Program | undefined;
  mapping: ImportMapping;
}

/** What a row of the file is a duplicate of: a stored lead (and family), or a ready row of the file. */
type Root = { lead: string; family: string } | { row: number };

interface Classified {
  row: number;
  group: 'ready' | 'invalid' | 'duplicate';
  cells: ImportCells;
  problems: ImportProblem[] | null;
  root: Root | null;
}

const emailKey = (email: string) => email.toLowerCase();

export async function previewImport(
  sql: Sql,
  sheet: OpenedSheet,
  batch: NewBatch,
): Promise<ImportCreated> {
  const [created] = await sql<{ id: string }[]>`
    insert into import_batches (created_by, file_name, file_sha256, bytes, format, channel, source,
      consent_statement, program, headers, mapping)
    values (${batch.createdBy}, ${batch.fileName}, ${sheet.sha256}, ${sheet.bytes}, ${sheet.format},
      ${batch.channel}, ${batch.source}, ${batch.consentStatement}, ${batch.program ?? null},
      ${sql.json(sheet.headers)}, ${sql.json(batch.mapping)})
    returning id`;
  const id = created!.id;
  // Contacts seen so far in the file, and what a later row with them duplicates.
  const byPhone = new Map<string, Root>();
  const byEmail = new Map<string, Root>();
  const counts = { rows: 0, ready: 0, invalid: 0, duplicates: 0 };
  try {
    let chunk: { row: number; cells: ImportCells }[] = [];
    const flush = async () => {
      const classified = await classify(sql, chunk, batch.program, byPhone, byEmail);
      for (const row of classified) {
        counts.rows += 1;
        if (row.group === 'ready') counts.ready += 1;
        else if (row.group === 'invalid') counts.invalid += 1;
        else counts.duplicates += 1;
      }
      await storeRows(sql, id, classified);
      chunk = [];
    };
    for await (const row of sheet.rows) {
      chunk.push({ row: row.rowNumber, cells: cellsOf(row, batch.mapping) });
      if (chunk.length >= PREVIEW_CHUNK) await flush();
    }
    if (chunk.length > 0) await flush();
    await sql`
      update import_batches set rows = ${counts.rows}, ready = ${counts.ready},
        invalid = ${counts.invalid}, duplicates = ${counts.duplicates}
      where id = ${id}`;
  } catch (error) {
    await sql`delete from import_batches where id = ${id}`.catch(() => {});
    throw error;
  } finally {
    await sheet.close();
  }
  return { id, ...counts, headers: sheet.headers, mapping: batch.mapping };
}

/** Checks a chunk's rows, then groups them: one query for their contacts among the live leads. */
async function classify(
  sql: Sql,
  chunk: readonly { row: number; cells: ImportCells }[],
  program: Program | undefined,
  byPhone: Map<string, Root>,
  byEmail: Map<string, Root>,
): Promise<Classified[]> {
  const checked = chunk.map(({ row, cells }) => ({ row, cells, ...checkRow(cells, program) }));
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const { lead } of checked) {
    if (lead?.phone) phones.add(lead.phone);
    if (lead?.email) emails.add(emailKey(lead.email));
  }
  // A merged duplicate stands for the lead it was merged into (ADR 016).
  const stored = await sql<
    { phone: string | null; email: string | null; lead: string; family: string }[]
  >`
    select phone, lower(email) as email, coalesce(merged_into, id) as lead, family_id::text as family
    from admission_leads
    where withdrawn_at is null
      and (phone = any(${[...phones]}::text[]) or lower(email) = any(${[...emails]}::text[]))
    order by created_at, id`;
  const leadByPhone = new Map<string, Root>();
  const leadByEmail = new Map<string, Root>();
  for (const lead of stored) {
    const root = { lead: lead.lead, family: lead.family };
    if (lead.phone && !leadByPhone.has(lead.phone)) leadByPhone.set(lead.phone, root);
    if (lead.email && !leadByEmail.has(lead.email)) leadByEmail.set(lead.email, root);
  }
  return checked.map(({ row, cells, lead, problems }) => {
    if (!lead) return { row, group: 'invalid', cells, problems, root: null };
    const email = lead.email ? emailKey(lead.email) : undefined;
    const root =
      (lead.phone && (leadByPhone.get(lead.phone) ?? byPhone.get(lead.phone))) ||
      (email && (leadByEmail.get(email) ?? byEmail.get(email))) ||
      null;
    // Whatever a later row with one of these contacts repeats: this row, or what this row repeats.
    const own: Root = root ?? { row };
    if (lead.phone && !byPhone.has(lead.phone)) byPhone.set(lead.phone, own);
    if (email && !byEmail.has(email)) byEmail.set(email, own);
    return { row, group: root ? 'duplicate' : 'ready', cells, problems: null, root };
  });
}

async function storeRows(sql: Sql, batchId: string, rows: readonly Classified[]) {
  if (rows.length === 0) return;
  const lead = (root: Root | null) => (root && 'lead' in root ? root : null);
  await sql`
    insert into import_rows (batch_id, row_number, "group", cells, problems, duplicate_of,
      duplicate_family, duplicate_row)
    select ${batchId}, r, g, c::jsonb, p::jsonb, d, f, dr
    from unnest(
      ${rows.map((row) => row.row)}::integer[],
      ${rows.map((row) => row.group)}::text[],
      ${rows.map((row) => JSON.stringify(row.cells))}::text[],
      ${rows.map((row) => (row.problems ? JSON.stringify(row.problems) : null))}::text[],
      ${rows.map((row) => lead(row.root)?.lead ?? null)}::uuid[],
      ${rows.map((row) => lead(row.root)?.family ?? null)}::bigint[],
      ${rows.map((row) => (row.root && 'row' in row.root ? row.root.row : null))}::integer[]
    ) as t(r, g, c, p, d, f, dr)`;
}
