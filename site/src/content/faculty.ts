import { SAMPLE_NOTE } from './common';
import type { FacultyDirectory, FacultyRecord } from './faculty.schema';

/** The original site's order, kept by the designation filter (docs/product-decisions.md §17). */
export const DESIGNATIONS = [
  'Professor',
  'Associate Professor',
  'Assistant Professor',
  'Visiting Professor',
  'Dean',
  'Head of Department',
] as const;
export const ALL_DESIGNATIONS = 'All';

/** Case-insensitive search over name, research, designation and practice (§17). */
export function filterFaculty<T extends FacultyRecord>(
  records: readonly T[],
  search: string,
  designation: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  const anyDesignation = designation === '' || designation === ALL_DESIGNATIONS;
  return records.filter(
    (r) =>
      (anyDesignation || r.designation === designation) &&
      (needle === '' ||
        [r.name, r.research, r.designation, r.practice].some((field) =>
          field.toLocaleLowerCase().includes(needle),
        )),
  );
}

/** "All" plus only the designations present, in the order of DESIGNATIONS. */
export function designationOptions(records: readonly FacultyRecord[]): string[] {
  const present = new Set(records.map((r) => r.designation));
  return [ALL_DESIGNATIONS, ...DESIGNATIONS.filter((d) => present.has(d))];
}

export function noFacultyFound(search: string): string {
  return faculty.emptyState.replace('{search}', search);
}

// Sample profile links point at the reserved example.com domain so that no
// sample card ever sends a visitor to a real stranger's account.
const sampleProfile = (network: string, slug: string) =>
  `https://example.com/sample-profiles/${network}/${slug}`;

