import { SITE } from './site';

/*
 * The phone's call and WhatsApp buttons (issue 16 §4). The WhatsApp number is
 * a sample, like the phone in the site's facts: a landline cannot take
 * WhatsApp, so the college gives a mobile number here before launch.
 */
export const QUICK_CONTACT = {
  label: 'Call or message the admissions office',
  call: 'Call',
  callNumber: SITE.phone,
  whatsapp: 'WhatsApp',
  whatsappNumber: '+91 98200 00000',
  /** The prefilled message; it names the page the visitor was reading. */
  message: (title: string, url: string) =>
    `Hello, I have a question about “${title}” on the ${SITE.shortName} website: ${url}`,
};
