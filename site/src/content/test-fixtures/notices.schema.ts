import { z } from 'zod';
import type * as notices from './notices';
import type { ContentChecks } from '../validate';

export const Notice = z.object({
  title: z.string().min(1, 'A notice needs a title'),
  year: z.number({ error: 'The year is a number' }),
});

/** The exports of notices.ts that validateContent checks, as a real schema module declares them. */
export const CHECKS = { NOTICE: Notice, FINE: Notice } satisfies ContentChecks<typeof notices>;

// A name that is not one of notices.ts's exports does not compile: the checks cannot drift.
// @ts-expect-error NOTICES is not an export of notices.ts
export const MISSPELT = { NOTICES: Notice } satisfies ContentChecks<typeof notices>;
