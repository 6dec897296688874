import type { z } from 'zod';
import data from '../../../content/career.yaml';
import type { CareerContent } from './career.schema';
import { SITE } from './site';

/* /career, from content/career.yaml (ADR 028). The college's name and founding year come from
   site.yaml, so the page follows a change there. */
const words = data as z.output<typeof CareerContent>;

export const career: CareerContent = {
  ...words,
  intro: words.intro.map((text) =>
    text.replace('{site}', SITE.name).replace('{established}', String(SITE.established)),
  ),
};
