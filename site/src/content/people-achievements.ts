import data from '../../../content/people/achievements.yaml';
import type { PeopleContent } from './people.schema';

/* /people/achievements, from content/people/achievements.yaml (ADR 028). */
export const achievements = data as PeopleContent['achievements'];
