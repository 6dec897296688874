/** The schema of content/about/college.yaml, found by its name (docs/editing-content.md). */
export { TextPage as default } from './about.schema';
