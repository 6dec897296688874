/**
 * The photo build step (docs/decisions/029-photo-pipeline.md): reads content/photos/photos.yaml,
 * checks it, and makes from each original an AVIF and a WebP at each width up to the original's
 * own (never larger), one fallback JPEG and a tiny blurred placeholder. Files are cached by a hash
 * of the original and the settings, so a rebuild encodes only photos that changed.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';
import type { PhotoData } from '../src/lib/photo-data';
import { ContentError, parseContent } from './content';

export const REPO_DIR = join(import.meta.dirname, '../..');
export const PHOTOS_DIR = join(REPO_DIR, 'content/photos');
export const PHOTO_CACHE_DIR = join(REPO_DIR, 'node_modules/.cache/skltcoa-photos');
/** Where the files are served from; Vite's /assets/ is cached as immutable by our server. */
export const PHOTO_URL_DIR = '/assets/photos';

/** Widths for a phone, a laptop column and a full-width banner on a large screen. */
export const PHOTO_WIDTHS = [480, 960, 1600];
/** Encoder settings; part of the cache key, so changing one re-encodes everything. */
const ENCODE = {
  version: 1,
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72, effort: 4 },
  jpg: { quality: 76, mozjpeg: true },
  placeholderWidth: 16,
};

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case letters, digits and single hyphens');
const text = (hint: string) => z.string(hint).trim().min(1, hint);

export const PhotoEntrySchema = z.strictObject({
  id: slug,
  file: z
    .string('name the photo file, such as campus-gate.jpg')
    .regex(/^[\w.-]+\.(?:jpe?g|png)$/i, 'name a .jpg, .jpeg or .png file in content/photos/'),
  alt: text('describe what the photo shows, for someone who cannot see it'),
  credit: text('say who took the photo'),
  licence: text('say under which licence the college may publish it'),
  source: z.string().trim().min(1).optional(),
  caption: z.string().trim().min(1).optional(),
  /** Cut to this shape (width:height), such as 16:5 for the home page banner. */
  aspect: z
    .string()
    .regex(/^[1-9]\d*:[1-9]\d*$/, 'write the shape as width:height, such as 16:5')
    .optional(),
  /** The point to keep in view when the photo is cut, as `x% y%` from the top left. */
  focus: z
    .string()
    .regex(/^(?:100|\d{1,2})% (?:100|\d{1,2})%$/, 'write the point as x% y%, such as 50% 30%')
    .default('50% 50%'),
  /** Shown in the campus gallery on the About page. */
  gallery: z.boolean().default(false),
});
export type PhotoEntry = z.output<typeof PhotoEntrySchema>;

/** The manifest's rules; `dir` is where each photo's file must exist. */
export function photoManifestSchema(dir = PHOTOS_DIR) {
  return z.strictObject({
    /** The heading of the About page's gallery. */
    galleryHeading: z.string().trim().min(1).default('Around the campus'),
    photos: z.array(PhotoEntrySchema).superRefine((photos, ctx) => {
      const seen = new Set<string>();
      photos.forEach((photo, index) => {
        if (seen.has(photo.id)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: `"${photo.id}" is the id of an earlier photo`,
          });
        }
        seen.add(photo.id);
        if (!existsSync(join(dir, photo.file))) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'file'],
            message: `${relative(REPO_DIR, join(dir, photo.file))} does not exist`,
          });
        }
      });
    }),
  });
}

export type PhotoList = z.output<ReturnType<typeof photoManifestSchema>>;

/** The languages the site is built in (docs/decisions/030-marathi-and-hindi.md). */
export type PhotoLanguage = 'en' | 'mr' | 'hi';
export const PHOTO_TRANSLATIONS = ['mr', 'hi'] as const;

/**
 * A translation of the manifest, `photos.mr.yaml` beside it: each photo's words by its id, so
 * that a reordered or renamed photo cannot take another's alt text. Every photo needs its alt,
 * and its caption when it has one; an id the manifest does not list is refused.
 */
