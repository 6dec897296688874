import {
  currentNotice,
  FAMILY_WORDS,
  familyDate,
  findNotice,
  LANGUAGE_NAMES,
  languagePath,
  NOTICE_LANGUAGES,
  PRIVACY_CONTACT,
  PRIVACY_PATH,
  RIGHTS_REQUEST_PATH,
  WITHDRAW_PATH,
  type Enquiry,
  type Language,
  type NoticeLanguage,
  type PrivacyNotice,
} from '@skltcoa/shared';
import { escapeHtml as e, htmlPage } from '../http/html';
import type { LinkProblem } from './privacy-repo';
import {
  statementErrorSummary,
  statementFields,
  type StatementState,
} from './guardian-statement-page';
import { GUARDIAN_PAGE, WITHDRAW_CONFIRM_PAGE } from './privacy-repo';

/*
 * The pages behind the emailed one-time links (ADR 021). The API renders
 * them because only it can put the link's token into the form: a
 * prerendered page cannot without JavaScript. Opening a link changes
 * nothing, so a mail scanner that follows it confirms nothing; the person's
 * button press, a POST, does. Each speaks the family's language, from
 * shared/src/privacy/family-words*.ts (ADR 054).
 */

export const contact = (language: Language = 'en') => {
  const words = FAMILY_WORDS[language];
  const link = (path: string, text: string) =>
    `<a href="${languagePath(language, path)}">${e(text)}</a>`;
  return `<section><h2>${e(words.pages.contactHeading)}</h2>
<p>${e(PRIVACY_CONTACT.name)}, ${e(PRIVACY_CONTACT.role)}<br>
<a href="mailto:${e(PRIVACY_CONTACT.email)}">${e(PRIVACY_CONTACT.email)}</a>, ${e(PRIVACY_CONTACT.phone)}</p>
<p>${e(words.mail.footer.grievance)}</p>
<p>${link(PRIVACY_PATH, words.pages.noticeLink)} · ${link(WITHDRAW_PATH, words.pages.withdrawLink)} · ${link(RIGHTS_REQUEST_PATH, words.pages.rightsLink)}</p></section>`;
};

/** The notice as HTML, in its own language, with links to read it in the others. */
function noticeSection(notice: PrivacyNotice, switchTo: (language: NoticeLanguage) => string) {
  const others = NOTICE_LANGUAGES.filter((language) => language !== notice.language)
    .map((language) => {
      const other = currentNotice(language);
      return `<a href="${e(switchTo(language))}" lang="${language}" hreflang="${language}">${e(other.languageName)}</a>`;
    })
    .join(' · ');
  return `<section lang="${notice.language}" aria-labelledby="notice-title">
<h2 id="notice-title">${e(notice.title)}</h2>
<p>${e(FAMILY_WORDS[notice.language].pages.readIn)} ${others}</p>
<p>${e(notice.intro)}</p>
<ul>${notice.items.map((item) => `<li><strong>${e(item.data)}</strong>: ${e(item.purpose)}</li>`).join('')}</ul>
${notice.purposes.map((purpose) => `<p>${e(purpose.label)}</p>`).join('')}
<p>${e(notice.notUsedFor)}</p><p>${e(notice.retention)}</p><p>${e(notice.children)}</p>
<p>${e(notice.withdraw.text)}</p><p>${e(notice.rights)}</p><p>${e(notice.complaint)}</p>
</section>`;
}

/** What a link was for, which says what its problem page advises. */
export type LinkKind = 'guardian' | 'withdrawal' | 'rights';

/** A link that cannot be used, in the language of the email it came in. */
export function problemPage(
  problem: LinkProblem,
  language: Language = 'en',
  kind: LinkKind = 'guardian',
) {
  const words = FAMILY_WORDS[language].pages.problems;
  const text =
    kind === 'withdrawal' && problem === 'used'
      ? words.withdrawUsed
      : kind === 'withdrawal' && problem === 'expired'
        ? words.withdrawExpired
        : kind === 'rights' && problem === 'expired'
          ? words.rightsExpired
          : words[problem].text;
  return htmlPage({
    title: words[problem].title,
    lang: language,
    body: `<p>${e(text)}</p>${contact(language)}`,
  });
}

