import { createHash } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EmailSchema, exportPhone, toCsv, type CsvColumn, type Language } from '@skltcoa/shared';
import { inTransaction, type Sql } from '../db/client';
import { audit, SYSTEM_ACTOR } from '../audit/audit';
import { enqueueMail } from '../mail/outbox';
import { footer } from './emails';
import { withdrawLinkFor } from './privacy-repo';

/*
 * Telling the people a personal data breach affects (DPDP Act
 * s. 8(6), Rule 7(1); docs/breach-runbook.md). The grievance officer gets
 * the list as a file, never on screen, and each address gets one notice
 * through the outbox, once per incident, whoever runs the command again.
 */

export const BREACH_USAGE = [
  'Usage: npm run breach-notice -- --incident ID (--since DATE [--until DATE] | --leads FILE)',
  '         [--list] [--out FILE.csv]            the affected people, as a file (the default)',
  '         --send --notice FILE.txt [--by EMAIL]  one notice per address, through the outbox',
  '         [--calls FILE.csv]  with --send: the people no email reaches, to call or text',
  'ID: letters, digits and dashes (2026-11-24-a). DATE: 2026-11-20 (a whole day, India time) or',
  'a full ISO time with its zone (2026-11-20T09:30:00+05:30).',
].join('\n');

const INCIDENT = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IST_OFFSET_MS = 330 * 60_000;

export type BreachSelection =
  { kind: 'window'; since: Date; until: Date | null } | { kind: 'leads'; file: string };

export interface BreachOptions {
  incident: string;
  selection: BreachSelection;
  mode: 'list' | 'send';
  /** Absolute path of the CSV (list). */
  out: string;
  /** Absolute path of the notice's text (send). */
  notice: string | null;
  /** Absolute path of the people to call or text, whom no email reaches (send). */
  calls: string;
  /** Who ran it, for the audit trail; `system` when not given. */
  by: string | null;
}

/** A mistake in how the command was called: the CLI prints it with the usage and exits 2. */
export class BreachUsageError extends Error {
  readonly exitCode = 2;
}

/**
 * A whole day is read in India time and widened to cover all of it (from its
 * first moment, or to its last): a window too wide tells a few people too
 * many, one too narrow leaves someone untold.
 */
function parseTime(flag: string, value: string, end: boolean): Date {
  const day = DAY.exec(value);
  let time = Number.NaN;
  if (day) {
    const utcMidnight = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    const valid = new Date(utcMidnight).toISOString().startsWith(value);
    if (valid) time = utcMidnight - IST_OFFSET_MS + (end ? 86_400_000 - 1 : 0);
  } else if (INSTANT.test(value)) {
    time = Date.parse(value);
  }
  if (Number.isNaN(time)) {
    throw new BreachUsageError(
      `${flag} must be a date (2026-11-20) or an ISO time with its zone (2026-11-20T09:30:00+05:30), not "${value}".`,
    );
  }
  return new Date(time);
}

/**
 * Reads the command line. Relative paths are from `cwd` (where the user
 * stood, not where npm runs the script); the CSV's default is under `repo`.
 */
export function parseBreachArgs(
  argv: readonly string[],
  { cwd, repo, now = new Date() }: { cwd: string; repo: string; now?: Date },
): BreachOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        incident: { type: 'string' },
        since: { type: 'string' },
        until: { type: 'string' },
        leads: { type: 'string' },
        list: { type: 'boolean', default: false },
        send: { type: 'boolean', default: false },
        out: { type: 'string' },
        notice: { type: 'string' },
        calls: { type: 'string' },
        by: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new BreachUsageError((error as Error).message);
  }
  const fail = (message: string): never => {
    throw new BreachUsageError(message);
  };
  const incident = values.incident ?? fail('--incident is required (for example 2026-11-24-a).');
  if (incident.length > 64 || !INCIDENT.test(incident)) {
    fail('--incident must be letters, digits and single dashes, at most 64 characters.');
  }
  if (values.list && values.send) fail('Give --list or --send, not both.');
  const mode = values.send ? 'send' : 'list';
  if (mode === 'send' && !values.notice) fail('--send needs --notice FILE, the text to send.');
  if (mode === 'list' && values.notice) fail('--notice goes with --send.');
  if (mode === 'send' && values.out) fail('--out goes with --list.');
  if (mode === 'list' && values.calls) fail('--calls goes with --send.');
  if (values.by !== undefined && !EmailSchema.safeParse(values.by).success) {
    fail('--by must be the email of the member of staff running this.');
  }

  let selection: BreachSelection;
  if (values.leads !== undefined) {
    if (values.since !== undefined || values.until !== undefined) {
      fail('Give --since (and --until) or --leads, not both.');
    }
    selection = { kind: 'leads', file: resolve(cwd, values.leads) };
  } else {
    if (values.since === undefined) fail('Give --since DATE, or --leads FILE.');
    const since = parseTime('--since', values.since!, false);
    const until = values.until === undefined ? null : parseTime('--until', values.until, true);
    if (until && until < since) fail('--until must not be before --since.');
    if (since > now) fail('--since is in the future.');
    selection = { kind: 'window', since, until };
  }
  return {
    incident,
    selection,
    mode,
    out: values.out
      ? resolve(cwd, values.out)
      : resolve(repo, '.data', 'breach', `${incident}.csv`),
    notice: values.notice ? resolve(cwd, values.notice) : null,
    calls: values.calls
      ? resolve(cwd, values.calls)
      : resolve(repo, '.data', 'breach', `${incident}-calls.csv`),
    by: values.by ?? null,
  };
}

