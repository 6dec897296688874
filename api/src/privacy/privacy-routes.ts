import { Hono, type Context } from 'hono';
import {
  ANSWER_PAGE_WORDS,
  currentNotice,
  FAMILY_WORDS,
  FORM_MESSAGES,
  languagePath,
  PRIVACY_REFUSALS,
  translateMessage,
  DEFAULT_NOTICE_LANGUAGE,
  NoticeLanguageSchema,
  PRIVACY_CONTACT,
  PrivacyTokenSchema,
  RIGHTS_REQUEST_PATH,
  RightsRequestSchema,
  WITHDRAW_PATH,
  WithdrawalRequestSchema,
  GuardianStatementSchema,
  formLanguage,
  FORM_LANGUAGE_FIELD,
  type GuardianStatement,
  type Language,
} from '@skltcoa/shared';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { describeError } from '../http/log-safe';
import { formErrors, isFormPost } from '../http/form-errors';
import { readJson, validate } from '../http/validate';
import { bodyLimit } from '../http/middleware/body-limit';
import { databaseGuard } from '../http/middleware/database-guard';
import { clientIp } from '../http/middleware/client-ip';
import {
  ANONYMOUS_BUCKET,
  countHits,
  hashedClient,
  rateLimit,
  tooManyRequests,
} from '../http/middleware/rate-limit';
import { mailAllowance } from '../mail/anonymous-limit';
import {
  guardianAnswerPage,
  guardianPage,
  problemPage,
  type LinkKind,
  withdrawalConfirmPage,
  withdrawalSentPage,
  withdrawnPage,
} from './pages';
import {
  confirmWithdrawal,
  decideForGuardian,
  linkLanguage,
  pendingForLink,
  requestWithdrawal,
  withdrawalForLink,
  type LinkProblem,
} from './privacy-repo';
import { confirmRights, requestForLink, requestRights } from './rights-repo';
import { readStatement } from './guardian-statement-page';
import { enquiryLanguage } from './emails';
import {
  rightsConfirmedPage,
  rightsConfirmPage,
  rightsProblemPage,
  rightsSentPage,
} from './rights-pages';
import type { AppDeps } from '../http/deps';

/*
 * Privacy (ADR 021): the notice, withdrawal, and the answers
 * behind the emailed one-time links, as JSON for scripts and as pages for
 * the links themselves and for forms posted without JavaScript.
 */

const MAX_BYTES = 4 * 1024;

const logUnexpected = (error: unknown) => console.error(describeError(error));

const PAGE_TITLES: Record<number, string> = FAMILY_WORDS.en.pages.refused;

/**
 * A withdrawal or rights request refused without JavaScript, in the language of the page the
 * form was on (its hidden field), with the way back to that page (ADR 054). The messages are
 * the schemas' and PRIVACY_REFUSALS, which FORM_MESSAGES gives in each language.
 */
function privacyRefusalWords(posted: URLSearchParams, status: number) {
  const language = formLanguage(posted.get(FORM_LANGUAGE_FIELD));
  const titles: Record<number, string> = FAMILY_WORDS[language].pages.refused;
  const page = ANSWER_PAGE_WORDS[language];
  return {
    lang: language,
    title: titles[status] ?? FAMILY_WORDS[language].pages.refused.other,
    translate: (message: string) => translateMessage(FORM_MESSAGES[language], message),
    back: { before: page.backButton, link: page.backLink, after: page.backAfter },
    backTo: (path: string) => languagePath(language, path),
  };
}

const LINK_STATUS: Record<LinkProblem, 404 | 409 | 410> = {
  invalid: 404,
  used: 409,
  expired: 410,
};
const LINK_MESSAGE: Record<LinkProblem, string> = {
  invalid: 'This link is not valid. Please open the link from your email again.',
  used: 'This link was already used.',
  expired: 'This link has expired.',
};

const GuardianDecisionSchema = z.object({
  token: PrivacyTokenSchema,
  decision: z.enum(['agree', 'decline'], { error: 'Decision must be agree or decline.' }),
});
const TokenBodySchema = z.object({ token: PrivacyTokenSchema });

