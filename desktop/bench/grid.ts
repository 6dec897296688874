/**
 * How the console copes with 100,000 leads: seeds a throwaway
 * PostgreSQL in one statement, serves the real API, opens the built harness
 * in Debian Chromium and measures, in the page's own clock:
 *
 * - first rows: from the sign-in's answer (and from the click) to the first
 *   frame that shows grid rows;
 * - everything usable: to the frame that shows the last lead after the grid
 *   is scrolled to its end, which it is as soon as the count says every lead
 *   has loaded (all rows held, and the grid answers);
 * - long tasks (PerformanceObserver 'longtask', installed before the page
 *   loads): the longest, and how many took over 200 ms, while loading, while
 *   typing a search and clearing it, and during a burst of live updates (new
 *   enquiries and status changes posted to the API);
 * - search: per keystroke, the time from the key's event to the first frame
 *   after it was handled (the main thread's cost of a key); and, separately,
 *   from the last key to the frame that shows the result (the 250 ms pause
 *   the console waits for, the request, and the render);
 * - export: from the click to the message that the file was saved;
 * - renderer memory after the export: V8's used heap (CDP Performance
 *   metrics) before and after a forced collection, and the renderer
 *   process's resident memory (/proc, the renderer found through CDP
 *   SystemInfo). The harness keeps each exported file for tests to read,
 *   which the app does not: the bench reads it and lets go of it first.
 *
 * Prints a table of figures against the issue's targets; it makes no pass or
 * fail decision, and the figures depend on the machine and its load.
 *   npm run build -w desktop && npm run bench -w desktop     (BENCH_LEADS=100000)
 */
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Page } from 'playwright-core';
import {
  addStaffUser,
  createApp,
  createSql,
  migrate,
  parseEnv,
  startEmbeddedPostgres,
} from '@skltcoa/api';
import { freePort, tempDir } from '@skltcoa/api/testing/global-setup';
import { adultConsent, LeadExportQuerySchema, leadStatusLabel, parseCsv } from '@skltcoa/shared';
import { harnessBuilt, harnessResponse } from '../../e2e/support/console-harness';
import { CHROMIUM } from '../../e2e/support/constants';
import { createApiClient } from '../src/core/api-client';
import { createCsvWriter } from '../src/main/csv-writer';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
/** New enquiries and status changes posted while the console watches. */
const BURST = Number(process.env.BENCH_BURST ?? 50);
/** Between keys while typing a search: a quick typist, faster than the console's 250 ms pause. */
const KEY_DELAY_MS = 180;
const STAFF = { email: 'bench@example.edu.in', password: 'bench passphrase 2025' };
const LONG_TASK_LIMIT_MS = 200;

const count = (n: number) => n.toLocaleString('en-IN');

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
  // The counsellor who calls from a spreadsheet has an admin's grant to export.
  await sql`update staff_users set can_export = true where email = ${STAFF.email}`;
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

/*
 * What runs in the page before the console loads. Everything it records is
 * in the page's clock (performance.now()); a "frame" time is taken in the
 * requestAnimationFrame after the DOM changed, i.e. the frame that paints it.
 */
interface BenchWindow {
  __bench: {
    longTasks: { start: number; duration: number }[];
    frames: { start: number; duration: number; blocking: number; scripts: string[] }[];
    signInClick: number | null;
    keys: { key: string; at: number; cost: number }[];
    /** Resolves with the frame time at which `test` first holds after this call. */
    when: (test: string) => Promise<number>;
    /** Scrolls the grid to its end when the count text matches, and resolves when the last row shows. */
    usableAfter: (
      countText: string,
      lastIndex: number,
    ) => Promise<{ complete: number; usable: number }>;
    pending: Record<string, Promise<unknown>>;
  };
}

