import { describeActivity, describeActivitySql, type ActivitySql } from './activity';
import { leadStatusLabel, leadStatusLabelSql } from './constants';
import { csvLineSplitSql, csvPiecesOf, headerPiece, toCsv, type CsvColumn } from './csv';
import { nationalPhone } from './phone';
import { LEAD_FIELDS, type FieldSheet, type LeadField } from './lead/fields';
import type { Lead } from './schemas';
import { sqlText } from './sql-text';
import { formatIst, formatIstSql } from './time';

/*
 * The one spreadsheet of leads: the console and /web-leads both export
 * these columns, in this order, with these headers
 * (docs/decisions/011-one-lead-contract.md, docs/product-decisions.md §13).
 * Each column is written twice, side by side: in JavaScript from a Lead,
 * and in SQL from the stored lead, since the API's export has PostgreSQL
 * write its lines (docs/decisions/023-export-written-by-postgresql.md).
 * api/src/leads/lead-export-sql.test.ts holds the two to the same bytes.
 */

/**
 * The phone as diallers, WhatsApp and spreadsheets all take it: the national
 * number, `98198 76500`. It never starts with a formula character, so it
 * never gets an apostrophe, and its space keeps it text in a spreadsheet
 * (no lost leading digits, no 9.82E+09). Every stored phone is an Indian
 * mobile (the database checks it); a number in another form, from a newer
 * server, is written with the international prefix dialled from India,
 * `00 447911123456`, for the same reasons.
 */
export function exportPhone(phone: string): string {
  const national = nationalPhone(phone);
  if (national !== phone) return national;
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? `00 ${trimmed.slice(1).trimStart()}` : trimmed;
}

/** What String.prototype.trim takes away: JavaScript's white space and line terminators. */
export const JS_TRIMMED =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** `exportPhone` in SQL, of a text expression that is never null. */
function exportPhoneSql(phone: string): string {
  const trimmed = `btrim(${phone}, ${sqlText(JS_TRIMMED)})`;
  // nationalPhone's pattern without a regular expression, which over 100,000 leads cost more.
  const national = `octet_length(${phone}) = 13 and left(${phone}, 3) = '+91'
    and btrim(substr(${phone}, 4), '0123456789') = ''`;
  return `case when ${national} then substr(${phone}, 4, 5) || ' ' || substr(${phone}, 9, 5)
    when ${trimmed} like '+%' then '00 ' || ltrim(substr(${trimmed}, 2), ${sqlText(JS_TRIMMED)})
    else ${trimmed} end`;
}

/** The fields of LEAD_FIELDS that have a column in the spreadsheet. */
type SheetField = Extract<(typeof LEAD_FIELDS)[number], { sheet: FieldSheet }>;

/**
 * SQL expressions of a stored lead's values, as the API's export query
 * names them: each the value the Lead holds, null where it is null, except
 * that times are timestamptz rather than text and the family size an integer.
 */
export type LeadSql = Record<SheetField['key'], string> & {
  id: string;
  created_at: string;
  assignee: string;
  next_follow_up_at: string;
  family_size: string;
  last_activity: ActivitySql & { id: string; created_at: string };
};

/** A column of the spreadsheet: its header, and its text from a Lead and, in SQL, from a stored lead. */
export interface LeadExportColumn extends CsvColumn<Lead> {
  /** The Lead's field it writes (`last_activity` for the newest timeline entry). */
  key: string;
  /** An SQL text expression, never null, of the same text as `value`. */
  sql: (lead: LeadSql) => string;
  /** As `CsvFieldSql`'s: never a formula's first character, never a quote. */
  plain?: boolean;
}

/** The newest timeline entry with its Mumbai time, as the grid's tooltip shows it. */
const lastActivity = (lead: Lead) =>
  lead.last_activity
    ? `${formatIst(lead.last_activity.created_at)} IST: ${describeActivity(lead.last_activity)}`
    : '';
