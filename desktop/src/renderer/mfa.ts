/*
 * Small helpers for the two-step sign-in screens (mfa-enrolment.tsx,
 * security-screen.tsx): how the secret and its QR code are shown.
 */

/**
 * The secret in groups of four, as authenticator apps show and accept it
 * when it is typed rather than scanned: `JBSW Y3DP EHPK 3PXP`.
 */
export function groupSecret(secret: string): string {
  const plain = secret.replace(/[\s-]+/g, '').toUpperCase();
  return plain.match(/.{1,4}/g)?.join(' ') ?? '';
}

/**
 * The API's QR code (SVG text) as an image address. Shown through `<img>`,
 * an SVG is a picture only: no script in it runs and it loads nothing, so
 * the text never becomes part of the page (the CSP allows `img-src data:`).
 * Anything that is not an SVG document gives null, and the screen shows
 * the secret alone.
 */
export function qrImageSource(svg: string): string | null {
  const text = svg.trim();
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(text) || !/<\/svg>$/i.test(text)) return null;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}

/** The recovery codes as a text to copy or keep, one a line, with what they are for. */
export function recoveryCodesText(email: string, codes: readonly string[]): string {
  return [
    `SKLTCOA admissions: recovery codes for ${email}`,
    'Each code signs you in once, in place of the code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * Copies text to the clipboard. The console's window grants no permissions
 * (main/index.ts), which can refuse the Clipboard API; the older copy command
 * on a selected, hidden text area needs none.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } finally {
      area.remove();
      back?.focus();
    }
  }
}
