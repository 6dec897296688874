import {
  currentNotice,
  findNotice,
  formatIst,
  NOTICE_LANGUAGES,
  PRIVACY_CONTACT,
  PRIVACY_PATH,
  RIGHTS_REQUEST_PATH,
  WITHDRAW_PATH,
  type Enquiry,
  type NoticeLanguage,
  type PrivacyNotice,
} from '@skltcoa/shared';
import { escapeHtml as e, htmlPage } from '../http/html';
import type { LinkProblem } from './privacy-repo';
import { GUARDIAN_PAGE, WITHDRAW_CONFIRM_PAGE } from './privacy-repo';

/*
 * The pages behind the emailed one-time links (ADR 021). The API renders
 * them because only it can put the link's token into the form: a
 * prerendered page cannot without JavaScript. Opening a link changes
 * nothing, so a mail scanner that follows it confirms nothing; the person's
 * button press, a POST, does.
 */

export const contact = () => `<section><h2>Privacy contact</h2>
<p>${e(PRIVACY_CONTACT.name)}, ${e(PRIVACY_CONTACT.role)}<br>
<a href="mailto:${e(PRIVACY_CONTACT.email)}">${e(PRIVACY_CONTACT.email)}</a>, ${e(PRIVACY_CONTACT.phone)}</p>
<p>${e(PRIVACY_CONTACT.grievance)}</p>
<p><a href="${PRIVACY_PATH}">Our privacy notice</a> · <a href="${WITHDRAW_PATH}">Withdraw consent</a> · <a href="${RIGHTS_REQUEST_PATH}">Your data rights</a></p></section>`;

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
<p lang="en">Read it in: ${others}</p>
<p>${e(notice.intro)}</p>
<ul>${notice.items.map((item) => `<li><strong>${e(item.data)}</strong>: ${e(item.purpose)}</li>`).join('')}</ul>
${notice.purposes.map((purpose) => `<p>${e(purpose.label)}</p>`).join('')}
<p>${e(notice.notUsedFor)}</p><p>${e(notice.retention)}</p><p>${e(notice.children)}</p>
<p>${e(notice.withdraw.text)}</p><p>${e(notice.rights)}</p><p>${e(notice.complaint)}</p>
</section>`;
}

const PROBLEMS: Record<LinkProblem, { title: string; text: string }> = {
  invalid: {
    title: 'This link is not valid',
    text: 'Please open the link from your email again, exactly as it was sent. If it still does not work, write to our privacy contact below.',
  },
  used: {
    title: 'This link was already used',
    text: 'Each link works once, and this one has done its work. Nothing more is needed.',
  },
  expired: {
    title: 'This link has expired',
    text: 'The link is no longer valid, and the enquiry it was about has been erased. The student may send a new enquiry at any time.',
  },
};

/** A link that cannot be used; `expired` may say what to do instead of the guardian's text. */
export const problemPage = (problem: LinkProblem, expired = PROBLEMS.expired.text) =>
  htmlPage({
    title: PROBLEMS[problem].title,
    body: `<p>${e(problem === 'expired' ? expired : PROBLEMS[problem].text)}</p>${contact()}`,
  });

const tokenField = (token: string) => `<input type="hidden" name="token" value="${e(token)}">`;

/** The guardian's page: who asked, the notice they agreed to, and two buttons. */
export function guardianPage(
  token: string,
  enquiry: Enquiry,
  expiresAt: Date,
  language: NoticeLanguage,
) {
  const notice = findNotice(enquiry.notice_version, language) ?? currentNotice(language);
  const switchTo = (other: NoticeLanguage) =>
    `${GUARDIAN_PAGE}?${new URLSearchParams({ token, lang: other })}#notice-title`;
  return htmlPage({
    title: `Consent for ${enquiry.name}’s enquiry`,
    body: `<p>${e(enquiry.name)} asked us about the ${e(enquiry.program)} and told us they are under 18.
Under India’s Digital Personal Data Protection Act, 2023 we use a child’s details only with a parent’s or guardian’s consent.</p>
<p>Please read the notice, then choose. This link works once and expires on ${e(formatIst(expiresAt.toISOString()))} (India time); if nobody answers by then, we erase the enquiry.</p>
${noticeSection(notice, switchTo)}
<form method="post" action="${GUARDIAN_PAGE}">${tokenField(token)}
<button type="submit" name="decision" value="agree">I am the parent or guardian, and I agree</button>
<button type="submit" name="decision" value="decline" class="secondary">I do not agree: erase the enquiry</button>
</form>${contact()}`,
  });
}

export const guardianAnswerPage = (decision: 'agree' | 'decline') =>
  htmlPage({
    title: decision === 'agree' ? 'Thank you for your consent' : 'The enquiry has been erased',
    body:
      decision === 'agree'
        ? `<p>We have recorded your consent. Our admissions team will now answer the enquiry, and the student will receive an email with what happens next.</p>
<p>You can withdraw this consent at any time, as easily as you gave it, on our <a href="${WITHDRAW_PATH}">withdrawal page</a>.</p>${contact()}`
        : `<p>We have erased the enquiry and will not contact the student about it.</p>${contact()}`,
  });

export const withdrawalConfirmPage = (token: string) =>
  htmlPage({
    title: 'Withdraw your consent',
    body: `<p>Confirm below, and we stop contacting you about admission and erase the name, email, mobile number and our notes of every enquiry sent with your email address or mobile number. This cannot be undone; you may send a new enquiry at any time.</p>
<form method="post" action="${WITHDRAW_CONFIRM_PAGE}">${tokenField(token)}
<button type="submit">Withdraw my consent and erase my details</button>
</form>${contact()}`,
  });

export const withdrawnPage = () =>
  htmlPage({
    title: 'Your consent is withdrawn',
    body: `<p>We have stopped processing your details and erased them from our enquiries. Only a count that says nothing about you remains.</p>${contact()}`,
  });

export const withdrawalSentPage = () =>
  htmlPage({
    title: 'Check your email',
    body: `<p>If we hold an enquiry with the email address or mobile number you gave, we have sent a link to the email address on that enquiry. Open it within 24 hours to confirm the withdrawal.</p>
<p>No email? Check your spam folder, or write to our privacy contact below.</p>${contact()}`,
  });
