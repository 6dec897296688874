import { SITE } from './site';

/*
 * The college's address on Google Maps, from content/site.yaml (the one definition of the
 * address): the contact page's map, shown only when asked, and plain links that open Google Maps
 * in a new tab, so that no page makes a request to Google until the visitor chooses to.
 */
const query = encodeURIComponent(SITE.address.join(', '));

/** The map the contact page shows on request, in an iframe. */
export const MAP_EMBED_URL = `https://www.google.com/maps?q=${query}&output=embed`;

/** A plain link that opens the address in Google Maps. */
export const MAP_OPEN_URL = `https://www.google.com/maps/search/?api=1&query=${query}`;
