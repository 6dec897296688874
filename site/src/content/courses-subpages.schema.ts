/** The schema of content/courses/subpages.yaml, found by its name (docs/editing-content.md). */
export { CourseSubpagesSchema as default } from './courses.schema';
