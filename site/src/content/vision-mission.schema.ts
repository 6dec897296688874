/** The schema of content/vision-mission.yaml, found by its name (docs/editing-content.md). */
export { VisionMissionWords as default } from './about.schema';
