/**
 * Families (docs/decisions/016-families.md): how long migration 005 takes to
 * give BENCH_LEADS existing leads (100,000 by default) their families, and a
 * check that they are the connected components of shared phones and emails,
 * worked out here independently. Then how long a bulk insert of the same
 * size takes with the family triggers in place. Prints times; no pass/fail.
 *   npx tsx api/bench/families.ts   (BENCH_LEADS)
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSql, type Sql } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { freePort, tempDir } from '../test/global-setup';
import { machine } from './support';
import { familyLeads, familyProblems, type FamilyLead } from '../test/family-data';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const MIGRATIONS = join(import.meta.dirname, '../migrations');

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(2);

async function insertLeads(sql: Sql, leads: readonly FamilyLead[]) {
  for (let start = 0; start < leads.length; start += 10_000) {
    const chunk = leads.slice(start, start + 10_000);
    await sql`
      insert into admission_leads (name, email, phone, program, form_type, submission_id, created_at)
      select name, email, phone, 'Bachelor of Architecture', 'Admission Enquiry', gen_random_uuid(), created_at
      from unnest(${chunk.map((l) => l.name)}::text[], ${chunk.map((l) => l.email)}::text[],
        ${chunk.map((l) => l.phone)}::text[], ${chunk.map((l) => l.created_at)}::timestamptz[])
        as t(name, email, phone, created_at)`;
  }
}

/** How many families, the biggest, and what is wrong with them (nothing, one hopes). */
async function check(sql: Sql) {
  const [shape] = await sql<{ families: number; biggest: number }[]>`
    select count(*)::int as families, max(size) as biggest from lead_families where size > 0`;
  return { ...shape!, problems: await familyProblems(sql) };
}

const dir = tempDir('skltcoa-families-');
const database = await startEmbeddedPostgres({
  dir: join(dir, 'data'),
  port: await freePort(),
  persistent: false,
});
const sql = createSql(database.url);
try {
  console.log(`Machine: ${machine()}`);
  const before = join(dir, 'before-005');
  mkdirSync(before);
  for (const file of readdirSync(MIGRATIONS).filter((name) => name < '005')) {
    copyFileSync(join(MIGRATIONS, file), join(before, file));
  }
  await migrate(sql, before);
  const leads = familyLeads(LEADS, 20261124);
  let started = performance.now();
  await insertLeads(sql, leads);
  await sql`vacuum analyze admission_leads`;
  console.log(`Seeded ${LEADS.toLocaleString('en-IN')} leads before 005 in ${seconds(started)} s`);

  started = performance.now();
  await migrate(sql);
  console.log(`Migration 005 (families for every lead) took ${seconds(started)} s`);
  const result = await check(sql);
  console.log(
    `  ${result.families.toLocaleString('en-IN')} families, biggest ${result.biggest}; problems: ${result.problems.length} ${result.problems.slice(0, 3).join('; ')}`,
  );

  started = performance.now();
  const [rebuilt] = await sql<{ moved: string }[]>`select lead_families_rebuild() as moved`;
  console.log(
    `lead_families_rebuild() again: ${seconds(started)} s, ${rebuilt!.moved} leads moved`,
  );

  await sql.begin(async (tx) => {
    // Lifting the timeline's guard, as only the owner of a throwaway database may.
    await tx`alter table lead_activities disable trigger lead_activities_no_truncate`;
    await tx`truncate lead_activities, admission_leads, lead_families, lead_events`;
    await tx`alter table lead_activities enable trigger lead_activities_no_truncate`;
  });
  started = performance.now();
  await insertLeads(sql, leads);
  console.log(
    `The same ${LEADS.toLocaleString('en-IN')} leads inserted with the family triggers, 10,000 a statement: ${seconds(started)} s`,
  );
  const after = await check(sql);
  console.log(`  problems: ${after.problems.length} ${after.problems.slice(0, 3).join('; ')}`);
} finally {
  await sql.end();
  await database.stop();
}
