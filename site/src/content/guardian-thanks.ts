import type { GuardianThanks } from './guardian-thanks.schema';
import { GUARDIAN_LINK_DAYS } from './privacy-facts';

/*
 * Where an enquirer under 18 lands (/thank-you/guardian): what happens next, in
 * the order it happens (DPDP Act s. 9). Kept out of SYSTEM, which every page carries.
 */
export const GUARDIAN_THANKS: GuardianThanks = {
  heading: 'One more step: your parent or guardian',
  text: 'Thank you. Because you are under 18, your enquiry waits for your parent’s or guardian’s consent.',
  steps: [
    `We have emailed your parent or guardian a link. It is valid for ${GUARDIAN_LINK_DAYS} days.`,
    'Once they open it and agree, your enquiry reaches our admissions team, and we contact you.',
    `If they do not agree within ${GUARDIAN_LINK_DAYS} days, we erase your enquiry. You can send it again at any time.`,
  ],
  tip: 'Tell your parent or guardian to look out for an email from the college, and to check the spam folder too.',
  inLanguages: 'In Marathi and Hindi:',
  home: 'Back to Home',
};
