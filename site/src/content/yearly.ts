import data from '../../../content/yearly.yaml';

/** The yearly values, from content/yearly.yaml (checked when loaded: ADR 028). */
export const YEARLY = data;
