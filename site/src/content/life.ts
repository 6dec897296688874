import data from '../../../content/life.yaml';

/* The Life pages, from content/life.yaml (checked against LifeContent when loaded: ADR 028). */
export const life = data;
