/** Images that are the largest thing on a page's first screen; the page's head asks for them first. */
export const LEAD_IMAGES = {
  homeBanner: '/images/panorama.svg',
} as const;
