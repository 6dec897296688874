import data from '../../../content/examination.yaml';
import { fillIn } from './fill-in';
import { TIMETABLE_LABEL } from './timetable';

/* /examination, from content/examination.yaml (ADR 028): assessment, juries and timetables. The
   current time-tables' name is the one the course pages show, in the page's language. */
export const examination = fillIn(data, { timetable: TIMETABLE_LABEL });
