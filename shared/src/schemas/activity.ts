import { z } from 'zod';
import {
  CALL_OUTCOMES,
  isClosedStatus,
  LIMITS,
  type ActivityKind,
  type CallOutcome,
} from '../constants';
import { hasUnsafeText, unsafeTextMessage } from '../text';
import { LeadStatusSchema } from './inputs';
import { readText } from './read';

/* A lead's timeline: its entries as staff clients read them, and a note or call as staff log it. */

export const CallOutcomeSchema = z.enum(CALL_OUTCOMES, {
  error: `Outcome must be one of: ${CALL_OUTCOMES.join(', ')}.`,
});

/**
 * When to call next: an instant with its offset, such as
 * `2026-11-28T11:00:00+05:30` (the console sends Mumbai's), and never a
 * local time whose zone is left to guess.
 */
export const FollowUpAtSchema = z.iso
  .datetime({
    offset: true,
    error:
      'The next follow-up must be a date and time with its zone, like 2026-11-28T11:00:00+05:30.',
  })
  .refine((value) => {
    const time = Date.parse(value);
    return time >= Date.UTC(2000, 0, 1) && time < Date.UTC(3000, 0, 1);
  }, 'The next follow-up must be between 2000 and 2999.');

/** One entry of a lead's timeline, as the staff API returns it. */
export const ActivitySchema = z.object({
  /** Ascending in the order the database recorded them. */
  id: z.string(),
  lead_id: z.uuid(),
  kind: readText<ActivityKind>('Kind'),
  /** A staff email, or `system` for what the API did on its own. */
  author: z.string(),
  created_at: z.string(),
  /** A note's text, what was said on a call, or which enquiries a merge joined. */
  body: z.string().nullable(),
  outcome: readText<CallOutcome>('Outcome').nullable(),
  /** A change's old and new value: status, assignee email, follow-up time, or merged lead id. */
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const NoteSchema = z
  .string({ error: 'Note must be text.' })
  .max(LIMITS.noteMax, `Note must be at most ${LIMITS.noteMax} characters.`)
  .refine((note) => !hasUnsafeText(note, { multiline: true }), unsafeTextMessage('A note'));

/** A note or call body: may run over several lines. */
const BodySchema = NoteSchema.transform((text) => text.trim());

/**
 * The version of a lead a change is based on: the API refuses the change
 * (409, with the lead as it is) when the lead has moved on since.
 */
export const VersionSchema = z
  .number({ error: 'Send the version of the lead this change is based on.' })
  .int('Version must be a whole number.')
  .positive('Version must be a whole number.');

/**
 * What `POST /api/leads/:id/activities` takes: a note, or a call with its
 * outcome. A call may also set the lead's status and next follow-up, as one
 * change with the call (the post-call form, docs/decisions/052-the-counsellors-day.md):
 * it then names the lead's `version`. A status that closes the lead clears
 * its follow-up, so none may be given with one; an open status needs a next
 * follow-up, given or already set (the API checks the latter). A follow-up
 * time sent without a status or version is applied as before, without a
 * version check, for consoles older than the form.
 */
export const NewActivitySchema = z
  .object({
    kind: z.enum(['note', 'call'], { error: 'Kind must be note or call.' }),
    body: BodySchema.default(''),
    outcome: CallOutcomeSchema.optional(),
    status: LeadStatusSchema.optional(),
    next_follow_up_at: FollowUpAtSchema.nullable().optional(),
    version: VersionSchema.optional(),
  })
  .strict()
  .superRefine((activity, ctx) => {
    if (activity.kind === 'note') {
      if (activity.body === '') {
        ctx.addIssue({ code: 'custom', path: ['body'], message: 'Please write the note.' });
      }
      if (activity.outcome !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'Only a call has an outcome.' });
      }
      if (activity.status !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['status'],
          message: 'Set the status on the lead, or log a call with it.',
        });
      }
      if (activity.next_follow_up_at !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['next_follow_up_at'],
          message: 'Set the next follow-up on the lead, or log a call with it.',
        });
      }
      return;
    }
    if (activity.outcome === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['outcome'],
        message: 'Please choose how the call went.',
      });
    }
    const closing = activity.status !== undefined && isClosedStatus(activity.status);
    if (closing && typeof activity.next_follow_up_at === 'string') {
      ctx.addIssue({
        code: 'custom',
        path: ['next_follow_up_at'],
        message: 'A closed lead has no next follow-up: leave it out.',
      });
    } else if (
      activity.outcome === 'call-back-later' &&
      !closing &&
      (activity.next_follow_up_at === undefined || activity.next_follow_up_at === null)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['next_follow_up_at'],
        message: 'Please choose when to call back.',
      });
    }
    if (
      activity.version === undefined &&
      (activity.status !== undefined || activity.next_follow_up_at === null)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['version'],
        message: 'Send the version of the lead this change is based on.',
      });
    }
  });
export type NewActivityInput = z.input<typeof NewActivitySchema>;
export type NewActivity = z.output<typeof NewActivitySchema>;
