import {
  BROCHURE_FILE,
  FAMILY_WORDS,
  FAMILY_WORDS_EN,
  familyDate,
  findNotice,
  languagePath,
  PRIVACY_CONTACT,
  PRIVACY_PATH,
  PROGRAM_FACTS,
  RIGHTS_REQUEST_PATH,
  WITHDRAW_PATH,
  type Enquiry,
  type Language,
  type NoticeLanguage,
  type PrivacyNotice,
} from '@skltcoa/shared';
import type { OutboxMessage } from '../mail/outbox';

/*
 * Every email the college sends about an enquiry (§6). Each one
 * names the privacy contact, the grievance process and carries its own
 * one-step withdrawal link; the ones that ask for or acknowledge consent
 * carry the notice itself, in the language the person chose. Each speaks the
 * family's language, that of the page their enquiry came from, from
 * shared/src/privacy/family-words*.ts
 * (docs/decisions/054-the-family-language-and-one-step-withdrawal.md). Plain
 * text: it reads the same in every mail program and on every phone.
 */

export const COLLEGE = 'SKLT College of Architecture';

const shortName = (program: string) =>
  Object.values(PROGRAM_FACTS).find((facts) => facts.program === program)?.short ?? program;

const url = (siteUrl: string, path: string) => new URL(path, siteUrl).href;

/** The family's language of an enquiry: its page's, or English for one sent before it was kept. */
export const enquiryLanguage = (enquiry: Pick<Enquiry, 'language'>): Language =>
  enquiry.language ?? 'en';

/** The notice as plain text, so the email is a copy of what the person read. */
export function noticeText(notice: PrivacyNotice): string {
  return [
    FAMILY_WORDS[notice.language].mail.noticeHeading(
      notice.title,
      notice.languageName,
      notice.version,
    ),
    '',
    notice.intro,
    '',
    ...notice.items.map((item) => `- ${item.data}: ${item.purpose}`),
    '',
    ...notice.purposes.map((purpose) => purpose.label),
    notice.notUsedFor,
    notice.retention,
    notice.children,
    notice.withdraw.text,
    notice.rights,
    notice.complaint,
  ].join('\n');
}

/**
 * Said in every email a request from the website can cause: why this address
 * got it. Such an email never puts what a visitor typed in its subject
 * (docs/decisions/041-mail-an-anonymous-request-can-cause.md). In English
 * here; each language's is its words' `mail.whyThisEmail`.
 */
export const WHY_THIS_EMAIL = FAMILY_WORDS_EN.mail.whyThisEmail;

export interface FooterOptions {
  language?: Language;
  /**
   * The email's own one-step withdrawal link, bound to its recipient's address
   * (ADR 054); the withdrawal page where an email has none (a breach notice, the
   * last email to an erased address).
   */
  withdrawLink?: string;
}

/** The end of every email: withdrawal, the other rights, the notice and the privacy contact. */
export function footer(siteUrl: string, { language = 'en', withdrawLink }: FooterOptions = {}) {
  const words = FAMILY_WORDS[language].mail.footer;
  return [
    '--',
    words.withdraw(withdrawLink ?? url(siteUrl, languagePath(language, WITHDRAW_PATH))),
    words.rights(url(siteUrl, languagePath(language, RIGHTS_REQUEST_PATH))),
    words.notice(url(siteUrl, languagePath(language, PRIVACY_PATH))),
    `${words.contact}: ${PRIVACY_CONTACT.name}, ${PRIVACY_CONTACT.role}, ${PRIVACY_CONTACT.email}, ${PRIVACY_CONTACT.phone}`,
    words.grievance,
  ].join('\n');
}

function agreedNotice(version: string, language: NoticeLanguage): PrivacyNotice {
  const notice = findNotice(version, language);
  // The schema accepts only published versions, so this is a bug, and the
  // lead's transaction must not commit without its acknowledgement.
  if (!notice) throw new Error(`No published notice ${version}/${language}`);
  return notice;
}

/** What every email to a family is built with: the site, and its own withdrawal link. */
export interface FamilyMailOptions {
  siteUrl: string;
  withdrawLink?: string;
}

