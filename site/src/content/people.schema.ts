import { z } from 'zod';
import { Hero, Paragraphs } from './common';
import { MentorshipContent } from './people-mentorship.schema';
import { PublicationsContent, ResearchContent } from './people-research.schema';
import type * as people from './people';
import type { ContentChecks } from './validate';

export const ACHIEVEMENT_CATEGORIES = [
  'Institutional',
  'Student Success',
  'Faculty Recognition',
  'Collaboration',
] as const;

/** Icon names the leadership cards may use; the component maps each to an SVG. */
export const LEADER_ICONS = ['compass', 'building', 'book', 'users', 'award', 'ruler'] as const;

export const Leader = z.object({
  position: z.string().min(1),
  name: z.string().min(1),
  specialization: z.string().min(1),
  responsibilities: z.array(z.string().min(1)).min(2),
  icon: z.enum(LEADER_ICONS),
});
export type Leader = z.infer<typeof Leader>;

export const Principle = z.object({ title: z.string().min(1), description: z.string().min(1) });
export type Principle = z.infer<typeof Principle>;

export const Achievement = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  year: z.number().int().min(2016).max(2030),
  // Each category's name on the page is in page-labels.yaml.
  category: z.enum(ACHIEVEMENT_CATEGORIES),
});
export type Achievement = z.infer<typeof Achievement>;

export const Committee = z.object({
  name: z.string().min(1),
  chair: z.string().min(1),
  description: z.string().min(1),
  responsibilities: z.array(z.string().min(1)).min(2),
});
export type Committee = z.infer<typeof Committee>;

export const FunctionalCommittee = z.object({
  name: z.string().min(1),
  purpose: z.string().min(1),
  activities: z.array(z.string().min(1)).min(2),
});
export type FunctionalCommittee = z.infer<typeof FunctionalCommittee>;

export const GovernanceBody = z.object({
  body: z.string().min(1),
  description: z.string().min(1),
  roles: z.array(z.string().min(1)).min(2),
});
export type GovernanceBody = z.infer<typeof GovernanceBody>;

export const LeadershipContent = z.object({
  hero: Hero,
  vision: z.object({ heading: z.string(), paragraphs: Paragraphs }),
  mission: z.object({ heading: z.string(), paragraphs: Paragraphs }),
  leaders: z.object({ heading: z.string(), items: z.array(Leader).min(3) }),
  principles: z.object({ heading: z.string(), items: z.array(Principle).length(4) }),
  impact: z.object({ heading: z.string(), paragraphs: Paragraphs }),
});

const achievementGroup = <C extends Achievement['category']>(category: C) =>
  z.object({
    heading: z.string(),
    items: z.array(Achievement.extend({ category: z.literal(category) })).min(2),
  });

/**
 * content/people/leadership.yaml: the vision and mission are vision-mission.ts's, as on
 * /about/vision-mission.
 */
export const LeadershipFile = LeadershipContent.omit({ vision: true, mission: true });

export const AchievementsContent = z.object({
  hero: Hero,
  institutional: achievementGroup('Institutional'),
  students: achievementGroup('Student Success'),
  faculty: achievementGroup('Faculty Recognition'),
  collaborations: achievementGroup('Collaboration'),
});

export const CommitteesContent = z.object({
  hero: Hero,
  intro: z.string(),
  welfare: z.object({ heading: z.string(), items: z.array(Committee).min(3) }),
  functional: z.object({ heading: z.string(), items: z.array(FunctionalCommittee).min(3) }),
  governance: z.object({ heading: z.string(), items: z.array(GovernanceBody).min(2) }),
});

export const PeopleContent = z.object({
  leadership: LeadershipContent,
  mentorship: MentorshipContent,
  publications: PublicationsContent,
  research: ResearchContent,
  achievements: AchievementsContent,
  committees: CommitteesContent,
});
export type PeopleContent = z.infer<typeof PeopleContent>;

/** The exports of people.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { people: PeopleContent } satisfies ContentChecks<typeof people>;
