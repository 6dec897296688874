import data from '../../../content/people/leadership.yaml';
import type { PeopleContent } from './people.schema';
import { MISSION, VISION } from './vision-mission';

/* /people/leadership, from content/people/leadership.yaml (ADR 028). */
export const leadership: PeopleContent['leadership'] = {
  ...data,
  // The same blocks as /about/vision-mission, as on the original site
  // (docs/product-decisions.md §17).
  vision: VISION,
  mission: MISSION,
};
