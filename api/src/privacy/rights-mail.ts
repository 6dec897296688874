import {
  FAMILY_WORDS,
  familyDate,
  RIGHTS_LINK_HOURS,
  type Language,
  type RightsRequestKind,
} from '@skltcoa/shared';
import type { MailAttachment, OutboxMessage } from '../mail/outbox';
import { COLLEGE, footer } from './emails';

/*
 * The emails of a rights request (ADR 025): the confirmation
 * link, the acknowledgement with the due date, and each answer. Plain text
 * with the standard footer, as every other email (docs/privacy.md), in the
 * language the request was made in, each with its own one-step withdrawal
 * link (ADR 054).
 */

/** The language a request's emails speak, and the withdrawal link each carries. */
export interface RightsMailOptions {
  siteUrl: string;
  language?: Language;
  withdrawLink?: string;
}

const end = ({ siteUrl, language = 'en', withdrawLink }: RightsMailOptions) =>
  footer(siteUrl, { language, ...(withdrawLink ? { withdrawLink } : {}) });

const withMessage = (language: Language, message: string | undefined) =>
  message ? ['', FAMILY_WORDS[language].mail.rights.fromOfficer, '', message] : [];

/** To an address on file, after someone asked on /privacy/request. */
export function rightsLinkMail(
  to: string,
  kind: RightsRequestKind,
  options: RightsMailOptions & { link: string },
): OutboxMessage {
  const words = FAMILY_WORDS[options.language ?? 'en'];
  return {
    kind: 'rights_link',
    to,
    subject: words.mail.rights.linkSubject(COLLEGE, words.rightsLabels[kind]),
    text: [
      words.mail.hello,
      '',
      words.mail.rights.asked(words.mail.rights.what[kind]),
      '',
      words.mail.rights.open(RIGHTS_LINK_HOURS),
      '',
      options.link,
      '',
      words.mail.rights.notYou,
      words.mail.whyThisEmail,
      '',
      end(options),
    ].join('\n'),
  };
}

/** Once confirmed: received, and by when we answer. */
export function rightsReceivedMail(
  to: string,
  kind: RightsRequestKind,
  dueAt: Date,
  options: RightsMailOptions,
): OutboxMessage {
  const language = options.language ?? 'en';
  const words = FAMILY_WORDS[language];
  return {
    kind: 'rights_received',
    to,
    subject: words.mail.rights.receivedSubject(words.rightsLabels[kind]),
    text: [
      words.mail.hello,
      '',
      words.mail.rights.received(words.mail.rights.what[kind], familyDate(dueAt, language, false)),
      '',
      end(options),
    ].join('\n'),
  };
}

export interface RightsAnswer extends RightsMailOptions {
  to: string;
  message?: string | undefined;
}

/** Access: the data as two attached files, one to read and one for a computer. */
export function accessAnswerMail(
  answer: RightsAnswer,
  leadId: string | null,
  attachments: MailAttachment[],
): OutboxMessage {
  const language = answer.language ?? 'en';
  const words = FAMILY_WORDS[language].mail;
  return {
    kind: 'rights_access',
    leadId,
    to: answer.to,
    // The copy of the data must not stay in the outbox once sent.
    forgetAfterSend: true,
    attachments,
    subject: words.rights.accessSubject(COLLEGE),
    text: [
      words.hello,
      '',
      words.rights.access,
      words.rights.accessFiles,
      ...withMessage(language, answer.message),
      '',
      end(answer),
    ].join('\n'),
  };
}

export function correctionAnswerMail(
  answer: RightsAnswer,
  leadId: string,
  fields: string[],
): OutboxMessage {
  const language = answer.language ?? 'en';
  const words = FAMILY_WORDS[language].mail;
  const named = fields.map((field) => words.rights.fields[field] ?? field).join(', ');
  return {
    kind: 'rights_correction',
    leadId,
    to: answer.to,
    subject: words.rights.correctionSubject,
    text: [
      words.hello,
      '',
      words.rights.correction(named),
      ...withMessage(language, answer.message),
      '',
      end(answer),
    ].join('\n'),
  };
}

/** The last email to an erased address: it carries no withdrawal link, since nothing is left. */
export function erasureAnswerMail(answer: RightsAnswer): OutboxMessage {
  const language = answer.language ?? 'en';
  const words = FAMILY_WORDS[language].mail;
  return {
    kind: 'rights_erasure',
    to: answer.to,
    // After this message nothing may remember the address.
    forgetAfterSend: true,
    subject: words.rights.erasureSubject,
    text: [
      words.hello,
      '',
      words.rights.erasure,
      ...withMessage(language, answer.message),
      '',
      end({ siteUrl: answer.siteUrl, language }),
    ].join('\n'),
  };
}

export function nominationAnswerMail(
  answer: RightsAnswer,
  leadId: string | null,
  nominee: string,
): OutboxMessage {
  const language = answer.language ?? 'en';
  const words = FAMILY_WORDS[language].mail;
  return {
    kind: 'rights_nomination',
    leadId,
    to: answer.to,
    subject: words.rights.nominationSubject,
    text: [
      words.hello,
      '',
      words.rights.nomination(nominee),
      ...withMessage(language, answer.message),
      '',
      end(answer),
    ].join('\n'),
  };
}

export function grievanceAnswerMail(answer: RightsAnswer, leadId: string | null): OutboxMessage {
  const language = answer.language ?? 'en';
  const words = FAMILY_WORDS[language].mail;
  return {
    kind: 'rights_grievance',
    leadId,
    to: answer.to,
    subject: words.rights.grievanceSubject,
    text: [
      words.hello,
      '',
      words.rights.grievance,
      ...withMessage(language, answer.message),
      '',
      words.rights.complaint,
      '',
      end(answer),
    ].join('\n'),
  };
}
