/// <reference types="vite/client" />

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

/** The paths of the pages in Marathi and Hindi, from content/ (translatedPages() in site/build/content.ts). */
declare module 'virtual:translated-pages' {
  const paths: readonly string[];
  export default paths;
}

/**
 * Each page module's loader, by the name a route-list entry gives it (site/build/page-loaders.ts):
 * every page in English, the translated pages' in Marathi and Hindi. Read by the router only.
 */
declare module 'virtual:page-loaders' {
  const loaders: Readonly<Record<string, () => Promise<import('./route-list').PageModule>>>;
  export default loaders;
}
