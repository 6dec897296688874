/** The schema of content/about/management.yaml, found by its name (docs/editing-content.md). */
export { ManagementSchema as default } from './about.schema';
