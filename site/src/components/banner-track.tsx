import { LEAD_IMAGES, PANORAMA } from '../lib/lead-images';
import type { PhotoData } from '../lib/photo-data';
import { Photo } from './photo';

/** As wide as the 500 px tall strip draws it, on every screen: the preload says the same. */
const SIZES = LEAD_IMAGES.homeBanner.sizes;

/**
 * The home banner's strip, scrolling left in a loop: two copies side by side. The first is the
 * largest thing on the first screen (preloaded by the page head, see route-list.ts). Without a
 * `home-banner` photo in content/photos/, the drawn panorama.
 */
export function BannerTrack({
  photo,
  drawingAlt,
}: {
  photo: PhotoData | null;
  drawingAlt: string;
}) {
  return (
    <div className="banner__track" role="img" aria-label={photo?.alt ?? drawingAlt}>
      {photo ? (
        <>
          <Photo photo={photo} sizes={SIZES} priority decorative />
          {/* The same file as the first: loaded with it, so the loop never shows a blur. */}
          <Photo photo={photo} sizes={SIZES} eager decorative />
        </>
      ) : (
        <>
          <img src={PANORAMA} width="1600" height="500" alt="" fetchPriority="high" />
          <img src={PANORAMA} width="1600" height="500" alt="" />
        </>
      )}
    </div>
  );
}
