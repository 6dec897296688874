import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '@skltcoa/shared';

export interface ApiErrorDetails {
  /** One message per field at fault, for a 400. */
  fields?: FieldErrors;
  /** Headers the answer carries, such as Retry-After. */
  headers?: Record<string, string>;
  /** Where a person posting a form without JavaScript goes back to. */
  backTo?: string;
  /** More of the answer's JSON, such as the current lead that a 409 carries. */
  extra?: Record<string, unknown>;
}

/**
 * The API's one error type: a status and a message meant for the person on
 * the other end. It is Hono's own HTTPException, so Hono's default handler
 * answers it too; our handler (http/error-handler.ts) adds the field messages,
 * and the enquiries route renders it as a page for a form post.
 */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(status, { message });
    this.name = 'ApiError';
  }

  /** The JSON body: `{error}`, with `fields` for a 400 that names them. */
  body(): { error: string; fields?: FieldErrors } & Record<string, unknown> {
    return {
      ...this.details.extra,
      error: this.message,
      ...(this.details.fields ? { fields: this.details.fields } : {}),
    };
  }

  /** The answer Hono's default handler gives, the same JSON as ours. */
  override getResponse(): Response {
    return Response.json(this.body(), { status: this.status, headers: this.details.headers });
  }
}
