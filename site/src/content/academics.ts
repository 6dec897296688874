import type { z } from 'zod';
import calendar from '../../../content/academics/calendar.yaml';
import objectives from '../../../content/academics/objectives.yaml';
import outcomes from '../../../content/academics/outcomes.yaml';
import overview from '../../../content/academics/overview.yaml';
import philosophy from '../../../content/academics/philosophy.yaml';
import type { AcademicsContent } from './academics.schema';
import { academicsNotices } from './academics-notices';
import { semesterBriefsPage, syllabusPage } from './academics-semesters';
import { swayamPage } from './academics-swayam';

export * from './academics-notices';
export * from './academics-semesters';
export * from './academics-swayam';

type Page<K extends keyof AcademicsContent> = z.output<(typeof AcademicsContent.shape)[K]>;

/* The Academics section's pages, one file each under content/academics/ (ADR 028). */
export const academics: AcademicsContent = {
  overview: overview as Page<'overview'>,
  philosophy: philosophy as Page<'philosophy'>,
  calendar: calendar as Page<'calendar'>,
  objectives: objectives as Page<'objectives'>,
  outcomes: outcomes as Page<'outcomes'>,
  notices: academicsNotices,
  semesterBriefs: semesterBriefsPage,
  syllabus: syllabusPage,
  swayam: swayamPage,
};