export const faculty: FacultyDirectory = {
  hero: {
    title: 'Our Faculty',
    tagline: 'Architects, researchers and practitioners who teach in the studio every day.',
    chips: ['Practising Architects', 'Researchers', 'Mentors', 'Visiting Experts'],
  },
  intro:
    'Search by name, research interest, designation or area of practice, or filter by designation.',
  note: `${SAMPLE_NOTE} The names and profiles below are samples that show how the directory works.`,
  searchLabel: 'Search faculty',
  searchPlaceholder: 'Try a name, “housing” or “conservation”',
  filterLabel: 'Designation',
  noPhoto: 'No photo available',
  emptyState: 'No faculty found for "{search}"',
  labels: {
    qualifications: 'Qualifications',
    research: 'Research',
    practice: 'Practice',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
  },
  records: [
    {
      name: 'Ar. Meera Kulkarni',
      qualifications: 'B.Arch (University of Mumbai), M.Arch (Urban Design), PhD',
      designation: 'Dean',
      research: 'Urban informality and redevelopment of Mumbai’s chawls',
      practice: 'Urban design consultant for municipal ward plans',
      photo: '/images/faculty/meera-kulkarni.svg',
      instagram: '',
      linkedin: sampleProfile('linkedin', 'meera-kulkarni'),
    },
    {
      name: 'Ar. Rajesh Nair',
      qualifications: 'B.Arch, M.Arch (Architectural Conservation)',
      designation: 'Head of Department',
      research: 'Conservation of colonial-era public buildings',
      practice: 'Heritage conservation architect',
      photo: '/images/faculty/rajesh-nair.svg',
      instagram: '',
      linkedin: sampleProfile('linkedin', 'rajesh-nair'),
    },
    {
      name: 'Ar. Sunita Deshpande',
      qualifications: 'B.Arch, M.Arch (Building Technology)',
      designation: 'Head of Department',
      research: 'Low-cost building materials for the diploma curriculum',
      practice: 'Residential and institutional buildings',
      photo: '/images/faculty/sunita-deshpande.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Dr. Anil Joshi',
      qualifications: 'B.Arch, M.Plan, PhD (Urban Planning)',
      designation: 'Professor',
      research: 'Transit-oriented development and suburban rail stations',
      practice: 'Planning advisor for housing societies',
      photo: '/images/faculty/anil-joshi.svg',
      instagram: '',
      linkedin: sampleProfile('linkedin', 'anil-joshi'),
    },
    {
      name: 'Ar. Farida Shaikh',
      qualifications: 'B.Arch, M.Arch (Sustainable Architecture)',
      designation: 'Professor',
      research: 'Passive cooling in warm-humid climates',
      practice: 'Green building consultant',
      photo: '/images/faculty/farida-shaikh.svg',
      instagram: sampleProfile('instagram', 'farida-shaikh'),
      linkedin: '',
    },
    {
      name: 'Ar. Vikram Rao',
      qualifications: 'B.Arch, M.Arch (Housing)',
      designation: 'Professor',
      research: 'Affordable housing and incremental homes',
      practice: 'Mass housing projects',
      photo: '',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Priya Menon',
      qualifications: 'B.Arch, M.Arch (Landscape Architecture)',
      designation: 'Associate Professor',
      research: 'Urban wetlands and mangrove edges',
      practice: 'Landscape design for public parks',
      photo: '/images/faculty/priya-menon.svg',
      instagram: sampleProfile('instagram', 'priya-menon'),
      linkedin: '',
    },
    {
      name: 'Ar. Sameer Patil',
      qualifications: 'B.Arch, M.Tech (Structural Engineering)',
      designation: 'Associate Professor',
      research: 'Bamboo and timber structures',
      practice: 'Structural design collaboration',
      photo: '/images/faculty/sameer-patil.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Kavita Iyer',
      qualifications: 'B.Arch, M.Arch (Interior Architecture)',
      designation: 'Associate Professor',
      research: 'Adaptive reuse of mill buildings',
      practice: 'Interior architecture and retail design',
      photo: '/images/faculty/kavita-iyer.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Imran Qureshi',
      qualifications: 'B.Arch, M.Arch (Digital Architecture)',
      designation: 'Associate Professor',
      research: 'Parametric design and digital fabrication',
      practice: 'Computational design studio',
      photo: '',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Neha Gupta',
      qualifications: 'B.Arch, M.Arch (Environmental Design)',
      designation: 'Associate Professor',
      research: 'Daylighting in classrooms',
      practice: 'School and campus design',
      photo: '/images/faculty/neha-gupta.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Aditya Kamat',
      qualifications: 'B.Arch, M.Arch',
      designation: 'Assistant Professor',
      research: 'Coastal vernacular architecture of the Konkan',
      practice: 'Residential architecture',
      photo: '/images/faculty/aditya-kamat.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Shruti Bhatt',
      qualifications: 'B.Arch, M.Arch (Urban Design)',
      designation: 'Assistant Professor',
      research: 'Street vending and public space',
      practice: 'Public space design',
      photo: '/images/faculty/shruti-bhatt.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Rohan Desai',
      qualifications: 'B.Arch, M.Arch (Building Services)',
      designation: 'Assistant Professor',
      research: 'Rainwater harvesting in dense housing',
      practice: 'Building services coordination',
      photo: '',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Ananya Sen',
      qualifications: 'B.Arch, M.A. (History of Art)',
      designation: 'Assistant Professor',
      research: 'Art Deco architecture of Mumbai',
      practice: 'Architectural documentation and writing',
      photo: '/images/faculty/ananya-sen.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Tushar Pawar',
      qualifications: 'B.Arch, M.Arch (Construction Management)',
      designation: 'Assistant Professor',
      research: 'Construction waste and material reuse',
      practice: 'Project management',
      photo: '/images/faculty/tushar-pawar.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Pooja Shah',
      qualifications: 'B.Arch, M.Des (Furniture Design)',
      designation: 'Assistant Professor',
      research: 'Craft and furniture from local materials',
      practice: 'Furniture and interior design',
      photo: '',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Nikhil Jadhav',
      qualifications: 'B.Arch, M.Arch (Urban Planning)',
      designation: 'Assistant Professor',
      research: 'Slum rehabilitation and community participation',
      practice: 'Community architecture',
      photo: '/images/faculty/nikhil-jadhav.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Swati Kulkarni',
      qualifications: 'B.Arch, M.Arch (Sustainable Architecture)',
      designation: 'Assistant Professor',
      research: 'Energy modelling of apartment buildings',
      practice: 'Sustainability assessment',
      photo: '/images/faculty/swati-kulkarni.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Harish Reddy',
      qualifications: 'B.Arch, M.Arch',
      designation: 'Assistant Professor',
      research: 'Architectural graphics and hand drawing pedagogy',
      practice: 'Architectural illustration',
      photo: '/images/faculty/harish-reddy.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Maria D’Souza',
      qualifications: 'B.Arch, M.Arch (Conservation)',
      designation: 'Assistant Professor',
      research: 'East Indian village houses of Bandra and Vasai',
      practice: 'Conservation and restoration',
      photo: '',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Gaurav Mehta',
      qualifications: 'B.Arch, M.Arch (Digital Architecture)',
      designation: 'Assistant Professor',
      research: 'BIM in design teaching',
      practice: 'Building information modelling',
      photo: '/images/faculty/gaurav-mehta.svg',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Ar. Leela Fernandes',
      qualifications: 'B.Arch, M.Arch (Housing)',
      designation: 'Visiting Professor',
      research: 'Housing for women and working families',
      practice: 'Principal architect of a housing practice',
      photo: '/images/faculty/leela-fernandes.svg',
      instagram: '',
      linkedin: sampleProfile('linkedin', 'leela-fernandes'),
    },
    {
      name: 'Ar. Sanjay Verma',
      qualifications: 'B.Arch, M.Arch (Urban Design)',
      designation: 'Visiting Professor',
      research: 'Waterfront regeneration',
      practice: 'Urban design practice',
      photo: '',
      instagram: '',
      linkedin: '',
    },
    {
      name: 'Er. Deepak Choudhary',
      qualifications: 'B.E. (Civil), M.E. (Structures)',
      designation: 'Visiting Professor',
      research: 'Earthquake-resistant design of masonry buildings',
      practice: 'Structural engineering consultancy',
      photo: '/images/faculty/deepak-choudhary.svg',
      instagram: '',
      linkedin: '',
    },
  ],
};
