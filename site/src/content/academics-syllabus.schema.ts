import { AcademicsContent } from './academics.schema';

/** The schema of content/academics/syllabus.yaml, found by its name (docs/editing-content.md). */
export default AcademicsContent.shape.syllabus;
