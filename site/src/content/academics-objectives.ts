import data from '../../../content/academics/objectives.yaml';

/* /academics/objectives, from content/academics/objectives.yaml (ADR 028). */
export const academicsObjectives = data;
