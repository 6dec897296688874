import type { LifeContent } from './life.schema';

const COLUMNS: LifeContent['life']['table']['columns'] = ['Name', 'Description', 'Link'];

export const life: LifeContent = {
  landing: {
    heading: 'Life at SKLTCOA',
    intro:
      'Studio nights, site visits, festivals and friendships: a glimpse of student life beyond the timetable.',
    panels: [
      {
        title: 'Life',
        description: 'Campus, facilities, notices, student support, culture and sports.',
        href: '/life/life-at-skltcoa',
        cta: 'Explore campus life',
      },
      {
        title: 'Learnings',
        description: 'Study trips, workshops, talks and what our students have achieved.',
        href: '/life/learnings-at-skltcoa',
        cta: 'See how we learn',
      },
      {
        title: 'Skills',
        description:
          'Technical and soft skills, certifications and seminars that prepare you for practice.',
        href: '/life/skills-at-skltcoa',
        cta: 'Build your skills',
      },
    ],
  },
  life: {
    hero: {
      title: 'Life at SKLTCOA',
      tagline: 'A friendly campus where studio work, culture and sport share the same days.',
      chips: ['Campus', 'Notices', 'Student Support', 'Culture and Sports'],
    },
    intro: 'Everything a student needs day to day, and where to find more.',
    table: {
      caption: 'Campus life at a glance',
      columns: COLUMNS,
      rows: [
        {
          name: 'Infrastructure',
          description:
            'Design studios with natural light, a model-making workshop, computer lab, material library and a reading library.',
          link: { label: 'About the college', href: '/about/skltcoa' },
        },
        {
          name: 'Notices',
          description:
            'Circulars for students about classes, juries, study tours and events, arranged by month.',
          link: { label: 'Student notices', href: '/academics/notices' },
        },
        {
          name: 'Student Grievance/Feedback',
          description:
            'Raise a concern or share feedback with the grievance committee, anti-ragging committee or ICC, in confidence.',
          link: { label: 'Student welfare and grievances', href: '/student-welfare' },
        },
        {
          name: 'Cultural and Sports',
          description:
            'Festivals, the annual cultural fest, inter-college competitions and sports, run by student committees.',
          link: { label: 'Committees', href: '/people/committees' },
        },
      ],
    },
  },
  skills: {
    hero: {
      title: 'Skills at SKLTCOA',
      tagline: 'From hand drawing to BIM, and from presenting at a jury to working in a team.',
      chips: ['Technical', 'Soft Skills', 'Certifications', 'Seminars'],
    },
    intro: 'The skills our students build alongside their degree, and where they are taught.',
    table: {
      caption: 'Skills we help you build',
      columns: COLUMNS,
      rows: [
        {
          name: 'Technical Skills',
          description:
            'Drawing, model making, construction detailing, surveying and software for drafting, 3D modelling and BIM, taught through the syllabus.',
          link: { label: 'Syllabus', href: '/academics/syllabus' },
        },
        {
          name: 'Soft Skills',
          description:
            'Presenting at juries, writing, teamwork and time management, supported by faculty mentors and senior students.',
          link: { label: 'Mentorship', href: '/people/mentorship' },
        },
        {
          name: 'Industry Certifications',
          description:
            'Online courses on SWAYAM in design, sustainability and software, which can also count towards credits.',
          link: { label: 'SWAYAM courses', href: '/academics/swayam' },
        },
        {
          name: 'Workshops and Seminars',
          description:
            'Hands-on workshops and seminars by practising architects, researchers and material experts through the year.',
          link: { label: 'Research and development', href: '/rnd' },
        },
      ],
    },
  },
  learnings: {
    hero: {
      title: 'Learnings at SKLTCOA',
      tagline: 'Learning that happens on site, on the road and in conversation with architects.',
      chips: ['Study Trips', 'Workshops', 'Talk Series', 'Achievements'],
    },
    intro: 'How students learn beyond the classroom.',
    table: {
      caption: 'Ways we learn beyond the studio',
      columns: COLUMNS,
      rows: [
        {
          name: 'Study Trips',
          description:
            'Each year students travel to study historic towns, villages and contemporary buildings linked to their semester theme.',
          link: { label: 'Semester briefs', href: '/academics/semester-briefs' },
        },
        {
          name: 'Workshops',
          description:
            'Building workshops with bamboo, brick, earth and lime, and documentation workshops in old neighbourhoods.',
          link: { label: 'Research cells', href: '/people/research' },
        },
        {
          name: 'Talk Series',
          description:
            'Ru-Ba-Ru, our conversation series, brings architects, artists and city makers to speak with students face to face.',
          link: { label: 'About our pedagogy', href: '/about' },
        },
        {
          name: 'Student Achievements',
          description: 'Awards, competitions, exhibitions and publications by our students.',
          link: { label: 'Achievements', href: '/people/achievements' },
        },
      ],
    },
  },
};