export function photoTranslationSchema(list: PhotoList) {
  const english = new Map(list.photos.map((photo) => [photo.id, photo]));
  return z.strictObject({
    // The About page is in every language (docs/decisions/056), and its gallery with it.
    galleryHeading: text('translate the gallery’s heading'),
    photos: z
      .array(
        z.strictObject({
          id: slug,
          alt: text('describe what the photo shows, in this language'),
          caption: z.string().trim().min(1).optional(),
        }),
      )
      .superRefine((photos, ctx) => {
        const seen = new Set<string>();
        photos.forEach((photo, index) => {
          const original = english.get(photo.id);
          if (!original)
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `"${photo.id}" is not the id of a photo in photos.yaml`,
            });
          else if (seen.has(photo.id))
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `"${photo.id}" is translated twice`,
            });
          else if (original.caption && !photo.caption)
            ctx.addIssue({
              code: 'custom',
              path: [index, 'caption'],
              message: `translate the caption "${original.caption}"`,
            });
          seen.add(photo.id);
        });
        for (const id of english.keys())
          if (!seen.has(id))
            ctx.addIssue({
              code: 'custom',
              path: [],
              message: `missing: the alt text of "${id}" (add - id: ${id} with its alt)`,
            });
      }),
  });
}

/**
 * Reads and checks the manifest with the content files' parser (ADR 028), so a problem reads as
 * theirs do, naming the file, the line and the field: `content/photos/photos.yaml:12:5 photos.1.alt: …`.
 * In Marathi or Hindi, the photos' words come from `photos.mr.yaml` or `photos.hi.yaml`.
 */
export function readPhotoList(dir = PHOTOS_DIR, language: PhotoLanguage = 'en'): PhotoList {
  const path = join(dir, 'photos.yaml');
  const schema = photoManifestSchema(dir);
  if (!existsSync(path)) return schema.parse({ photos: [] });
  const list = parseContent(relative(REPO_DIR, path), readFileSync(path, 'utf8'), schema);
  if (language === 'en' || list.photos.length === 0) return list;
  const translationPath = join(dir, `photos.${language}.yaml`);
  const file = relative(REPO_DIR, translationPath);
  if (!existsSync(translationPath))
    throw new ContentError([
      `${file}:1:1 (whole file): missing (the ${language} pages need each photo's alt text in this language)`,
    ]);
  const translated = parseContent(
    file,
    readFileSync(translationPath, 'utf8'),
    photoTranslationSchema(list),
  );
  const words = new Map(translated.photos.map((photo) => [photo.id, photo]));
  return {
    galleryHeading: translated.galleryHeading ?? list.galleryHeading,
    photos: list.photos.map((photo) => {
      const { alt, caption } = words.get(photo.id)!;
      return { ...photo, alt, ...(photo.caption ? { caption } : {}) };
    }),
  };
}

/** The widths to make from an image `width` pixels wide: never wider than the original. */
export function widthsFor(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w <= width);
  return width < PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]! && !below.includes(width)
    ? [...below, width]
    : below;
}

/** The largest box of shape `aspect` inside width×height, placed as near `focus` as it fits. */
export function cropBox(width: number, height: number, aspect: string, focus: string) {
  const [aw, ah] = aspect.split(':').map(Number) as [number, number];
  const [fx, fy] = focus.split(' ').map((p) => parseFloat(p) / 100) as [number, number];
  const w = Math.min(width, Math.round((height * aw) / ah));
  const h = Math.min(height, Math.round((w * ah) / aw));
  const place = (size: number, total: number, at: number) =>
    Math.max(0, Math.min(total - size, Math.round(at * total - size / 2)));
  return { left: place(w, width, fx), top: place(h, height, fy), width: w, height: h };
}

export interface BuiltPhoto {
  data: PhotoData;
  /** Shown in the campus gallery. */
  gallery: boolean;
  /** Files to publish under PHOTO_URL_DIR, by name, from the cache folder. */
  files: { name: string; path: string }[];
}

/** The file names of each width: AVIF and WebP at every width, the JPEG at the largest only. */
export function photoFiles(stem: string, widths: number[]): string[] {
  const last = widths[widths.length - 1];
  return widths.flatMap((w) => [
    `${stem}-${w}.avif`,
    `${stem}-${w}.webp`,
    ...(w === last ? [`${stem}-${w}.jpg`] : []),
  ]);
}

/**
 * One photo: its data always, and its files when `encode` is set, from the cache when its
 * original and settings are unchanged. Sizes come from the original's header, so the data
 * (all that unit tests need) costs no encoding.
 */
