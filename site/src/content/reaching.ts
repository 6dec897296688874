import data from '../../../content/reaching.yaml';
import { MAP_OPEN_URL } from './map-links';
import type { ReachingContent } from './reaching.schema';
import { SITE } from './site';

/* /contact/reaching-the-campus, from content/reaching.yaml (ADR 028); the address and its map
   link from site.yaml, as on the contact page. */
const words = data;

export const reaching: ReachingContent = {
  ...words,
  address: { ...words.address, lines: [SITE.name, ...SITE.address], mapUrl: MAP_OPEN_URL },
};

/** Whether the site is final, and which of this page's sections are still samples. */
export const REACHING_FINAL = {
  final: SITE.final,
  samples: (['train', 'bus', 'hostel'] as const).filter((key) => words[key].sample),
};
