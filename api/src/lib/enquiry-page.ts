import {
  currentNotice,
  ENQUIRY_LABELS,
  ERROR_SUMMARY_TITLE,
  HONEYPOT_FIELD,
  NOTICE_LANGUAGES,
  PRIVACY_PATH,
  PROGRAMS,
  type FieldErrors,
  type NoticeLanguage,
} from '@skltcoa/shared';
import { escapeHtml } from './html';

/*
 * The API's answer to an enquiry posted without JavaScript and refused with
 * field messages (issue 16 §5): the site form's error summary, with the same
 * heading and words, taking focus and linking to each field of a form that
 * holds the answers as they were sent, so the visitor corrects and sends
 * again from here.
 */

type Text = keyof typeof ENQUIRY_LABELS;
const TEXT_TYPES: Record<Text, string> = {
  name: 'text',
  email: 'email',
  phone: 'tel',
  program: 'text',
  guardian_name: 'text',
  guardian_email: 'email',
  guardian_phone: 'tel',
};
/** Fields the visitor answers here, in the order the site's form asks them. */
const ASKED = [
  'name',
  'email',
  'phone',
  'program',
  'adult',
  'guardian_name',
  'guardian_email',
  'guardian_phone',
  'consent',
];
const ORDER = [...ASKED.slice(0, -1), 'notice_language', 'notice_version', 'consent'];
/** What the site's form sends unseen; kept as sent. */
const UNSEEN = ['form_type', 'source_page', 'notice_version', 'notice_language', HONEYPOT_FIELD];

const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
const error = (field: string, errors: FieldErrors) =>
  errors[field] ? `<p class="error" id="${field}-error">${escapeHtml(errors[field])}</p>` : '';
const invalid = (field: string, errors: FieldErrors) =>
  errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';

function textField(field: Text, posted: URLSearchParams, errors: FieldErrors): string {
  return `<div class="field"><label for="${field}">${escapeHtml(ENQUIRY_LABELS[field])}</label>
<input${attr('id', field)}${attr('name', field)}${attr('type', TEXT_TYPES[field])}${attr('value', posted.get(field) ?? '')}${invalid(field, errors)}>${error(field, errors)}</div>`;
}

function programField(posted: URLSearchParams, errors: FieldErrors): string {
  const chosen = posted.get('program') ?? '';
  const options = PROGRAMS.map(
    (program) =>
      `<option${attr('value', program)}${program === chosen ? ' selected' : ''}>${escapeHtml(program)}</option>`,
  ).join('');
  return `<div class="field"><label for="program">${escapeHtml(ENQUIRY_LABELS.program)}</label>
<select id="program" name="program"${invalid('program', errors)}>${options}</select>${error('program', errors)}</div>`;
}

/** The summary at the top: the same heading and words as the site's, each linked to its field. */
export function errorSummary(errors: FieldErrors): string {
  const place = (field: string) => (ORDER.includes(field) ? ORDER.indexOf(field) : ORDER.length);
  const items = Object.entries(errors)
    .sort(([a], [b]) => place(a) - place(b))
    .map(([field, message]) => {
      const target = field === 'adult' ? 'adult-yes' : field;
      return ASKED.includes(field)
        ? `<li><a href="#${target}">${escapeHtml(message)}</a></li>`
        : `<li>${escapeHtml(message)}</li>`;
    });
  // autofocus moves focus to the summary without a script, as the site's form does with one.
  return `<div class="error-summary" id="error-summary" tabindex="-1" autofocus>
<h2>${escapeHtml(ERROR_SUMMARY_TITLE)}</h2><ul>${items.join('')}</ul></div>`;
}

/** The page's body: the summary, then the form with the answers kept and each field's message beside it. */
export function enquiryRetryBody({
  message,
  errors,
  posted,
  action,
  backTo,
}: {
  message: string;
  errors: FieldErrors;
  posted: URLSearchParams;
  action: string;
  backTo: string;
}): string {
  const language = (NOTICE_LANGUAGES as readonly string[]).includes(
    posted.get('notice_language') ?? '',
  )
    ? (posted.get('notice_language') as NoticeLanguage)
    : 'en';
  const notice = currentNotice(language);
  const hidden = UNSEEN.map(
    (field) =>
      `<input type="hidden"${attr('name', field)}${attr('value', posted.get(field) ?? '')}>`,
  ).join('');
  const adult = posted.get('adult');
  const radio = (value: 'yes' | 'no', label: string) =>
    `<label><input type="radio" id="adult-${value}" name="adult" value="${value}"${adult === value ? ' checked' : ''}${invalid('adult', errors)}> ${escapeHtml(label)}</label>`;
  const guardian =
    adult === 'no' || Object.keys(errors).some((field) => field.startsWith('guardian_'))
      ? (['guardian_name', 'guardian_email', 'guardian_phone'] as const)
          .map((field) => textField(field, posted, errors))
          .join('')
      : '';
  return `${errorSummary(errors)}
<p>${escapeHtml(message)}</p>
<form method="post"${attr('action', action)} novalidate>${hidden}
${(['name', 'email', 'phone'] as const).map((field) => textField(field, posted, errors)).join('')}
${programField(posted, errors)}
<fieldset lang="${language}"><legend>${escapeHtml(notice.adultQuestion)}</legend>
${radio('yes', notice.adultYes)} ${radio('no', notice.adultNo)}${error('adult', errors)}</fieldset>
${guardian}
<div class="field" lang="${language}"><input type="checkbox" id="consent" name="consent" value="on"${posted.get('consent') === 'on' ? ' checked' : ''}${invalid('consent', errors)}>
<label for="consent">${escapeHtml(notice.consentLabel)}</label>
<a href="${PRIVACY_PATH}#notice-${language}">${escapeHtml(notice.fullNoticeLabel)}</a>${error('consent', errors)}</div>
<button type="submit">Send the enquiry again</button>
</form>
<p>Or <a${attr('href', backTo)}>go back to the page you came from</a>.</p>`;
}
