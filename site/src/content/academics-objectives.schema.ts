import { AcademicsContent } from './academics.schema';

/** The schema of content/academics/objectives.yaml, found by its name (docs/editing-content.md). */
export default AcademicsContent.shape.objectives;
