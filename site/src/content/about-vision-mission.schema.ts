/** The schema of content/about/vision-mission.yaml, found by its name (docs/editing-content.md). */
export { VisionMissionFile as default } from './about.schema';
