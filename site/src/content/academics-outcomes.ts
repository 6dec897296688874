import data from '../../../content/academics/outcomes.yaml';

/* /academics/outcomes, from content/academics/outcomes.yaml (ADR 028). */
export const academicsOutcomes = data;
