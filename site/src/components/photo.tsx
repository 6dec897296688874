import type { CSSProperties } from 'react';
import { PHOTO_TYPES, photoSize, photoSrcSet, photoUrl, type PhotoData } from '../lib/photo-data';

interface PhotoProps {
  photo: PhotoData;
  /** How wide the photo is drawn, for the browser to pick a file: the `sizes` attribute. */
  sizes: string;
  /** The largest thing on the first screen: fetched at once and first (LCP). */
  priority?: boolean;
  /** Fetched at once though out of view: a copy of a photo already asked for costs nothing. */
  eager?: boolean;
  /** Decorative copies (the banner's second, scrolling one) are hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

/**
 * A photo from content/photos/ (docs/decisions/029-photo-pipeline.md): AVIF, then WebP, then
 * the JPEG, each at the widths the build made. Width and height are always set, so the page
 * keeps the photo's box from the start and nothing moves when it arrives; the blurred
 * placeholder fills that box until then.
 */
export function Photo({
  photo,
  sizes,
  priority = false,
  eager = priority,
  decorative = false,
  className,
}: PhotoProps) {
  const { width, height } = photoSize(photo);
  const style: CSSProperties = {
    backgroundImage: `url("${photo.placeholder}")`,
    objectPosition: photo.focus,
  };
  return (
    <picture className={className}>
      <source type={PHOTO_TYPES.avif} srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type={PHOTO_TYPES.webp} srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        className="photo"
        src={photoUrl(photo, width, 'jpg')}
        width={width}
        height={height}
        alt={decorative ? '' : photo.alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        style={style}
      />
    </picture>
  );
}
