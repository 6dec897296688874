import type { z } from 'zod';
import data from '../../../content/vision-mission.yaml';
import type { VisionMissionWords } from './about.schema';

/*
 * The college's vision and mission (content/vision-mission.yaml, ADR 028), shown on
 * /about/vision-mission and on /people/leadership. A file and module of their own so that the
 * people pages do not load the whole about section.
 */
const WORDS = data as z.output<typeof VisionMissionWords>;

export const VISION = WORDS.vision;
export const MISSION = WORDS.mission;
