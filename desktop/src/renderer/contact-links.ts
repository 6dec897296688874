import { normalizeIndianPhone, PROGRAM_FACTS, type Lead } from '@skltcoa/shared';

/** How the college signs its WhatsApp messages (site/src/content/site.ts has the same). */
export const COLLEGE_SHORT_NAME = 'SKLTCOA';

/** `Bachelor of Architecture` → `Bachelor of Architecture (B.Arch)`; an unknown programme as it is. */
export function programFullLabel(program: string): string {
  const facts = Object.values(PROGRAM_FACTS).find((entry) => entry.program === program);
  return facts ? `${facts.program} (${facts.short})` : program;
}

/** The first word of a name, as a counsellor would greet the family. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The short greeting a WhatsApp chat opens with; the counsellor can change it before sending. */
export function whatsAppMessage(lead: Pick<Lead, 'name' | 'program'>): string {
  const greeting = firstName(lead.name) ? `Hello ${firstName(lead.name)}` : 'Hello';
  return (
    `${greeting}, this is ${COLLEGE_SHORT_NAME} admissions about your enquiry for the ` +
    `${programFullLabel(lead.program)} programme.`
  );
}

export interface ContactLinks {
  /** `tel:+919876543210`: the office softphone or a paired mobile dials it. */
  tel: string;
  /** `https://wa.me/919876543210?text=…`: a chat with the message filled in. */
  whatsApp: string;
}

/**
 * The one-click links for a lead's phone, or null when the number is not an
 * Indian mobile (the API stores `+91XXXXXXXXXX`; anything else is not dialled).
 * The main process opens only `tel:` and `https://wa.me/` links outside the app.
 */
export function contactLinks(lead: Pick<Lead, 'name' | 'program' | 'phone'>): ContactLinks | null {
  const phone = normalizeIndianPhone(lead.phone);
  if (!phone) return null;
  const digits = phone.slice(1);
  return {
    tel: `tel:${phone}`,
    whatsApp: `https://wa.me/${digits}?text=${encodeURIComponent(whatsAppMessage(lead))}`,
  };
}