/** To the enquirer, once their enquiry is a lead: what happens next, and what they agreed to. */
export function acknowledgementMail(
  enquiry: Enquiry,
  leadId: string,
  { siteUrl, withdrawLink }: FamilyMailOptions,
): OutboxMessage {
  const language = enquiryLanguage(enquiry);
  const words = FAMILY_WORDS[language].mail;
  const program = shortName(enquiry.program);
  const brochure =
    enquiry.form_type === 'Brochure Enquiry'
      ? ['', words.acknowledgement.brochure(url(siteUrl, BROCHURE_FILE))]
      : [];
  return {
    kind: 'acknowledgement',
    leadId,
    to: enquiry.email,
    subject: words.acknowledgement.subject(program),
    text: [
      words.greeting(enquiry.name),
      '',
      words.acknowledgement.thanks(enquiry.program, program, COLLEGE),
      ...brochure,
      '',
      words.acknowledgement.next,
      '',
      words.whyThisEmail,
      '',
      words.acknowledgement.copy,
      '',
      noticeText(agreedNotice(enquiry.notice_version, enquiry.notice_language)),
      '',
      footer(siteUrl, { language, ...(withdrawLink ? { withdrawLink } : {}) }),
    ].join('\n'),
  };
}

/**
 * To a family whose enquiry a member of staff recorded: the privacy notice
 * they were told of and agreed to, in the language chosen, and how to
 * withdraw (docs/decisions/050-leads-from-every-channel.md).
 */
export function recordedLeadNoticeMail(
  lead: {
    name: string;
    email: string;
    program: string;
    channel: string;
    notice_version: string;
    notice_language: NoticeLanguage;
  },
  leadId: string,
  { siteUrl, withdrawLink }: FamilyMailOptions,
): OutboxMessage {
  // Staff told the family of the notice in the language they chose: the email speaks it too.
  const language = lead.notice_language;
  const words = FAMILY_WORDS[language].mail;
  const program = shortName(lead.program);
  const metBy = words.recorded.metBy[lead.channel] ?? words.recorded.metBy.other!;
  return {
    kind: 'recorded_lead_notice',
    leadId,
    to: lead.email,
    subject: words.recorded.subject(program),
    text: [
      words.greeting(lead.name),
      '',
      words.recorded.thanks(lead.program, program, COLLEGE, metBy),
      '',
      words.recorded.told,
      '',
      noticeText(agreedNotice(lead.notice_version, lead.notice_language)),
      '',
      footer(siteUrl, { language, ...(withdrawLink ? { withdrawLink } : {}) }),
    ].join('\n'),
  };
}

/** To the parent or guardian of an under-18: the notice, and a one-time link to agree or not. */
export function guardianConsentMail(
  enquiry: Enquiry,
  pendingId: string,
  { siteUrl, link, expiresAt, withdrawLink }: FamilyMailOptions & { link: string; expiresAt: Date },
): OutboxMessage {
  const language = enquiryLanguage(enquiry);
  const words = FAMILY_WORDS[language].mail;
  const until = familyDate(expiresAt, language);
  return {
    kind: 'guardian_consent',
    leadId: pendingId,
    to: enquiry.guardian_email!,
    subject: words.guardian.subject(COLLEGE),
    text: [
      words.greeting(enquiry.guardian_name!),
      '',
      words.guardian.asked(enquiry.name, enquiry.program, shortName(enquiry.program), COLLEGE),
      '',
      words.guardian.law,
      '',
      link,
      '',
      words.guardian.expires(until),
      words.whyThisEmail,
      '',
      noticeText(agreedNotice(enquiry.notice_version, enquiry.notice_language)),
      '',
      footer(siteUrl, { language, ...(withdrawLink ? { withdrawLink } : {}) }),
    ].join('\n'),
  };
}

/**
 * To an address on file, after someone asked on the withdrawal page. Its link is
 * itself the one-step withdrawal, so the footer offers the same.
 */
export function withdrawalLinkMail(
  to: string,
  { siteUrl, link, language = 'en' }: { siteUrl: string; link: string; language?: Language },
): OutboxMessage {
  const words = FAMILY_WORDS[language].mail;
  return {
    kind: 'withdrawal_link',
    to,
    subject: words.withdrawal.subject(COLLEGE),
    text: [
      words.hello,
      '',
      words.withdrawal.asked(COLLEGE),
      '',
      words.withdrawal.open,
      '',
      link,
      '',
      words.withdrawal.then,
      words.withdrawal.notYou,
      words.whyThisEmail,
      '',
      footer(siteUrl, { language, withdrawLink: link }),
    ].join('\n'),
  };
}
