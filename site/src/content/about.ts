import type { z } from 'zod';
import about from '../../../content/about/about.yaml';
import college from '../../../content/about/college.yaml';
import group from '../../../content/about/group.yaml';
import management from '../../../content/about/management.yaml';
import principal from '../../../content/about/principal.yaml';
import visionMission from '../../../content/about/vision-mission.yaml';
import type {
  AboutSchema,
  ManagementSchema,
  PrincipalSchema,
  TextPage,
  VisionMissionFile,
  VisionMissionSchema,
} from './about.schema';
import { MISSION, VISION } from './vision-mission';

// The brochure page's words live apart: that form page loads them, not all of About's (its 100 KB budget).
export { BROCHURE } from './brochure';

/* The About section's pages, one file each under content/about/ (checked when loaded: ADR 028). */
export const ABOUT = about as z.output<typeof AboutSchema>;
export const GROUP = group as z.output<typeof TextPage>;
export const COLLEGE = college as z.output<typeof TextPage>;
export const PRINCIPAL = principal as z.output<typeof PrincipalSchema>;
export const VISION_MISSION: z.output<typeof VisionMissionSchema> = {
  ...(visionMission as z.output<typeof VisionMissionFile>),
  vision: VISION,
  mission: MISSION,
};
export const MANAGEMENT = management as z.output<typeof ManagementSchema>;
