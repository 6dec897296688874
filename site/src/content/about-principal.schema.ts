/** The schema of content/about/principal.yaml, found by its name (docs/editing-content.md). */
export { PrincipalSchema as default } from './about.schema';
