/**
 * Gives the pages the photos of content/photos/ (docs/decisions/029-photo-pipeline.md):
 *   import banner from 'virtual:photo/home-banner';  // PhotoData, or null when none is listed
 *   import gallery from 'virtual:photo-gallery';     // its heading and photos (PhotoGallery)
 *   import preloads from 'virtual:photo-preloads';   // each photo's AVIF preload, for the prerender
 * A page imports only the photos it shows, so no other page carries their data. The browser
 * build publishes the files under /assets/photos/; the dev server serves them from the cache.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  PHOTO_TYPES,
  photoSrcSet,
  type PhotoData,
  type PhotoGallery,
  type PhotoPreload,
} from '../src/lib/photo-data';
import {
  buildPhotos,
  PHOTO_CACHE_DIR,
  PHOTO_URL_DIR,
  PHOTOS_DIR,
  unlistedPhotos,
  type PhotoLanguage,
} from './photos';

type BuiltPhotos = Awaited<ReturnType<typeof buildPhotos>>;

const ONE = 'virtual:photo/';
const GALLERY = 'virtual:photo-gallery';
const PRELOADS = 'virtual:photo-preloads';

/** The photos' data for the virtual modules; `null` for an id no photo has. */
export function photoModule(
  id: string,
  { galleryHeading, photos }: BuiltPhotos,
): PhotoData | PhotoGallery | Record<string, PhotoPreload> | null | undefined {
  if (id === PRELOADS) {
    // Only the prerender's head reads these: the browser's app chunk then needs no photo code.
    const preload = (data: PhotoData) => ({
      type: PHOTO_TYPES.avif,
      imageSrcSet: photoSrcSet(data, 'avif'),
    });
    return Object.fromEntries([...photos].map(([key, p]) => [key, preload(p.data)]));
  }
  if (id === GALLERY) {
    const listed = [...photos.values()].flatMap((p) => (p.gallery ? [p.data] : []));
    return { heading: galleryHeading, photos: listed };
  }
  if (id.startsWith(ONE)) return photos.get(id.slice(ONE.length))?.data ?? null;
  return undefined;
}

/**
 * `encode: false` gives the pages the photos' data without making the files: for unit tests,
 * which render pages but fetch no image. `language`: the build's, for the photos' alt text.
 */
export function photos({
  dir = PHOTOS_DIR,
  cacheDir = PHOTO_CACHE_DIR,
  encode = true,
  language = 'en' as PhotoLanguage,
} = {}): Plugin {
  let built: Promise<BuiltPhotos> | undefined;
  let publish = false;
  // Once per build: the virtual modules and the published files come from the same run.
  const load = () => (built ??= buildPhotos({ dir, cacheDir, encode, language }));
  return {
    name: 'skltcoa:photos',
    configResolved(config) {
      publish = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      this.addWatchFile(join(dir, 'photos.yaml'));
      if (language !== 'en') this.addWatchFile(join(dir, `photos.${language}.yaml`));
      // A photo dropped into the folder but not listed is not published: say so.
      for (const file of unlistedPhotos(dir)) {
        this.warn(`content/photos/${file} is not listed in photos.yaml, so no page shows it`);
      }
    },
    resolveId(id) {
      return id === PRELOADS || id === GALLERY || id.startsWith(ONE) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith('\0')) return undefined;
      const data = photoModule(id.slice(1), await load());
      if (data === undefined) return undefined;
      return { code: `export default ${JSON.stringify(data)};`, moduleSideEffects: false };
    },
    async generateBundle() {
      if (!publish) return;
      for (const photo of (await load()).photos.values()) {
        for (const file of photo.files) {
          this.emitFile({
            type: 'asset',
            fileName: `${PHOTO_URL_DIR.slice(1)}/${file.name}`,
            source: await readFile(file.path),
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use(PHOTO_URL_DIR, (req, res, next) => {
        void load().then(({ photos: all }) => {
          const name = (req.url ?? '').replace(/^\//, '').split('?')[0];
          const file = [...all.values()].flatMap((p) => p.files).find((f) => f.name === name);
          if (!file) return next();
          createReadStream(file.path).pipe(res);
        }, next);
      });
    },
  };
}
