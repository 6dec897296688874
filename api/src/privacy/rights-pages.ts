import {
  FAMILY_WORDS,
  familyDate,
  RIGHTS_ANSWER_DAYS,
  RIGHTS_LINK_HOURS,
  type Language,
  type RightsRequestKind,
} from '@skltcoa/shared';
import { escapeHtml as e, htmlPage } from '../http/html';
import { contact, problemPage } from './pages';
import type { LinkProblem } from './privacy-repo';

/*
 * The pages of a rights request that the API renders (ADR 021, ADR 025):
 * the answer to the form posted without JavaScript, and the page behind the
 * emailed link, whose button (a POST) confirms, so that a mail scanner
 * opening the link confirms nothing. Each speaks the language the request was
 * made in (ADR 054).
 */

export const RIGHTS_CONFIRM_PAGE = '/privacy/request/confirm';

export function rightsSentPage(language: Language = 'en') {
  const words = FAMILY_WORDS[language].pages.rights;
  return htmlPage({
    title: words.sentTitle,
    lang: language,
    body: `<p>${e(words.sent(RIGHTS_LINK_HOURS))}</p>
<p>${e(words.mobile)}</p>${contact(language)}`,
  });
}

export function rightsConfirmPage(
  token: string,
  kind: RightsRequestKind,
  language: Language = 'en',
) {
  const words = FAMILY_WORDS[language];
  return htmlPage({
    title: words.pages.rights.confirmTitle,
    lang: language,
    body: `<p>${e(words.pages.rights.confirm(words.rightsLabels[kind], RIGHTS_ANSWER_DAYS))}</p>
<form method="post" action="${RIGHTS_CONFIRM_PAGE}"><input type="hidden" name="token" value="${e(token)}">
<button type="submit">${e(words.pages.rights.button)}</button>
</form>${contact(language)}`,
  });
}

export function rightsConfirmedPage(dueAt: Date, language: Language = 'en') {
  const words = FAMILY_WORDS[language].pages.rights;
  return htmlPage({
    title: words.confirmedTitle,
    lang: language,
    body: `<p>${e(words.confirmed(familyDate(dueAt, language, false)))}</p>${contact(language)}`,
  });
}

/** A rights request's link that cannot be used: an expired one is asked again. */
export const rightsProblemPage = (problem: LinkProblem, language: Language = 'en') =>
  problemPage(problem, language, 'rights');