function instrument() {
  const w = window as unknown as BenchWindow;
  const bench: BenchWindow['__bench'] = {
    longTasks: [],
    frames: [],
    signInClick: null,
    keys: [],
    pending: {},
    when: () => Promise.resolve(0),
    usableAfter: () => Promise.resolve({ complete: 0, usable: 0 }),
  };
  w.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  // Long animation frames, only to say where the time goes (BENCH_DEBUG=1).
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        startTime: number;
        duration: number;
        blockingDuration: number;
        scripts: {
          sourceFunctionName: string;
          sourceURL: string;
          invoker: string;
          duration: number;
        }[];
      }[]) {
        bench.frames.push({
          start: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          scripts: entry.scripts
            .filter((script) => script.duration > 20)
            .map(
              (script) =>
                `${Math.round(script.duration)} ms ${script.invoker} ${script.sourceFunctionName}`,
            ),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Not in this browser.
  }
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('button')?.textContent?.trim() === 'Sign in') {
        bench.signInClick = event.timeStamp;
      }
    },
    true,
  );
  // A key's cost: from its event to the first frame after everything it set off synchronously.
  window.addEventListener(
    'keydown',
    (event) => {
      const started = event.timeStamp;
      requestAnimationFrame(() =>
        setTimeout(
          () => bench.keys.push({ key: event.key, at: started, cost: performance.now() - started }),
          0,
        ),
      );
    },
    true,
  );
  const frame = () =>
    new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const watch = (holds: () => boolean) =>
    new Promise<number>((resolve) => {
      const check = () => {
        if (!holds()) return false;
        observer.disconnect();
        void frame().then(resolve);
        return true;
      };
      const observer = new MutationObserver(() => void check());
      observer.observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
      check();
    });
  const tests: Record<string, () => boolean> = {};
  bench.when = (test: string) => {
    // Only the first colon separates: the count's text has one of its own.
    const at = test.indexOf(':');
    const kind = at < 0 ? test : test.slice(0, at);
    const arg = at < 0 ? undefined : test.slice(at + 1);
    tests.rows ??= () =>
      Boolean(document.querySelector('.ag-row .ag-cell[col-id="received"]')?.textContent);
    const holds =
      kind === 'rows'
        ? tests.rows
        : kind === 'arrivals'
          ? // New enquiries are counted for the list, which holds still until asked to show them.
            () =>
              document.querySelector('[data-testid="arrivals"]')?.textContent?.startsWith(arg!) ===
              true
          : () => document.querySelector('[data-testid="lead-count"]')?.textContent === arg;
    return watch(holds);
  };
  bench.usableAfter = async (countText: string, lastIndex: number) => {
    const complete = await watch(
      () => document.querySelector('[data-testid="lead-count"]')?.textContent === countText,
    );
    // To the end, again at each change until the last row shows: the grid may grow its
    // scroll height a moment after the count changed.
    const viewport = document.querySelector('.ag-grid-viewport');
    const usable = await watch(() => {
      const shown = Boolean(
        document.querySelector(`.ag-row[row-index="${lastIndex}"] .ag-cell[col-id="received"]`)
          ?.textContent,
      );
      if (
        !shown &&
        viewport &&
        viewport.scrollTop + viewport.clientHeight < viewport.scrollHeight
      ) {
        viewport.scrollTop = viewport.scrollHeight;
      }
      return shown;
    });
    if (viewport) viewport.scrollTop = 0;
    return { complete, usable };
  };
}

interface Span {
  from: number;
  to: number;
}

