/** The schema of content/brochure.yaml, found by its name (docs/editing-content.md). */
export { BrochureSchema as default } from './about.schema';
