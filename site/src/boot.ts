/*
 * Loads the app after the first paint. The build points each page's script
 * here and names the app bundle in `data-app` (afterPaintLoader() in
 * site/build/page-html.ts; ADR 012).
 *
 * A prerendered page paints from its HTML and inline CSS alone. The app that
 * hydrates it (React and the router, about 87 KB gzip) is fetched once that
 * first frame is on screen, so on a slow connection it does not compete with
 * the page itself. Meanwhile the page works: links are links and the enquiry
 * forms post without script. (A timeout set inside an animation frame runs
 * just after that frame is painted.)
 */
const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
if (app) requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ app)));
