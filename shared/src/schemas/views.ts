import { z } from 'zod';
import { hasUnsafeText, unsafeTextMessage } from '../text';
import { fromNotAfterTo, leadFilterFields } from './query';

/*
 * Saved views: a named set of filters, sort and columns, kept
 * per member of staff on the server; admins may share one with everyone.
 */

/** At most this many columns in a grid layout, and this many characters of its JSON. */
export const GRID_LAYOUT_MAX_COLUMNS = 50;
export const GRID_LAYOUT_MAX_CHARS = 32 * 1024;
export const SAVED_VIEW_NAME_MAX = 80;
/** Most views one member of staff may keep. */
export const SAVED_VIEWS_MAX = 100;

/** One value of a column's state: AG Grid's are flat (width, hide, pinned, sort, sortIndex…). */
const GridValueSchema = z.union(
  [
    z
      .string()
      .max(100, 'Column settings must be short.')
      .refine((value) => !hasUnsafeText(value), unsafeTextMessage('Column settings')),
    z.number(),
    z.boolean(),
    z.null(),
  ],
  { error: 'Column settings must be text, numbers, true, false or null.' },
);

/**
 * One column's state as AG Grid gives it (`getColumnState()`): its `colId`
 * and a few flat settings. The console keeps one locally and saved views
 * keep one on the server; neither takes anything bigger.
 */
export const GridColumnStateSchema = z
  .record(z.string().max(40, 'Column settings must be short.'), GridValueSchema, {
    error: 'Each column must be an object of settings.',
  })
  .and(
    z.object({
      colId: z
        .string({ error: 'Each column needs its colId.' })
        .min(1, 'Each column needs its colId.')
        .max(100, 'Column ids must be short.'),
    }),
  )
  .refine((state) => Object.keys(state).length <= 20, 'A column has at most 20 settings.');

export const GridLayoutSchema = z
  .array(GridColumnStateSchema, { error: 'The columns must be a list of column settings.' })
  .max(GRID_LAYOUT_MAX_COLUMNS, `At most ${GRID_LAYOUT_MAX_COLUMNS} columns.`)
  .refine(
    (layout) => JSON.stringify(layout).length <= GRID_LAYOUT_MAX_CHARS,
    `The column settings must be at most ${GRID_LAYOUT_MAX_CHARS / 1024} KB.`,
  );
export type GridLayoutState = z.infer<typeof GridLayoutSchema>;

/** A view's filters: the lead query without its paging, strict as the console's IPC is (ADR 011). */
export const SavedViewFiltersSchema = z
  .object(leadFilterFields, {
    error: (issue) => (issue.code === 'invalid_type' ? 'Filters must be an object.' : undefined),
  })
  .strict()
  .refine(...fromNotAfterTo);

export const SavedViewNameSchema = z
  .string({ error: 'Please name the view.' })
  .trim()
  .min(1, 'Please name the view.')
  .max(SAVED_VIEW_NAME_MAX, `A view's name must be at most ${SAVED_VIEW_NAME_MAX} characters.`)
  .refine((name) => !hasUnsafeText(name), unsafeTextMessage("A view's name"));

const SharedFlagSchema = z.boolean({ error: 'Shared must be true or false.' });

/** What `POST /api/views` takes. Only an admin may share a view with everyone. */
export const NewSavedViewSchema = z
  .object({
    name: SavedViewNameSchema,
    filters: SavedViewFiltersSchema,
    grid: GridLayoutSchema,
    shared: SharedFlagSchema.optional(),
  })
  .strict();
export type NewSavedViewInput = z.input<typeof NewSavedViewSchema>;
export type NewSavedView = z.output<typeof NewSavedViewSchema>;

/** What `PUT /api/views/:id` takes: any of the fields, at least one. */
export const SavedViewChangeSchema = z
  .object({
    name: SavedViewNameSchema.optional(),
    filters: SavedViewFiltersSchema.optional(),
    grid: GridLayoutSchema.optional(),
    shared: SharedFlagSchema.optional(),
  })
  .strict()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send a name, filters, columns or sharing to change.',
  });
export type SavedViewChangeInput = z.input<typeof SavedViewChangeSchema>;
export type SavedViewChange = z.output<typeof SavedViewChangeSchema>;

/** What `PUT /api/views/last` takes: the view last applied, or null for none. */
export const LastViewRequestSchema = z
  .object({
    id: z.uuid('The view id must be a uuid.').nullable(),
  })
  .strict();
export type LastViewRequest = z.infer<typeof LastViewRequestSchema>;

/** A saved view as the API returns it; unknown filters from a newer API are dropped. */
export const SavedViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shared: z.boolean(),
  filters: z.object(leadFilterFields),
  grid: GridLayoutSchema,
  /** The owner's email. */
  owner: z.string(),
  /** Whether the one asking owns it (and so may change it). */
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

/** What `GET /api/views/last` answers: the view applied last, if it is still there to see. */
export const LastViewSchema = z.object({ view: SavedViewSchema.nullable() });
export type LastView = z.infer<typeof LastViewSchema>;
