import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '@skltcoa/shared';
import { ApiError } from './api-error';

/** The request's JSON body, or a 400 saying it is not JSON. */
export async function readJson(
  c: Context,
  message = 'The request body is not valid JSON.',
): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, message);
  }
}

/** Parses `input` with a shared schema, or answers 400 with one message per field. */
export function validate<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  message: string,
  details: { backTo?: string } = {},
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new ApiError(400, message, { ...details, fields: fieldErrors(parsed.error) });
  }
  return parsed.data;
}
