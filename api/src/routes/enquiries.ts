import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { EnquirySchema, HONEYPOT_FIELD, sitePathOr, type Enquiry } from '@skltcoa/shared';
import { ApiError } from '../lib/api-error';
import { createEnquiryWriter } from '../lib/enquiry-writer';
import { readJson, validate } from '../lib/validate';
import { bodyLimit } from '../middleware/body-limit';
import { countHits, hashedClient, rateLimit, tooManyRequests } from '../middleware/rate-limit';
import type { AppDeps } from './deps';

export const MAX_ENQUIRY_BYTES = 16 * 1024;

const SAME_CONTACT_LIMITED =
  'We have already received several enquiries with this phone number or email in the last few minutes. Our admissions team will contact you; please wait a few minutes before sending another.';

type BodyKind = 'json' | 'form';

function bodyKind(c: Context): BodyKind {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  throw new ApiError(
    415,
    'Send the enquiry as application/json or as a form (application/x-www-form-urlencoded).',
  );
}

async function readBody(c: Context, kind: BodyKind): Promise<Record<string, unknown>> {
  if (kind === 'form') {
    const fields: Record<string, unknown> = Object.fromEntries(
      new URLSearchParams(await c.req.text()),
    );
    // A prerendered page cannot hold a per-visitor id, so a form posted without
    // JavaScript arrives without one; a shared build-time id would make every
    // such visitor look like a repeat of the first.
    if (!fields.submission_id) fields.submission_id = randomUUID();
    return fields;
  }
  const body = await readJson(c);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** Where a browser without JavaScript lands after a successful post. */
function thankYouLocation(enquiry: Enquiry): string {
  const params = new URLSearchParams({
    form: enquiry.form_type,
    from: sitePathOr(enquiry.source_page),
  });
  return `/thank-you?${params}`;
}

export function enquiriesRoutes({ sql, config }: AppDeps) {
  const saveEnquiry = createEnquiryWriter(sql);

  /**
   * Families behind one address (a college's Wi-Fi, a carrier NAT) share its
   * loose limit; the tight one is per phone number and per email, counted on
   * their normalised forms and stored only as hashes (ADR 010).
   */
  async function limitPerContact(enquiry: Enquiry, backTo: string) {
    const limit = config.enquiryContactRateLimit;
    if (limit <= 0) return;
    const hits = await countHits(sql, [
      { bucket: 'enquiry-phone', client: hashedClient(enquiry.phone) },
      { bucket: 'enquiry-email', client: hashedClient(enquiry.email.toLowerCase()) },
    ]);
    const over = hits.filter((hit) => hit.hits > limit);
    if (over.length > 0) {
      const retryAfter = Math.max(...over.map((hit) => hit.retryAfter));
      throw tooManyRequests(SAME_CONTACT_LIMITED, retryAfter, { backTo });
    }
  }
  return new Hono().post(
    '/',
    bodyLimit({
      maxBytes: MAX_ENQUIRY_BYTES,
      message: 'The enquiry is too large. Please shorten it and try again.',
    }),
    rateLimit({
      sql,
      bucket: 'enquiry',
      limit: config.enquiryRateLimit,
      trustProxyHops: config.trustProxyHops,
      message: 'Too many enquiries from your network. Please wait a few minutes and try again.',
    }),
    async (c) => {
      const kind = bodyKind(c);
      const body = await readBody(c, kind);
      const enquiry = validate(
        EnquirySchema,
        body,
        'Please correct the fields below and send the enquiry again.',
        { backTo: sitePathOr(body.source_page) },
      );
      await limitPerContact(enquiry, sitePathOr(body.source_page));
      // A bot that filled the hidden field is told it succeeded, so it learns nothing.
      const id = enquiry[HONEYPOT_FIELD] ? randomUUID() : await saveEnquiry(enquiry);
      return kind === 'form' ? c.redirect(thankYouLocation(enquiry), 303) : c.json({ id }, 201);
    },
  );
}
