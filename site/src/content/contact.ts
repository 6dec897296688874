import type { ContactContent } from './contact.schema';
import { SITE } from './site';

// Contact details come from SITE so the footer and this page never disagree.
const mapQuery = encodeURIComponent(SITE.address.join(', '));

export const contact: ContactContent = {
  hero: {
    title: 'Contact Us',
    tagline: 'Call, write or visit us. We are happy to answer questions from students and parents.',
    chips: ['Admissions', 'Campus Visits', 'Office Hours', 'Directions'],
  },
  intro:
    'For admission enquiries, campus visits or anything else, reach the college office on a working day. We reply to emails within two working days.',
  address: { heading: 'Address', lines: [SITE.name, ...SITE.address] },
  phone: { heading: 'Phone', display: SITE.phone, tel: SITE.phone.replace(/\s+/g, '') },
  email: { heading: 'Email', address: SITE.email },
  hours: {
    heading: 'Office hours',
    lines: ['Monday to Saturday, 10:00 am to 5:00 pm', 'Closed on Sundays and public holidays'],
  },
  social: {
    heading: 'Follow us',
    links: [
      {
        network: 'Instagram',
        label: 'Instagram (sample link)',
        href: 'https://www.instagram.com/',
      },
      { network: 'Facebook', label: 'Facebook (sample link)', href: 'https://www.facebook.com/' },
      { network: 'LinkedIn', label: 'LinkedIn (sample link)', href: 'https://www.linkedin.com/' },
      { network: 'YouTube', label: 'YouTube (sample link)', href: 'https://www.youtube.com/' },
    ],
  },
  map: {
    heading: 'Find us',
    notice:
      'The map comes from Google Maps. It loads only when you choose to show it, and Google may then set its own cookies.',
    showLabel: 'Show map',
    iframeTitle: `Map showing ${SITE.name}`,
    embedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
    openLabel: 'Open in Google Maps',
    openUrl: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
  },
  note: `${SITE.sampleNote} The social links are samples too.`,
  links: [
    { label: 'Admission enquiry', href: '/admission' },
    { label: 'Student welfare and grievances', href: '/student-welfare' },
    { label: 'Privacy notice', href: '/privacy' },
  ],
};
