import { fieldsIn, formatIst, LEAD_FIELDS, type LeadField, type LeadTable } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { escapeHtml as e, htmlPage } from '../http/html';
import type { MailAttachment } from '../mail/outbox';

/*
 * An access request's answer (DPDP Act s. 11; ADR 025): everything we hold
 * about the person's enquiries, as a page anyone can open in a browser and
 * as JSON for a computer. Staff ids and internal columns are left out; what
 * staff wrote about the person is theirs to see.
 */

type Value = string | number | boolean | null | string[];
type Row = Record<string, Value>;

interface PersonalData {
  generated_at: string;
  enquiries: { lead: Row; consents: Row[]; timeline: Row[] }[];
}

/** The fields of a table that the person's data holds: every personal one, and those labelled for them. */
const shownIn = (table: LeadTable, which: (field: LeadField) => boolean = () => true) =>
  fieldsIn(LEAD_FIELDS as readonly LeadField[], table)
    .filter((field) => field.label !== undefined && which(field))
    .map((field) => field.stored!.column);

/** The labels of LEAD_FIELDS, then those of the records' own columns. */
const LABELS: Record<string, string> = {
  ...Object.fromEntries(
    (LEAD_FIELDS as readonly LeadField[]).flatMap((field) =>
      field.label && field.stored ? [[field.stored.column, field.label]] : [],
    ),
  ),
  created_at: 'Sent',
  given_by: 'Given by',
  purposes: 'Purposes',
  given_at: 'Given',
  withdrawn_at: 'Withdrawn',
  kind: 'Entry',
  outcome: 'Call outcome',
  from_value: 'From',
  to_value: 'To',
};

/*
 * What each record shows, in its order: the lead's labelled fields; a consent
 * record's notice, then the guardian's contact; a timeline entry's text last.
 */
const LEAD_SHOWN = shownIn('admission_leads');
const CONSENT_NOTICE = shownIn('lead_consents', (field) => !field.personal);
const CONSENT_PERSONAL = shownIn('lead_consents', (field) => field.personal);
const TIMELINE_SHOWN = shownIn('lead_activities');

const shown = (value: Value) =>
  Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)
      ? formatIst(value)
      : String(value);

function table(row: Row): string {
  const cells = Object.entries(row)
    .filter(([, value]) => value !== null && value !== '')
    .map(
      ([key, value]) =>
        `<tr><th scope="row">${e(LABELS[key] ?? key)}</th><td>${e(shown(value))}</td></tr>`,
    )
    .join('');
  return `<table>${cells}</table>`;
}

function html(data: PersonalData): string {
  const enquiries = data.enquiries.map(({ lead, consents, timeline }, index) => {
    const entries = timeline.length
      ? `<ol>${timeline.map((entry) => `<li>${table(entry)}</li>`).join('')}</ol>`
      : '<p>No entries.</p>';
    return `<section><h2>Enquiry ${index + 1}</h2>${table(lead)}
<h3>Consent</h3>${consents.map(table).join('') || '<p>No consent record (the enquiry came before consent records were kept).</p>'}
<h3>Our notes and calls</h3>${entries}</section>`;
  });
  return htmlPage({
    title: 'The personal data we hold about you',
    body: `<p>SKLT College of Architecture, as of ${e(formatIst(data.generated_at))} (India time).</p>${
      enquiries.join('') || '<p>We hold no enquiry with your details.</p>'
    }`,
  });
}

/** The two files of an access answer, for these leads (erased ones hold nothing, and are left out). */
export async function personalDataFiles(
  tx: Sql,
  leadIds: readonly string[],
  now: Date,
): Promise<MailAttachment[]> {
  const ids = [...leadIds];
  const isoOf = (column: string) =>
    tx.unsafe(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
  const leads = await tx<(Row & { id: string })[]>`
    select id, ${tx(LEAD_SHOWN)}, ${isoOf('created_at')} as created_at
    from admission_leads
    where id = any(${ids}::uuid[]) and withdrawn_at is null
    order by created_at, id`;
  const consents = await tx<(Row & { lead_id: string })[]>`
    select lead_id, given_by, ${tx(CONSENT_NOTICE)}, purposes, form_type,
      ${isoOf('given_at')} as given_at, ${tx(CONSENT_PERSONAL)},
      ${isoOf('withdrawn_at')} as withdrawn_at
    from lead_consents where lead_id = any(${ids}::uuid[]) order by id`;
  const timeline = await tx<(Row & { lead_id: string })[]>`
    select lead_id, kind, ${isoOf('created_at')} as created_at, outcome, from_value, to_value,
      ${tx(TIMELINE_SHOWN)}
    from lead_activities where lead_id = any(${ids}::uuid[]) and erased_at is null order by id`;
  const data: PersonalData = {
    generated_at: now.toISOString(),
    enquiries: leads.map(({ id, ...lead }) => ({
      lead,
      consents: consents.filter((row) => row.lead_id === id).map(({ lead_id: _, ...row }) => row),
      timeline: timeline.filter((row) => row.lead_id === id).map(({ lead_id: _, ...row }) => row),
    })),
  };
  return [
    { filename: 'your-data.html', contentType: 'text/html; charset=utf-8', content: html(data) },
    {
      filename: 'your-data.json',
      contentType: 'application/json',
      content: JSON.stringify(data, null, 2),
    },
  ];
}