/** The language of the page a privacy form was on (its hidden field); English for none. */
const postedLanguage = (fields: unknown): Language =>
  formLanguage((fields as Record<string, unknown> | null)?.[FORM_LANGUAGE_FIELD]);

async function readFields(c: Context): Promise<unknown> {
  if (isFormPost(c)) return Object.fromEntries(new URLSearchParams(await c.req.text()));
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new ApiError(
      415,
      'Send the request as application/json or as a form (application/x-www-form-urlencoded).',
    );
  }
  return readJson(c);
}

const sendPage = (c: Context, html: string, status: 200 | 400 | 404 | 409 | 410 = 200) => {
  // The token is in this page's address: keep it out of caches and referrers.
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html, status);
};

/** `/api/privacy`: the notice, withdrawal requests, and the JSON answers to the links. */
export function privacyApiRoutes(deps: AppDeps) {
  const { sql, config } = deps;
  const allowance = mailAllowance(sql, config.mailsPerRecipientPerDay);
  // Over the recipient's daily share nothing is sent, and the answer stays the same (ADR 041).
  const mayMail = async (to: string) => (await allowance(to)).allowed;
  /**
   * The answer is the same whether or not we hold the contact, and so is its
   * time: the lookup and the link are made after it is sent, so that how long
   * the answer took says nothing either (ADR 040). A request lost to a crash
   * in between is asked again by the person, whom no email reached.
   */
  const afterAnswer = (work: () => Promise<unknown>) => {
    setImmediate(() => {
      work().catch((error: unknown) => (deps.logError ?? logUnexpected)(error));
    });
  };
  /** One allowance per client address across the anonymous forms (ADR 041). */
  const perAddress = rateLimit({
    sql,
    bucket: ANONYMOUS_BUCKET,
    limit: config.enquiryRateLimit,
    trustProxyHops: config.trustProxyHops,
    message: PRIVACY_REFUSALS.tooManyFromNetwork,
  });
  /**
   * Per contact and client address together (ADR 041): a stranger's requests
   * spend only their own allowance, never the family's.
   */
  async function limitContact(c: Context, bucket: string, contact: string, backTo: string) {
    const limit = config.enquiryContactRateLimit;
    if (limit <= 0) return;
    const [hit] = await countHits(sql, [
      { bucket, client: hashedClient(`${contact}|${clientIp(c, config.trustProxyHops)}`) },
    ]);
    if (hit!.hits > limit) {
      throw tooManyRequests(PRIVACY_REFUSALS.tooManyForContact, hit!.retryAfter, { backTo });
    }
  }
  const app = new Hono();
  if (deps.database) app.use(databaseGuard(deps.database));
  app.onError(formErrors(deps, PAGE_TITLES, undefined, privacyRefusalWords));

  app.get('/notice', (c) => {
    const { lang } = validate(
      z.object({ lang: NoticeLanguageSchema.default(DEFAULT_NOTICE_LANGUAGE) }),
      { lang: c.req.query('lang') || undefined },
      'Please correct the query.',
    );
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ notice: currentNotice(lang), contact: PRIVACY_CONTACT });
  });

  app.post(
    '/withdrawals',
    bodyLimit({ maxBytes: MAX_BYTES, message: PRIVACY_REFUSALS.tooLarge }),
    perAddress,
    async (c) => {
      const fields = await readFields(c);
      const { contact } = validate(WithdrawalRequestSchema, fields, PRIVACY_REFUSALS.invalidField, {
        backTo: WITHDRAW_PATH,
      });
      // The page's language, which the email and the pages after it speak (ADR 054).
      const language = postedLanguage(fields);
      await limitContact(c, 'withdrawal-contact', contact.value, WITHDRAW_PATH);
      afterAnswer(() =>
        requestWithdrawal(sql, contact, { siteUrl: config.siteUrl, mayMail, language }),
      );
      return isFormPost(c)
        ? sendPage(c, withdrawalSentPage(language))
        : c.json({ status: 'sent' }, 202);
    },
  );

  /** Rights requests (ADR 025): the same rules as a withdrawal request, and the same neutral answer. */
  app.post(
    '/rights-requests',
    bodyLimit({ maxBytes: MAX_BYTES, message: PRIVACY_REFUSALS.tooLarge }),
    perAddress,
    async (c) => {
      const fields = await readFields(c);
      const request = validate(RightsRequestSchema, fields, PRIVACY_REFUSALS.invalidFields, {
        backTo: RIGHTS_REQUEST_PATH,
      });
      const language = postedLanguage(fields);
      await limitContact(c, 'rights-request-contact', request.contact.value, RIGHTS_REQUEST_PATH);
      afterAnswer(() =>
        requestRights(sql, request, { siteUrl: config.siteUrl, mayMail, language }),
      );
      return isFormPost(c)
        ? sendPage(c, rightsSentPage(language))
        : c.json({ status: 'sent' }, 202);
    },
  );

  app.post('/rights-requests/confirm', async (c) => {
    const { token } = validate(TokenBodySchema, await readFields(c), 'This link is incomplete.');
    const outcome = await confirmRights(sql, token, { siteUrl: config.siteUrl });
    if (typeof outcome === 'string') {
      throw new ApiError(LINK_STATUS[outcome], LINK_MESSAGE[outcome]);
    }
    return c.json({ status: 'confirmed', kind: outcome.kind, due_at: outcome.dueAt.toISOString() });
  });

  app.post('/withdrawals/confirm', async (c) => {
    const { token } = validate(TokenBodySchema, await readFields(c), 'This link is incomplete.');
    const outcome = await confirmWithdrawal(sql, token);
    if (typeof outcome === 'string') {
      throw new ApiError(LINK_STATUS[outcome], LINK_MESSAGE[outcome]);
    }
    return c.json({ status: 'withdrawn', ...outcome });
  });

  app.post('/guardian-consents', async (c) => {
    const fields = await readFields(c);
    const { token, decision } = validate(
      GuardianDecisionSchema,
      fields,
      'Please correct the fields below.',
    );
    // Agreeing needs the guardian's statement of who they are (ADR 055); declining does not.
    const statement =
      decision === 'agree'
        ? validate(GuardianStatementSchema, fields, 'Please correct the fields below.')
        : undefined;
    const outcome = await decideForGuardian(sql, token, decision, {
      siteUrl: config.siteUrl,
      assignment: config.assignNewLeads,
      statement,
    });
    if (typeof outcome === 'string') {
      throw new ApiError(LINK_STATUS[outcome], LINK_MESSAGE[outcome]);
    }
    return c.json({ status: decision === 'agree' ? 'agreed' : 'declined' });
  });

  return app;
}