async function now(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

async function longTasks(page: Page, span: Span) {
  const tasks = await page.evaluate(
    ({ from, to }) =>
      (window as unknown as BenchWindow).__bench.longTasks.filter(
        (task) => task.start + task.duration >= from && task.start <= to,
      ),
    span,
  );
  return {
    max: Math.max(0, ...tasks.map((task) => task.duration)),
    over: tasks.filter((task) => task.duration > LONG_TASK_LIMIT_MS).length,
    all: tasks.length,
    total: tasks.reduce((sum, task) => sum + task.duration, 0),
  };
}

async function debugFrames(page: Page, label: string, span: Span) {
  if (!process.env.BENCH_DEBUG) return;
  const frames = await page.evaluate(
    ({ from, to }) =>
      (window as unknown as BenchWindow).__bench.frames.filter(
        (frame) => frame.start >= from && frame.start <= to && frame.blocking > 50,
      ),
    span,
  );
  console.log(`-- long frames, ${label}:`);
  for (const frame of frames.sort((a, b) => b.duration - a.duration).slice(0, 8)) {
    console.log(
      `   ${Math.round(frame.duration)} ms at ${Math.round(frame.start - span.from)}: ${frame.scripts.join('; ')}`,
    );
  }
}

/** Sets a watch in the page and returns a handle to collect it later. */
async function arm(page: Page, name: string, test: string) {
  await page.evaluate(
    ({ name, test }) => {
      const bench = (window as unknown as BenchWindow).__bench;
      bench.pending[name] = bench.when(test);
    },
    { name, test },
  );
  return () =>
    page.evaluate(
      (name) => (window as unknown as BenchWindow).__bench.pending[name] as Promise<number>,
      name,
    );
}

interface Row {
  what: string;
  target: string;
  limit: number | null;
  value: number;
  unit: 'ms' | 'MB' | '';
  note?: string;
}

function table(rows: Row[]) {
  const shown = rows.map((row) => {
    const value = row.unit === 'MB' ? row.value.toFixed(0) : Math.round(row.value).toString();
    const ratio = row.limit ? (row.value / row.limit).toFixed(2) : '';
    const verdict = row.limit === null ? '' : row.value <= row.limit ? 'met' : 'MISSED';
    return [
      row.what,
      `${value}${row.unit ? ` ${row.unit}` : ''}`,
      row.target,
      ratio,
      verdict,
      row.note ?? '',
    ];
  });
  const head = ['measure', 'value', 'target', 'ratio', '', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...shown.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of shown) console.log(line(row));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

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
  const origin = `http://127.0.0.1:${port}`;
  let server: ReturnType<typeof serve> | undefined;
  const browser = await chromium.launch(CHROMIUM);
  const rows: Row[] = [];
  try {
    await migrate(sql);
    const seeding = performance.now();
    await seed(sql);
    console.log(
      `seeded ${count(LEADS)} leads in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(', ')}`,
    );

    const config = parseEnv({
      NODE_ENV: 'test',
      LOG_REQUESTS: 'false',
      LOGIN_FAILURES_PER_ACCOUNT: '0',
      LOGIN_FAILURES_PER_ADDRESS: '0',
      ENQUIRY_RATE_LIMIT: '0',
      ENQUIRY_CONTACT_RATE_LIMIT: '0',
    });
    const app = createApp({ sql, config, logError: () => {} });
    // The harness's files from this server too, as the app has its own on disk (harnessResponse).
    server = serve({
      fetch: (request) => {
        const { pathname } = new URL(request.url);
        return pathname.startsWith('/console/') ? harnessResponse(pathname) : app.fetch(request);
      },
      port,
      hostname: '127.0.0.1',
    });

    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    page.on('crash', () => console.error('the page crashed'));
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    const cdp = await page.context().newCDPSession(page);
    // BENCH_PROFILE=load,search,live,export: where the page's time went in those phases, by function.
    const profiled = new Set((process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean));
    const profile = {
      async start(phase: string) {
        if (!profiled.has(phase)) return;
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
        await cdp.send('Profiler.start');
      },
      async stop(phase: string) {
        if (!profiled.has(phase)) return;
        const { profile: taken } = await cdp.send('Profiler.stop');
        const self = new Map<string, number>();
        const byId = new Map(taken.nodes.map((node) => [node.id, node]));
        const deltas = taken.timeDeltas ?? [];
        (taken.samples ?? []).forEach((id, i) => {
          const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
          const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
          self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
        });
        console.log(`-- self time by function, ${phase} (ms):`);
        for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
          console.log(`   ${Math.round(ms)} ${key}`);
        }
      },
    };
    // tsx names functions with a helper of its own (__name), which the page must have too.
    await page.addInitScript({ content: `var __name = (f) => f; (${instrument.toString()})();` });
    await page.goto(`${origin}/console/`);
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);

    // ---- Sign in and load.
    const all = count(LEADS);
    const firstRows = await arm(page, 'first', 'rows');
    await page.evaluate(
      ({ text, last }) => {
        const bench = (window as unknown as BenchWindow).__bench;
        bench.pending.usable = bench.usableAfter(text, last);
      },
      { text: `Leads: ${all}`, last: LEADS - 1 },
    );
    await profile.start('load');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const firstAt = await firstRows();
    const { complete, usable } = await page.evaluate(
      () =>
        (window as unknown as BenchWindow).__bench.pending.usable as Promise<{
          complete: number;
          usable: number;
        }>,
    );
    const { click, signedIn } = await page.evaluate(() => {
      const login = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/auth/login')) as PerformanceResourceTiming;
      return {
        click: (window as unknown as BenchWindow).__bench.signInClick ?? 0,
        signedIn: login.responseEnd,
      };
    });
    if (process.env.BENCH_DEBUG) {
      const requests = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (entry) =>
            [
              entry.name.replace(/^https?:\/\/[^/]+/, ''),
              entry.startTime,
              entry.responseEnd,
            ] as const,
        ),
      );
      console.log(
        `-- requests around sign-in (ms after the sign-in's answer; first rows at ${Math.round(firstAt - signedIn)}):`,
      );
      for (const [name, start, end] of requests.slice(0, 24)) {
        if (end >= signedIn - 1)
          console.log(
            `   ${Math.round(start - signedIn)}–${Math.round(end - signedIn)} ${name.slice(0, 90)}`,
          );
      }
      await debugFrames(page, 'first rows', { from: signedIn, to: firstAt });
    }
    await profile.stop('load');
    const loadSpan = { from: click, to: usable };
    const load = await longTasks(page, loadSpan);
    await debugFrames(page, 'load', loadSpan);
    rows.push(
      {
        what: 'first rows after sign-in',
        target: '≤ 500 ms',
        limit: 500,
        value: firstAt - signedIn,
        unit: 'ms',
        note: `${Math.round(firstAt - click)} ms from the click (the password check ${Math.round(signedIn - click)} ms)`,
      },
      {
        what: 'everything usable after sign-in',
        target: '≤ 2000 ms',
        limit: 2000,
        value: usable - signedIn,
        unit: 'ms',
        note: `all ${all} held at ${Math.round(complete - signedIn)} ms; ${Math.round(usable - click)} ms from the click`,
      },
      {
        what: 'longest task while loading',
        target: '≤ 200 ms',
        limit: 200,
        value: load.max,
        unit: 'ms',
        note: `${load.over} over 200 ms, ${load.all} over 50 ms (${Math.round(load.total)} ms in all)`,
      },
    );

    // ---- Search: typed key by key, then cleared.
    const query = `lead${Math.min(12_345, LEADS - 1)}@`;
    const search = page.getByLabel(/^Search/);
    await search.focus();
    await page.evaluate(() => {
      (window as unknown as BenchWindow).__bench.keys = [];
    });
    const found = await arm(page, 'found', 'count:Leads: 1');
    const typing = await now(page);
    await profile.start('search');
    await page.keyboard.type(query, { delay: KEY_DELAY_MS });
    const foundAt = await found();
    await profile.stop('search');
    const keys = await page.evaluate(() => (window as unknown as BenchWindow).__bench.keys);
    const lastKey = Math.max(...keys.map((key) => key.at));
    const costs = keys.map((key) => key.cost);
    const searchSpan = { from: typing, to: foundAt };
    const searching = await longTasks(page, searchSpan);
    await debugFrames(page, 'search', searchSpan);

    await page.evaluate(() => {
      (window as unknown as BenchWindow).__bench.keys = [];
    });
    const back = await arm(page, 'back', `count:Leads: ${all}`);
    const clearing = await now(page);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    const backAt = await back();
    const clearKeys = await page.evaluate(() => (window as unknown as BenchWindow).__bench.keys);
    const clearedKey = Math.max(...clearKeys.map((key) => key.at));
    const clearSpan = { from: clearing, to: backAt };
    const cleared = await longTasks(page, clearSpan);
    await debugFrames(page, 'clear search', clearSpan);
    rows.push(
      {
        what: 'search: a key, to its frame',
        target: '≤ 50 ms',
        limit: 50,
        value: Math.max(...costs, ...clearKeys.map((key) => key.cost)),
        unit: 'ms',
        note: `the longest of ${costs.length + clearKeys.length} keys; median ${Math.round(median(costs))} ms`,
      },
      {
        what: 'search: last key to the result shown',
        target: '',
        limit: null,
        value: foundAt - lastKey,
        unit: 'ms',
        note: `"${query}" typed ${KEY_DELAY_MS} ms a key; includes the 250 ms pause`,
      },
      {
        what: 'longest task while searching',
        target: '≤ 200 ms',
        limit: 200,
        value: searching.max,
        unit: 'ms',
        note: `${searching.over} over 200 ms, ${searching.all} over 50 ms`,
      },
      {
        what: 'search cleared: every lead back',
        target: '≤ 2000 ms',
        limit: 2000,
        value: backAt - clearedKey,
        unit: 'ms',
        note: 'includes the 250 ms pause',
      },
      {
        what: 'longest task while it comes back',
        target: '≤ 200 ms',
        limit: 200,
        value: cleared.max,
        unit: 'ms',
        note: `${cleared.over} over 200 ms, ${cleared.all} over 50 ms`,
      },
    );

    // ---- A burst of live updates: new enquiries and colleagues' status changes.
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client': 'console' },
      body: JSON.stringify(STAFF),
    });
    const { token } = (await login.json()) as { token: string };
    const changed = await sql<{ id: string; version: number; status: string }[]>`
      select id, version, status from admission_leads
      order by created_at desc, id desc offset 20 limit ${BURST}`;
    const nextStatus = (status: string) => (status === 'interested' ? 'contacted' : 'interested');
    const arrived = await arm(
      page,
      'arrived',
      `arrivals:${count(BURST)} new enquiries for this list.`,
    );
    await profile.start('live');
    const burstFrom = await now(page);
    const posts = Array.from({ length: BURST }, (_, i) => [
      () =>
        fetch(`${origin}/api/enquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Burst ${i}`,
            email: `burst${i}@example.org`,
            phone: `+9197${String(i).padStart(8, '0')}`,
            program: 'Bachelor of Architecture',
            form_type: 'Admission Enquiry',
            source_page: '/admission',
            submission_id: crypto.randomUUID(),
            ...adultConsent(),
          }),
        }),
      () =>
        fetch(`${origin}/api/leads/${changed[i]!.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            version: changed[i]!.version,
            status: nextStatus(changed[i]!.status),
          }),
        }),
    ]).flat();
    // Five at a time, as fast as the API takes them.
    const queue = [...posts];
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        for (let post = queue.shift(); post; post = queue.shift()) {
          const response = await post();
          if (!response.ok) throw new Error(`burst: ${response.status} ${await response.text()}`);
        }
      }),
    );
    const posted = await now(page);
    const arrivedAt = await arrived();
    await page.waitForTimeout(2000);
    const burstSpan = { from: burstFrom, to: await now(page) };
    await profile.stop('live');
    const burst = await longTasks(page, burstSpan);
    await debugFrames(page, 'live updates', burstSpan);
    rows.push({
      what: 'longest task during live updates',
      target: '≤ 200 ms',
      limit: 200,
      value: burst.max,
      unit: 'ms',
      note: `${BURST} enquiries + ${BURST} status changes in ${Math.round(posted - burstFrom)} ms; all new counted ${Math.round(arrivedAt - burstFrom)} ms after the first post; ${burst.over} over 200 ms`,
    });

    // ---- A call logged by keyboard (docs/decisions/052-the-counsellors-day.md): from the
    // grid, Enter opens the top lead's panel; 2 (No answer) and Ctrl+Enter log the call with
    // its proposed status and follow-up in one save. Timed in the page's clock from the first
    // key to the frame showing the lead's panel ready, and from the outcome key to the frame
    // showing "Call logged." (the API's answer and the render); the 2 keys in between are
    // pressed as fast as Playwright sends them, so this is the console's share, not a person's.
    await page.keyboard.press('Escape');
    const topRow = page.locator('.ag-row[row-index="0"] .ag-cell[col-id="received"]').first();
    await topRow.scrollIntoViewIfNeeded();
    await topRow.click();
    const callRuns: { open: number; log: number }[] = [];
    for (let run = 0; run < 3; run += 1) {
      const focused = page.locator(`.ag-row[row-index="${run}"] .ag-cell[col-id="received"]`);
      await focused.first().click();
      const openFrom = await now(page);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('complementary');
      await panel.getByRole('heading', { level: 2 }).waitFor();
      await panel.getByText('Loading the timeline…').waitFor({ state: 'detached' });
      const opened = await now(page);
      const logFrom = await now(page);
      await page.keyboard.press('2');
      await page.keyboard.press('Control+Enter');
      await panel.getByText('Call logged.').waitFor();
      const logged = await page.evaluate(
        () =>
          new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
      );
      callRuns.push({ open: opened - openFrom, log: logged - logFrom });
      await page.keyboard.press('Escape');
    }
    const callMedian = (pick: (run: { open: number; log: number }) => number) =>
      median(callRuns.map(pick));
    rows.push(
      {
        what: 'open a lead by keyboard (Enter)',
        target: '',
        limit: null,
        value: callMedian((run) => run.open),
        unit: 'ms',
        note: `median of ${callRuns.map((run) => Math.round(run.open)).join(', ')} ms; to the panel with its timeline`,
      },
      {
        what: 'log a call by keyboard (2, Ctrl+Enter)',
        target: '',
        limit: null,
        value: callMedian((run) => run.log),
        unit: 'ms',
        note: `median of ${callRuns.map((run) => Math.round(run.log)).join(', ')} ms; outcome, status and follow-up in one save, to "Call logged." on screen; 4 keys from the grid`,
      },
    );

    // ---- Export, then memory.
    await profile.start('export');
    const exportFrom = await now(page);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByText(/^Exported /).waitFor({ timeout: 300_000 });
    await profile.stop('export');
    const exportTo = await now(page);
    const exporting = await longTasks(page, { from: exportFrom, to: exportTo });
    await debugFrames(page, 'export', { from: exportFrom, to: exportTo });
    const csv = await page.evaluate(() => {
      const hooks = (window as unknown as { consoleHarness: { exports: { csv: string }[] } })
        .consoleHarness;
      const text = hooks.exports[0]!.csv;
      // The app hands the file to the main process and keeps nothing; the harness keeps it for tests.
      hooks.exports.length = 0;
      return text;
    });
    const records = parseCsv(csv);
    const byId = new Map(records.map((record) => [record['Lead ID'], record]));
    const stale = changed.filter(
      (lead) => byId.get(lead.id)?.Status !== leadStatusLabel(nextStatus(lead.status)),
    ).length;
    if (records.length !== LEADS + BURST || stale > 0) {
      throw new Error(
        `the export holds ${records.length} leads (expected ${LEADS + BURST}); ${stale} status changes missing`,
      );
    }
    rows.push({
      what: 'export to CSV',
      target: '≤ 1000 ms',
      limit: 1000,
      value: exportTo - exportFrom,
      unit: 'ms',
      note: `${count(records.length)} leads, ${(csv.length / 1e6).toFixed(1)} MB; longest task ${Math.round(exporting.max)} ms (${exporting.over} over 200 ms)`,
    });

    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      if (process.env.BENCH_DEBUG) {
        console.log(
          `-- ${metrics
            .filter((m) => /Heap|Nodes|Documents|LayoutObjects|Listeners/.test(m.name))
            .map(
              (m) =>
                `${m.name} ${m.name.includes('Heap') ? `${Math.round(m.value / 2 ** 20)} MB` : m.value}`,
            )
            .join(', ')}`,
        );
      }
      return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / 2 ** 20;
    };
    const heapAfterExport = await heap();
    const rss = async () => {
      const browserCdp = await browser.newBrowserCDPSession();
      const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
        processInfo: { type: string; id: number }[];
      };
      await browserCdp.detach();
      const sizes = processInfo
        .filter((info) => info.type === 'renderer')
        .map((info) => {
          try {
            // Chrome's "memory footprint" on Linux: private memory, resident or swapped out.
            const status = readFileSync(`/proc/${info.id}/status`, 'utf8');
            const kB = (field: string) =>
              Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
            return {
              footprint: (kB('RssAnon') + kB('VmSwap')) / 1024,
              resident: kB('VmRSS') / 1024,
            };
          } catch {
            return { footprint: 0, resident: 0 };
          }
        });
      return sizes.sort((a, b) => b.footprint - a.footprint)[0] ?? { footprint: 0, resident: 0 };
    };
    const rssAfterExport = await rss();
    await page.waitForTimeout(3000);
    const heapLater = await heap();
    await cdp.send('HeapProfiler.collectGarbage');
    const heapCollected = await heap();
    const rssCollected = await rss();
    rows.push(
      {
        what: 'renderer memory after the export',
        target: '≤ 300 MB',
        limit: 300,
        value: rssAfterExport.footprint,
        unit: 'MB',
        note: `private footprint (RssAnon + swap, as Chrome's task manager); ${Math.round(rssAfterExport.resident)} MB resident with shared pages; ${Math.round(rssCollected.footprint)} MB after a forced collection`,
      },
      {
        what: 'JS heap after the export',
        target: '≤ 300 MB',
        limit: 300,
        value: heapAfterExport,
        unit: 'MB',
        note: `${Math.round(heapLater)} MB 3 s later; ${Math.round(heapCollected)} MB after a forced collection`,
      },
    );
    // ---- The same export as the app's main process makes it: Node's fetch,
    // streamed to a file (src/main/csv-writer.ts), with nothing in a page. The
    // harness's export above also reads the file into the page and keeps it.
    // Here the API runs in this process, so it shares one thread with the client.
    const saved = join(tempDir('skltcoa-bench-export-'), 'leads.csv');
    const client = createApiClient({ baseUrl: origin });
    const writeCsv = createCsvWriter({ askSavePath: async () => saved, defaultFolder: '.' });
    const mainRuns: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const start = performance.now();
      await writeCsv('leads.csv', () => client.exportLeads(token, LeadExportQuerySchema.parse({})));
      mainRuns.push(performance.now() - start);
    }
    const savedLines = readFileSync(saved, 'utf8').split('\r\n').length - 1;
    if (savedLines !== LEADS + BURST) {
      throw new Error(`the saved export holds ${savedLines} leads (expected ${LEADS + BURST})`);
    }
    rows.push({
      what: "export, as the app's main process writes it",
      target: '≤ 1000 ms',
      limit: 1000,
      value: [...mainRuns].sort((a, b) => a - b)[1]!,
      unit: 'ms',
      note: `median of ${mainRuns.map((ms) => Math.round(ms)).join(', ')} ms; ${count(savedLines)} leads to a file, Node's fetch (the API in the bench's process)`,
    });
    rmSync(saved, { force: true });

    console.log(
      `load average at the end ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}; ${count(LEADS)} leads, Chromium ${browser.version()}`,
    );
    table(rows);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await sql.end({ timeout: 1 });
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
