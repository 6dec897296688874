/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public origin, from SITE_URL at build time (see site-url.ts). */
  readonly VITE_SITE_URL: string;
}
