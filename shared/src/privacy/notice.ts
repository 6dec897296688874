import { z } from 'zod';
import { LANGUAGES, type Language } from '../language';
import { PRIVACY_OFFICER } from './officer';

/*
 * The privacy notice an enquirer agrees to, kept as versioned content data in
 * three languages (docs/privacy.md). A published version is never edited: a
 * change is a new version, so that every consent record points at the exact
 * words the person read.
 */

/** The site's languages (DPDP Act s. 5(3)): English plus the two most Mumbai families read first. */
export const NOTICE_LANGUAGES = LANGUAGES;
export type NoticeLanguage = Language;
export const DEFAULT_NOTICE_LANGUAGE: NoticeLanguage = 'en';

/** The version every form shows and the API accepts; older ones stay readable for the records that cite them. */
export const CURRENT_NOTICE_VERSION = '2027-01' as const;

/**
 * What consent is asked for, stored on each consent record by id. Campaign
 * measurement (the utm_* fields) is a purpose of its own since 2027-01, and
 * never an under-18's (ADR 055).
 */
export const CONSENT_PURPOSES = ['admission-enquiry', 'campaign-measurement'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What every consent covers: answering the enquiry. */
export const ENQUIRY_PURPOSES: readonly ConsentPurpose[] = ['admission-enquiry'];

/** The purposes one enquiry's consent records: campaign measurement only for an adult. */
export const consentPurposesOf = (enquiry: { adult: boolean }): readonly ConsentPurpose[] =>
  enquiry.adult ? CONSENT_PURPOSES : ENQUIRY_PURPOSES;

/**
 * How long erased details live on in the off-site backups, which the notice
 * states (docs/deployment.md, "Backups": 12 monthly copies are the oldest).
 */
export const BACKUP_MONTHS = 12;

/** The Data Protection Board of India's official site, where complaints are made online. */
export const BOARD_URL = 'https://www.dpb.gov.in';

/** How long a guardian's link stays valid; an unconfirmed under-18 enquiry is then erased. */
export const GUARDIAN_LINK_DAYS = 7;
/** How long a withdrawal link stays valid. */
export const WITHDRAWAL_LINK_HOURS = 24;

/** Where a person withdraws consent; every email and /privacy link here. */
export const WITHDRAW_PATH = '/privacy/withdraw';
export const PRIVACY_PATH = '/privacy';

const Text = z.string().trim().min(1);

export const PrivacyNoticeSchema = z.strictObject({
  version: z.string().regex(/^\d{4}-\d{2}$/, 'version must look like 2026-12'),
  language: z.enum(NOTICE_LANGUAGES),
  /** The language's own name, for the switch. */
  languageName: Text,
  title: Text,
  intro: Text,
  /** Each item of personal data with its specific purpose (Rule 3(b)). */
  items: z.array(z.strictObject({ data: Text, purpose: Text })).min(5),
  // Answering the enquiry first; a version may name fewer purposes than are known today (2026-12 did).
  purposes: z
    .array(z.strictObject({ id: z.enum(CONSENT_PURPOSES), label: Text }))
    .min(1)
    .refine(
      (purposes) => purposes[0]?.id === 'admission-enquiry',
      'answering the enquiry comes first',
    )
    .refine(
      (purposes) => new Set(purposes.map((purpose) => purpose.id)).size === purposes.length,
      'each purpose once',
    ),
  notUsedFor: Text,
  retention: Text,
  children: Text,
  withdraw: z.strictObject({ text: Text, linkLabel: Text }),
  rights: Text,
  complaint: Text,
  contactLabel: Text,
  consentLabel: Text,
  adultQuestion: Text,
  adultYes: Text,
  adultNo: Text,
  guardianIntro: Text,
  fullNoticeLabel: Text,
});
export type PrivacyNotice = z.infer<typeof PrivacyNoticeSchema>;

/** Who answers for the families' data (Rule 9); shown on /contact, /privacy and in every email. */
export const PRIVACY_CONTACT = {
  // Set in content/privacy-contact.yaml, the one place (site/scripts/privacy-data.ts writes officer.ts).
  ...PRIVACY_OFFICER,
  /** How a grievance is answered (DPDP Rules 2025, Rule 14(3): within 90 days at most). */
  grievance:
    'Write to the grievance officer. We acknowledge within 7 days and answer within 30 days, and never later than 90 days. If the answer does not satisfy you, you may complain to the Data Protection Board of India, online through the portal on its official website (https://www.dpb.gov.in).',
} as const;

/** The consent fields of an adult who ticked the box under the current notice. */
export const adultConsent = (language: NoticeLanguage = DEFAULT_NOTICE_LANGUAGE) => ({
  consent: true as const,
  notice_version: CURRENT_NOTICE_VERSION,
  notice_language: language,
  adult: true as const,
});
