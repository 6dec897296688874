/**
 * What the photo build step (site/build/photos.ts) tells the pages about one photograph.
 * Kept small, since a page that shows a photo carries this in its JavaScript too: the
 * srcsets are derived from `base` and `widths` here rather than stored (docs/decisions/029).
 */
export interface PhotoData {
  id: string;
  alt: string;
  credit: string;
  licence: string;
  caption?: string;
  /** `/assets/photos/<name>.<hash>`: each width is `<base>-<width>.<avif|webp|jpg>`. */
  base: string;
  /** Widths made, smallest first; the last is the width of the largest file. */
  widths: number[];
  /** Height of the largest file: with the last width, the photo's intrinsic size. */
  height: number;
  /** CSS object-position for crops the page makes, such as `50% 30%`. */
  focus: string;
  /** A tiny blurred copy as a data URI, painted behind the photo until it arrives. */
  placeholder: string;
}

/** The About page's gallery: the photos marked `gallery: true`, in the manifest's order. */
export interface PhotoGallery {
  heading: string;
  photos: PhotoData[];
}

/** A `<link rel="preload">` for a photo: its AVIF srcset (browsers without AVIF skip it). */
export interface PhotoPreload {
  type: string;
  imageSrcSet: string;
}

export type PhotoFormat = 'avif' | 'webp' | 'jpg';

export const PHOTO_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export function photoUrl(photo: PhotoData, width: number, format: PhotoFormat): string {
  return `${photo.base}-${width}.${format}`;
}

export function photoSrcSet(photo: PhotoData, format: PhotoFormat): string {
  return photo.widths.map((w) => `${photoUrl(photo, w, format)} ${w}w`).join(', ');
}

/** The intrinsic size: the largest file's. */
export function photoSize(photo: PhotoData): { width: number; height: number } {
  return { width: photo.widths[photo.widths.length - 1]!, height: photo.height };
}
