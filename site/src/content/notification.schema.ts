import { z } from 'zod';
import { DocItem, DocPath, Hero, LinkItem } from './common';
import type * as notification from './notification';
import type { ContentChecks } from './validate';

const Text = z.string().min(1);

/* /notification: admission notifications and college notices (docs/product-decisions.md §5). */

export const DatedNotice = z.object({
  date: z.iso.date(),
  title: z.string().min(1),
  /** Who it is for, in the page's language (Applicants, Students, Parents, Everyone). */
  audience: z.string().min(1),
  file: DocPath,
});
export type DatedNotice = z.infer<typeof DatedNotice>;

export const NotificationContent = z.object({
  hero: Hero,
  intro: z.string(),
  admission: z.object({
    heading: z.string(),
    intro: z.string(),
    files: z.array(DocItem).length(2),
  }),
  notices: z.object({
    heading: z.string(),
    /** Date, notice, who it is for, and the download link's label, in the page's language. */
    columns: z.tuple([Text, Text, Text, Text]),
    items: z
      .array(DatedNotice)
      .min(3)
      .refine((list) => list.every((n, i) => i === 0 || list[i - 1]!.date >= n.date), {
        message: 'Notices are listed newest first',
      }),
  }),
  links: z.array(LinkItem).min(1),
});
export type NotificationContent = z.infer<typeof NotificationContent>;

/** The schema of content/notification.yaml, found by its name (docs/editing-content.md). */
export default NotificationContent;

/** The exports of notification.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { notification: NotificationContent } satisfies ContentChecks<
  typeof notification
>;
