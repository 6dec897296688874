/** The schema of content/courses/alumni.yaml, found by its name (docs/editing-content.md). */
export { AlumniSchema as default } from './courses.schema';