/** Plain links to the same page in the other languages: each is a GET, and works without JavaScript. */
function languageSwitch(language: Language, href: (other: Language) => string) {
  const others = NOTICE_LANGUAGES.filter((other) => other !== language)
    .map(
      (other) =>
        `<a href="${e(href(other))}" lang="${other}" hreflang="${other}">${e(LANGUAGE_NAMES[other])}</a>`,
    )
    .join(' · ');
  return `<nav aria-label="${e(FAMILY_WORDS[language].pages.pageIn)}"><p>${e(FAMILY_WORDS[language].pages.pageIn)} ${others}</p></nav>`;
}

const tokenField = (token: string) => `<input type="hidden" name="token" value="${e(token)}">`;

/** The guardian's page: who asked, the notice they agreed to, and two buttons. */
export function guardianPage(
  token: string,
  enquiry: Enquiry,
  expiresAt: Date,
  language: NoticeLanguage,
  /** What the guardian typed and which of it was refused, when the page is drawn again (ADR 055). */
  statement?: StatementState,
) {
  const notice = findNotice(enquiry.notice_version, language) ?? currentNotice(language);
  const words = FAMILY_WORDS[language].pages.guardian;
  const switchTo = (other: NoticeLanguage) =>
    `${GUARDIAN_PAGE}?${new URLSearchParams({ token, lang: other })}`;
  return htmlPage({
    title: words.title(enquiry.name),
    lang: language,
    body: `${languageSwitch(language, switchTo)}${statementErrorSummary(language, statement)}<p>${e(words.asked(enquiry.name, enquiry.program))}
${e(words.law)}</p>
<p>${e(words.choose(familyDate(expiresAt, language)))}</p>
${noticeSection(notice, (other) => `${switchTo(other)}#notice-title`)}
<form method="post" action="${GUARDIAN_PAGE}">${tokenField(token)}<input type="hidden" name="lang" value="${language}">
${statementFields(language, statement, enquiry.guardian_name ?? '')}
<button type="submit" name="decision" value="agree">${e(words.agree)}</button>
<button type="submit" name="decision" value="decline" class="secondary">${e(words.decline)}</button>
</form>${contact(language)}`,
  });
}

export function guardianAnswerPage(decision: 'agree' | 'decline', language: Language = 'en') {
  const words = FAMILY_WORDS[language].pages.guardianAnswer;
  return htmlPage({
    title: decision === 'agree' ? words.agreedTitle : words.declinedTitle,
    lang: language,
    body:
      decision === 'agree'
        ? `<p>${e(words.agreed)}</p>
<p>${e(words.withdrawBefore)}<a href="${languagePath(language, WITHDRAW_PATH)}">${e(words.withdrawLink)}</a>${e(words.withdrawAfter)}</p>${contact(language)}`
        : `<p>${e(words.declined)}</p>${contact(language)}`,
  });
}

/**
 * The page behind a withdrawal link, asked for on the withdrawal page or carried
 * by any email to a family: one button, whose POST withdraws at once (ADR 054).
 */
export function withdrawalConfirmPage(token: string, language: Language = 'en') {
  const words = FAMILY_WORDS[language].pages.withdraw;
  return htmlPage({
    title: words.title,
    lang: language,
    body: `<p>${e(words.text)}</p>
<form method="post" action="${WITHDRAW_CONFIRM_PAGE}">${tokenField(token)}
<button type="submit">${e(words.button)}</button>
</form>${contact(language)}`,
  });
}

export function withdrawnPage(language: Language = 'en') {
  const words = FAMILY_WORDS[language].pages.withdraw;
  return htmlPage({
    title: words.doneTitle,
    lang: language,
    body: `<p>${e(words.done)}</p>${contact(language)}`,
  });
}

export function withdrawalSentPage(language: Language = 'en') {
  const words = FAMILY_WORDS[language].pages.withdraw;
  return htmlPage({
    title: words.sentTitle,
    lang: language,
    body: `<p>${e(words.sent)}</p>
<p>${e(words.noEmail)}</p>${contact(language)}`,
  });
}
