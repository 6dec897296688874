/** The schema of content/privacy-contact.yaml, found by its name (docs/editing-content.md). */
export { PrivacyContactFile as default } from './privacy.schema';
