import {
  ANSWER_PAGE_WORDS,
  currentNotice,
  ENQUIRY_LABELS,
  FORM_LANGUAGE_FIELD,
  FORM_MESSAGES,
  FORM_WORDS,
  formLanguage,
  formOrder,
  HONEYPOT_FIELD,
  languagePath,
  LEAD_FIELDS,
  NOTICE_LANGUAGES,
  PRIVACY_PATH,
  PROGRAMS,
  programName,
  translateMessage,
  type FieldErrors,
  type FormWords,
  type Language,
  type LeadField,
  type NoticeLanguage,
} from '@skltcoa/shared';
import { escapeHtml } from '../http/html';

/*
 * The API's answer to an enquiry posted without JavaScript and refused with
 * field messages (docs/decisions/004-forms-work-without-javascript.md): the site form's error summary, with the same
 * heading and words, taking focus and linking to each field of a form that
 * holds the answers as they were sent, so the visitor corrects and sends
 * again from here. It speaks the language of the page the form was on, which
 * the form posts in a hidden field (docs/decisions/030-marathi-and-hindi.md): the same words as the site's
 * form in that language, from shared's form words and message dictionaries.
 */

const FIELDS: readonly LeadField[] = LEAD_FIELDS;
type Text = keyof typeof ENQUIRY_LABELS;
type TextField = LeadField & { form: 'text' | 'email' | 'tel'; formLabel: Text };
const isText = (field: LeadField): field is TextField =>
  ['text', 'email', 'tel'].includes(field.form ?? '') && field.formLabel !== undefined;

/** Fields the visitor answers here, in the order the site's form asks them (LEAD_FIELDS). */
const ASKED = FIELDS.filter(
  (field) => field.form && !['hidden', 'notice'].includes(field.form),
).map((field) => field.key);
/** The order of the error summary: the site form's. */
const ORDER = formOrder(FIELDS);
/** What the site's form sends unseen; kept as sent. */
const UNSEEN = [
  ...FIELDS.filter((field) => field.form === 'hidden' || field.form === 'notice').map(
    (field) => field.key,
  ),
  HONEYPOT_FIELD,
];

const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
const error = (field: string, errors: FieldErrors) =>
  errors[field] ? `<p class="error" id="${field}-error">${escapeHtml(errors[field])}</p>` : '';
const invalid = (field: string, errors: FieldErrors) =>
  errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';

function textField(
  field: TextField,
  posted: URLSearchParams,
  errors: FieldErrors,
  words: FormWords,
): string {
  const { key } = field;
  return `<div class="field"><label for="${key}">${escapeHtml(words.labels[field.formLabel])}</label>
<input${attr('id', key)}${attr('name', key)}${attr('type', field.form)}${attr('value', posted.get(key) ?? '')}${invalid(key, errors)}>${error(key, errors)}</div>`;
}

function programField(
  posted: URLSearchParams,
  errors: FieldErrors,
  words: FormWords,
  language: Language,
): string {
  const chosen = posted.get('program') ?? '';
  const options = PROGRAMS.map(
    (program) =>
      `<option${attr('value', program)}${program === chosen ? ' selected' : ''}>${escapeHtml(programName(language, program))}</option>`,
  ).join('');
  return `<div class="field"><label for="program">${escapeHtml(words.labels.program)}</label>
<select id="program" name="program"${invalid('program', errors)}>${options}</select>${error('program', errors)}</div>`;
}