/** Lead ids, one a line; blank lines and `#` comments are skipped. */
export function parseLeadIds(text: string): string[] {
  const ids = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') return;
    // The line number only: the file may hold something else by mistake.
    if (!UUID.test(line))
      throw new BreachUsageError(`Line ${index + 1} of --leads is not a lead id.`);
    ids.add(line.toLowerCase());
  });
  if (ids.size === 0) throw new BreachUsageError('The --leads file has no lead ids.');
  return [...ids];
}

export interface BreachNotice {
  subject: string;
  body: string;
}

/** The first line is the subject; the rest, after any blank lines, the body. */
export function parseNotice(text: string): BreachNotice {
  const [first = '', ...rest] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const subject = first.trim();
  const body = rest.join('\n').trim();
  if (subject === '') throw new BreachUsageError('The notice must start with its subject line.');
  if (subject.length > 200) throw new BreachUsageError('The subject line is over 200 characters.');
  if (body === '') throw new BreachUsageError('The notice has a subject but no text after it.');
  return { subject, body };
}

export interface AffectedLead {
  id: string;
  name: string;
  email: string;
  phone: string;
  program: string;
  created_at: Date;
  /** The family's language (ADR 054), which the notice's one-step withdrawal link opens in. */
  language: Language;
}

/**
 * The parent or guardian who consented to an under-18's enquiry (ADR 021):
 * their contact is affected with the lead's.
 */
export interface AffectedGuardian {
  lead_id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  program: string;
  created_at: Date;
  language: Language;
}

export interface Affected {
  leads: AffectedLead[];
  /** The guardians of those leads, from their consent records not withdrawn. */
  guardians: AffectedGuardian[];
  /**
   * Leads that held data in the window but were erased since: they cannot
   * be told (nothing is left to reach them by), but the Board's report
   * counts them. For a list of ids, the ids unknown or already erased.
   */
  unreachable: number;
}

/**
 * The leads whose personal data the breach may have reached. A lead held
 * data in the window when it arrived before its end and was not erased
 * before its start; of those, only the ones not erased since still have a
 * name and an address to list and tell (`withdrawn_at` is set by every
 * erasure: withdrawal, retention or request).
 */
/** A lead's family language: its consent record's, or English for a lead from before them. */
const LEAD_LANGUAGE = (sql: Sql) => sql`coalesce(
  (select c.language from lead_consents c where c.lead_id = admission_leads.id
    order by c.given_by = 'self' desc limit 1), 'en')`;

export async function findAffected(
  sql: Sql,
  selection: { kind: 'window'; since: Date; until: Date | null } | { kind: 'ids'; ids: string[] },
  now: Date = new Date(),
): Promise<Affected> {
  if (selection.kind === 'ids') {
    const leads = await sql<AffectedLead[]>`
      select id, name, email, phone, program, created_at, ${LEAD_LANGUAGE(sql)} as language
      from admission_leads
      where id = any(${selection.ids}::uuid[]) and withdrawn_at is null
      order by created_at, id`;
    return {
      leads,
      guardians: await guardiansOf(sql, leads),
      unreachable: selection.ids.length - leads.length,
    };
  }
  const until = selection.until ?? now;
  const leads = await sql<AffectedLead[]>`
    select id, name, email, phone, program, created_at, ${LEAD_LANGUAGE(sql)} as language
    from admission_leads
    where withdrawn_at is null and created_at <= ${until}
    order by created_at, id`;
  const [erased] = await sql<{ count: number }[]>`
    select count(*)::int as count from admission_leads
    where withdrawn_at is not null and withdrawn_at >= ${selection.since}
      and created_at <= ${until}`;
  return { leads, guardians: await guardiansOf(sql, leads), unreachable: erased!.count };
}

