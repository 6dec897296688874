/** The schema of content/privacy-withdraw.yaml, found by its name (docs/editing-content.md). */
export { WithdrawFile as default } from './withdraw.schema';
