/** The drawn panorama: the home banner while content/photos/ has no `home-banner` photo. */
export const PANORAMA = '/images/panorama.svg';

/**
 * A page's lead image: the photo of content/photos/ with this id, or while there is none, the
 * drawing. Plain names, since the build's scripts read the route list outside Vite.
 */
export interface LeadImage {
  photo: string;
  /** The photo's `sizes`, as its <Photo> on the page says. */
  sizes: string;
  drawing: string;
}

/** Images that are the largest thing on a page's first screen; the page's head asks for them first. */
export const LEAD_IMAGES = {
  homeBanner: { photo: 'home-banner', sizes: '1600px', drawing: PANORAMA },
} satisfies Record<string, LeadImage>;
