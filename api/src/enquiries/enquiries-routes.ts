import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  ANSWER_PAGE_WORDS_EN,
  ENQUIRY_REFUSALS,
  EnquirySchema,
  FORM_LANGUAGE_FIELD,
  formLanguage,
  HONEYPOT_FIELD,
  languagePath,
  sitePathOr,
  type Enquiry,
  type Language,
} from '@skltcoa/shared';
import { ApiError } from '../http/api-error';
import { createEnquiryWriter, SUBMISSION_REUSED } from '../leads/enquiry-writer';
import { enquiryRefusalWords, enquiryRetryPage } from './enquiry-page';
import { formErrors } from '../http/form-errors';
import { readJson, validate } from '../http/validate';
import { bodyLimit } from '../http/middleware/body-limit';
import { databaseGuard } from '../http/middleware/database-guard';
import { clientIp } from '../http/middleware/client-ip';
import {
  ANONYMOUS_BUCKET,
  countHits,
  hashedClient,
  limitAddress,
  tooManyRequests,
} from '../http/middleware/rate-limit';
import { mailAllowance } from '../mail/anonymous-limit';
import { storedSubmission } from '../leads/stored-submission';
import { holdForGuardian, recordConsents } from '../privacy/privacy-repo';
import type { AppDeps } from '../http/deps';

export const MAX_ENQUIRY_BYTES = 16 * 1024;

const SAME_CONTACT_LIMITED = ENQUIRY_REFUSALS.tooManyForContact;

type BodyKind = 'json' | 'form';

/** Where the site's forms post; the answer page's form posts there again. */
const ENQUIRY_ACTION = '/api/enquiries';

/** Where a browser without JavaScript lands after an under-18's enquiry is held for a guardian. */
export const GUARDIAN_THANK_YOU = '/thank-you/guardian';

const PAGE_TITLES: Record<number, string> = {
  400: ANSWER_PAGE_WORDS_EN.title,
  ...ANSWER_PAGE_WORDS_EN.titles,
};

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

/**
 * Where a browser without JavaScript lands after a successful post: the thank-you page in
 * the language of the page the form was on (its hidden field; English without one).
 */
function thankYouLocation(enquiry: Enquiry, language: Language): string {
  const params = new URLSearchParams({
    form: enquiry.form_type,
    from: sitePathOr(enquiry.source_page),
  });
  // The page offers the brochure, without JavaScript, only at this fragment (site: thank-you.tsx).
  return `${languagePath(language, '/thank-you')}?${params}${enquiry.form_type === 'Brochure Enquiry' ? '#brochure' : ''}`;
}

export function enquiriesRoutes(deps: AppDeps) {
  const { sql, config } = deps;
  const mayMail = mailAllowance(sql, config.mailsPerRecipientPerDay);
  /** Submissions whose acknowledgement would pass the recipient's daily share (ADR 041). */
  const unacknowledged = new Set<string>();
  const saveEnquiry = createEnquiryWriter(sql, {
    assignment: config.assignNewLeads,
    onInserted: (tx, leads) =>
      recordConsents(tx, leads, {
        siteUrl: config.siteUrl,
        acknowledge: (enquiry) => !unacknowledged.has(enquiry.submission_id),
      }),
  });

  /**
   * Families behind one address (a college's Wi-Fi, a carrier NAT) share its
   * loose limit; the tight one is per phone number and per email, counted on
   * their normalised forms and stored only as hashes (ADR 010). It is counted
   * per contact and client address together, so that strangers who type a
   * family's number spend their own allowance, never the family's (ADR 041).
   */
  async function limitPerContact(enquiry: Enquiry, client: string, backTo: string) {
    const limit = config.enquiryContactRateLimit;
    if (limit <= 0) return;
    const hits = await countHits(sql, [
      { bucket: 'enquiry-phone', client: hashedClient(`${enquiry.phone}|${client}`) },
      {
        bucket: 'enquiry-email',
        client: hashedClient(`${enquiry.email.toLowerCase()}|${client}`),
      },
    ]);
    const over = hits.filter((hit) => hit.hits > limit);
    if (over.length > 0) {
      const retryAfter = Math.max(...over.map((hit) => hit.retryAfter));
      throw tooManyRequests(SAME_CONTACT_LIMITED, retryAfter, { backTo });
    }
  }
  const app = new Hono();
  if (deps.database) app.use(databaseGuard(deps.database));
  return app
    .onError(
      formErrors(
        deps,
        PAGE_TITLES,
        (page) => enquiryRetryPage({ ...page, action: ENQUIRY_ACTION }),
        enquiryRefusalWords,
      ),
    )
    .post(
      '/',
      bodyLimit({
        maxBytes: MAX_ENQUIRY_BYTES,
        message: ENQUIRY_REFUSALS.tooLarge,
      }),
      async (c) => {
        const kind = bodyKind(c);
        const body = await readBody(c, kind);
        const backTo = sitePathOr(body.source_page);
        const parsed = EnquirySchema.safeParse(body);
        const enquiry = parsed.success ? parsed.data : undefined;
        const held = () =>
          kind === 'form'
            ? c.redirect(
                languagePath(formLanguage(body[FORM_LANGUAGE_FIELD]), GUARDIAN_THANK_YOU),
                303,
              )
            : c.json({ status: 'pending_guardian' }, 202);
        const stored = (id: string) =>
          kind === 'form'
            ? c.redirect(thankYouLocation(enquiry!, formLanguage(body[FORM_LANGUAGE_FIELD])), 303)
            : c.json({ id }, 201);
        // A replay is answered as it was the first time, before any limit counts it (ADR 041).
        const replay = enquiry && (await storedSubmission(sql, enquiry));
        if (replay?.kind === 'lead') return stored(replay.id);
        if (replay?.kind === 'held') return held();
        if (replay?.kind === 'conflict') throw new ApiError(409, SUBMISSION_REUSED);
        await limitAddress(c, {
          sql,
          bucket: ANONYMOUS_BUCKET,
          limit: config.enquiryRateLimit,
          trustProxyHops: config.trustProxyHops,
          message: ENQUIRY_REFUSALS.tooManyFromNetwork,
          backTo,
        });
        validate(EnquirySchema, body, ENQUIRY_REFUSALS.invalid, { backTo });
        await limitPerContact(enquiry!, clientIp(c, config.trustProxyHops), backTo);
        // A bot that filled the hidden field is told it succeeded, so it learns nothing.
        if (enquiry![HONEYPOT_FIELD]) return enquiry!.adult ? stored(randomUUID()) : held();
        if (!enquiry!.adult) {
          // The guardian's address gets its daily share of what strangers can send it, no more.
          const guardianMail = await mayMail(enquiry!.guardian_email!);
          if (!guardianMail.allowed) {
            throw tooManyRequests(ENQUIRY_REFUSALS.guardianMailLimited, guardianMail.retryAfter, {
              backTo,
            });
          }
          // Held out of the leads until a guardian agrees (DPDP Act s. 9; ADR 021).
          if ((await holdForGuardian(sql, enquiry!, { siteUrl: config.siteUrl })) === 'conflict') {
            throw new ApiError(409, SUBMISSION_REUSED);
          }
          return held();
        }
        const submission = enquiry!.submission_id;
        if (!(await mayMail(enquiry!.email)).allowed) unacknowledged.add(submission);
        try {
          return stored(await saveEnquiry(enquiry!));
        } finally {
          unacknowledged.delete(submission);
        }
      },
    );
}
