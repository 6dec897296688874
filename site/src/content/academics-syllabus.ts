import data from '../../../content/academics/syllabus.yaml';

/* /academics/syllabus, from content/academics/syllabus.yaml (ADR 028). */
export const syllabusPage = data;
