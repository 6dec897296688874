import { z } from 'zod';

/**
 * The words of the route list (src/routes.ts) in a translation, by page path: its menu label,
 * title, description and tab label. The English words are in the route list itself, so the
 * English file is empty and each translation adds the translated pages' words
 * (docs/decisions/030-marathi-and-hindi.md).
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
