import data from '../../../content/people/committees.yaml';
import type { PeopleContent } from './people.schema';

/* /people/committees, from content/people/committees.yaml (ADR 028). */
export const committees = data as PeopleContent['committees'];
