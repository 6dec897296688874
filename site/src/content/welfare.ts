import data from '../../../content/welfare.yaml';

/* /student-welfare, from content/welfare.yaml (checked when loaded: ADR 028). */
export const welfare = data;
