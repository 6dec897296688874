import data from '../../../content/landing.yaml';

/** The landing page, from content/landing.yaml (checked against LandingSchema when loaded: ADR 028). */
export const LANDING = data;
