import data from '../../../content/about/management.yaml';

/* /about/management, from content/about/management.yaml (ADR 028). */
export const MANAGEMENT = data;
