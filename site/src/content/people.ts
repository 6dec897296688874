import type { z } from 'zod';
import achievements from '../../../content/people/achievements.yaml';
import committees from '../../../content/people/committees.yaml';
import leadership from '../../../content/people/leadership.yaml';
import type { LeadershipFile, PeopleContent } from './people.schema';
import { mentorship } from './people-mentorship';
import { publications, research } from './people-research';
import { MISSION, VISION } from './vision-mission';

export * from './people-mentorship';
export * from './people-research';

/* The People section's pages, from content/people/ (each checked when loaded: ADR 028). */
export const people: PeopleContent = {
  leadership: {
    ...(leadership as z.output<typeof LeadershipFile>),
    // The same blocks as /about/vision-mission, as on the original site
    // (docs/product-decisions.md §17).
    vision: VISION,
    mission: MISSION,
  },
  mentorship,
  publications,
  research,
  achievements: achievements as PeopleContent['achievements'],
  committees: committees as PeopleContent['committees'],
};
