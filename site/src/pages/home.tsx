import { useState, type ComponentType } from 'react';
import { Link } from '../components/site-link';
import { BannerTrack } from '../components/banner-track';
import { DisclosurePanel } from '../components/disclosure-panel';
import { FactsLinks } from '../components/facts-links';
import { Logo } from '../components/logo';
import { FORMS } from '../content/forms';
import { HOME } from '../content/home';
import { useHydrated } from '../lib/hooks';
import banner from 'virtual:photo/home-banner';

/** The page whose form the home page's dialog holds too. */
const ENQUIRY_PAGE = '/admission';

/**
 * The dialog's module (the enquiry form with its notice in three languages: about 9 KB gzip) is
 * fetched when a visitor reaches for the tab, not with the page, which keeps the page within its
 * JavaScript budget (docs/decisions/057-what-a-page-loads-before-it-is-used.md). A pointer over
 * the tab or focus on it starts the fetch, so a click rarely waits for it.
 */
const loadModal = () => import('../components/enquiry-modal');
const prefetchModal = () => void loadModal().catch(() => undefined);

type Modal = ComponentType<{ onClose: () => void }>;

export default function Home() {
  // The open dialog's component; null while it is closed.
  const [Enquiry, setEnquiry] = useState<Modal | null>(null);
  const openEnquiry = () =>
    loadModal().then(
      ({ EnquiryModal }) => setEnquiry(() => EnquiryModal),
      // Offline before the dialog was fetched: the page with the form, as without JavaScript.
      () => window.location.assign(`${import.meta.env.BASE_URL}${ENQUIRY_PAGE.slice(1)}`),
    );
  const hydrated = useHydrated();
  return (
    <>
      <section className="banner" aria-labelledby="page-title">
        <Logo className="banner__logo" />
        {/* Before the photos, so that it has an element after it (see .arrives-whole). */}
        <div className="banner__text arrives-whole">
          <h1 id="page-title">{HOME.heading}</h1>
          <p>{HOME.intro}</p>
        </div>
        <BannerTrack photo={banner} drawingAlt={HOME.bannerAlt} />
      </section>

      <section className="block reveal" aria-labelledby="tiles-title">
        <h2 id="tiles-title">{HOME.tilesHeading}</h2>
        <ul className="tiles">
          {HOME.tiles.map((tile) => (
            <li key={tile.href}>
              <Link className="tile" to={tile.href}>
                {tile.label}
              </Link>
            </li>
          ))}
        </ul>
        <FactsLinks />
      </section>

      <section className="block reveal" aria-labelledby="metrics-title">
        <h2 id="metrics-title">{HOME.metrics.heading}</h2>
        <ul className="stats">
          {HOME.metrics.items.map((metric) => (
            <li key={metric.label} className="stat">
              <strong>{metric.figure}</strong>
              <span>{metric.label}</span>
            </li>
          ))}
        </ul>
        <p className="note">{HOME.metrics.note}</p>
      </section>

      <section className="block reveal" aria-labelledby="videos-title">
        <h2 id="videos-title">{HOME.videosHeading}</h2>
        <p>{HOME.videosIntro}</p>
        <ul className="cards">
          {HOME.videos.map((video, index) => (
            <li key={video.id} className="video">
              <a href={`${HOME.watchUrl}?v=${video.id}`} target="_blank" rel="noopener noreferrer">
                <img
                  src={`/images/video-${index + 1}.svg`}
                  width="320"
                  height="180"
                  loading="lazy"
                  decoding="async"
                  alt=""
                />
                <span className="video__title">{video.title}</span>
                <span className="video__desc">{video.desc}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <DisclosurePanel />
      {hydrated ? (
        <button
          type="button"
          className="enquiry-tab"
          aria-haspopup="dialog"
          onPointerEnter={prefetchModal}
          onFocus={prefetchModal}
          onClick={() => void openEnquiry()}
        >
          {FORMS.modal.open}
        </button>
      ) : (
        // Before and without JavaScript the dialog cannot open: the tab leads to a page with the
        // form, in this page's language (the router's base path: /mr/admission on /mr/home).
        <Link className="enquiry-tab" to={ENQUIRY_PAGE}>
          {FORMS.modal.open}
        </Link>
      )}
      {Enquiry && <Enquiry onClose={() => setEnquiry(null)} />}
    </>
  );
}
