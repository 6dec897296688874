import data from '../../../content/academics/overview.yaml';

/* /academics, from content/academics/overview.yaml (ADR 028). */
export const academicsOverview = data;