const lastActivitySql = ({ last_activity: a }: LeadSql) =>
  `case when ${a.id} is null then '' else ${formatIstSql(a.created_at)} || ' IST: ' || ${describeActivitySql(a)} end`;

/** The columns that are no field of LEAD_FIELDS: what the API and staff add to a lead. */
const LEAD_OWN_COLUMNS: readonly LeadExportColumn[] = [
  {
    key: 'id',
    header: 'Lead ID',
    value: (lead) => lead.id,
    sql: (lead) => `(${lead.id})::text`,
    plain: true,
  },
  {
    key: 'created_at',
    header: 'Received (IST)',
    value: (lead) => formatIst(lead.created_at),
    sql: (lead) => formatIstSql(lead.created_at),
    plain: true,
  },
  {
    key: 'assignee',
    header: 'Assignee',
    value: (lead) => lead.assignee ?? '',
    sql: (lead) => `coalesce(${lead.assignee}, '')`,
  },
  {
    key: 'next_follow_up_at',
    header: 'Next follow-up (IST)',
    value: (lead) => (lead.next_follow_up_at ? formatIst(lead.next_follow_up_at) : ''),
    sql: (lead) => `coalesce(${formatIstSql(lead.next_follow_up_at)}, '')`,
    plain: true,
  },
  { key: 'last_activity', header: 'Last activity', value: lastActivity, sql: lastActivitySql },
  {
    key: 'family_size',
    header: 'Family size',
    value: (lead) => String(lead.family_size),
    // A lead without a family, which the schema allows none, as String() writes it.
    sql: (lead) => `coalesce((${lead.family_size})::text, 'null')`,
  },
];

/** A field's column, written as its sheet entry says. */
function fieldColumn(field: LeadField & { sheet: FieldSheet }): LeadExportColumn {
  const { key } = field;
  const text = (lead: Lead) => (lead as unknown as Record<string, string | null>)[key];
  const sql = (lead: LeadSql) => (lead as unknown as Record<string, string>)[key]!;
  const base = { key, header: field.sheet.header };
  switch (field.sheet.format) {
    case 'phone':
      return {
        ...base,
        value: (lead) => exportPhone(text(lead)!),
        sql: (lead) => exportPhoneSql(sql(lead)),
      };
    case 'status':
      return {
        ...base,
        value: (lead) => leadStatusLabel(text(lead)!),
        sql: (lead) => leadStatusLabelSql(sql(lead)),
      };
    case 'time':
      return {
        ...base,
        value: (lead) => {
          const time = text(lead);
          return time ? formatIst(time) : '';
        },
        sql: (lead) => `coalesce(${formatIstSql(sql(lead))}, '')`,
        plain: true,
      };
    default:
      return field.read === 'nullable'
        ? {
            ...base,
            value: (lead) => text(lead) ?? '',
            sql: (lead) => `coalesce(${sql(lead)}, '')`,
          }
        : { ...base, value: (lead) => text(lead)!, sql };
  }
}

/**
 * The spreadsheet's columns in their order (docs/decisions/015-spreadsheet-columns-and-newer-servers.md).
 * A field of LEAD_FIELDS with a `sheet` that is not named here becomes a
 * column after these, so that macros reading columns by position keep working.
 */
const SHEET_ORDER = [
  'id',
  'created_at',
  'name',
  'phone',
  'email',
  'program',
  'form_type',
  'status',
  'assignee',
  'next_follow_up_at',
  'last_activity',
  'source_page',
  'utm_campaign',
  'family_size',
] as const satisfies readonly (SheetField['key'] | (typeof LEAD_OWN_COLUMNS)[number]['key'])[];

