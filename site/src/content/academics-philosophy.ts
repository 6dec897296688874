import data from '../../../content/academics/philosophy.yaml';

/* /academics/philosophy, from content/academics/philosophy.yaml (ADR 028). */
export const academicsPhilosophy = data;
