/*
 * The college's vision and mission, shown on /about/vision-mission and on
 * /people/leadership. One copy, in a module of its own so that the people
 * pages do not load the whole about section.
 */
export const VISION = {
  heading: 'Our Vision',
  paragraphs: [
    'To be a school of architecture that shapes humane, sustainable and beautiful places, rooted in Indian contexts and open to the world.',
  ],
};

export const MISSION = {
  heading: 'Our Mission',
  paragraphs: [
    'To educate architects and architectural assistants who design with skill, think critically and act responsibly towards people and the environment, through studio teaching, research and engagement with practice and community.',
  ],
};
