import {
  formatIst,
  RIGHTS_LINK_HOURS,
  RIGHTS_REQUEST_LABELS,
  type RightsRequestKind,
} from '@skltcoa/shared';
import type { MailAttachment, OutboxMessage } from '../mail/outbox';
import { footer, WHY_THIS_EMAIL } from './emails';

/*
 * The emails of a rights request (ADR 025): the confirmation
 * link, the acknowledgement with the due date, and each answer. Plain text
 * with the standard footer, as every other email (docs/privacy.md).
 */

const COLLEGE = 'SKLT College of Architecture';

const WHAT: Record<RightsRequestKind, string> = {
  access: 'to see the personal data we hold about you',
  correction: 'to correct the personal data we hold about you',
  erasure: 'to erase the personal data we hold about you',
  nomination: 'to nominate a person who may use your rights for you',
  grievance: 'to raise a grievance about how we handle your personal data',
};

const withMessage = (message: string | undefined) =>
  message ? ['', 'From our grievance officer:', '', message] : [];

/** To an address on file, after someone asked on /privacy/request. */
export function rightsLinkMail(
  to: string,
  kind: RightsRequestKind,
  { siteUrl, link }: { siteUrl: string; link: string },
): OutboxMessage {
  return {
    kind: 'rights_link',
    to,
    subject: `Confirm your request to ${COLLEGE}: ${RIGHTS_REQUEST_LABELS[kind].toLowerCase()}`,
    text: [
      'Hello,',
      '',
      `Someone asked on our website, with this email address, ${WHAT[kind]}.`,
      '',
      `To confirm that it was you, open this link. It works once and expires in ${RIGHTS_LINK_HOURS} hours:`,
      '',
      link,
      '',
      'If it was not you, ignore this email: nothing happens.',
      WHY_THIS_EMAIL,
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}

/** Once confirmed: received, and by when we answer. */
export function rightsReceivedMail(
  to: string,
  kind: RightsRequestKind,
  dueAt: Date,
  { siteUrl }: { siteUrl: string },
): OutboxMessage {
  return {
    kind: 'rights_received',
    to,
    subject: `We received your request: ${RIGHTS_REQUEST_LABELS[kind].toLowerCase()}`,
    text: [
      'Hello,',
      '',
      `We received your request ${WHAT[kind]}. Our grievance officer will answer by ${formatIst(dueAt.toISOString()).slice(0, 10)} at the latest, by email to this address.`,
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}

export interface RightsAnswer {
  to: string;
  siteUrl: string;
  message?: string | undefined;
}

/** Access: the data as two attached files, one to read and one for a computer. */
export function accessAnswerMail(
  { to, siteUrl, message }: RightsAnswer,
  leadId: string | null,
  attachments: MailAttachment[],
): OutboxMessage {
  return {
    kind: 'rights_access',
    leadId,
    to,
    // The copy of the data must not stay in the outbox once sent.
    forgetAfterSend: true,
    attachments,
    subject: `The personal data ${COLLEGE} holds about you`,
    text: [
      'Hello,',
      '',
      'As you asked, attached is the personal data we hold about you: your enquiries, the consent you gave and the notes of our contact with you.',
      'Open your-data.html in any web browser to read it; your-data.json holds the same for a computer.',
      ...withMessage(message),
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}

export function correctionAnswerMail(
  { to, siteUrl, message }: RightsAnswer,
  leadId: string,
  fields: string[],
): OutboxMessage {
  return {
    kind: 'rights_correction',
    leadId,
    to,
    subject: 'We corrected your details',
    text: [
      'Hello,',
      '',
      `As you asked, we corrected the ${fields.join(', ')} of your enquiry.`,
      ...withMessage(message),
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}

export function erasureAnswerMail({ to, siteUrl, message }: RightsAnswer): OutboxMessage {
  return {
    kind: 'rights_erasure',
    to,
    // After this message nothing may remember the address.
    forgetAfterSend: true,
    subject: 'We erased your personal data',
    text: [
      'Hello,',
      '',
      'As you asked, we erased your name, email address, mobile number, your parent’s or guardian’s details and our notes of every enquiry sent with your details. We keep only a count that says nothing about you, and this email is the last we send you.',
      ...withMessage(message),
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}

export function nominationAnswerMail(
  { to, siteUrl, message }: RightsAnswer,
  leadId: string | null,
  nominee: string,
): OutboxMessage {
  return {
    kind: 'rights_nomination',
    leadId,
    to,
    subject: 'We recorded your nomination',
    text: [
      'Hello,',
      '',
      `We recorded ${nominee} as the person who may use your rights over your personal data if you die or are unable to (DPDP Act, section 14). To change or cancel this, send a new request.`,
      ...withMessage(message),
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}

export function grievanceAnswerMail(
  { to, siteUrl, message }: RightsAnswer,
  leadId: string | null,
): OutboxMessage {
  return {
    kind: 'rights_grievance',
    leadId,
    to,
    subject: 'Our answer to your grievance',
    text: [
      'Hello,',
      '',
      'This is our answer to the grievance you raised about your personal data.',
      ...withMessage(message),
      '',
      'If this answer does not satisfy you, you may complain to the Data Protection Board of India.',
      '',
      footer(siteUrl),
    ].join('\n'),
  };
}
