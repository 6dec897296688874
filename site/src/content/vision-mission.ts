import data from '../../../content/vision-mission.yaml';

/*
 * The college's vision and mission (content/vision-mission.yaml, ADR 028), shown on
 * /about/vision-mission and on /people/leadership. A file and module of their own so that the
 * people pages do not load the whole about section.
 */
const WORDS = data;

export const VISION = WORDS.vision;
export const MISSION = WORDS.mission;
