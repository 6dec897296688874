import type { z } from 'zod';
import data from '../../../content/privacy-contact.yaml';
import { fillIn } from './fill-in';
import { GRIEVANCE_DAYS } from './privacy-contact';
import type { PrivacyContactFile } from './privacy.schema';
import { SITE } from './site';

/**
 * The words of the privacy contact block (content/privacy-contact.yaml) in the build's language,
 * with shared's grievance days, and the college's address under the contact.
 */
export const PRIVACY_CONTACT_WORDS = {
  ...fillIn(data as z.output<typeof PrivacyContactFile>, GRIEVANCE_DAYS),
  address: [SITE.name, ...SITE.address],
};
