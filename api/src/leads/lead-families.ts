/*
 * A lead's family and merging duplicates (docs/decisions/016-families.md).
 * The insert triggers of migration 005 keep families; this reads them, and
 * merges duplicates of one family into one lead without deleting anything.
 */
import {
  FAMILY_ACTIVITIES_MAX,
  FAMILY_LEADS_MAX,
  formatIst,
  type Activity,
  type Lead,
  type LeadFamily,
  type LeadMerge,
  type LeadMerged,
} from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { ACTIVITY_COLUMNS, iso, LEAD_COLUMNS } from './lead-columns';

const NO_SUCH_LEAD = 'No lead has that id.';

/**
 * Every enquiry of the lead's family, oldest first, with the timelines of
 * all of them as one, oldest first. One snapshot, so that a family united
 * meanwhile is seen whole or not at all.
 */
export async function getFamily(sql: Sql, id: string): Promise<LeadFamily> {
  return (await sql.begin('isolation level repeatable read read only', async (tx) => {
    const [family] = await tx<{ family_id: string; size: number }[]>`
      select l.family_id::text as family_id, f.size
      from admission_leads l join lead_families f on f.id = l.family_id
      where l.id = ${id}`;
    if (!family) throw new ApiError(404, NO_SUCH_LEAD);
    const [leads, activities] = await Promise.all([
      tx<Lead[]>`
        select ${tx.unsafe(LEAD_COLUMNS)} from admission_leads
        where family_id = ${family.family_id}::bigint
        order by admission_leads.created_at, admission_leads.id
        limit ${FAMILY_LEADS_MAX}`,
      tx<Activity[]>`
        select ${tx.unsafe(ACTIVITY_COLUMNS)}
        from admission_leads l join lead_activities a on a.lead_id = l.id
        where l.family_id = ${family.family_id}::bigint
        order by a.created_at, a.id
        limit ${FAMILY_ACTIVITIES_MAX}`,
    ]);
    return { size: family.size, leads: [...leads], activities: [...activities] };
  })) as LeadFamily;
}

interface Locked {
  id: string;
  name: string;
  form_type: string;
  created_at: string;
  version: number;
  merged_into: string | null;
  family_id: string;
}

const enquiryOf = (lead: Pick<Locked, 'name' | 'form_type' | 'created_at'>) =>
  `${lead.name}'s ${lead.form_type} of ${formatIst(lead.created_at)} IST`;

/**
 * Merges duplicates into `targetId`, which stays the lead that is worked.
 * Nothing is deleted or moved: each merged lead keeps its row, enquiry
 * details and timeline, gets `merged_into` (so it leaves the listing and its
 * totals) and a new version; leads already merged into it follow it to the
 * target. A `merge` entry naming both ids goes on the target's timeline for
 * each lead merged, and on each merged lead's; the target moves to a new
 * version. Only an admin may merge, only within one family, and only with
 * the target at the version the admin saw.
 */
export async function mergeLeads(
  sql: Sql,
  targetId: string,
  author: string,
  { from, version }: LeadMerge,
): Promise<LeadMerged> {
  const fromIds = from.map((id) => id.toLowerCase());
  if (fromIds.includes(targetId)) {
    throw new ApiError(400, 'Please correct the merge.', {
      fields: { from: 'A lead cannot be merged into itself.' },
    });
  }
  return (await sql.begin(async (tx) => {
    // Locked in id order, as every other writer of several leads does.
    const locked = await tx<Locked[]>`
      select id, name, form_type, ${tx.unsafe(iso('created_at'))} as created_at, version,
        merged_into, family_id::text as family_id
      from admission_leads where id = any(${[targetId, ...fromIds]}::uuid[])
      order by id for update`;
    const byId = new Map(locked.map((lead) => [lead.id, lead]));
    const target = byId.get(targetId);
    if (!target) throw new ApiError(404, NO_SUCH_LEAD);
    const current = async () => (await leadsById(tx as unknown as Sql, [targetId]))[0]!;
    const missing = fromIds.find((id) => !byId.has(id));
    if (missing) throw new ApiError(404, `No lead has the id ${missing}.`);
    if (target.merged_into) {
      throw new ApiError(
        409,
        'This lead was itself merged into another lead: merge into that one.',
        {
          extra: { lead: await current() },
        },
      );
    }
    if (target.version !== version) {
      throw new ApiError(409, 'A colleague changed this lead while you were working on it.', {
        extra: { lead: await current() },
      });
    }
    const already = fromIds.map((id) => byId.get(id)!).find((lead) => lead.merged_into);
    if (already) {
      throw new ApiError(409, `${enquiryOf(already)} was already merged into another lead.`, {
        extra: { lead: await current() },
      });
    }
    if (fromIds.some((id) => byId.get(id)!.family_id !== target.family_id)) {
      throw new ApiError(400, 'Please correct the merge.', {
        fields: {
          from: 'Only enquiries of this lead’s family can be merged into it: they share its phone number or email address, directly or through other enquiries.',
        },
      });
    }
    // Leads merged earlier into one of these follow it, so that every merged
    // lead names a lead that is worked.
    const followers = await tx<Locked[]>`
      select id, name, form_type, ${tx.unsafe(iso('created_at'))} as created_at, version,
        merged_into, family_id::text as family_id
      from admission_leads where merged_into = any(${fromIds}::uuid[])
      order by id for update`;
    const merged = [...fromIds.map((id) => byId.get(id)!), ...followers];
    const mergedIds = merged.map((lead) => lead.id);
    await tx`
      update admission_leads set merged_into = ${targetId}, merged_at = now(),
        version = version + 1, updated_at = now()
      where id = any(${mergedIds}::uuid[])`;
    await tx`
      update admission_leads set version = version + 1, updated_at = now() where id = ${targetId}`;
    // The target's entries first, then each merged lead's, in one statement.
    const entries = [
      ...merged.map((lead) => ({
        lead_id: targetId,
        from_value: lead.id,
        body: `Merged into this lead: ${enquiryOf(lead)}.`,
      })),
      ...merged.map((lead) => ({
        lead_id: lead.id,
        from_value: lead.id,
        body: `Merged into the lead of ${enquiryOf(target)}.`,
      })),
    ];
    await tx`
      insert into lead_activities (lead_id, kind, author, body, from_value, to_value)
      select lead_id, 'merge', ${author}, body, from_value, ${targetId}
      from unnest(${entries.map((e) => e.lead_id)}::uuid[], ${entries.map((e) => e.body)}::text[],
        ${entries.map((e) => e.from_value)}::text[]) with ordinality as t(lead_id, body, from_value, n)
      order by n`;
    const after = await leadsById(tx as unknown as Sql, [targetId, ...mergedIds]);
    const afterById = new Map(after.map((lead) => [lead.id, lead]));
    return {
      lead: afterById.get(targetId)!,
      merged: mergedIds.map((id) => afterById.get(id)!),
    };
  })) as LeadMerged;
}

async function leadsById(sql: Sql, ids: string[]): Promise<Lead[]> {
  return sql<Lead[]>`
    select ${sql.unsafe(LEAD_COLUMNS)} from admission_leads
    where admission_leads.id = any(${ids}::uuid[])`;
}
