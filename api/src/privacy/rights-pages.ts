import {
  formatIst,
  RIGHTS_ANSWER_DAYS,
  RIGHTS_LINK_HOURS,
  RIGHTS_REQUEST_LABELS,
  RIGHTS_REQUEST_PATH,
  type RightsRequestKind,
} from '@skltcoa/shared';
import { escapeHtml as e, htmlPage } from '../http/html';
import { contact, problemPage } from './pages';
import type { LinkProblem } from './privacy-repo';

/*
 * The pages of a rights request that the API renders (ADR 021, ADR 025):
 * the answer to the form posted without JavaScript, and the page behind the
 * emailed link, whose button (a POST) confirms, so that a mail scanner
 * opening the link confirms nothing.
 */

export const RIGHTS_CONFIRM_PAGE = '/privacy/request/confirm';

export const rightsSentPage = () =>
  htmlPage({
    title: 'Check your email',
    body: `<p>If we hold an enquiry with the email address or mobile number you gave, we have sent a link to the email address on that enquiry. Open it within ${RIGHTS_LINK_HOURS} hours to confirm your request.</p>
<p>Gave a mobile number, or no longer use that email address? We can only send the link to an email address we hold. Write to or call our privacy contact below; they will check the request with you on the mobile number in your enquiry.</p>${contact()}`,
  });

export const rightsConfirmPage = (token: string, kind: RightsRequestKind) =>
  htmlPage({
    title: 'Confirm your request',
    body: `<p>You asked: <strong>${e(RIGHTS_REQUEST_LABELS[kind])}</strong>. Confirm below, and our grievance officer answers by email within ${RIGHTS_ANSWER_DAYS} days.</p>
<form method="post" action="${RIGHTS_CONFIRM_PAGE}"><input type="hidden" name="token" value="${e(token)}">
<button type="submit">Confirm my request</button>
</form>${contact()}`,
  });

export const rightsConfirmedPage = (dueAt: Date) =>
  htmlPage({
    title: 'We have your request',
    body: `<p>Thank you. Your request is confirmed, and we have emailed you a receipt. Our grievance officer will answer by ${e(formatIst(dueAt.toISOString()).slice(0, 10))} at the latest.</p>${contact()}`,
  });

/** A rights request's link that cannot be used: an expired one is asked again. */
export const rightsProblemPage = (problem: LinkProblem) =>
  problemPage(
    problem,
    `The link is no longer valid, and the request was not confirmed. Please make it again on our website: ${RIGHTS_REQUEST_PATH}.`,
  );
