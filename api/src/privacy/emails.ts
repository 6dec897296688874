import {
  BROCHURE_FILE,
  findNotice,
  formatIst,
  PRIVACY_CONTACT,
  PRIVACY_PATH,
  PROGRAM_FACTS,
  RIGHTS_REQUEST_PATH,
  WITHDRAW_PATH,
  type Enquiry,
  type NoticeLanguage,
  type PrivacyNotice,
} from '@skltcoa/shared';
import type { OutboxMessage } from '../mail/outbox';

/*
 * Every email the college sends about an enquiry (§6). Each one
 * names the privacy contact, the grievance process and the withdrawal page;
 * the ones that ask for or acknowledge consent carry the notice itself, in
 * the language the person chose. Plain text: it reads the same in every
 * mail program and on every phone.
 */

const COLLEGE = 'SKLT College of Architecture';

const shortName = (program: string) =>
  Object.values(PROGRAM_FACTS).find((facts) => facts.program === program)?.short ?? program;

const url = (siteUrl: string, path: string) => new URL(path, siteUrl).href;

/** The notice as plain text, so the email is a copy of what the person read. */
export function noticeText(notice: PrivacyNotice): string {
  return [
    `${notice.title} (${notice.languageName}, version ${notice.version})`,
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
 * (docs/decisions/041-mail-an-anonymous-request-can-cause.md).
 */
export const WHY_THIS_EMAIL =
  'We sent this email because this address was typed into a form on our website. If that was not you or someone you know, ignore it: we will not write again unless asked.';

/** The end of every email: withdrawal, the other rights, the notice and the privacy contact. */
export function footer(siteUrl: string): string {
  return [
    '--',
    `To withdraw your consent at any time: ${url(siteUrl, WITHDRAW_PATH)}`,
    `To see, correct or erase your data, nominate someone or raise a grievance: ${url(siteUrl, RIGHTS_REQUEST_PATH)}`,
    `Our privacy notice: ${url(siteUrl, PRIVACY_PATH)}`,
    `Privacy contact: ${PRIVACY_CONTACT.name}, ${PRIVACY_CONTACT.role}, ${PRIVACY_CONTACT.email}, ${PRIVACY_CONTACT.phone}`,
    PRIVACY_CONTACT.grievance,
  ].join('\n');
}

function agreedNotice(version: string, language: NoticeLanguage): PrivacyNotice {
  const notice = findNotice(version, language);
  // The schema accepts only published versions, so this is a bug, and the
  // lead's transaction must not commit without its acknowledgement.
  if (!notice) throw new Error(`No published notice ${version}/${language}`);
  return notice;
}

/** To the enquirer, once their enquiry is a lead: what happens next, and what they agreed to. */
export function acknowledgementMail(
  enquiry: Enquiry,
  leadId: string,
  { siteUrl }: { siteUrl: string },
): OutboxMessage {
  const program = shortName(enquiry.program);
  const brochure =
    enquiry.form_type === 'Brochure Enquiry'
      ? ['', `The brochure you asked for: ${url(siteUrl, BROCHURE_FILE)}`]
      : [];
  return {
    kind: 'acknowledgement',
    leadId,
    to: enquiry.email,
    subject: `We received your enquiry about ${program}`,
    text: [
      `Dear ${enquiry.name},`,
      '',
      `Thank you for your enquiry about the ${enquiry.program} (${program}) at ${COLLEGE}.`,
      ...brochure,
      '',
      'What happens next: a member of our admissions team will call you on the mobile number you gave, usually within two working days, to answer your questions about admission. You do not need to do anything until then.',
      '',
      WHY_THIS_EMAIL,
      '',
      'Below is a copy of the privacy notice you agreed to when you sent the form.',
      '',
      noticeText(agreedNotice(enquiry.notice_version, enquiry.notice_language)),
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}

/** How a member of staff met the family, as a recorded lead's notice email says it. */
const MET_BY: Record<string, string> = {
  phone: 'when you phoned our admissions office',
  'walk-in': 'when you visited our admissions office',
  fair: 'at an education fair',
  referral: 'when you were referred to us',
  other: 'when you contacted our admissions team',
  aggregator: 'through the website where you asked colleges to contact you',
};

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
  { siteUrl }: { siteUrl: string },
): OutboxMessage {
  const program = shortName(lead.program);
  return {
    kind: 'recorded_lead_notice',
    leadId,
    to: lead.email,
    subject: `Your enquiry about ${program}: our privacy notice`,
    text: [
      `Dear ${lead.name},`,
      '',
      `Thank you for your interest in the ${lead.program} (${program}) at ${COLLEGE}. A member of our admissions team noted your enquiry ${MET_BY[lead.channel] ?? MET_BY.other}, and will call you about admission.`,
      '',
      'They told you of our privacy notice and you agreed to it. Below is a copy, for you to keep. You can withdraw your consent at any time with the link at the end.',
      '',
      noticeText(agreedNotice(lead.notice_version, lead.notice_language)),
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}

/** To the parent or guardian of an under-18: the notice, and a one-time link to agree or not. */
export function guardianConsentMail(
  enquiry: Enquiry,
  pendingId: string,
  { siteUrl, link, expiresAt }: { siteUrl: string; link: string; expiresAt: Date },
): OutboxMessage {
  const until = formatIst(expiresAt.toISOString());
  return {
    kind: 'guardian_consent',
    leadId: pendingId,
    to: enquiry.guardian_email!,
    subject: `Your consent is needed for an admission enquiry to ${COLLEGE}`,
    text: [
      `Dear ${enquiry.guardian_name},`,
      '',
      `${enquiry.name} sent an enquiry about the ${enquiry.program} (${shortName(enquiry.program)}) at ${COLLEGE}, and told us they are under 18 and that you are their parent or guardian.`,
      '',
      'Under India’s Digital Personal Data Protection Act, 2023, we may use a child’s details only with the consent of a parent or guardian. Please read the notice below, then open this link to agree or to decline:',
      '',
      link,
      '',
      `The link works once and expires on ${until} (India time). If you do nothing, we erase the enquiry then and never contact the student.`,
      WHY_THIS_EMAIL,
      '',
      noticeText(agreedNotice(enquiry.notice_version, enquiry.notice_language)),
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}

/** To an address on file, after someone asked on the withdrawal page. */
export function withdrawalLinkMail(
  to: string,
  { siteUrl, link }: { siteUrl: string; link: string },
): OutboxMessage {
  return {
    kind: 'withdrawal_link',
    to,
    subject: `Confirm: withdraw your consent for enquiries to ${COLLEGE}`,
    text: [
      'Hello,',
      '',
      `Someone asked on our website to withdraw consent for the admission enquiries sent to ${COLLEGE} with this email address.`,
      '',
      'To confirm, open this link. It works once and expires in 24 hours:',
      '',
      link,
      '',
      'We then stop contacting you and erase the name, email, mobile number and our notes of those enquiries within 24 hours.',
      'If it was not you, ignore this email: nothing changes.',
      WHY_THIS_EMAIL,
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}
