import { z } from 'zod';
import { Hero, Paragraphs } from './common';

/* The /people/mentorship page; part of `people` in people.ts. */

export const MentorshipProgram = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  format: z.string().min(1),
  participants: z.string().min(1),
  outcomes: z.array(z.string().min(1)).min(2),
});
export type MentorshipProgram = z.infer<typeof MentorshipProgram>;

export const MentorshipArea = z.object({
  area: z.string().min(1),
  description: z.string().min(1),
  mentors: z.string().min(1),
});
export type MentorshipArea = z.infer<typeof MentorshipArea>;

export const MentorGroup = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  expertise: z.string().min(1),
  contribution: z.string().min(1),
});
export type MentorGroup = z.infer<typeof MentorGroup>;

export const MentorshipContent = z.object({
  hero: Hero,
  intro: Paragraphs,
  programs: z.object({ heading: z.string(), items: z.array(MentorshipProgram).length(4) }),
  areas: z.object({ heading: z.string(), items: z.array(MentorshipArea).min(3) }),
  network: z.object({ heading: z.string(), items: z.array(MentorGroup).min(3) }),
  impact: z.object({ heading: z.string(), statements: z.array(z.string().min(1)).min(3) }),
  closing: z.string().min(1),
});
export type MentorshipContent = z.infer<typeof MentorshipContent>;

/** The schema of content/people-mentorship.yaml, found by its name (docs/editing-content.md). */
export default MentorshipContent;
