import type { PrivacyNotice } from '../notice';

/*
 * Version 2027-01 of the enquiry notice, in English. Published: do not edit; add a version.
 * Since 2026-12 (ADR 055): campaign tracking is a purpose of its own and never an under-18's,
 * erased details are said to live on in backups for up to 12 months, retention is counted as
 * the privacy job counts it, and the complaint line says how to reach the Board.
 */
export const notice: PrivacyNotice = {
  version: '2027-01',
  language: 'en',
  languageName: 'English',
  title: 'Privacy notice for admission enquiries',
  intro:
    'SKLT College of Architecture asks for the details below only for the purposes named here. Please read this before you send the form.',
  items: [
    { data: 'Your name', purpose: 'to know whom we are speaking to' },
    {
      data: 'Your email address',
      purpose: 'to reply to you and send the admission information you asked for',
    },
    { data: 'Your mobile number', purpose: 'to call you back about admission' },
    {
      data: 'The programme you are interested in, what you asked for, and the page you sent the form from',
      purpose: 'so that the right person answers you, and to record which form you agreed on',
    },
    {
      data: 'Whether you are 18 or older and, if you are not, your parent’s or guardian’s name, email and mobile number',
      purpose: 'to ask your parent or guardian for consent before we use your details',
    },
    {
      data: 'Only if you are 18 or older: the campaign named in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content)',
      purpose: 'to learn which of our announcements bring families to us',
    },
  ],
  purposes: [
    {
      id: 'admission-enquiry',
      label:
        'Answering your enquiry about admission to B.Arch or D.Arch by phone and email, and keeping a record of our follow-up.',
    },
    {
      id: 'campaign-measurement',
      label:
        'Counting which of our announcements and advertisements brought your enquiry, from the campaign named in the link you followed. Never for anyone under 18: we keep no campaign details with their enquiry.',
    },
  ],
  notUsedFor:
    'We do not sell your details, use them for advertising, or track you across websites. We use them for nothing else.',
  retention:
    'We erase your details 24 months after your last contact with us about your enquiry, or sooner if you withdraw your consent. Erased details remain only in our encrypted backups, which we delete within 12 months; if a backup is ever restored, we erase them again before it is used.',
  children:
    'If you are under 18, we use your details only after your parent or guardian agrees. We email them a link, and if they do not agree within 7 days we erase your enquiry.',
  withdraw: {
    text: 'You can withdraw your consent at any time, as easily as you gave it. We then stop contacting you and erase your name, email, phone and our notes within 24 hours.',
    linkLabel: 'Withdraw your consent',
  },
  rights:
    'You may ask to see, correct or erase your details, name someone to act for you, or raise a grievance with our privacy contact.',
  complaint:
    'If our answer does not satisfy you, you may complain to the Data Protection Board of India. The Board takes complaints online, through the portal on its official website (https://www.dpb.gov.in).',
  contactLabel: 'Privacy contact',
  consentLabel:
    'I have read this notice and I agree that the college may use these details for the purposes it names.',
  adultQuestion: 'Are you 18 or older?',
  adultYes: 'Yes, I am 18 or older',
  adultNo: 'No, I am under 18',
  guardianIntro:
    'Because you are under 18, we need your parent’s or guardian’s consent. We will email them a link; your enquiry reaches our team once they agree.',
  fullNoticeLabel: 'Read the full privacy notice',
};
