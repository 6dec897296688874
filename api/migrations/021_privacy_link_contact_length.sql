-- A withdrawal link keeps its contact as `email:<address>`, six characters
-- more than the address, so the longest addresses (up to 254 characters)
-- broke the old check with a 500 (docs/decisions/040-privacy-links-only-to-the-contact-typed.md).
alter table privacy_links drop constraint privacy_links_contact_check;
alter table privacy_links
  add constraint privacy_links_contact_check check (char_length(contact) <= 260);
