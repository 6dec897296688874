import type { z } from 'zod';

/** The body of every 400 answer: one message per field, keyed by field name. */
export type FieldErrors = Record<string, string>;

/** Flattens zod issues into `{ field: message }`, keeping the first message per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}
