import type { z } from 'zod';
import data from '../../../content/about/vision-mission.yaml';
import type { VisionMissionFile, VisionMissionSchema } from './about.schema';
import { MISSION, VISION } from './vision-mission';

/* /about/vision-mission, from content/about/vision-mission.yaml (ADR 028). */
export const VISION_MISSION: z.output<typeof VisionMissionSchema> = {
  ...(data as z.output<typeof VisionMissionFile>),
  vision: VISION,
  mission: MISSION,
};
