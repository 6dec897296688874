import { Head } from 'vite-react-ssg';
import PRELOADS from 'virtual:photo-preloads';
import type { LeadImage } from '../lib/lead-images';
import { languagePath } from '@skltcoa/shared';
import { SITE } from '../content/site';
import { LANGUAGE } from '../language';
import { alternates } from '../nav';
import { collegeJsonLd } from './structured-data';

interface PageHeadProps {
  title: string;
  description?: string;
  /** The route's own path; gives the page a canonical URL and social tags. */
  path?: string;
  noindex?: boolean;
  refreshTo?: string;
  /** Preloaded with high priority, ahead of the scripts the prerender lists after the head tags. */
  leadImage?: LeadImage;
}

/**
 * The lead image's preload: a photo's AVIF srcset (browsers without AVIF skip it and find the
 * WebP in the <picture>), or the drawing. Only the prerender calls it, so the browser's bundle
 * carries neither photo data nor photo code for it.
 */
function leadPreload({ photo, sizes, drawing }: LeadImage) {
  const preload = PRELOADS[photo];
  return preload ? { ...preload, imageSizes: sizes } : { href: drawing };
}

/** Pages that describe the college as a whole carry its structured data. */
const COLLEGE_PAGES = new Set(['/', '/home', '/about', '/courses', '/admission']);

export function PageHead({
  title,
  description,
  path,
  noindex,
  refreshTo,
  leadImage,
}: PageHeadProps) {
  const fullTitle = `${title} | ${SITE.shortName}`;
  const origin = import.meta.env.VITE_SITE_URL;
  const url =
    path !== undefined && !noindex ? `${origin}${languagePath(LANGUAGE, path)}` : undefined;
  // In the browser a client-side navigation changes the title and the canonical URL: the other
  // tags are for crawlers and link previews, which load each address afresh and read its
  // prerendered head, so the pages' JavaScript carries none of them (docs/decisions/057, as
  // ADR 030 does for descriptions).
  if (!import.meta.env.SSR) {
    return (
      <Head>
        <title>{fullTitle}</title>
        {url && <link rel="canonical" href={url} />}
      </Head>
    );
  }
  // A translated page names each language's version, and English for everyone else
  // (docs/decisions/030-marathi-and-hindi.md).
  const versions = url && path !== undefined ? alternates(path) : [];
  return (
    <Head>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      {/* A redirect in Marathi or Hindi leads to the page in the same language. */}
      {refreshTo && (
        <meta httpEquiv="refresh" content={`0; url=${languagePath(LANGUAGE, refreshTo)}`} />
      )}
      {/* Only the prerender's preload helps: once the page runs, the image is long requested. */}
      {import.meta.env.SSR && leadImage && (
        <link rel="preload" as="image" {...leadPreload(leadImage)} fetchPriority="high" />
      )}
      {url && <link rel="canonical" href={url} />}
      {versions.map((version) => (
        <link
          key={version.language}
          rel="alternate"
          hrefLang={version.language}
          href={`${origin}${version.path}`}
        />
      ))}
      {versions.length > 0 && (
        <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
      )}
      {url && <meta property="og:type" content="website" />}
      {url && <meta property="og:site_name" content={SITE.name} />}
      {url && <meta property="og:title" content={fullTitle} />}
      {url && description && <meta property="og:description" content={description} />}
      {url && <meta property="og:url" content={url} />}
      {url && <meta property="og:locale" content={`${LANGUAGE}_IN`} />}
      {url && <meta name="twitter:card" content="summary" />}
      {url && <meta name="twitter:title" content={fullTitle} />}
      {url && description && <meta name="twitter:description" content={description} />}
      {import.meta.env.SSR && path !== undefined && COLLEGE_PAGES.has(path) && (
        <script type="application/ld+json">{collegeJsonLd(origin)}</script>
      )}
    </Head>
  );
}