/** The summary at the top: the same heading and words as the site's, each linked to its field. */
export function errorSummary(errors: FieldErrors, language: Language = 'en'): string {
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
<h2>${escapeHtml(FORM_WORDS[language].errorSummaryTitle)}</h2><ul>${items.join('')}</ul></div>`;
}

/** A site path in the page's language, unless it is there already. */
const inLanguage = (language: Language, path: string) =>
  language === 'en' || path === `/${language}` || path.startsWith(`/${language}/`)
    ? path
    : languagePath(language, path);

/** A refusal without field messages (429, 409, 503…), in the language the form was posted from. */
export function enquiryRefusalWords(posted: URLSearchParams, status: number) {
  const language = postedLanguage(posted);
  const page = ANSWER_PAGE_WORDS[language];
  const titles: Record<number, string> = page.titles;
  return {
    lang: language,
    title: titles[status] ?? page.titles.other,
    translate: (message: string) => translateMessage(FORM_MESSAGES[language], message),
    back: { before: page.backButton, link: page.backLink, after: page.backAfter },
    backTo: (path: string) => inLanguage(language, path),
  };
}

/** The language a form was posted from: its hidden field, or English for none or anything else. */
export const postedLanguage = (posted: URLSearchParams): Language =>
  formLanguage(posted.get(FORM_LANGUAGE_FIELD));

/**
 * The page: its title and language, and its body, the summary, then the form with the
 * answers kept and each field's message beside it.
 */
export function enquiryRetryPage({
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
}): { title: string; lang: Language; body: string } {
  const pageLanguage = postedLanguage(posted);
  const words = FORM_WORDS[pageLanguage];
  const page = ANSWER_PAGE_WORDS[pageLanguage];
  const messages = FORM_MESSAGES[pageLanguage];
  errors = Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, translateMessage(messages, text)]),
  );
  const language = (NOTICE_LANGUAGES as readonly string[]).includes(
    posted.get('notice_language') ?? '',
  )
    ? (posted.get('notice_language') as NoticeLanguage)
    : 'en';
  const notice = currentNotice(language);
  // The page's language goes on only as it came: a form that sent none stays English.
  const unseen = posted.has(FORM_LANGUAGE_FIELD)
    ? UNSEEN
    : UNSEEN.filter((field) => field !== FORM_LANGUAGE_FIELD);
  const hidden = unseen
    .map(
      (field) =>
        `<input type="hidden"${attr('name', field)}${attr('value', field === FORM_LANGUAGE_FIELD ? pageLanguage : (posted.get(field) ?? ''))}>`,
    )
    .join('');
  const adult = posted.get('adult');
  const radio = (value: 'yes' | 'no', label: string) =>
    `<label><input type="radio" id="adult-${value}" name="adult" value="${value}"${adult === value ? ' checked' : ''}${invalid('adult', errors)}> ${escapeHtml(label)}</label>`;
  const underAge = FIELDS.filter((field) => field.underAge !== undefined);
  const askGuardian = adult === 'no' || underAge.some((field) => errors[field.key] !== undefined);
  /** Each field the visitor answers, as the site's form draws it. */
  const control = (field: LeadField): string => {
    if (isText(field)) {
      return field.underAge !== undefined && !askGuardian
        ? ''
        : textField(field, posted, errors, words);
    }
    switch (field.form) {
      case 'select':
        return programField(posted, errors, words, pageLanguage);
      case 'yes-no':
        return `<fieldset lang="${language}"><legend>${escapeHtml(notice.adultQuestion)}</legend>
${radio('yes', notice.adultYes)} ${radio('no', notice.adultNo)}${error('adult', errors)}</fieldset>`;
      case 'checkbox':
        return `<div class="field" lang="${language}"><input type="checkbox" id="consent" name="consent" value="on"${posted.get('consent') === 'on' ? ' checked' : ''}${invalid('consent', errors)}>
<label for="consent">${escapeHtml(notice.consentLabel)}</label>
<a href="${languagePath(pageLanguage, PRIVACY_PATH)}#notice-${language}">${escapeHtml(notice.fullNoticeLabel)}</a>${error('consent', errors)}</div>`;
      default:
        return '';
    }
  };
  const body = `${errorSummary(errors, pageLanguage)}
<p>${escapeHtml(translateMessage(messages, message))}</p>
<form method="post"${attr('action', action)} novalidate>${hidden}
${FIELDS.filter((field) => ASKED.includes(field.key))
  .map(control)
  .filter(Boolean)
  .join('\n')}
<button type="submit">${escapeHtml(page.sendAgain)}</button>
</form>
<p>${escapeHtml(page.backBefore)}<a${attr('href', inLanguage(pageLanguage, backTo))}>${escapeHtml(page.backLink)}</a>${escapeHtml(page.backAfter)}</p>`;
  return { title: page.title, lang: pageLanguage, body };
}
