import { WITHDRAWAL_LINK_HOURS } from './privacy-facts';
import type { WithdrawContent } from './withdraw.schema';

/*
 * Withdrawing consent is as easy as giving it (DPDP Act s. 6(4)): one field,
 * then the emailed link, which proves the enquiry is the visitor's own.
 */
export const withdraw: WithdrawContent = {
  hero: {
    title: 'Withdraw Your Consent',
    tagline: 'As easy as giving it: one field here, then one click on the link we email you.',
    chips: ['One Field', 'Confirm by Email', 'Erased in 24 Hours', 'No Reason Needed'],
  },
  intro: [
    'You agreed to let us use your details when you sent an enquiry. You can take that back at any time, without giving a reason. We then stop contacting you.',
    'If you sent an enquiry while under 18, you or the parent or guardian who agreed to it can withdraw it here.',
  ],
  steps: {
    heading: 'How it works',
    items: [
      'Enter the email address or the mobile number you gave in the enquiry form.',
      `We email a link to the address in your enquiry, so that nobody else can withdraw it for you. The link is valid for ${WITHDRAWAL_LINK_HOURS} hours.`,
      'Open the link and confirm. Every enquiry with that email address or number is then withdrawn, and nobody at the college contacts you about it again.',
      'No longer use the email address you gave? Write to the privacy contact from the mobile number or address in your enquiry, and we will withdraw it for you.',
    ],
  },
  erased: {
    heading: 'What we erase',
    paragraphs: [
      `Within ${WITHDRAWAL_LINK_HOURS} hours of your confirmation we erase your name, email address, mobile number, your parent’s or guardian’s details, and the notes our staff made about calls with you.`,
      'We keep only a count of withdrawn enquiries, which says nothing about who you are. Our staff see that an enquiry was withdrawn, not whose it was.',
    ],
  },
  form: {
    heading: 'Withdraw consent',
    label: 'Email address or mobile number',
    hint: 'The one you used in the enquiry form.',
    placeholder: 'name@example.com or 98765 43210',
    submit: 'Email me the link',
    submitting: 'Sending...',
    sentHeading: 'Check your email',
    sent: `If we hold an enquiry with these details, we have emailed a link to the address in it. Open the link to confirm; it is valid for ${WITHDRAWAL_LINK_HOURS} hours.`,
    failure: 'We could not send your request just now. Please try again in a minute.',
  },
  links: [
    { label: 'Privacy notice', href: '/privacy' },
    { label: 'Contact the college', href: '/contact' },
  ],
};