/** The spreadsheet's columns for a list of fields (a test passes its own). */
export function leadExportColumns(fields: readonly LeadField[]): LeadExportColumn[] {
  const fieldColumns = fields.flatMap((field) =>
    field.sheet ? [fieldColumn(field as LeadField & { sheet: FieldSheet })] : [],
  );
  const all = [...LEAD_OWN_COLUMNS, ...fieldColumns];
  const named: readonly string[] = SHEET_ORDER;
  return [
    ...named.flatMap((key) => all.filter((column) => column.key === key)),
    ...fieldColumns.filter((column) => !named.includes(column.key)),
  ];
}

export const LEAD_EXPORT_COLUMNS: readonly LeadExportColumn[] = leadExportColumns(LEAD_FIELDS);

/** Nobody is called from a spreadsheet after withdrawing consent (docs/privacy.md). */
const exportable = (lead: Lead) => !lead.withdrawn && !lead.erased;

/** The leads as CSV, in the order given: the caller passes the view as staff see it. */
export const leadsToCsv = (leads: readonly Lead[]): string =>
  toCsv(leads.filter(exportable), LEAD_EXPORT_COLUMNS);

/**
 * The same CSV as `leadsToCsv`, from leads that arrive in batches: the API
 * streams its export with this, a database cursor's batch at a time.
 */
export const leadsCsvPieces = (
  batches: AsyncIterable<readonly Lead[]> | Iterable<readonly Lead[]>,
): AsyncGenerator<string> => csvPiecesOf(withoutWithdrawn(batches), LEAD_EXPORT_COLUMNS);

async function* withoutWithdrawn(
  batches: AsyncIterable<readonly Lead[]> | Iterable<readonly Lead[]>,
): AsyncGenerator<readonly Lead[]> {
  for await (const batch of batches) {
    yield batch.some((lead) => !exportable(lead)) ? batch.filter(exportable) : batch;
  }
}

/** The values of a lead's line that other tables hold: its owner's email and its family's size. */
export type LeadJoinedSql = Pick<LeadSql, 'assignee' | 'family_size'>;

/**
 * One lead's line of `leadsToCsv` in SQL, in two parts
 * (docs/decisions/023-export-written-by-postgresql.md,
 * docs/decisions/032-export-lines-kept-by-postgresql.md): `pieces` are the
 * SQL, over the lead's own values `own`, of the line's text around the
 * columns that read a value of another table (LeadJoinedSql), so that
 * PostgreSQL can work them out as the lead is written; `line` puts those
 * kept pieces and the joined values into the line (its line break first).
 * The file is `leadsCsvHeader` and then these lines in order.
 */
export function leadCsvKeptSql(own: Omit<LeadSql, keyof LeadJoinedSql>): {
  pieces: string[];
  line: (kept: readonly string[], joined: LeadJoinedSql) => string;
} {
  // A joined column is found by what its SQL reads; it reads nothing of the lead's own.
  const marks: LeadJoinedSql = { assignee: '/*assignee*/', family_size: '/*family_size*/' };
  const reads = (column: LeadExportColumn, values: LeadJoinedSql) => ({
    sql: column.sql({ ...own, ...values }),
    plain: column.plain,
  });
  const isJoined = (column: LeadExportColumn) =>
    Object.values(marks).some((mark) => reads(column, marks).sql.includes(mark));
  const joinedColumns = LEAD_EXPORT_COLUMNS.filter(isJoined);
  const split = csvLineSplitSql(
    LEAD_EXPORT_COLUMNS.map((column) => reads(column, marks)),
    (index) => isJoined(LEAD_EXPORT_COLUMNS[index]!),
  );
  return {
    pieces: split.pieces,
    line: (kept, joined) =>
      split.line(
        kept,
        joinedColumns.map((column) => reads(column, joined)),
      ),
  };
}

/** The byte-order mark and the header, before `leadCsvLineSql`'s lines (the line ends when none follow). */
export const leadsCsvHeader = (rowsFollow: boolean): string =>
  headerPiece(LEAD_EXPORT_COLUMNS, rowsFollow);
