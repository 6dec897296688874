import semesters from '../../../content/semesters.yaml';
import { YEARLY } from './yearly';

/**
 * The current time-tables' name in the page's language, "Odd semester 2025-26": the semester
 * from content/yearly.yaml, its words from content/semesters.yaml (translated, where yearly.yaml
 * is not: docs/decisions/030-marathi-and-hindi.md).
 */
export const TIMETABLE_LABEL = `${semesters[YEARLY.timetableSemester]} ${YEARLY.academicYear}`;
