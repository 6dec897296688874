/** The schema of content/privacy-request.yaml, found by its name (docs/editing-content.md). */
export { RightsRequestFile as default } from './rights-request.schema';
