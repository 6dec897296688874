import { z } from 'zod';
import { DocItem, Hero } from './common';

/* /academics/notices (content/academics/notices.yaml); part of `academics` in academics.ts. */

export const NOTICE_MONTHS = ['September', 'August', 'July', 'June'] as const;

export const NoticeMonth = z
  .object({
    // The folder of its PDFs, in English in every language; `heading` is its name on the page.
    month: z.enum(NOTICE_MONTHS),
    heading: z.string().min(1),
    notices: z.array(DocItem).min(1),
  })
  .refine((m) => m.notices.every((n) => n.file.startsWith(`/docs/Notices/Students/${m.month}/`)), {
    message: 'Student notices live under /docs/Notices/Students/{Month}/',
  });
export type NoticeMonth = z.infer<typeof NoticeMonth>;

const FacultyNotice = DocItem.refine((n) => n.file.startsWith('/docs/Notices/Faculties/'), {
  message: 'Faculty notices live under /docs/Notices/Faculties/',
});

export const AcademicsNotices = z.object({
  hero: Hero,
  students: z.object({ heading: z.string(), months: z.array(NoticeMonth).length(4) }),
  faculty: z.object({ heading: z.string(), notices: z.array(FacultyNotice).min(1) }),
});
export type AcademicsNotices = z.infer<typeof AcademicsNotices>;

/** The schema of content/academics-notices.yaml, found by its name (docs/editing-content.md). */
export default AcademicsNotices;
