import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SITE } from '../content/site';
import { useScrollRestoration } from '../lib/scroll-restoration';
import { captureUtm } from '../lib/utm';
import { findRoute } from '../routes';
import { ContactBar } from './contact-bar';
import { DesktopNav } from './desktop-nav';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { PageHead } from './page-head';
import { ToastProvider } from './toast';

/** The shell around every page: head tags from the route list, header, footer and site navigation. */
export function Layout() {
  const { pathname } = useLocation();
  const entry = findRoute(pathname);
  useScrollRestoration();
  useEffect(() => captureUtm(window.location.search), []);
  // Browser tests wait for this before they click: earlier, a click meets the bare HTML form.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const chrome = !entry?.bare;
  return (
    <ToastProvider>
      {entry && !entry.redirect && (
        <PageHead
          title={entry.title}
          description={entry.description}
          path={entry.path}
          noindex={entry.noindex}
          leadImage={entry.leadImage}
        />
      )}
      <a className="skip-link" href="#main">
        {SITE.ui.skipLink}
      </a>
      {entry?.translated && <LanguageSwitch path={entry.path} />}
      {chrome && !entry?.ownLogo && (
        <header className="site-header">
          <Logo />
        </header>
      )}
      <main id="main" tabIndex={-1} className={chrome ? 'page' : 'page page--bare'}>
        <Outlet />
      </main>
      {chrome && (
        <>
          <Footer />
          <DesktopNav />
          <MobileNav />
          <ContactBar title={entry?.title ?? SITE.name} path={pathname} />
        </>
      )}
    </ToastProvider>
  );
}
