import type { PeopleContent } from './people.schema';
import { achievements } from './people-achievements';
import { committees } from './people-committees';
import { leadership } from './people-leadership';
import { mentorship } from './people-mentorship';
import { publications, research } from './people-research';

/*
 * The People section's pages, from content/people/ (ADR 028), for the checks and tests that look
 * at the whole section. Pages import their own module (people-*.ts), so that none loads the
 * others' words.
 */
export const people: PeopleContent = {
  leadership,
  mentorship,
  publications,
  research,
  achievements,
  committees,
};
