import data from '../../../content/home.yaml';

/** The home page, from content/home.yaml (checked against HomeSchema when loaded: ADR 028). */
export const HOME = data;
