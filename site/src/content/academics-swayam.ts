import type { SwayamPage } from './academics-swayam.schema';

/* The /academics/swayam page (docs/product-decisions.md §5); part of `academics`. */

export const swayamPage: SwayamPage = {
  hero: {
    title: 'SWAYAM',
    tagline: 'Free online courses from India’s national platform, counted towards your credits.',
    chips: ['Online Courses', 'Credit Transfer', 'Ministry of Education', 'Free to Learn'],
  },
  what: {
    heading: 'What is SWAYAM?',
    paragraphs: [
      'SWAYAM is the Government of India’s national platform for online courses, run by the Ministry of Education. Courses are taught by teachers from universities and institutes across the country, and anyone can join them free of cost.',
      'Under the University Grants Commission’s credit framework for online learning, students may earn part of their credits through approved SWAYAM courses, subject to the rules of the University of Mumbai.',
    ],
  },
  steps: {
    heading: 'How our students use it',
    items: [
      {
        title: 'Choose a course',
        description:
          'Pick a course that fits your semester, such as sustainable design, urban studies or a language, and check with your mentor that it is approved.',
      },
      {
        title: 'Register and learn',
        description:
          'Sign up on swayam.gov.in with your own email, then watch lectures and submit weekly assignments online.',
      },
      {
        title: 'Take the proctored exam',
        description:
          'Register for the end-of-course exam held at an exam centre. A small exam fee applies; learning itself is free.',
      },
      {
        title: 'Submit your certificate',
        description:
          'Give a copy of your certificate to the college office so that the credits can be transferred to your marksheet as the university allows.',
      },
    ],
  },
  rules: {
    heading: 'Good to know',
    items: [
      'Only courses approved by the college and the university count towards credits.',
      'Online courses add to studio work; they do not replace attendance in core subjects.',
      'Registration notices are posted each semester on the Notices page.',
    ],
  },
  external: { label: 'Visit SWAYAM (swayam.gov.in)', href: 'https://swayam.gov.in' },
  contact: { label: 'Student notices', href: '/academics/notices' },
};
