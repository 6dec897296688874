import type { Sql } from '../src/db/client';

/*
 * The dashboard's kept counts of leads (migrations 007 and 014) against a
 * GROUP BY over the leads themselves: each table's groups, shards added up,
 * where the two differ. Groups that net to nothing are the same as none.
 */

const GROUPINGS = {
  lead_source_counts: ['day', 'source', 'program', 'status'],
  lead_source_week_counts: ['week', 'source', 'program', 'status'],
  lead_source_block_counts: ['block', 'source', 'status'],
  lead_source_week_program_counts: ['week', 'source', 'program'],
  lead_week_program_counts: ['week', 'program'],
} as const;

export type KeptTable = keyof typeof GROUPINGS;
export const KEPT_TABLES = Object.keys(GROUPINGS) as KeptTable[];

export interface KeptMismatch {
  table: KeptTable;
  group: string;
  kept: number | null;
  counted: number | null;
}

/** Every group of every kept table whose sum differs from the leads' count. */
export async function keptCountMismatches(sql: Sql): Promise<KeptMismatch[]> {
  const found: KeptMismatch[] = [];
  for (const table of KEPT_TABLES) {
    const keys = GROUPINGS[table].join(', ');
    found.push(
      ...(await sql.unsafe<KeptMismatch[]>(`
        with leads as (
          select (created_at at time zone 'Asia/Kolkata')::date as day,
            lead_week((created_at at time zone 'Asia/Kolkata')::date) as week,
            lead_block((created_at at time zone 'Asia/Kolkata')::date) as block,
            lead_source(utm_source, source_page) as source, program, status
          from admission_leads where merged_into is null
        ),
        counted as (select ${keys}, count(*)::int as n from leads group by ${keys}),
        kept as (
          select ${keys}, sum(n)::int as n from ${table} group by ${keys} having sum(n) <> 0
        )
        select '${table}' as table, concat_ws(' ', ${keys}) as group,
          kept.n as kept, counted.n as counted
        from kept full join counted using (${keys})
        where kept.n is distinct from counted.n
        order by 2`)),
    );
  }
  return found;
}
