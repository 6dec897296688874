import { SITE } from '../content/site';
import type { PhotoGallery as Gallery } from '../lib/photo-data';
import { Block } from './blocks';
import { Photo } from './photo';

/** Three columns on a laptop, two on a tablet, one on a phone (.gallery in components.css). */
const SIZES = '(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw';

/** The campus photos of content/photos/; nothing at all while the college has listed none. */
export function PhotoGallery({ gallery }: { gallery: Gallery }) {
  if (gallery.photos.length === 0) return null;
  return (
    <Block heading={gallery.heading}>
      <ul className="gallery">
        {gallery.photos.map((photo) => (
          <li key={photo.id}>
            <figure>
              <Photo photo={photo} sizes={SIZES} />
              <figcaption>
                {photo.caption && <span>{photo.caption} </span>}
                <span className="gallery__credit">
                  {SITE.ui.photoCredit}: {photo.credit} ({photo.licence})
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Block>
  );
}
