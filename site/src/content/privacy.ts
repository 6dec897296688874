import { UTM_FIELDS } from '@skltcoa/shared';
import data from '../../../content/privacy.yaml';
import { fillIn } from './fill-in';
import {
  BACKUP_MONTHS,
  GUARDIAN_LINK_DAYS,
  NOTICE_VERSION,
  RIGHTS_ANSWER_DAYS,
  WITHDRAWAL_LINK_HOURS,
} from './privacy-facts';
import type { PrivacyContent } from './privacy.schema';
import { SITE } from './site';

/*
 * The privacy notice that every enquiry form links to (docs/product-decisions.md §3), written
 * for India's Digital Personal Data Protection Act, 2023: content/privacy.yaml's words, in the
 * build's language, with the figures and names that are set elsewhere filled in.
 */

/** Enquiries are erased this many months after the family's last sign of life (LEAD_RETENTION_MONTHS). */
export const RETENTION_MONTHS = 24;

const FILL_INS: Record<string, string | number> = {
  version: NOTICE_VERSION,
  college: SITE.name,
  group: SITE.group,
  utmFields: UTM_FIELDS.join(', '),
  retentionMonths: RETENTION_MONTHS,
  backupMonths: BACKUP_MONTHS,
  rightsDays: RIGHTS_ANSWER_DAYS,
  withdrawalHours: WITHDRAWAL_LINK_HOURS,
  guardianDays: GUARDIAN_LINK_DAYS,
};

export const privacy: PrivacyContent = fillIn(data, FILL_INS);
