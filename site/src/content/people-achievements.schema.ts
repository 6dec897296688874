/** The schema of content/people/achievements.yaml, found by its name (docs/editing-content.md). */
export { AchievementsContent as default } from './people.schema';
