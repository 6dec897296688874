import data from '../../../content/examination.yaml';

/* /examination, from content/examination.yaml (ADR 028): assessment, juries and timetables. */
export const examination = data;
