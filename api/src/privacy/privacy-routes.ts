import { Hono, type Context } from 'hono';
import {
  currentNotice,
  DEFAULT_NOTICE_LANGUAGE,
  NoticeLanguageSchema,
  PRIVACY_CONTACT,
  PrivacyTokenSchema,
  RIGHTS_REQUEST_PATH,
  RightsRequestSchema,
  WITHDRAW_PATH,
  WithdrawalRequestSchema,
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
  withdrawalConfirmPage,
  withdrawalSentPage,
  withdrawnPage,
} from './pages';
import {
  confirmWithdrawal,
  decideForGuardian,
  pendingForLink,
  requestWithdrawal,
  type LinkProblem,
} from './privacy-repo';
import { confirmRights, requestForLink, requestRights } from './rights-repo';
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

const PAGE_TITLES: Record<number, string> = {
  400: 'Please check what you entered',
  413: 'Your request is too large',
  415: 'Your request could not be read',
  429: 'Please wait a moment',
  503: 'We could not take your request just now',
};

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

const sendPage = (c: Context, html: string, status: 200 | 404 | 409 | 410 = 200) => {
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
    message: 'Too many requests from your network. Please wait a few minutes and try again.',
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
      throw tooManyRequests(
        'We have already sent links for this email address in the last few minutes. Please check your email, or wait a few minutes.',
        hit!.retryAfter,
        { backTo },
      );
    }
  }
  const app = new Hono();
  if (deps.database) app.use(databaseGuard(deps.database));
  app.onError(formErrors(deps, PAGE_TITLES));

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
    bodyLimit({ maxBytes: MAX_BYTES, message: 'The request is too large.' }),
    perAddress,
    async (c) => {
      const { contact } = validate(
        WithdrawalRequestSchema,
        await readFields(c),
        'Please correct the field below and try again.',
        { backTo: WITHDRAW_PATH },
      );
      await limitContact(c, 'withdrawal-contact', contact.value, WITHDRAW_PATH);
      afterAnswer(() => requestWithdrawal(sql, contact, { siteUrl: config.siteUrl, mayMail }));
      return isFormPost(c) ? sendPage(c, withdrawalSentPage()) : c.json({ status: 'sent' }, 202);
    },
  );

  /** Rights requests (ADR 025): the same rules as a withdrawal request, and the same neutral answer. */
  app.post(
    '/rights-requests',
    bodyLimit({ maxBytes: MAX_BYTES, message: 'The request is too large.' }),
    perAddress,
    async (c) => {
      const request = validate(
        RightsRequestSchema,
        await readFields(c),
        'Please correct the fields below and try again.',
        { backTo: RIGHTS_REQUEST_PATH },
      );
      await limitContact(c, 'rights-request-contact', request.contact.value, RIGHTS_REQUEST_PATH);
      afterAnswer(() => requestRights(sql, request, { siteUrl: config.siteUrl, mayMail }));
      return isFormPost(c) ? sendPage(c, rightsSentPage()) : c.json({ status: 'sent' }, 202);
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
    const { token, decision } = validate(
      GuardianDecisionSchema,
      await readFields(c),
      'Please correct the fields below.',
    );
    const outcome = await decideForGuardian(sql, token, decision, {
      siteUrl: config.siteUrl,
      assignment: config.assignNewLeads,
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
    return { token: tokenOf(fields.token), decision: fields.decision };
  };
  const problem = (c: Context, outcome: LinkProblem) =>
    sendPage(c, problemPage(outcome), LINK_STATUS[outcome]);

  app.get('/guardian', async (c) => {
    const token = tokenOf(c.req.query('token'));
    if (!token) return problem(c, 'invalid');
    const pending = await pendingForLink(sql, token);
    if (typeof pending === 'string') return problem(c, pending);
    const lang = NoticeLanguageSchema.safeParse(c.req.query('lang'));
    const language = lang.success ? lang.data : pending.enquiry.notice_language;
    return sendPage(c, guardianPage(token, pending.enquiry, pending.expiresAt, language));
  });

  app.post('/guardian', bodyLimit({ maxBytes: MAX_BYTES }), async (c) => {
    const { token, decision } = await formToken(c);
    if (!token || (decision !== 'agree' && decision !== 'decline')) return problem(c, 'invalid');
    const outcome = await decideForGuardian(sql, token, decision, {
      siteUrl: config.siteUrl,
      assignment: config.assignNewLeads,
    });
    if (typeof outcome === 'string') return problem(c, outcome);
    return sendPage(c, guardianAnswerPage(decision));
  });

  app.get('/withdraw/confirm', (c) => {
    const token = tokenOf(c.req.query('token'));
    if (!token) return problem(c, 'invalid');
    return sendPage(c, withdrawalConfirmPage(token));
  });

  app.post('/withdraw/confirm', bodyLimit({ maxBytes: MAX_BYTES }), async (c) => {
    const { token } = await formToken(c);
    if (!token) return problem(c, 'invalid');
    const outcome = await confirmWithdrawal(sql, token);
    if (typeof outcome === 'string') return problem(c, outcome);
    return sendPage(c, withdrawnPage());
  });

  const rightsProblem = (c: Context, outcome: LinkProblem) =>
    sendPage(c, rightsProblemPage(outcome), LINK_STATUS[outcome]);

  app.get('/request/confirm', async (c) => {
    const token = tokenOf(c.req.query('token'));
    if (!token) return rightsProblem(c, 'invalid');
    const request = await requestForLink(sql, token);
    if (typeof request === 'string') return rightsProblem(c, request);
    return sendPage(c, rightsConfirmPage(token, request.kind));
  });

  app.post('/request/confirm', bodyLimit({ maxBytes: MAX_BYTES }), async (c) => {
    const { token } = await formToken(c);
    if (!token) return rightsProblem(c, 'invalid');
    const outcome = await confirmRights(sql, token, { siteUrl: config.siteUrl });
    if (typeof outcome === 'string') return rightsProblem(c, outcome);
    return sendPage(c, rightsConfirmedPage(outcome.dueAt));
  });

  return app;
}
