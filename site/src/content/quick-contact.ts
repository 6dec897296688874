import { SITE } from './site';

/*
 * The phone's call and WhatsApp buttons; their words are in content/site.yaml
 * (ui.quickContact). The WhatsApp number is a sample, like the phone in the site's facts: a
 * landline cannot take WhatsApp, so the college gives a mobile number here before launch.
 */
const { label, call, message } = SITE.ui.quickContact;

export const QUICK_CONTACT = {
  label,
  call,
  callNumber: SITE.phone,
  whatsapp: 'WhatsApp',
  whatsappNumber: '+91 98200 00000',
  /** The prefilled message; it names the page the visitor was reading. */
  message: (title: string, url: string) =>
    message.replace(/\{(title|url|site)\}/g, (_, name: string) =>
      name === 'title' ? title : name === 'url' ? url : SITE.shortName,
    ),
};
