/// <reference types="vite/client" />

/** True in the English build only; false in a Marathi or Hindi one (site/vite.config.ts, ADR 030). */
declare const __ENGLISH_BUILD__: boolean;

interface ImportMetaEnv {
  /** The public origin, from SITE_URL at build time (see site-url.ts). */
  readonly VITE_SITE_URL: string;
  /** This build's language, from SITE_LANGUAGE (site/vite.config.ts; docs/decisions/030). */
  readonly VITE_SITE_LANGUAGE: 'en' | 'mr' | 'hi';
}

/** One photo of content/photos/, by its id; null when none has that id (site/build/photos-plugin.ts). */
declare module 'virtual:photo/*' {
  const photo: import('./lib/photo-data').PhotoData | null;
  export default photo;
}

/** Each photo's preload, by id: for the prerender only, which writes the lead image's. */
declare module 'virtual:photo-preloads' {
  const preloads: Record<string, import('./lib/photo-data').PhotoPreload>;
  export default preloads;
}

/** The About page's gallery: the photos of content/photos/ marked `gallery: true`. */
declare module 'virtual:photo-gallery' {
  const gallery: import('./lib/photo-data').PhotoGallery;
  export default gallery;
}
