import {
  RIGHTS_ANSWER_DAYS,
  RIGHTS_LINK_HOURS,
  RIGHTS_REQUEST_LABELS,
  WITHDRAW_PATH,
} from './privacy-facts';
import type { RightsRequestContent } from './rights-request.schema';

/*
 * The rights of the DPDP Act, ss. 11–14, and a grievance (s. 13, Rule 14),
 * asked for in one form and confirmed by an emailed link (ADR 025).
 */
export const rightsRequest: RightsRequestContent = {
  hero: {
    title: 'Your Data Rights',
    tagline:
      'See, correct or erase what we hold about you, nominate someone, or raise a grievance.',
    chips: ['See', 'Correct', 'Erase', 'Nominate'],
  },
  intro: [
    'If you sent us an enquiry, you may ask to see the personal data we hold about you, to correct it, to erase it, or to nominate someone who may do this for you. You may also raise a grievance about how we handled it.',
    `We answer within ${RIGHTS_ANSWER_DAYS} days of your confirmation, by email.`,
  ],
  rights: {
    heading: 'What you can ask for',
    items: [
      {
        label: RIGHTS_REQUEST_LABELS.access,
        text: 'We email you a file with your enquiries, the consent you gave and the notes of our contact with you.',
      },
      {
        label: RIGHTS_REQUEST_LABELS.correction,
        text: 'Tell us what is wrong or out of date, and what it should say.',
      },
      {
        label: RIGHTS_REQUEST_LABELS.erasure,
        text: 'We erase your name, email, mobile number, your guardian’s details and our notes, and keep only a count that says nothing about you.',
      },
      {
        label: RIGHTS_REQUEST_LABELS.nomination,
        text: 'Name a person who may use these rights for you if you die or are unable to.',
      },
      {
        label: RIGHTS_REQUEST_LABELS.grievance,
        text: 'Tell us what went wrong. If our answer does not satisfy you, you may complain to the Data Protection Board of India.',
      },
    ],
  },
  steps: {
    heading: 'How it works',
    items: [
      'Choose what you would like, and enter the email address or mobile number you gave in the enquiry form.',
      `We email a link to the address in your enquiry, so that nobody else can ask for your data. The link is valid for ${RIGHTS_LINK_HOURS} hours.`,
      `Open the link and confirm. Our grievance officer answers by email within ${RIGHTS_ANSWER_DAYS} days.`,
      'Gave only a mobile number, or no longer use the email address in your enquiry? We can send the link only to an email address we hold, so please call or write to the privacy contact below; they will check the request with you on the mobile number in your enquiry.',
    ],
  },
  form: {
    heading: 'Make a request',
    kindLegend: 'What would you like us to do?',
    contactLabel: 'Email address or mobile number',
    contactHint: 'The one you used in the enquiry form.',
    contactPlaceholder: 'name@example.com or 98765 43210',
    detailsLabel: 'Details',
    detailsHint:
      'Needed to correct your data (what is wrong and what it should say) and for a grievance (what happened).',
    nomineeLegend: 'Only to nominate someone',
    nomineeHint: 'The person who may use your rights for you.',
    nomineeNameLabel: 'Nominee’s name',
    nomineeContactLabel: 'Nominee’s email address or mobile number',
    submit: 'Email me the link',
    submitting: 'Sending...',
    sentHeading: 'Check your email',
    sent: `If we hold an enquiry with these details, we have emailed a link to the address in it. Open the link to confirm your request; it is valid for ${RIGHTS_LINK_HOURS} hours.`,
    failure: 'We could not send your request just now. Please try again in a minute.',
  },
  links: [
    { label: 'Privacy notice', href: '/privacy' },
    { label: 'Withdraw consent', href: WITHDRAW_PATH },
    { label: 'Contact the college', href: '/contact' },
  ],
};
