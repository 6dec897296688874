/** The schema of content/about/about.yaml, found by its name (docs/editing-content.md). */
export { AboutSchema as default } from './about.schema';