/**
 * `/privacy/guardian` and `/privacy/withdraw/confirm`: the pages the emailed
 * links open. GET only shows; the person's button press posts.
 */
export function privacyPageRoutes(deps: AppDeps) {
  const { sql, config } = deps;
  const app = new Hono();
  if (deps.database) app.use(databaseGuard(deps.database));
  app.onError(formErrors(deps, PAGE_TITLES));

  const tokenOf = (value: unknown) => {
    const parsed = PrivacyTokenSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  const formToken = async (c: Context) => {
    const fields = Object.fromEntries(new URLSearchParams(await c.req.text()));
    return { token: tokenOf(fields.token), decision: fields.decision, fields };
  };
  /**
   * A link that cannot be used, in the language of the email it came in (kept on
   * the link), else the page's it was posted from, else English.
   */
  const problem = async (
    c: Context,
    outcome: LinkProblem,
    token: string | null,
    kind: LinkKind,
    fallback: unknown = c.req.query('lang'),
  ) => {
    const language = (token && (await linkLanguage(sql, token))) || formLanguage(fallback);
    const page =
      kind === 'rights'
        ? rightsProblemPage(outcome, language)
        : problemPage(outcome, language, kind);
    return sendPage(c, page, LINK_STATUS[outcome]);
  };

  app.get('/guardian', async (c) => {
    const token = tokenOf(c.req.query('token'));
    if (!token) return problem(c, 'invalid', null, 'guardian');
    const pending = await pendingForLink(sql, token);
    if (typeof pending === 'string') return problem(c, pending, token, 'guardian');
    // The family's language, unless the parent chose another with the page's plain links.
    const lang = NoticeLanguageSchema.safeParse(c.req.query('lang'));
    const language = lang.success ? lang.data : enquiryLanguage(pending.enquiry);
    return sendPage(c, guardianPage(token, pending.enquiry, pending.expiresAt, language));
  });

  app.post('/guardian', bodyLimit({ maxBytes: MAX_BYTES }), async (c) => {
    const { token, decision, fields } = await formToken(c);
    if (!token || (decision !== 'agree' && decision !== 'decline')) {
      return problem(c, 'invalid', token, 'guardian', fields.lang);
    }
    const pageLanguage = formLanguage(fields.lang);
    let statement: GuardianStatement | undefined;
    if (decision === 'agree') {
      const read = readStatement(fields);
      if ('errors' in read) {
        // Drawn again with what was typed and each refusal beside it; nothing is decided.
        const pending = await pendingForLink(sql, token);
        if (typeof pending === 'string') return problem(c, pending, token, 'guardian', fields.lang);
        const lang = NoticeLanguageSchema.safeParse(fields.lang);
        const language = lang.success ? lang.data : enquiryLanguage(pending.enquiry);
        const values = {
          guardian_name: fields.guardian_name,
          relationship: fields.relationship,
          guardian_adult: fields.guardian_adult,
        };
        return sendPage(
          c,
          guardianPage(token, pending.enquiry, pending.expiresAt, language, {
            values,
            errors: read.errors,
          }),
          400,
        );
      }
      statement = read.statement;
    }
    const outcome = await decideForGuardian(sql, token, decision, {
      siteUrl: config.siteUrl,
      assignment: config.assignNewLeads,
      statement,
    });
    if (typeof outcome === 'string') return problem(c, outcome, token, 'guardian', fields.lang);
    return sendPage(c, guardianAnswerPage(decision, pageLanguage));
  });

  /**
   * Every withdrawal link, asked for or carried by an email to a family: GET only
   * shows its one button, in the email's language; the button's POST withdraws at
   * once (ADR 054). A mail scanner that opens the link withdraws nothing.
   */
  app.get('/withdraw/confirm', async (c) => {
    const token = tokenOf(c.req.query('token'));
    if (!token) return problem(c, 'invalid', null, 'withdrawal');
    const link = await withdrawalForLink(sql, token);
    if (typeof link === 'string') return problem(c, link, token, 'withdrawal');
    return sendPage(c, withdrawalConfirmPage(token, link.language));
  });

  app.post('/withdraw/confirm', bodyLimit({ maxBytes: MAX_BYTES }), async (c) => {
    const { token, fields } = await formToken(c);
    if (!token) return problem(c, 'invalid', null, 'withdrawal', fields.lang);
    const outcome = await confirmWithdrawal(sql, token);
    if (typeof outcome === 'string') return problem(c, outcome, token, 'withdrawal');
    return sendPage(c, withdrawnPage((await linkLanguage(sql, token)) ?? 'en'));
  });

  app.get('/request/confirm', async (c) => {
    const token = tokenOf(c.req.query('token'));
    if (!token) return problem(c, 'invalid', null, 'rights');
    const request = await requestForLink(sql, token);
    if (typeof request === 'string') return problem(c, request, token, 'rights');
    return sendPage(c, rightsConfirmPage(token, request.kind, request.language));
  });

  app.post('/request/confirm', bodyLimit({ maxBytes: MAX_BYTES }), async (c) => {
    const { token, fields } = await formToken(c);
    if (!token) return problem(c, 'invalid', null, 'rights', fields.lang);
    const outcome = await confirmRights(sql, token, { siteUrl: config.siteUrl });
    if (typeof outcome === 'string') return problem(c, outcome, token, 'rights');
    return sendPage(c, rightsConfirmedPage(outcome.dueAt, outcome.language));
  });

  return app;
}
