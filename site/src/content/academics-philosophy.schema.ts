import { AcademicsContent } from './academics.schema';

/** The schema of content/academics/philosophy.yaml, found by its name (docs/editing-content.md). */
export default AcademicsContent.shape.philosophy;
