import type { z } from 'zod';
import data from '../../../content/about/vision-mission.yaml';
import type { VisionMissionSchema } from './about.schema';
import { MISSION, VISION } from './vision-mission';

/* /about/vision-mission, from content/about/vision-mission.yaml (ADR 028). */
export const VISION_MISSION: z.output<typeof VisionMissionSchema> = {
  ...data,
  vision: VISION,
  mission: MISSION,
};
