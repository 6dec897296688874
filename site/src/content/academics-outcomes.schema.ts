import { AcademicsContent } from './academics.schema';

/** The schema of content/academics/outcomes.yaml, found by its name (docs/editing-content.md). */
export default AcademicsContent.shape.outcomes;
