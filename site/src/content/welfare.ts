import { SAMPLE_NOTE } from './common';
import type { WelfareContent } from './welfare.schema';

export const welfare: WelfareContent = {
  hero: {
    title: 'Student Welfare',
    tagline: 'A safe, fair and welcoming campus for every student, whoever they are.',
    chips: ['Diversity', 'Equity', 'Inclusion', 'Safe Campus'],
  },
  intro:
    'Our students come from different cities and villages, languages, religions, castes and incomes. We want each of them to feel they belong here, and to know where to turn if something goes wrong.',
  dei: {
    heading: 'Diversity, equity and inclusion policy',
    paragraphs: [
      'SKLT College of Architecture is committed to treating every student, teacher and staff member with dignity. We do not discriminate on the basis of caste, tribe, religion, gender, gender identity, sexual orientation, disability, language, region or economic background, in admissions, teaching, assessment or any activity of the college.',
      'Equity means more than equal rules. Students who start with less — first-generation learners, students from rural areas, students with disabilities and those facing financial hardship — receive the guidance and support they need to do well.',
      'This policy applies on campus, on study tours, at events organised by the college and in online spaces used for college work. Any breach is taken seriously and dealt with through the committees described below.',
    ],
    commitmentsHeading: 'What we commit to',
    commitments: [
      'Admissions that follow the Government of Maharashtra’s reservation and centralised admission rules.',
      'Help with government scholarships and freeships, and institutional scholarships for merit and sport.',
      'Reasonable accommodations for students with disabilities, such as accessible seating, extra time where the rules allow and accessible study material.',
      'Studio briefs that consider users of every age, gender and ability.',
      'An Equal Opportunity Cell that any student may approach.',
      'Regular sensitisation sessions for students, faculty and staff.',
    ],
  },
  grievance: {
    heading: 'Grievance redressal',
    paragraphs: [
      'If you have a complaint about teaching, assessment, fees, facilities or the way you have been treated, the Grievance Redressal Committee will hear it. Parents may also raise a grievance on behalf of their child.',
    ],
    steps: [
      {
        title: 'Write to us',
        description:
          'Submit your grievance in writing at the college office, in the grievance box, or by email to the address on the contact page.',
      },
      {
        title: 'Acknowledgement',
        description:
          'You receive an acknowledgement within three working days, with the name of the person handling it.',
      },
      {
        title: 'Hearing and decision',
        description:
          'The committee hears you and anyone concerned, and gives a written decision, usually within fifteen working days.',
      },
      {
        title: 'Appeal',
        description:
          'If you are not satisfied, you may take the matter to the University of Mumbai or MSBTE grievance mechanism, as applicable to your programme.',
      },
    ],
  },
  antiRagging: {
    heading: 'Anti-ragging',
    paragraphs: [
      'Ragging in any form is banned. It is a criminal offence under the Maharashtra Prohibition of Ragging Act, 1999, and is governed by the UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions, 2009.',
      'Every student and parent submits an anti-ragging undertaking at admission. An anti-ragging committee and squad keep watch on campus and on study tours. Complaints are acted on immediately and the student who complains is protected.',
      'You can also reach the national anti-ragging helpline, any time of day.',
    ],
    helpline: {
      label: 'National Anti-Ragging Helpline',
      phone: '1800-180-5522',
      email: 'helpline@antiragging.in',
      url: 'https://www.antiragging.in',
    },
  },
  icc: {
    heading: 'Internal Complaints Committee (ICC)',
    paragraphs: [
      'The ICC handles complaints of sexual harassment under the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 and the UGC regulations of 2015 for higher education institutions. It is chaired by a senior woman faculty member and includes an external member.',
      'Complaints are heard in confidence and protection from retaliation is assured. You may approach any ICC member directly, or write to the college office marked “Confidential: ICC”.',
    ],
  },
  support: {
    heading: 'Everyday support',
    paragraphs: ['Welfare is also about the ordinary days.'],
    items: [
      'A faculty mentor for every student, who stays in touch with parents when needed.',
      'Referral to a counsellor for students who are struggling.',
      'First aid on campus and a tie-up with a nearby hospital for emergencies.',
      'Help finding safe accommodation for students from outside Mumbai.',
    ],
  },
  note: `${SAMPLE_NOTE} Committee members and response times are to be confirmed by the college.`,
  links: [
    { label: 'Committees and their chairs', href: '/people/committees' },
    { label: 'Mentorship', href: '/people/mentorship' },
    { label: 'Contact the college', href: '/contact' },
  ],
};
