import type { z } from 'zod';
import { academics } from './academics';
import { AcademicsContent } from './academics.schema';
import { career } from './career';
import { CareerContent } from './career.schema';
import { contact } from './contact';
import { ContactContent } from './contact.schema';
import { examination } from './examination';
import { ExaminationContent } from './examination.schema';
import { faculty } from './faculty';
import { GUARDIAN_THANKS } from './guardian-thanks';
import { GuardianThanksSchema } from './guardian-thanks.schema';
import { FacultyDirectory } from './faculty.schema';
import { life } from './life';
import { LifeContent } from './life.schema';
import { notification } from './notification';
import { NotificationContent } from './notification.schema';
import { people } from './people';
import { PeopleContent } from './people.schema';
import { privacy } from './privacy';
import { PrivacyContent } from './privacy.schema';
import { rnd } from './rnd';
import { RndContent } from './rnd.schema';
import { welfare } from './welfare';
import { WelfareContent } from './welfare.schema';
import { withdraw } from './withdraw';
import { rightsRequest } from './rights-request';
import { RightsRequestContent } from './rights-request.schema';
import { WithdrawContent } from './withdraw.schema';
import { PAGE_LABELS } from './page-labels';
import { PageLabelsSchema } from './page-labels.schema';
import { WEB_LEADS } from './web-leads';
import { WebLeadsSchema } from './web-leads.schema';
import * as about from './about';
import * as aboutSchema from './about.schema';
import * as admission from './admission';
import * as admissionSchema from './admission.schema';
import * as courses from './courses';
import * as coursesSchema from './courses.schema';
import * as forms from './forms';
import * as formsSchema from './forms.schema';
import * as home from './home';
import * as homeSchema from './home.schema';
import * as landing from './landing';
import * as landingSchema from './landing.schema';
import * as programs from './programs';
import * as programsSchema from './programs.schema';
import * as site from './site';
import * as siteSchema from './site.schema';
import * as system from './system';
import * as systemSchema from './system.schema';

/*
 * Each content module exports its data and the schema it must satisfy. The
 * pairs are parsed when the site is prerendered (src/main.tsx) and by the
 * tests, so bad content fails the build; the browser bundle never carries the
 * schemas (ADR 006).
 */
export const CONTENT_CHECKS: [name: string, schema: z.ZodType, data: unknown][] = [
  ['about', aboutSchema.AboutSchema, about.ABOUT],
  ['about/group', aboutSchema.TextPage, about.GROUP],
  ['about/college', aboutSchema.TextPage, about.COLLEGE],
  ['about/principal', aboutSchema.PrincipalSchema, about.PRINCIPAL],
  ['about/vision-mission', aboutSchema.VisionMissionSchema, about.VISION_MISSION],
  ['about/brochure', aboutSchema.BrochureSchema, about.BROCHURE],
  ['about/management', aboutSchema.ManagementSchema, about.MANAGEMENT],
  ['admission', admissionSchema.AdmissionSchema, admission.ADMISSION],
  ['courses', coursesSchema.CoursesPageSchema, courses.COURSES_PAGE],
  ['courses/subpages', coursesSchema.CourseSubpagesSchema, courses.COURSE_SUBPAGES],
  ['courses/alumni', coursesSchema.AlumniSchema, courses.ALUMNI],
  ['forms', formsSchema.FormsSchema, forms.FORMS],
  ['home', homeSchema.HomeSchema, home.HOME],
  ['landing', landingSchema.LandingSchema, landing.LANDING],
  ['programs', programsSchema.CoursesSchema, programs.COURSES],
  ['programs/scholarships', programsSchema.ScholarshipsSchema, programs.SCHOLARSHIPS],
  ['programs/intake', programsSchema.IntakeSchema, programs.INTAKE],
  ['site', siteSchema.SiteSchema, site.SITE],
  ['system', systemSchema.SystemSchema, system.SYSTEM],
  ['thank-you/guardian', GuardianThanksSchema, GUARDIAN_THANKS],
  ['academics', AcademicsContent, academics],
  ['career', CareerContent, career],
  ['contact', ContactContent, contact],
  ['examination', ExaminationContent, examination],
  ['faculty', FacultyDirectory, faculty],
  ['life', LifeContent, life],
  ['notification', NotificationContent, notification],
  ['people', PeopleContent, people],
  ['privacy', PrivacyContent, privacy],
  ['privacy/withdraw', WithdrawContent, withdraw],
  ['privacy/request', RightsRequestContent, rightsRequest],
  ['rnd', RndContent, rnd],
  ['welfare', WelfareContent, welfare],
  ['page-labels', PageLabelsSchema, PAGE_LABELS],
  ['web-leads', WebLeadsSchema, WEB_LEADS],
];

/** Throws one error listing every content problem, each with its module and field path. */
export function validateContent(checks = CONTENT_CHECKS): void {
  const problems = checks.flatMap(([name, schema, data]) => {
    const result = schema.safeParse(data);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${name}.${issue.path.join('.')}: ${issue.message}`);
  });
  if (problems.length > 0)
    throw new Error(`Content does not match its schema:\n${problems.join('\n')}`);
}
