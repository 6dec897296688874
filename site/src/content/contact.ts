import data from '../../../content/contact.yaml';
import type { ContactContent } from './contact.schema';
import { SITE } from './site';

/* The contact page's words come from content/contact.yaml (ADR 028); the details themselves come
   from SITE, so the footer and this page never disagree. */
const words = data;
const mapQuery = encodeURIComponent(SITE.address.join(', '));

export const contact: ContactContent = {
  ...words,
  address: { ...words.address, lines: [SITE.name, ...SITE.address] },
  phone: { ...words.phone, display: SITE.phone, tel: SITE.phone.replace(/\s+/g, '') },
  email: { ...words.email, address: SITE.email },
  map: {
    ...words.map,
    iframeTitle: `Map showing ${SITE.name}`,
    embedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
    openUrl: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
  },
};