export async function buildPhoto(
  entry: PhotoEntry,
  { dir = PHOTOS_DIR, cacheDir = PHOTO_CACHE_DIR, encode = true } = {},
): Promise<BuiltPhoto> {
  const original = readFileSync(join(dir, entry.file));
  const key = createHash('sha256')
    .update(original)
    .update(JSON.stringify([ENCODE, PHOTO_WIDTHS, entry.aspect, entry.focus]))
    .digest('hex')
    .slice(0, 12);
  const name = basename(entry.file, extname(entry.file)).toLowerCase();
  const stem = `${name.replace(/[^a-z0-9-]+/g, '-')}.${key}`;
  const folder = join(cacheDir, key);

  // Turned upright from its EXIF orientation (sharp leaves the other metadata, GPS too, out)
  // and cut to shape.
  const { autoOrient } = await sharp(original).metadata();
  const box = entry.aspect
    ? cropBox(autoOrient.width, autoOrient.height, entry.aspect, entry.focus)
    : { left: 0, top: 0, ...autoOrient };
  const widths = widthsFor(box.width);
  const heightAt = (w: number) => Math.round((w * box.height) / box.width);
  const upright = () => sharp(original).rotate().extract(box);

  const recordPath = join(folder, 'photo.json');
  let placeholder: string;
  if (existsSync(recordPath)) {
    ({ placeholder } = JSON.parse(readFileSync(recordPath, 'utf8')) as { placeholder: string });
  } else {
    const tiny = await upright()
      .resize({ width: ENCODE.placeholderWidth })
      .blur(0.6)
      .webp({ quality: 40 })
      .toBuffer();
    placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
    if (encode) await encodeFiles(upright(), stem, widths, heightAt, folder, placeholder);
  }
  const { alt, credit, licence, caption, focus, id } = entry;
  return {
    data: {
      id,
      alt,
      credit,
      licence,
      ...(caption ? { caption } : {}),
      base: `${PHOTO_URL_DIR}/${stem}`,
      widths,
      height: heightAt(widths[widths.length - 1]!),
      focus,
      placeholder,
    },
    gallery: entry.gallery,
    files: photoFiles(stem, widths).map((file) => ({ name: file, path: join(folder, file) })),
  };
}

async function encodeFiles(
  upright: Sharp,
  stem: string,
  widths: number[],
  heightAt: (width: number) => number,
  folder: string,
  placeholder: string,
): Promise<void> {
  // Decoded once to raw pixels, so no step decodes the original again or encodes it twice.
  const { data, info } = await upright.raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  // Written in a folder of its own and renamed, so a build stopped half-way leaves no record.
  const work = `${folder}.tmp-${process.pid}`;
  mkdirSync(work, { recursive: true });
  for (const file of photoFiles(stem, widths)) {
    const [, w, format] = /-(\d+)\.(\w+)$/.exec(file)!;
    // Exactly the height the page is told, so the box it reserves is the photo's.
    const resized = sharp(data, { raw: { width, height, channels } }).resize({
      width: Number(w),
      height: heightAt(Number(w)),
      fit: 'fill',
    });
    const encoder =
      format === 'avif'
        ? resized.avif(ENCODE.avif)
        : format === 'webp'
          ? resized.webp(ENCODE.webp)
          : resized.flatten({ background: '#fff' }).jpeg(ENCODE.jpg);
    await encoder.toFile(join(work, file));
  }
  writeFileSync(join(work, 'photo.json'), JSON.stringify({ placeholder }));
  try {
    renameSync(work, folder);
  } catch {
    // Another build (a second test worker) finished the same photo first: theirs is identical.
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every photo in the manifest, one after another (libvips already uses both cores for one). */
export async function buildPhotos(
  options: Parameters<typeof buildPhoto>[1] & { language?: PhotoLanguage } = {},
) {
  const { galleryHeading, photos } = readPhotoList(options.dir, options.language);
  const built = new Map<string, BuiltPhoto>();
  for (const entry of photos) built.set(entry.id, await buildPhoto(entry, options));
  return { galleryHeading, photos: built };
}

/** Names in the folder that no manifest entry uses (the guide tells the college to add one). */
export function unlistedPhotos(dir = PHOTOS_DIR): string[] {
  if (!existsSync(dir)) return [];
  const listed = new Set(readPhotoList(dir).photos.map((photo) => photo.file));
  return readdirSync(dir).filter((f) => /\.(?:jpe?g|png)$/i.test(f) && !listed.has(f));
}
