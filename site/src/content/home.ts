import type { z } from 'zod';
import { SAMPLE_NOTE } from './common';

import type { HomeSchema } from './home.schema';
export const HOME: z.output<typeof HomeSchema> = {
  bannerAlt: 'Drawing of the college campus against the Mumbai skyline',
  heading: 'Architecture in the heart of suburban Mumbai',
  intro:
    'Since 2016 we have taught architecture through studio, site and city. Explore the programmes, watch our students at work, or ask us about admission.',
  tilesHeading: 'Explore',
  tiles: [
    { label: 'COURSES', href: '/courses' },
    { label: 'R&D AT SKLTCOA', href: '/rnd' },
    { label: 'ABOUT US', href: '/about' },
    { label: 'EXAMINATION', href: '/examination' },
    { label: 'STUDENT WELFARE', href: '/student-welfare' },
    { label: 'CONTACT', href: '/contact' },
  ],
  videosHeading: 'Films from the college',
  videosIntro: `Talks, studio tours and student films. Video links are samples. ${SAMPLE_NOTE}`,
  watchUrl: 'https://www.youtube.com/watch',
  videos: [
    { id: 'SKLTsample1', title: 'Ru-Ba-Ru', desc: 'Conversations with practising architects.' },
    {
      id: 'SKLTsample2',
      title: 'Beyond the Blueprints',
      desc: 'What happens after the drawings leave the studio.',
    },
    {
      id: 'SKLTsample3',
      title: 'Architecture Campus',
      desc: 'A walk through our studios and workshops.',
    },
    { id: 'SKLTsample4', title: 'Films and Media', desc: 'Student films on space and the city.' },
    {
      id: 'SKLTsample5',
      title: 'Beyond Bricks and Mortar',
      desc: 'Materials, craft and the people who build.',
    },
    {
      id: 'SKLTsample6',
      title: 'Architectural Design Studio',
      desc: 'A semester of design, from brief to jury.',
    },
    { id: 'SKLTsample7', title: 'A Lovely Villa', desc: 'A student project, room by room.' },
    {
      id: 'SKLTsample8',
      title: 'A Forest In the City',
      desc: 'Urban ecology in a Mumbai neighbourhood.',
    },
  ],
  disclosure: {
    toggle: 'Mandatory Disclosure',
    heading: 'Mandatory Disclosure',
    intro:
      'Statutory documents, grouped by the body that requires them. Each opens as a PDF in a new tab.',
  },
  disclosures: [
    {
      body: 'NAAC',
      docs: [
        {
          label: 'Self Study Report',
          file: '/docs/MandatoryDisclosure/naac-self-study-report.pdf',
        },
        { label: 'AQAR 2024-25', file: '/docs/MandatoryDisclosure/naac-aqar-2024-25.pdf' },
      ],
    },
    {
      body: 'Government of Maharashtra',
      docs: [
        {
          label: 'Government Resolution of Approval',
          file: '/docs/MandatoryDisclosure/gom-approval-gr.pdf',
        },
        {
          label: 'DTE Affiliation Letter',
          file: '/docs/MandatoryDisclosure/dte-affiliation-letter.pdf',
        },
      ],
    },
    {
      body: 'FRA',
      docs: [
        {
          label: 'Fee Approval B.Arch 2025-26',
          file: '/docs/MandatoryDisclosure/fra-fee-barch-2025-26.pdf',
        },
        {
          label: 'Fee Approval D.Arch 2025-26',
          file: '/docs/MandatoryDisclosure/fra-fee-darch-2025-26.pdf',
        },
      ],
    },
    {
      body: 'CoA',
      docs: [
        {
          label: 'CoA Approval Letter 2025-26',
          file: '/docs/MandatoryDisclosure/coa-approval-2025-26.pdf',
        },
        {
          label: 'CoA Mandatory Disclosure',
          file: '/docs/MandatoryDisclosure/coa-mandatory-disclosure.pdf',
        },
      ],
    },
    {
      body: 'University of Mumbai',
      docs: [
        {
          label: 'Affiliation Letter',
          file: '/docs/MandatoryDisclosure/mu-affiliation-letter.pdf',
        },
      ],
    },
    {
      body: 'UGC',
      docs: [
        { label: 'UGC 2(f) Recognition', file: '/docs/MandatoryDisclosure/ugc-2f-recognition.pdf' },
      ],
    },
    {
      body: 'AISHE',
      docs: [
        {
          label: 'AISHE Certificate 2024-25',
          file: '/docs/MandatoryDisclosure/aishe-certificate-2024-25.pdf',
        },
      ],
    },
    {
      body: 'MSBTE',
      docs: [
        {
          label: 'MSBTE Affiliation Letter',
          file: '/docs/MandatoryDisclosure/msbte-affiliation-letter.pdf',
        },
        {
          label: 'MSBTE Institute Code',
          file: '/docs/MandatoryDisclosure/msbte-institute-code.pdf',
        },
      ],
    },
  ],
};
