import type { PrivacyNotice } from '../notice';

/* Version 2026-12 of the enquiry notice, in English. Published: do not edit; add a version. */
export const notice: PrivacyNotice = {
  version: '2026-12',
  language: 'en',
  languageName: 'English',
  title: 'Privacy notice for admission enquiries',
  intro:
    'SKLT College of Architecture asks for the details below only to answer your enquiry about admission. Please read this before you send the form.',
  items: [
    { data: 'Your name', purpose: 'to know whom we are speaking to' },
    {
      data: 'Your email address',
      purpose: 'to reply to you and send the admission information you asked for',
    },
    { data: 'Your mobile number', purpose: 'to call you back about admission' },
    {
      data: 'The programme you are interested in and what you asked for',
      purpose: 'so that the right person answers you',
    },
    {
      data: 'Whether you are 18 or older and, if you are not, your parent’s or guardian’s name, email and mobile number',
      purpose: 'to ask your parent or guardian for consent before we use your details',
    },
    {
      data: 'The page you sent the form from, and the campaign named in the link you followed',
      purpose: 'to learn which pages and announcements help families',
    },
  ],
  purposes: [
    {
      id: 'admission-enquiry',
      label:
        'Answering your enquiry about admission to B.Arch or D.Arch by phone and email, and keeping a record of our follow-up.',
    },
  ],
  notUsedFor:
    'We do not sell your details, use them for advertising, or track you across websites. We use them for nothing else.',
  retention:
    'We erase your details 24 months after the admission cycle of your enquiry, or sooner if you withdraw your consent.',
  children:
    'If you are under 18, we use your details only after your parent or guardian agrees. We email them a link, and if they do not agree within 7 days we erase your enquiry.',
  withdraw: {
    text: 'You can withdraw your consent at any time, as easily as you gave it. We then stop contacting you and erase your name, email, phone and our notes within 24 hours.',
    linkLabel: 'Withdraw your consent',
  },
  rights:
    'You may ask to see, correct or erase your details, name someone to act for you, or raise a grievance with our privacy contact.',
  complaint:
    'If our answer does not satisfy you, you may complain to the Data Protection Board of India.',
  contactLabel: 'Privacy contact',
  consentLabel:
    'I have read this notice and I agree that the college may use these details to answer my enquiry.',
  adultQuestion: 'Are you 18 or older?',
  adultYes: 'Yes, I am 18 or older',
  adultNo: 'No, I am under 18',
  guardianIntro:
    'Because you are under 18, we need your parent’s or guardian’s consent. We will email them a link; your enquiry reaches our team once they agree.',
  fullNoticeLabel: 'Read the full privacy notice',
};
