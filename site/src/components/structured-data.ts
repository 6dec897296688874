import { COURSES } from '../content/programs';
import { SITE } from '../content/site';
import { LANGUAGE } from '../language';

/**
 * schema.org JSON-LD for the college and its two programmes, so search
 * engines can show the address, contact and courses. Kept as data here and
 * rendered into the prerendered head only.
 */
export function collegeJsonLd(origin: string): string {
  const college = `${origin}/#college`;
  const [street = '', cityLine = ''] = SITE.address;
  const graph = [
    {
      '@type': 'CollegeOrUniversity',
      '@id': college,
      name: SITE.name,
      alternateName: SITE.shortName,
      url: `${origin}/home`,
      logo: `${origin}/images/favicon.svg`,
      foundingDate: String(SITE.established),
      email: SITE.email,
      telephone: SITE.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: street,
        addressLocality: SITE.place,
        postalCode: /\b\d{6}\b/.exec(cityLine)?.[0],
        addressRegion: 'Maharashtra',
        addressCountry: 'IN',
      },
      parentOrganization: { '@type': 'Organization', name: SITE.group },
    },
    ...Object.values(COURSES).map((course) => ({
      '@type': 'EducationalOccupationalProgram',
      inLanguage: LANGUAGE,
      name: course.program,
      alternateName: course.short,
      description: course.summary,
      url: `${origin}/courses/${course.key}`,
      provider: { '@id': college },
      timeToComplete: `P${course.durationYears}Y`,
      educationalProgramMode: 'full-time',
      maximumEnrollment: course.intake,
      occupationalCategory: '17-1011 Architects, Except Landscape and Naval',
    })),
  ];
  // `<` escaped so that no text in the data can close the script element.
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(
    /</g,
    '\\u003c',
  );
}
