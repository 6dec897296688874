-- The family's language: that of the page their enquiry or request came from.
-- Every page and email after it speaks it
-- (docs/decisions/054-the-family-language-and-one-step-withdrawal.md).
-- Records from before were all answered in English, which the default says.

-- The enquiry's page language, beside the notice's (which the person may
-- have switched on the form).
alter table lead_consents
  add column language text not null default 'en' check (language in ('en', 'mr', 'hi'));

-- The language of the email a link came in, which the page behind it speaks.
alter table privacy_links
  add column language text not null default 'en' check (language in ('en', 'mr', 'hi'));

-- The language a rights request was made in: its receipt and answers speak it.
alter table rights_requests
  add column language text not null default 'en' check (language in ('en', 'mr', 'hi'));
