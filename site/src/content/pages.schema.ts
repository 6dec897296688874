import { z } from 'zod';

/**
 * The words of the route list (src/route-list.ts), by page path: its menu label, title,
 * description and tab label. The English file gives every page's title and description; a
 * translation gives the translated pages' words, and its titles are what makes a page translated
 * (translatedPages() in site/build/content.ts; docs/decisions/030-marathi-and-hindi.md).
 */
export const PageWordsSchema = z.record(
  z.string().regex(/^\/[a-z0-9/-]*$/, 'A page is named by its path, such as /admission'),
  z.strictObject({
    label: z.string().min(1).optional(),
    title: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
    tabLabel: z.string().min(1).optional(),
  }),
);
export type PageWords = z.output<typeof PageWordsSchema>;

/** The schema of content/pages.yaml, found by its name (docs/editing-content.md). */
export default PageWordsSchema;
