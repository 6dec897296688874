import data from '../../../content/career.yaml';
import type { CareerContent } from './career.schema';
import { fillIn } from './fill-in';
import { SITE } from './site';

/* /career, from content/career.yaml (ADR 028). The college's name and founding year come from
   site.yaml, so the page follows a change there. */
const words = data;

export const career: CareerContent = fillIn(words, {
  site: SITE.name,
  established: SITE.established,
});