function guardiansOf(sql: Sql, leads: AffectedLead[]): Promise<AffectedGuardian[]> {
  return sql<AffectedGuardian[]>`
    select c.lead_id, c.guardian_name as name, c.guardian_email as email,
      c.guardian_phone as phone, l.program, l.created_at, c.language
    from lead_consents c join admission_leads l on l.id = c.lead_id
    where c.lead_id = any(${leads.map((lead) => lead.id)}::uuid[])
      and c.given_by = 'guardian' and c.withdrawn_at is null
      and (c.guardian_email is not null or c.guardian_phone is not null)
    order by l.created_at, l.id`;
}

/** An address the outbox can send to; anything else (blank, or not an address) is no way to tell. */
const mailable = (email: string | null): email is string =>
  email !== null && EmailSchema.safeParse(email.trim()).success;

/** Someone affected whom no email reaches: the office calls or texts them. */
export interface PersonToCall {
  lead_id: string;
  who: 'enquirer' | 'guardian';
  name: string;
  phone: string;
  program: string;
}

/** The enquirers and guardians with a phone but no address the notice can go to. */
export function peopleToCall(leads: AffectedLead[], guardians: AffectedGuardian[]): PersonToCall[] {
  const people: PersonToCall[] = [];
  for (const lead of leads) {
    if (!mailable(lead.email) && lead.phone) {
      const { name, phone, program } = lead;
      people.push({ lead_id: lead.id, who: 'enquirer', name, phone, program });
    }
  }
  for (const guardian of guardians) {
    if (!mailable(guardian.email) && guardian.phone) {
      people.push({
        lead_id: guardian.lead_id,
        who: 'guardian',
        name: guardian.name ?? '',
        phone: guardian.phone,
        program: guardian.program,
      });
    }
  }
  return people;
}

const CALL_COLUMNS: readonly CsvColumn<PersonToCall>[] = [
  { header: 'Lead id', value: (person) => person.lead_id },
  {
    header: 'Who',
    value: (person) => (person.who === 'guardian' ? 'Parent or guardian' : 'Enquirer'),
  },
  { header: 'Name', value: (person) => person.name },
  { header: 'Phone', value: (person) => exportPhone(person.phone) },
  { header: 'Programme', value: (person) => person.program },
];

/**
 * Writes the people to call or text for the office, private as the list is
 *: no email reaches them, and their numbers stay out of the
 * terminal and the logs.
 */
export async function writeCallList(
  sql: Sql,
  {
    incident,
    people,
    file,
    by,
  }: { incident: string; people: PersonToCall[]; file: string; by: string | null },
): Promise<void> {
  await writePrivateCsv(file, toCsv(people, CALL_COLUMNS));
  await audit(sql, {
    actor: by ?? SYSTEM_ACTOR,
    action: 'leads_exported',
    rows: people.length,
    detail: { view: 'breach call list', incident },
  });
}

/** Readable by its owner only (its folder too), whole or not at all. */
async function writePrivateCsv(file: string, csv: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const aside = `${file}.${process.pid}.tmp`;
  await writeFile(aside, csv, { mode: 0o600 });
  // An existing file keeps its mode through writeFile; the umask may have widened a new one.
  await chmod(aside, 0o600);
  await rename(aside, file);
}

/** A row of the list: an enquirer, or the guardian who consented for one. */
type ListedPerson = AffectedLead & { guardian: boolean };

const COLUMNS: readonly CsvColumn<ListedPerson>[] = [
  { header: 'Lead id', value: (lead) => lead.id },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Phone', value: (lead) => (lead.phone ? exportPhone(lead.phone) : '') },
  { header: 'Programme', value: (lead) => lead.program },
  { header: 'Received', value: (lead) => lead.created_at.toISOString() },
  { header: 'Who', value: (lead) => (lead.guardian ? 'Parent or guardian' : 'Enquirer') },
];

