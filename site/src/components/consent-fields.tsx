import { LIMITS, PHONE_PREFIX, type FieldErrors, type NoticeLanguage } from '@skltcoa/shared';
import { Fragment } from 'react';
import { Link } from './site-link';
import { FORMS } from '../content/forms';
import { FORM_NOTICES, type FormNotice } from '../content/form-notices';
import { LANGUAGES, PRIVACY_EMAIL, PRIVACY_PATH } from '../content/privacy-facts';
import { Field } from './field';
import { NoticeParts } from './notice-parts';

/*
 * What every enquiry form adds for consent (DPDP Act ss. 5, 6 and 9): the itemised
 * notice with its language switch, the age question, the guardian's contact
 * and the consent box. Which language and whether the guardian's fields show
 * is CSS reading the checked radios (`.notice`, `.by-lang`, `.guardian` in
 * components.css), so it works before and without JavaScript (ADR 004).
 */

export type Adult = '' | 'yes' | 'no';

export interface ConsentValues {
  notice_language: NoticeLanguage;
  adult: Adult;
  guardian_name: string;
  guardian_email: string;
  guardian_phone: string;
  consent: boolean;
}

export const EMPTY_CONSENT: Omit<ConsentValues, 'notice_language'> = {
  adult: '',
  guardian_name: '',
  guardian_email: '',
  guardian_phone: '',
  consent: false,
};

interface ConsentFieldsProps {
  id: (name: string) => string;
  values: ConsentValues;
  errors: FieldErrors;
  set: (field: keyof ConsentValues, value: ConsentValues[keyof ConsentValues]) => void;
}

/** One text in every notice language; the stylesheet shows the chosen one (English before a choice). */
function InLanguages({ text }: { text: (notice: FormNotice) => string }) {
  return LANGUAGES.map((lang) => (
    <span key={lang} lang={lang} className="by-lang">
      {text(FORM_NOTICES[lang])}
    </span>
  ));
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

/** The short notice in one language: each item with its purpose, and where to withdraw or read more. */
function NoticeText({ lang }: { lang: NoticeLanguage }) {
  const notice = FORM_NOTICES[lang];
  return (
    // A scrolling box must be reachable by keyboard to be read (WCAG 2.1.1).
    <div className="notice__text" lang={lang} role="region" aria-label={notice.title} tabIndex={0}>
      <p className="notice__title">{notice.title}</p>
      <NoticeParts notice={notice} />
      <p>
        {notice.contactLabel}: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.{' '}
        <Link to={`${PRIVACY_PATH}#notice-${lang}`}>{notice.fullNoticeLabel}</Link>
      </p>
    </div>
  );
}

/** The "+91" before a mobile number field, read out with it. */
export function PhonePrefix({ id }: { id: string }) {
  return (
    <span id={id} className="field__prefix">
      {PHONE_PREFIX}
    </span>
  );
}

export function ConsentFields({ id, values, errors, set }: ConsentFieldsProps) {
  const { labels, placeholders, notice: words } = FORMS;
  const described = (field: string) => (errors[field] ? id(`${field}-error`) : undefined);
  const underAge = values.adult === 'no';
  const guardianInput = (
    field: 'guardian_name' | 'guardian_email' | 'guardian_phone',
    describedBy: string | undefined,
  ) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    // Required only under 18; the form cannot say so without JavaScript, so the API checks it.
    'aria-required': underAge || undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy,
  });
  const noticeError = errors.notice_version ?? errors.notice_language;

  return (
    <>
      <fieldset
        className={`choice${errors.adult ? ' field--invalid' : ''}`}
        aria-describedby={described('adult')}
      >
        <legend>
          <InLanguages text={(notice) => notice.adultQuestion} />
        </legend>
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className="choice__option">
            <input
              type="radio"
              name="adult"
              value={answer}
              required
              checked={values.adult === answer}
              onChange={() => set('adult', answer)}
              aria-invalid={errors.adult ? true : undefined}
            />{' '}
            <InLanguages text={(notice) => (answer === 'yes' ? notice.adultYes : notice.adultNo)} />
          </label>
        ))}
        <ErrorText id={id('adult-error')} error={errors.adult} />
      </fieldset>

      <fieldset className="guardian">
        <legend>{words.guardianLegend}</legend>
        <p className="guardian__hint">{words.guardianHint}</p>
        <p className="guardian__intro">
          <InLanguages text={(notice) => notice.guardianIntro} />
        </p>
        <Field id={id('guardian_name')} label={labels.guardian_name} error={errors.guardian_name}>
          {(describedBy) => (
            <input
              {...guardianInput('guardian_name', describedBy)}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.nameMax}
            />
          )}
        </Field>
        <Field
          id={id('guardian_email')}
          label={labels.guardian_email}
          error={errors.guardian_email}
        >
          {(describedBy) => (
            <input
              {...guardianInput('guardian_email', describedBy)}
              type="email"
              autoComplete="off"
              placeholder={placeholders.email}
              maxLength={LIMITS.emailMax}
            />
          )}
        </Field>
        <Field
          id={id('guardian_phone')}
          label={labels.guardian_phone}
          error={errors.guardian_phone}
          prefix={<PhonePrefix id={id('guardian-prefix')} />}
        >
          {(describedBy) => (
            <input
              {...guardianInput(
                'guardian_phone',
                [id('guardian-prefix'), describedBy].filter(Boolean).join(' '),
              )}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={20}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="notice" aria-describedby={noticeError ? id('notice-error') : undefined}>
        <legend>{words.legend}</legend>
        {LANGUAGES.map((lang) => (
          <Fragment key={lang}>
            <input
              type="radio"
              className="notice__pick"
              id={id(`notice-${lang}`)}
              name="notice_language"
              value={lang}
              checked={values.notice_language === lang}
              onChange={() => set('notice_language', lang)}
            />
            <label htmlFor={id(`notice-${lang}`)} lang={lang}>
              {FORM_NOTICES[lang].languageName}
            </label>
          </Fragment>
        ))}
        {LANGUAGES.map((lang) => (
          <NoticeText key={lang} lang={lang} />
        ))}
        <ErrorText id={id('notice-error')} error={noticeError} />
      </fieldset>

      <div className={`consent${errors.consent ? ' field--invalid' : ''}`}>
        <input
          id={id('consent')}
          type="checkbox"
          name="consent"
          value="on"
          required
          checked={values.consent}
          onChange={(event) => set('consent', event.target.checked)}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={described('consent')}
        />
        <label htmlFor={id('consent')}>
          <InLanguages text={(notice) => notice.consentLabel} />
        </label>
        <ErrorText id={id('consent-error')} error={errors.consent} />
      </div>
    </>
  );
}
