import { academicsCalendar } from './academics-calendar';
import { academicsNotices } from './academics-notices';
import { academicsObjectives } from './academics-objectives';
import { academicsOutcomes } from './academics-outcomes';
import { academicsOverview } from './academics-overview';
import { academicsPhilosophy } from './academics-philosophy';
import { semesterBriefsPage } from './academics-semesters';
import { swayamPage } from './academics-swayam';
import { syllabusPage } from './academics-syllabus';
import type { AcademicsContent } from './academics.schema';

/*
 * The Academics section's pages, one file each under content/academics/ (ADR 028), for the checks
 * and tests that look at the whole section. Pages import their own module (academics-*.ts), so
 * that none loads the others' words.
 */
export const academics: AcademicsContent = {
  overview: academicsOverview,
  philosophy: academicsPhilosophy,
  calendar: academicsCalendar,
  objectives: academicsObjectives,
  outcomes: academicsOutcomes,
  notices: academicsNotices,
  semesterBriefs: semesterBriefsPage,
  syllabus: syllabusPage,
  swayam: swayamPage,
};
