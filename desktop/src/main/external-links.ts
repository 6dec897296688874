/*
 * "Contact in one click": the only links the console hands to the operating
 * system are a call to an Indian number and a WhatsApp chat with one. Every
 * other URL the renderer tries to open or navigate to goes nowhere. Kept free
 * of Electron so that it is tested under Node; security.ts wires it in.
 */

/** A national significant number after +91: ten digits, never starting with 0. */
const NUMBER = '[1-9][0-9]{9}';

/** `tel:+919876543210`: the number in E.164, as leads store it, and nothing more. */
const TEL = new RegExp(`^tel:\\+91${NUMBER}$`);

/**
 * `https://wa.me/919876543210`, optionally `?text=` with a percent-encoded
 * message (what encodeURIComponent or URLSearchParams writes). No other host,
 * port, user, path, parameter or fragment.
 */
const WHATSAPP = new RegExp(
  `^https://wa\\.me/91${NUMBER}(?:\\?text=(?:[A-Za-z0-9\\-_.!~*'()+]|%[0-9A-Fa-f]{2})*)?$`,
);

/** Longer than any message staff would prefill; a URL this long is not ours. */
const MAX_LENGTH = 4096;

/**
 * Whether the main process may open `url` outside the console: a `tel:`
 * link to a +91 number, or a `https://wa.me/<91 and the number>` link with
 * an optional `text`. Everything else — http:, other https hosts, javascript:,
 * file:, mailto:, lookalike hosts, user info, ports — is refused.
 */
export function isAllowedExternalLink(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > MAX_LENGTH) return false;
  if (TEL.test(url)) return true;
  if (!WHATSAPP.test(url)) return false;
  // The pattern says it all; the URL parser must agree on where it leads.
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (
    parsed.protocol !== 'https:' ||
    parsed.hostname !== 'wa.me' ||
    parsed.port !== '' ||
    parsed.username !== '' ||
    parsed.password !== '' ||
    parsed.hash !== '' ||
    [...parsed.searchParams.keys()].some((key) => key !== 'text')
  ) {
    return false;
  }
  // Percent-escapes that are not UTF-8 are not a message.
  try {
    decodeURIComponent(parsed.search);
  } catch {
    return false;
  }
  return true;
}

export type OpenExternal = (url: string) => Promise<unknown>;

/** Opens `url` in the operating system if it is allowed; true when it was. */
export function openIfAllowed(url: unknown, openExternal: OpenExternal): boolean {
  if (!isAllowedExternalLink(url)) return false;
  // No dialler or WhatsApp installed: nothing to do, and nothing to crash on.
  void openExternal(url).catch(() => {});
  return true;
}

/** For setWindowOpenHandler: a `target=_blank` link opens outside, if allowed; no window ever opens. */
export const windowOpenHandler =
  (openExternal: OpenExternal) =>
  ({ url }: { url: string }): { action: 'deny' } => {
    openIfAllowed(url, openExternal);
    return { action: 'deny' };
  };

/** For will-navigate: the console never leaves its page; an allowed link clicked in place opens outside. */
export const navigationGuard =
  (openExternal: OpenExternal) =>
  (event: { preventDefault: () => void; url: string }): void => {
    event.preventDefault();
    openIfAllowed(event.url, openExternal);
  };
