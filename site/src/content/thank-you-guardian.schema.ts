/** The schema of content/thank-you-guardian.yaml, found by its name (docs/editing-content.md). */
export { GuardianThanksFile as default } from './guardian-thanks.schema';
