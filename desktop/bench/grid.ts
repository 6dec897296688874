/**
 * How the console copes with 100,000 leads: seeds a throwaway PostgreSQL in
 * one statement, serves the real API, opens the built harness in Debian
 * Chromium and times loading + rendering, a search, and the CSV export.
 * Prints figures; it makes no pass/fail decision.
 *   npm run build -w desktop && npm run bench -w desktop     (BENCH_LEADS=100000)
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import {
  addStaffUser,
  createApp,
  createSql,
  migrate,
  parseEnv,
  startEmbeddedPostgres,
} from '@skltcoa/api';
import { freePort, tempDir } from '@skltcoa/api/testing/global-setup';
import { harnessBuilt, serveConsoleHarness } from '../../e2e/support/console-harness';
import { CHROMIUM } from '../../e2e/support/constants';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const STAFF = { email: 'bench@example.edu.in', password: 'bench passphrase 2025' };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function seed(sql: ReturnType<typeof createSql>) {
  // Every phone twice, so the repeat counting has families to find. Group commit stores a busy
  // moment's enquiries with one created_at (docs/decisions/008), so each block of 300 leads
  // starts with a run of 50 to 200 that share their first lead's time, and about one in four
  // of the load's 1,000-lead pages ends inside a run (docs/decisions/005).
  await sql`
    insert into admission_leads (name, email, phone, program, form_type, submission_id, source_page,
      status, created_at)
    select 'Lead ' || g, 'lead' || g || '@example.com',
      '+919' || lpad((g % ${Math.ceil(LEADS / 2)})::text, 9, '0'),
      case when g % 3 = 0 then 'Diploma in Architecture' else 'Bachelor of Architecture' end,
      (array['Admission Enquiry','Brochure Enquiry','BArch Enquiry','DArch Enquiry'])[1 + g % 4],
      gen_random_uuid(), '/admission',
      (array['new','contacted','interested','applied'])[1 + g % 4],
      now() - make_interval(mins => slot)
    from generate_series(1, ${LEADS}) g,
      lateral (
        select case when (g - 1) % 300 < 50 + ((g - 1) / 300 * 37) % 151
          then g - (g - 1) % 300 else g end as slot
      ) as stamp`;
  // The follow-up workflow as a season in: four counsellors (the bench's account is one) own
  // seven leads in ten, three in ten have a next call within ten days either side of today,
  // and six in seven have a timeline of one to five entries, which the grid's "Last activity"
  // column shows (a note with a comma and quotes tests the CSV export, as the notes did).
  await addStaffUser(sql, STAFF.email, STAFF.password);
  await sql`
    insert into staff_users (email, password_hash)
    select 'counsellor' || k || '@example.edu.in', 'never signs in' from generate_series(2, 4) as k`;
  const counsellors = (
    await sql<{ id: string; email: string }[]>`select id, email from staff_users order by email`
  ).map((row) => row.id);
  await sql`
    with numbered as (
      select id, row_number() over (order by created_at, id) as n from admission_leads
    )
    update admission_leads lead set
      assignee_id = case when n % 10 < 7 then (${counsellors}::uuid[])[1 + n % ${counsellors.length}] end,
      next_follow_up_at = case when n % 10 < 3
        then now() + ((n % 21) - 10) * interval '1 day' + (n % 9) * interval '1 hour' end,
      version = 1 + (n % 3)::int
    from numbered where lead.id = numbered.id`;
  await sql`
    insert into lead_activities (lead_id, kind, author, created_at, body, outcome, from_value, to_value)
    select l.id, kind, ${STAFF.email}, l.created_at + k * interval '3 hours',
      case when kind = 'note' then 'Called, asked about "hostel", rings back'
        when kind = 'call' and k % 2 = 0 then 'Asked to call after 6 pm.' end,
      case when kind = 'call' then (array['connected','no-answer','busy','call-back-later'])[1 + (l.n + k) % 4] end,
      case when kind = 'status' then 'new' end,
      case when kind = 'status' then 'contacted' end
    from (select id, created_at, row_number() over (order by created_at, id) as n
          from admission_leads) as l,
      generate_series(1, 1 + (l.n % 5)::int) as k,
      lateral (select (array['note','call','status','call','note'])[k] as kind) as entry
    where l.n % 7 <> 6
    order by l.id, k`;
}

async function main() {
  if (!harnessBuilt()) {
    throw new Error('Build the console first: npm run build -w desktop');
  }
  const dir = tempDir('console-bench-');
  const db = await startEmbeddedPostgres({
    dir: join(dir, 'data'),
    port: await freePort(),
    persistent: false,
  });
  const sql = createSql(db.url, { max: 10 });
  const port = await freePort();
  let server: ReturnType<typeof serve> | undefined;
  const browser = await chromium.launch(CHROMIUM);
  try {
    await migrate(sql);
    let started = performance.now();
    await seed(sql);
    console.log(
      `seeded ${LEADS.toLocaleString('en-IN')} leads in ${seconds(performance.now() - started)}`,
    );

    const config = parseEnv({
      NODE_ENV: 'test',
      LOG_REQUESTS: 'false',
      LOGIN_FAILURES_PER_ACCOUNT: '0',
      LOGIN_FAILURES_PER_ADDRESS: '0',
    });
    const app = createApp({ sql, config, logError: () => {} });
    server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });

    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await serveConsoleHarness(page);
    await page.goto(`http://127.0.0.1:${port}/console/`);
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Sign-in itself (a deliberately slow password hash) is not part of the figure. A small
    // BENCH_LEADS may finish loading before the loading state is ever seen.
    const all = LEADS.toLocaleString('en-IN');
    const loaded = page.getByText(`Showing ${all} of ${all} leads`);
    await page.getByTestId('loading').or(loaded).first().waitFor();
    started = performance.now();
    await loaded.waitFor({ timeout: 300_000 });
    await page.locator('.ag-row .ag-cell[col-id="name"]').first().waitFor();
    console.log(`load and render ${all} leads: ${seconds(performance.now() - started)}`);

    started = performance.now();
    await page.getByLabel(/^Search/).fill(`lead${Math.min(12_345, LEADS)}@`);
    await page.getByText(/^Showing 1 of /).waitFor();
    console.log(`quick search over ${all} leads: ${seconds(performance.now() - started)}`);
    await page.getByLabel(/^Search/).fill('');
    await page.getByText(`Showing ${all} of ${all} leads`).waitFor();

    started = performance.now();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByText(/^Exported /).waitFor({ timeout: 300_000 });
    const bytes = await page.evaluate(
      () =>
        (window as unknown as { consoleHarness: { exports: { csv: string }[] } }).consoleHarness
          .exports[0]!.csv.length,
    );
    console.log(
      `export ${all} leads to CSV: ${seconds(performance.now() - started)} (${(bytes / 1e6).toFixed(1)} MB)`,
    );
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await sql.end({ timeout: 1 });
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
