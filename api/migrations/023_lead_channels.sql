-- Leads from every channel (docs/decisions/050-leads-from-every-channel.md):
-- each lead says how the family reached the college, and who recorded it
-- when staff did. Every lead so far came through the website.
alter table admission_leads
  add column channel text not null default 'website'
    check (channel in ('website', 'phone', 'walk-in', 'fair', 'referral', 'aggregator', 'other')),
  add column recorded_by text check (char_length(recorded_by) <= 254);

-- A lead needs a name and a way to reach the family: a mobile number or an
-- email, not necessarily both (many families give only a mobile). A
-- withdrawn or erased lead keeps neither.
alter table admission_leads drop constraint admission_leads_erased_check;
alter table admission_leads add constraint admission_leads_contact_check check (
  (withdrawn_at is null) = (name is not null and (email is not null or phone is not null))
);

create index admission_leads_channel_idx on admission_leads (channel, created_at desc, id desc)
  where channel <> 'website';

-- How a consent was given: on the website's form (online), told by staff and
-- agreed by phone or in person (oral), on paper (written), or by the source
-- of an imported list (import); and who recorded it when staff did.
alter table lead_consents
  add column method text not null default 'online'
    check (method in ('online', 'oral', 'written', 'import')),
  add column recorded_by text check (char_length(recorded_by) <= 254);

select audit_action_allow('lead_created');
