import type { DerivedDefinition } from '../db/derived';

/*
 * A lead's first contact (docs/decisions/052-the-counsellors-day.md): the
 * time and author of the first call on its timeline, whatever the outcome,
 * counting the calls on the duplicates merged into it (ADR 016: a merged
 * duplicate's timeline is the lead's). A note is no contact.
 *
 * Kept by PostgreSQL, as the newest activity is (migration 008): a call's
 * insert sets it on its lead (and on the lead that lead was merged into)
 * unless an earlier call already did, and a merge carries a duplicate's
 * earlier first contact to the lead it joins. Worked out from the timeline,
 * so it is a derived column (derived.ts): migrate.ts makes these triggers
 * and then fills the leads called before them in batches of 5,000, each its
 * own short transaction, so that no enquiry waits for a pass over the table
 * (docs/decisions/048-derived-columns-filled-online.md); a restore makes it
 * again from the restored timeline.
 */

/** The first call of a lead and of the duplicates merged into it, of lead row `lead`. */
const firstCallOf = (lead: string) => `(
    select a.created_at, a.author from lead_activities a
    where a.kind = 'call' and a.lead_id = any(array(
      select ${lead}.id union all
      select d.id from admission_leads d where d.merged_into = ${lead}.id))
    order by a.created_at, a.id limit 1)`;

export const FIRST_CONTACT: DerivedDefinition = {
  name: 'admission_leads.first_contact_at',
  after: '026_first_contact_and_work_settings.sql',
  statements: [
    'drop trigger if exists lead_activities_first_contact on lead_activities',
    'drop trigger if exists admission_leads_first_contact_merge on admission_leads',
    'drop function if exists lead_first_contact_insert()',
    'drop function if exists lead_first_contact_merge()',
    // The lead's row changes, but the call's own 'activity' event tells
    // consoles of it, with the lead as it then is: like the newest activity
    // (migration 008), this writes no 'changed' event of its own.
    `create function lead_first_contact_insert() returns trigger language plpgsql as $body$
    declare
      keeping text := current_setting('skltcoa.keeping_last_activity', true);
    begin
      if not exists (select 1 from added where kind = 'call') then
        return null;
      end if;
      perform set_config('skltcoa.keeping_last_activity', 'on', true);
      with calls as (
        select lead_id, created_at, author, id from added where kind = 'call'
      ), reached as (
        select lead_id as lead, created_at, author, id from calls
        union all
        select l.merged_into, c.created_at, c.author, c.id
        from calls c join admission_leads l on l.id = c.lead_id
        where l.merged_into is not null
      ), first as (
        select distinct on (lead) lead, created_at, author from reached
        order by lead, created_at, id
      )
      update admission_leads l set first_contact_at = f.created_at, first_contact_by = f.author
      from first f
      where l.id = f.lead and (l.first_contact_at is null or l.first_contact_at > f.created_at);
      perform set_config('skltcoa.keeping_last_activity', coalesce(keeping, ''), true);
      return null;
    end $body$`,
    `create trigger lead_activities_first_contact
      after insert on lead_activities
      referencing new table as added
      for each statement execute function lead_first_contact_insert()`,
    `create function lead_first_contact_merge() returns trigger language plpgsql as $body$
    begin
      update admission_leads
      set first_contact_at = new.first_contact_at, first_contact_by = new.first_contact_by
      where id = new.merged_into
        and (first_contact_at is null or first_contact_at > new.first_contact_at);
      return null;
    end $body$`,
    `create trigger admission_leads_first_contact_merge
      after update of merged_into on admission_leads
      for each row
      when (new.merged_into is not null and new.first_contact_at is not null
        and old.merged_into is distinct from new.merged_into)
      execute function lead_first_contact_merge()`,
  ],
  // Only the leads whose first contact differs are written: those called before this.
  fill: `
    with batch as (
      select id from admission_leads where $1::uuid is null or id > $1::uuid order by id limit 5000
    ), first as (
      select b.id, f.created_at, f.author from batch b
      left join lateral ${firstCallOf('b')} f on true
    ), filled as (
      update admission_leads l
      set first_contact_at = first.created_at, first_contact_by = first.author
      from first
      where l.id = first.id and (l.first_contact_at is distinct from first.created_at
        or l.first_contact_by is distinct from first.author)
      returning l.id
    )
    select (select id from batch order by id desc limit 1)::text as last,
      (select count(*) from filled)::int as filled`,
};
