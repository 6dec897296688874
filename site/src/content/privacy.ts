import { UTM_FIELDS } from '@skltcoa/shared';
import { SAMPLE_NOTE } from './common';
import {
  GUARDIAN_LINK_DAYS,
  NOTICE_VERSION,
  RIGHTS_ANSWER_DAYS,
  RIGHTS_REQUEST_PATH,
  WITHDRAWAL_LINK_HOURS,
  WITHDRAW_PATH,
} from './privacy-facts';
import type { PrivacyContent } from './privacy.schema';
import { SITE } from './site';

/*
 * The privacy notice that every enquiry form links to (docs/product-decisions.md §3), written
 * for India's Digital Personal Data Protection Act, 2023.
 */

/** Enquiries are deleted this many months after the admission cycle they belong to. */
export const RETENTION_MONTHS = 24;

export const privacy: PrivacyContent = {
  hero: {
    title: 'Privacy Notice',
    tagline: 'What we do with the details you share when you send us an enquiry.',
    chips: ['DPDP Act 2023', 'Enquiry Forms', 'Your Rights', 'Privacy Contact'],
  },
  notice: {
    heading: 'The notice in every enquiry form',
    intro: `Each enquiry form shows this short notice, version ${NOTICE_VERSION}, in English, Marathi or Hindi as you choose. When you tick its box, we record the version and the language you read it in.`,
    jump: 'Read it in:',
    version: 'Version',
  },
  intro: [
    `${SITE.name}, run by ${SITE.group}, decides how the details sent through this website are used. Under the Digital Personal Data Protection Act, 2023 we are the “data fiduciary” and you are the “data principal”.`,
    'We collect only what we need to answer your enquiry about admission, and we use it for nothing else.',
  ],
  collected: {
    heading: 'What the enquiry forms collect',
    intro:
      'The admission, brochure, B.Arch and D.Arch enquiry forms send the following. Nothing is collected from pages you only read.',
    columns: ['What', 'Why we ask'],
    fields: [
      { field: 'Name', why: 'So that we know whom we are speaking to.' },
      {
        field: 'Email address',
        why: 'To reply to you and send admission information you asked for.',
      },
      { field: 'Mobile number (+91)', why: 'To call you back about admission.' },
      {
        field: 'Programme (B.Arch or D.Arch)',
        why: 'So that the right person answers your question.',
      },
      { field: 'Form type (for example “Brochure Enquiry”)', why: 'To know what you asked for.' },
      {
        field: 'Source page (the page the form was on)',
        why: 'To understand which pages help families.',
      },
      {
        field: `Campaign fields (${UTM_FIELDS.join(', ')}), when the link you followed carried them`,
        why: 'To know which of our announcements or advertisements brought you here.',
      },
      {
        field:
          'Whether you are 18 or older and, if not, your parent’s or guardian’s name, email and mobile number',
        why: 'To ask your parent or guardian for consent before we use your details.',
      },
      {
        field: 'Your consent: the notice version and language you read, and when you agreed',
        why: 'To show what you agreed to, and to stop when you withdraw.',
      },
      {
        field: 'Date and time of the enquiry',
        why: 'To reply in order and to apply the deletion schedule below.',
      },
    ],
  },
  purposes: {
    heading: 'Why we use it',
    paragraphs: [
      'We use your details only to respond to your enquiry: to call or email you about admission to the college, send the brochure or information you asked for, and keep a record of our follow-up.',
      'You consent to this use by ticking the box in the form; it is never ticked for you. You may withdraw your consent at any time on the withdrawal page, as easily as you gave it.',
    ],
    items: [
      'We do not sell your details or share them with anyone for advertising.',
      'We do not use them to make automated decisions about admission.',
    ],
  },
  access: {
    heading: 'Who sees it',
    paragraphs: [
      'Only members of the admissions office who sign in with their own staff account can see enquiries. They may add a follow-up status and short notes about their calls with you.',
      'The company that hosts our server and database stores the data on our behalf and may not use it for anything else. We share details with nobody else unless the law requires it.',
    ],
  },
  retention: {
    heading: 'How long we keep it',
    paragraphs: [
      `We keep an enquiry until the end of the admission cycle it belongs to, and then for ${RETENTION_MONTHS} months, so that we can answer families who apply again the following year. After that it is deleted.`,
      'If you ask us to erase your details earlier, we do so, unless a law requires us to keep them.',
    ],
  },
  rights: {
    heading: 'Your rights and how to use them',
    paragraphs: [
      `To withdraw your consent, use the withdrawal page. For the other rights, use the rights request page: give the email address or mobile number you used in the form, and confirm from the link we email you, so that we know the enquiry is yours. We answer within ${RIGHTS_ANSWER_DAYS} days.`,
    ],
    items: [
      'Access: ask for a summary of the details we hold about you and how we use them.',
      'Correction: ask us to correct or complete details that are wrong.',
      'Erasure: ask us to delete your enquiry.',
      `Withdraw consent: on the withdrawal page, confirmed by an emailed link; we then stop contacting you and erase your details within ${WITHDRAWAL_LINK_HOURS} hours.`,
      'Nominate: name a person who may use these rights for you if you are unable to.',
      'Grievance: complain to us about how we handled your details.',
    ],
  },
  children: {
    heading: 'If the student is under 18',
    paragraphs: [
      'Many students who enquire are still in school. Every form asks whether you are 18 or older. If you are not, it asks for your parent’s or guardian’s name, email and mobile number, and we email them a link to agree.',
      `Until they agree, your enquiry is not shown to our admissions team. If they do not agree within ${GUARDIAN_LINK_DAYS} days, we erase it. We never use a child’s details for tracking, behavioural monitoring or advertising.`,
    ],
  },
  security: {
    heading: 'How we protect it',
    paragraphs: [
      'Enquiries travel over an encrypted connection and are stored in our own database, not in a public spreadsheet. Staff accounts use individual passwords stored only as secure hashes, and the list of enquiries is never published on the website.',
    ],
  },
  withdraw: {
    heading: 'Withdraw your consent',
    text: `Give the email address or mobile number you used in the form, and confirm from the link we email you. We then stop contacting you and erase your name, email, phone and our notes within ${WITHDRAWAL_LINK_HOURS} hours.`,
    link: { label: 'Withdraw your consent', href: WITHDRAW_PATH },
  },
  privacyContact: {
    heading: 'Privacy contact and grievances',
    intro: 'For any question, request or complaint about your personal data, contact:',
    address: [SITE.name, ...SITE.address],
    grievanceHeading: 'How a grievance is answered',
    withdraw: { label: 'Withdraw your consent', href: WITHDRAW_PATH },
    request: { label: 'See, correct or erase your data', href: RIGHTS_REQUEST_PATH },
    note: `${SAMPLE_NOTE} The privacy contact’s name and contact details are samples.`,
  },
  links: [
    { label: 'Withdraw your consent', href: WITHDRAW_PATH },
    { label: 'Your data rights', href: RIGHTS_REQUEST_PATH },
    { label: 'Contact the college', href: '/contact' },
    { label: 'Admission', href: '/admission' },
  ],
};
