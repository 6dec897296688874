/** The schema of content/courses/page.yaml, found by its name (docs/editing-content.md). */
export { CoursesPageSchema as default } from './courses.schema';
