import { formatIst } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { escapeHtml as e, htmlPage } from '../lib/html';
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

const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Mobile',
  program: 'Programme',
  form_type: 'Form',
  status: 'Status',
  source_page: 'Page',
  utm_source: 'Campaign source',
  utm_medium: 'Campaign medium',
  utm_campaign: 'Campaign',
  utm_term: 'Campaign term',
  utm_content: 'Campaign content',
  created_at: 'Sent',
  given_by: 'Given by',
  notice_version: 'Notice version',
  notice_language: 'Notice language',
  purposes: 'Purposes',
  given_at: 'Given',
  guardian_name: 'Guardian’s name',
  guardian_email: 'Guardian’s email',
  guardian_phone: 'Guardian’s mobile',
  withdrawn_at: 'Withdrawn',
  kind: 'Entry',
  outcome: 'Call outcome',
  from_value: 'From',
  to_value: 'To',
  body: 'Text',
};

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
    select id, name, email, phone, program, form_type, status, source_page, utm_source,
      utm_medium, utm_campaign, utm_term, utm_content, ${isoOf('created_at')} as created_at
    from admission_leads
    where id = any(${ids}::uuid[]) and withdrawn_at is null
    order by created_at, id`;
  const consents = await tx<(Row & { lead_id: string })[]>`
    select lead_id, given_by, notice_version, notice_language, purposes, form_type,
      ${isoOf('given_at')} as given_at, guardian_name, guardian_email, guardian_phone,
      ${isoOf('withdrawn_at')} as withdrawn_at
    from lead_consents where lead_id = any(${ids}::uuid[]) order by id`;
  const timeline = await tx<(Row & { lead_id: string })[]>`
    select lead_id, kind, ${isoOf('created_at')} as created_at, outcome, from_value, to_value, body
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
