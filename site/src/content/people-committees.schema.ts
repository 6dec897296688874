/** The schema of content/people/committees.yaml, found by its name (docs/editing-content.md). */
export { CommitteesContent as default } from './people.schema';
