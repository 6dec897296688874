import data from '../../../content/privacy-contact.yaml';
import { fillIn } from './fill-in';
import { GRIEVANCE_DAYS } from './privacy-contact';
import { SITE } from './site';

/**
 * The words of the privacy contact block (content/privacy-contact.yaml) in the build's language,
 * with shared's grievance days, and the college's address under the contact.
 */
export const PRIVACY_CONTACT_WORDS = {
  ...fillIn(data, GRIEVANCE_DAYS),
  address: [SITE.name, ...SITE.address],
};
