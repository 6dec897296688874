import { z } from 'zod';
import { ExternalUrl, Hero, Paragraphs } from './common';
import type * as about from './about';
import type { ContentChecks } from './validate';

export const Card = z.object({ title: z.string().min(1), text: z.string().min(1) });
export const Section = z.object({ heading: z.string().min(1), paragraphs: Paragraphs });
export const TextPage = z.object({ hero: Hero, sections: z.array(Section).min(1) });

export const AboutSchema = z.object({
  hero: Hero,
  tilesHeading: z.string(),
  whoWeAre: Section,
  programsHeading: z.string(),
  programsHint: z.string(),
  philosophy: z.object({
    heading: z.string(),
    cards: z.array(Card.extend({ detail: z.string() })).min(3),
  }),
  pedagogy: z.object({ heading: z.string(), intro: z.string(), cards: z.array(Card).length(6) }),
  partOf: z.object({
    heading: z.string(),
    text: z.string(),
    linkLabel: z.string(),
    url: ExternalUrl,
  }),
});

export const PrincipalSchema = z.object({
  hero: Hero,
  name: z.string(),
  role: z.string(),
  photoAlt: z.string(),
  heading: z.string(),
  message: Paragraphs,
  signOff: z.string(),
  profileLabel: z.string(),
  profileUrl: ExternalUrl,
});

export const VisionMissionSchema = z.object({
  hero: Hero,
  vision: Section,
  mission: Section,
  goalsHeading: z.string(),
  goals: z.array(z.string().min(1)).length(10),
});

/**
 * content/about/vision-mission.yaml: the vision and mission themselves are in
 * content/vision-mission.yaml, shared with /people/leadership.
 */
export const VisionMissionFile = VisionMissionSchema.omit({ vision: true, mission: true });

/** content/vision-mission.yaml: the vision and mission, on /about/vision-mission and /people/leadership. */
export const VisionMissionWords = VisionMissionSchema.pick({ vision: true, mission: true });

export const BrochureSchema = z.object({
  hero: Hero,
  contentsHeading: z.string(),
  contentsIntro: z.string(),
  contents: z.array(z.string()).length(6),
});

export const ManagementSchema = z.object({
  hero: Hero,
  intro: z.string(),
  hint: z.string(),
  leaders: z.array(z.object({ name: z.string(), role: z.string() })).length(5),
});

/** The exports of about.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = {
  ABOUT: AboutSchema,
  GROUP: TextPage,
  COLLEGE: TextPage,
  PRINCIPAL: PrincipalSchema,
  VISION_MISSION: VisionMissionSchema,
  BROCHURE: BrochureSchema,
  MANAGEMENT: ManagementSchema,
} satisfies ContentChecks<typeof about>;
