import { randomUUID } from 'node:crypto';
import {
  ENQUIRY_PURPOSES,
  languagePath,
  PRIVACY_PATH,
  type Enquiry,
  type Lead,
  type NewLead,
} from '@skltcoa/shared';
import { inTransaction, type Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { enqueueMail } from '../mail/outbox';
import { recordedLeadNoticeMail } from '../privacy/emails';
import { withdrawLinkFor } from '../privacy/privacy-repo';
import { LEAD_COLUMNS } from './lead-columns';
import { addActivity, getLead, patchLead } from './lead-timeline';
import { insertLeads } from './leads-repo';

/*
 * Leads staff record: a family that phoned, walked in, met us at a fair or
 * was referred (docs/decisions/050-leads-from-every-channel.md). Stored
 * through the enquiry form's insert (its families, counts and idempotency),
 * in one transaction with the channel, the consent staff recorded, the
 * owner, the first note and the next call, so that nothing is stored half.
 */

const SAVE_REUSED =
  'This save was already used for another family’s enquiry. Close the form, open New enquiry again and save.';

/** The form a recorded lead counts under: an enquiry about admission. */
const RECORDED_FORM = 'Admission Enquiry';

export interface RecordedLead {
  lead: Lead;
  /** Where only a mobile was given: a WhatsApp link with the notice's address, for staff to send. */
  whatsapp_url: string | null;
  /** False when this submission was stored before: a retry of a save whose answer was lost. */
  created: boolean;
}

/** The notice's address in the family's language, for a message they can open on a phone. */
export const noticeUrl = (siteUrl: string, language: NewLead['consent']['notice_language']) =>
  new URL(languagePath(language, PRIVACY_PATH), siteUrl).href;

/** A WhatsApp link to the family's mobile, its message carrying the notice's address. */
export function whatsappNotice(phone: string, name: string, siteUrl: string, lead: NewLead) {
  const text = [
    `Dear ${name}, thank you for your enquiry at SKLT College of Architecture.`,
    `Our privacy notice, which we told you of: ${noticeUrl(siteUrl, lead.consent.notice_language)}`,
    'You can withdraw your consent at any time from that page.',
  ].join('\n');
  // wa.me takes the number with its country code and no plus.
  return `https://wa.me/${phone.replace(/^\+/, '')}?text=${encodeURIComponent(text)}`;
}

const whatsappFor = (input: NewLead, siteUrl: string) =>
  !input.email && input.phone ? whatsappNotice(input.phone, input.name, siteUrl, input) : null;

export async function recordLead(
  sql: Sql,
  input: NewLead,
  recordedBy: string,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<RecordedLead> {
  const submissionId = (input.submission_id ?? randomUUID()).toLowerCase();
  const enquiry = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    program: input.program,
    form_type: RECORDED_FORM,
    submission_id: submissionId,
    // A named source is reported like a campaign's; without one, the lead's channel is.
    utm_source: input.source ?? input.channel,
  } as unknown as Enquiry;
  return inTransaction(sql, async (tx) => {
    const [inserted] = await insertLeads(tx, [enquiry]);
    if (!inserted) return earlier(tx, submissionId, input, recordedBy, siteUrl);
    const id = inserted.id;
    await tx`
      update admission_leads set channel = ${input.channel}, recorded_by = ${recordedBy}
      where id = ${id}`;
    const consent = {
      lead_id: id,
      notice_version: input.consent.notice_version,
      notice_language: input.consent.notice_language,
      purposes: [...ENQUIRY_PURPOSES],
      form_type: RECORDED_FORM,
      source_page: null,
      given_at: now,
      method: input.consent.method,
      recorded_by: recordedBy,
    };
    await tx`insert into lead_consents ${tx([
      {
        ...consent,
        given_by: 'self',
        guardian_name: null,
        guardian_email: null,
        guardian_phone: null,
      },
      ...(input.adult
        ? []
        : [
            {
              ...consent,
              given_by: 'guardian',
              guardian_name: input.guardian_name ?? null,
              guardian_email: input.guardian_email ?? null,
              guardian_phone: input.guardian_phone ?? null,
            },
          ]),
    ])}`;
    // Owned by the person recording it unless they chose another, whatever round-robin says.
    await patchLead(tx, id, recordedBy, {
      version: 1,
      assignee: input.assignee ?? recordedBy,
      ...(input.next_follow_up_at ? { next_follow_up_at: input.next_follow_up_at } : {}),
    });
    if (input.note) await addActivity(tx, id, recordedBy, { kind: 'note', body: input.note });
    if (input.email) {
      await enqueueMail(
        tx,
        recordedLeadNoticeMail(
          {
            name: input.name,
            email: input.email,
            program: input.program,
            channel: input.channel,
            ...input.consent,
          },
          id,
          {
            siteUrl,
            // Its own one-step withdrawal link (docs/decisions/054-the-family-language-and-one-step-withdrawal.md).
            withdrawLink: await withdrawLinkFor(tx, input.email, input.consent.notice_language, {
              siteUrl,
            }),
          },
        ),
      );
    }
    const lead = (await getLead(tx, id))!;
    return {
      lead,
      whatsapp_url: whatsappFor(input, siteUrl),
      created: true,
    };
  });
}

/** A retry of a save already stored: its lead, if it is the same family's. */
async function earlier(
  tx: Sql,
  submissionId: string,
  input: NewLead,
  recordedBy: string,
  siteUrl: string,
): Promise<RecordedLead> {
  const [row] = await tx<
    {
      id: string;
      name: string | null;
      phone: string | null;
      email: string | null;
      recorded_by: string | null;
    }[]
  >`
    select id, name, phone, email, recorded_by from admission_leads where submission_id = ${submissionId}`;
  const same =
    row &&
    row.recorded_by === recordedBy &&
    row.name === input.name &&
    row.phone === (input.phone ?? null) &&
    row.email === (input.email ?? null);
  if (!same) throw new ApiError(409, SAVE_REUSED);
  const lead = (await getLead(tx, row.id))!;
  return {
    lead,
    whatsapp_url: whatsappFor(input, siteUrl),
    created: false,
  };
}

/**
 * The live enquiries of every family that has this mobile number or email
 * (docs/decisions/016-families.md), newest first: what the New enquiry form
 * shows while a contact is typed. At most 20.
 */
export async function matchingLeads(
  sql: Sql,
  { phone, email }: { phone?: string | undefined; email?: string | undefined },
): Promise<Lead[]> {
  const byPhone = phone ? sql`phone = ${phone}` : sql`false`;
  const byEmail = email ? sql`lower(email) = ${email.toLowerCase()}` : sql`false`;
  return sql<Lead[]>`
    select ${sql.unsafe(LEAD_COLUMNS)} from admission_leads
    where family_id in (
      select family_id from admission_leads where (${byPhone} or ${byEmail}) and withdrawn_at is null
    )
      and withdrawn_at is null and merged_into is null
    order by created_at desc, id desc
    limit 20`;
}
