import type { z } from 'zod';
import { AdmissionSchema } from './admission.schema';
import { AdmissionsFactsSchema, FaqSchema } from './admissions-facts.schema';
import { ContactFile } from './contact.schema';
import { AlumniSchema, CourseSubpagesSchema, CoursesPageSchema } from './courses.schema';
import { FacultyDirectory } from './faculty.schema';
import { HomeSchema } from './home.schema';
import { NotificationContent } from './notification.schema';
import { PageWordsSchema } from './pages.schema';
import { SiteSchema } from './site.schema';
import { LandingSchema } from './landing.schema';
import { BrochureSchema } from './about.schema';
import { SystemSchema } from './system.schema';
import { CourseHeadsSchema } from './course-heads.schema';
import { ProgrammesSchema } from './programmes.schema';
import { YearlySchema } from './yearly.schema';
import {
  AboutSchema,
  ManagementSchema,
  PrincipalSchema,
  TextPage,
  VisionMissionFile,
  VisionMissionWords,
} from './about.schema';
import { AcademicsContent } from './academics.schema';
import { AcademicsNotices } from './academics-notices.schema';
import { SwayamPage } from './academics-swayam.schema';
import { CareerContent } from './career.schema';
import { ExaminationContent } from './examination.schema';
import { LifeContent } from './life.schema';
import { AchievementsContent, CommitteesContent, LeadershipFile } from './people.schema';
import { MentorshipContent } from './people-mentorship.schema';
import { ResearchFile } from './people-research.schema';
import { RndFile } from './rnd.schema';
import { PrivacyContactFile, PrivacyFile } from './privacy.schema';
import { WelfareContent } from './welfare.schema';
import { GuardianThanksFile } from './guardian-thanks.schema';
import { WithdrawFile } from './withdraw.schema';
import { RightsRequestFile } from './rights-request.schema';
import { PageLabelsSchema } from './page-labels.schema';

/*
 * Every file under the repository's `content/` folder, by its name there, with the schema it
 * must satisfy (ADR 028). The content loader (site/build/content.ts) refuses a file that is not
 * listed, and `npm run content:check` reports a listed file that is missing. Only schema modules
 * are imported here: the loader runs inside the Vite config, before any content exists as code.
 */
export const CONTENT_FILES: Record<string, z.ZodType> = {
  'yearly.yaml': YearlySchema,
  'site.yaml': SiteSchema,
  'home.yaml': HomeSchema,
  'admission.yaml': AdmissionSchema,
  'admissions-facts.yaml': AdmissionsFactsSchema,
  'faq.yaml': FaqSchema,
  'courses/page.yaml': CoursesPageSchema,
  'courses/subpages.yaml': CourseSubpagesSchema,
  'courses/alumni.yaml': AlumniSchema,
  'notification.yaml': NotificationContent,
  'faculty.yaml': FacultyDirectory,
  'contact.yaml': ContactFile,
  'pages.yaml': PageWordsSchema,
  'landing.yaml': LandingSchema,
  'brochure.yaml': BrochureSchema,
  'system.yaml': SystemSchema,
  'course-heads.yaml': CourseHeadsSchema,
  'programmes.yaml': ProgrammesSchema,
  'about/about.yaml': AboutSchema,
  'about/group.yaml': TextPage,
  'about/college.yaml': TextPage,
  'about/principal.yaml': PrincipalSchema,
  'about/vision-mission.yaml': VisionMissionFile,
  'vision-mission.yaml': VisionMissionWords,
  'about/management.yaml': ManagementSchema,
  'academics/overview.yaml': AcademicsContent.shape.overview,
  'academics/philosophy.yaml': AcademicsContent.shape.philosophy,
  'academics/calendar.yaml': AcademicsContent.shape.calendar,
  'academics/objectives.yaml': AcademicsContent.shape.objectives,
  'academics/outcomes.yaml': AcademicsContent.shape.outcomes,
  'academics/notices.yaml': AcademicsNotices,
  'academics/semester-briefs.yaml': AcademicsContent.shape.semesterBriefs,
  'academics/syllabus.yaml': AcademicsContent.shape.syllabus,
  'academics/swayam.yaml': SwayamPage,
  'examination.yaml': ExaminationContent,
  'career.yaml': CareerContent,
  'life.yaml': LifeContent,
  'welfare.yaml': WelfareContent,
  'people/leadership.yaml': LeadershipFile,
  'people/achievements.yaml': AchievementsContent,
  'people/committees.yaml': CommitteesContent,
  'people/mentorship.yaml': MentorshipContent,
  'people/research.yaml': ResearchFile,
  'rnd.yaml': RndFile,
  'privacy.yaml': PrivacyFile,
  'privacy-contact.yaml': PrivacyContactFile,
  'thank-you-guardian.yaml': GuardianThanksFile,
  'privacy-withdraw.yaml': WithdrawFile,
  'privacy-request.yaml': RightsRequestFile,
  'page-labels.yaml': PageLabelsSchema,
};

/**
 * The files the Marathi and Hindi pages read, so each must exist in content/mr/ and content/hi/
 * (docs/decisions/030-marathi-and-hindi.md). Any other file may have a translation too.
 */
export const TRANSLATED_FILES: readonly string[] = [
  'site.yaml',
  'home.yaml',
  'admission.yaml',
  'admissions-facts.yaml',
  'faq.yaml',
  'courses/page.yaml',
  'courses/subpages.yaml',
  'courses/alumni.yaml',
  'contact.yaml',
  'pages.yaml',
  'landing.yaml',
  'brochure.yaml',
  'system.yaml',
  'course-heads.yaml',
  'programmes.yaml',
  'privacy.yaml',
  'privacy-contact.yaml',
];