/**
 * Writes the list for the grievance officer, readable by its owner only
 * (its folder too), whole or not at all, and audits it as an export.
 */
export async function writeAffectedList(
  sql: Sql,
  {
    incident,
    leads,
    guardians = [],
    file,
    by,
  }: {
    incident: string;
    leads: AffectedLead[];
    guardians?: AffectedGuardian[];
    file: string;
    by: string | null;
  },
): Promise<void> {
  const people: ListedPerson[] = [
    ...leads.map((lead) => ({ ...lead, guardian: false })),
    ...guardians.map((guardian) => ({
      id: guardian.lead_id,
      name: guardian.name ?? '',
      email: guardian.email ?? '',
      phone: guardian.phone ?? '',
      program: guardian.program,
      created_at: guardian.created_at,
      language: guardian.language,
      guardian: true,
    })),
  ];
  await writePrivateCsv(file, toCsv(people, COLUMNS));
  await audit(sql, {
    actor: by ?? SYSTEM_ACTOR,
    action: 'leads_exported',
    rows: people.length,
    detail: { view: 'breach list', incident },
  });
}

/** Per incident, so the same address cannot be followed from one incident's record to another's. */
export const emailHash = (incident: string, email: string) =>
  createHash('sha256').update(`${incident}\n${email.trim().toLowerCase()}`).digest('hex');

/** Arbitrary: two runs for one incident queue their notices one after the other. */
const BREACH_LOCK = 7_316_015;

/**
 * Queues one notice per distinct address (case aside) of the affected leads
 * and their guardians that this incident has not yet told, records each,
 * and audits the count, all in one transaction: a run that fails part way
 * sends nothing and can simply be run again. The notice is about the newest
 * lead with the address, so erasing that lead deletes it from the outbox
 * (ADR 020). Those with no address to send to are peopleToCall's.
 */
export async function sendBreachNotices(
  sql: Sql,
  {
    incident,
    leads,
    guardians,
    notice,
    siteUrl,
    by,
  }: {
    incident: string;
    leads: AffectedLead[];
    guardians?: AffectedGuardian[];
    notice: BreachNotice;
    siteUrl: string;
    by: string | null;
  },
): Promise<{ queued: number; alreadyTold: number }> {
  const byAddress = new Map<
    string,
    { id: string; email: string; created_at: Date; language: Language }
  >();
  const recipients = [
    ...leads,
    ...(guardians ?? []).map((guardian) => ({ ...guardian, id: guardian.lead_id })),
  ];
  for (const person of recipients) {
    if (!mailable(person.email)) continue;
    const key = person.email.trim().toLowerCase();
    const seen = byAddress.get(key);
    if (!seen || seen.created_at < person.created_at) {
      const { id, email, created_at, language } = person;
      byAddress.set(key, { id, email, created_at, language });
    }
  }
  return inTransaction(sql, async (tx) => {
    await tx`select pg_advisory_xact_lock(${BREACH_LOCK}, hashtext(${incident}))`;
    let queued = 0;
    for (const lead of byAddress.values()) {
      const recorded = await tx`
        insert into breach_notices (incident, email_hash)
        values (${incident}, ${emailHash(incident, lead.email)})
        on conflict do nothing`;
      if (recorded.count === 0) continue;
      // Its own one-step withdrawal link, as every email to a family carries (ADR 054). The
      // officer writes one notice, English first and then Marathi or Hindi
      // (docs/breach-runbook.md); the footer and the link's page are in the family's language.
      const withdrawLink = await withdrawLinkFor(tx, lead.email.trim(), lead.language, {
        siteUrl,
      });
      const text = `${notice.body}\n\n${footer(siteUrl, { language: lead.language, withdrawLink })}`;
      await enqueueMail(tx, {
        kind: 'breach_notice',
        leadId: lead.id,
        to: lead.email.trim(),
        subject: notice.subject,
        text,
      });
      queued += 1;
    }
    await audit(tx, {
      actor: by ?? SYSTEM_ACTOR,
      action: 'breach_notified',
      rows: queued,
      detail: { incident, already_told: byAddress.size - queued },
    });
    return { queued, alreadyTold: byAddress.size - queued };
  });
}

/** Reads a file the user named, turning a missing one into a usage error. */
export async function readUserFile(path: string, flag: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new BreachUsageError(
      `Cannot read the ${flag} file: ${(error as NodeJS.ErrnoException).code ?? 'error'}.`,
    );
  }
}
