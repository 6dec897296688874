import data from '../../../content/contact.yaml';
import type { ContactContent } from './contact.schema';
import { fillIn } from './fill-in';
import { MAP_EMBED_URL, MAP_OPEN_URL } from './map-links';
import { SITE } from './site';

/* The contact page's words come from content/contact.yaml (ADR 028); the details themselves come
   from SITE, so the footer and this page never disagree. */
const words = fillIn(data, { site: SITE.name });

export const contact: ContactContent = {
  ...words,
  address: { ...words.address, lines: [SITE.name, ...SITE.address] },
  phone: { ...words.phone, display: SITE.phone, tel: SITE.phone.replace(/\s+/g, '') },
  email: { ...words.email, address: SITE.email },
  map: {
    ...words.map,
    embedUrl: MAP_EMBED_URL,
    openUrl: MAP_OPEN_URL,
  },
};
