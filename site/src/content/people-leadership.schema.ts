/** The schema of content/people/leadership.yaml, found by its name (docs/editing-content.md). */
export { LeadershipFile as default } from './people.schema';
