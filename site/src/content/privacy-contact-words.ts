import type { z } from 'zod';
import data from '../../../content/privacy-contact.yaml';
import { GRIEVANCE_DAYS } from './privacy-contact';
import type { PrivacyContactFile } from './privacy.schema';
import { SITE } from './site';

/**
 * `data` with each `{name}` in its strings replaced by `values[name]`: figures and names set
 * elsewhere (shared, site.yaml), so that the content's words in each language quote one value.
 * Every string at once; no value holds a character JSON would escape (the prerender's content
 * check parses the result).
 */
export function fillIn<T>(data: T, values: Record<string, string | number>): T {
  return JSON.parse(
    JSON.stringify(data).replace(/\{(\w+)\}/g, (whole, name: string) =>
      String(values[name] ?? whole),
    ),
  ) as T;
}

/**
 * The words of the privacy contact block (content/privacy-contact.yaml) in the build's language,
 * with shared's grievance days, and the college's address under the contact.
 */
export const PRIVACY_CONTACT_WORDS = {
  ...fillIn(data as z.output<typeof PrivacyContactFile>, GRIEVANCE_DAYS),
  address: [SITE.name, ...SITE.address],
};
