import { shell, type WebContents } from 'electron';
import { navigationGuard, windowOpenHandler } from './external-links';

/** The renderer talks only to main: no network, no inline script, no plugins, no frames. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // AG Grid writes its theme into <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/**
 * Keeps a window on the console's own page. Only a call or a WhatsApp chat
 * (external-links.ts) leaves the app, whether the link opens a new window
 * (`target=_blank`) or is clicked in place.
 */
export function lockDown(contents: WebContents): void {
  const openExternal = (url: string) => shell.openExternal(url);
  contents.on('will-navigate', navigationGuard(openExternal));
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(windowOpenHandler(openExternal));
}
