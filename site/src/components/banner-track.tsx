import { PANORAMA } from '../lib/lead-images';
import type { PhotoData } from '../lib/photo-data';
import { Photo } from './photo';

/**
 * The home banner's strip, scrolling left in a loop: two copies side by side. The first is the
 * largest thing on the first screen (preloaded by the page head, see routes.ts). Without a
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
          <Photo photo={photo} sizes="1600px" priority decorative />
          {/* The same file as the first: loaded with it, so the loop never shows a blur. */}
          <Photo photo={photo} sizes="1600px" eager decorative />
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
