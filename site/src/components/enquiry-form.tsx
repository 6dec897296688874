import {
  DEFAULT_PROGRAM,
  FORM_LANGUAGE_FIELD,
  HONEYPOT_FIELD,
  LIMITS,
  PROGRAMS,
  type EnquiryInput,
  type FieldErrors,
  type Program,
} from '@skltcoa/shared';
import { ENQUIRY_FORM_ORDER } from '@skltcoa/shared/form-words';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FORMS, programName, type FormVariant } from '../content/forms';
import { NOTICE_VERSION } from '../content/privacy-facts';
import { LANGUAGE } from '../language';
import { draftKey, readDraft, saveDraft } from '../lib/form-draft';
import { useHydrated } from '../lib/hooks';
import { ENQUIRY_ENDPOINT, GUARDIAN_THANKS_PATH, submitEnquiry } from '../lib/submit-enquiry';
import { readUtm } from '../lib/utm';
import { ConsentFields, EMPTY_CONSENT, PhonePrefix, type ConsentValues } from './consent-fields';
import { Field } from './field';
import ErrorSummary from './error-summary';
import { useToast } from './toast';

interface EnquiryFormProps {
  variant: FormVariant;
  /** Id for the form's heading, so a dialog can be labelled by it. */
  headingId?: string;
  onSuccess?: () => void;
}

type Values = { name: string; email: string; phone: string; program: Program } & ConsentValues;
const EMPTY: Omit<Values, 'notice_language'> = {
  name: '',
  email: '',
  phone: '',
  program: DEFAULT_PROGRAM,
  ...EMPTY_CONSENT,
};

const newSubmissionId = () => crypto.randomUUID();

/**
 * The one enquiry form, configured per variant in `content/forms.ts`. It is a
 * real form posting to the API, so it also works without JavaScript; with
 * JavaScript it validates with the shared schemas and posts JSON instead.
 */
export function EnquiryForm({ variant, headingId, onSuccess }: EnquiryFormProps) {
  const config = FORMS.variants[variant];
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const toast = useToast();
  const ownId = useId();
  const id = (name: string) => `${ownId}-${name}`;
  const titleId = headingId ?? id('title');

  const [values, setValues] = useState<Values>({
    ...EMPTY,
    program: config.fixedProgram ?? DEFAULT_PROGRAM,
    // The notice opens in the page's language; the visitor may pick another.
    notice_language: LANGUAGE,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  /*
   * One id per enquiry, made on its first attempt and kept through retries, so
   * the API's idempotency stores it once; only a stored enquiry clears it.
   * The prerendered hidden field stays empty: a build-time id would be shared
   * by every visitor who posts without JavaScript.
   */
  const submissionId = useRef('');
  const honeypotRef = useRef<HTMLInputElement>(null);
  /*
   * Set on the tap itself: the schema is fetched on the first send, and on a
   * slow link a second tap before it arrived sent the enquiry twice.
   */
  const busy = useRef(false);

  /*
   * What was typed outlives a failed send and a reload (lib/form-draft.ts, ADR 055): read
   * once the page has hydrated, so that the prerendered form and the first render agree.
   */
  const draft = draftKey(variant, pathname);
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  if (hydrated && restoredFor !== draft) {
    // Adjusting state while rendering, once per form and page, as React advises over an effect.
    setRestoredFor(draft);
    const kept = readDraft(draft);
    if (kept) setValues((current) => ({ ...current, ...(kept as Partial<Values>) }));
  }
  useEffect(() => {
    if (restoredFor === draft) saveDraft(draft, values);
  }, [draft, restoredFor, values]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  // A new enquiry starts empty; the notice's language stays as the visitor chose it.
  const reset = () =>
    setValues((current) => ({
      ...EMPTY,
      program: config.fixedProgram ?? DEFAULT_PROGRAM,
      notice_language: current.notice_language,
    }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    const { adult, guardian_name, guardian_email, guardian_phone, ...rest } = values;
    const payload: EnquiryInput = {
      ...rest,
      program: config.fixedProgram ?? values.program,
      notice_version: NOTICE_VERSION,
      // Unanswered stays absent (JSON drops it), so the schema asks rather than assuming an answer.
      adult: adult === '' ? undefined : adult === 'yes',
      ...(adult === 'no' ? { guardian_name, guardian_email, guardian_phone } : {}),
      form_type: config.formType,
      submission_id: (submissionId.current ||= newSubmissionId()),
      source_page: pathname,
      // The page's language, which the emails and pages that follow speak (ADR 054).
      language: LANGUAGE,
      ...readUtm(),
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
    };
    let checks: typeof import('../lib/enquiry-schema');
    try {
      checks = await import('../lib/enquiry-schema');
    } catch {
      // The checks are fetched on the first send; a phone offline at that tap gets them next time.
      toast({ kind: 'error', message: FORMS.offline });
      busy.current = false;
      setSubmitting(false);
      return;
    }
    const { EnquirySchema, fieldErrors, translate, translateErrors } = checks;
    const checked = EnquirySchema.safeParse(payload);
    if (!checked.success) {
      setErrors(translateErrors(fieldErrors(checked.error)));
      busy.current = false;
      setSubmitting(false);
      return;
    }
    setErrors({});
    try {
      const result = await submitEnquiry(payload);
      if (result.kind === 'ok') {
        toast({ kind: 'success', message: config.success });
        reset();
        submissionId.current = '';
        if (variant === 'brochure') setDone(true);
        onSuccess?.();
      } else if (result.kind === 'pending_guardian') {
        // The same page a form posted without JavaScript lands on: what happens next, and when.
        reset();
        submissionId.current = '';
        onSuccess?.();
        // In this build's language: the router's base path keeps it (ADR 054).
        navigate(GUARDIAN_THANKS_PATH);
      } else if (result.kind === 'invalid') {
        setErrors(translateErrors(result.fields));
        toast({ kind: 'error', message: FORMS.failure });
      } else if (result.kind === 'failed') {
        toast({
          kind: 'error',
          message: FORMS.failure,
          ...(result.detail ? { detail: translate(result.detail) } : {}),
        });
      } else {
        // No answer came: the phone is offline, and says so in the page's language (ADR 055).
        toast({ kind: 'error', message: FORMS.offline });
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  if (done) {
    return (
      <section className="enquiry enquiry--done" aria-labelledby={titleId}>
        <h2 id={titleId}>{FORMS.brochure.thanksHeading}</h2>
        <p>{FORMS.brochure.thanksText}</p>
        <a className="button" href={FORMS.brochure.file} target="_blank" rel="noopener" download>
          {FORMS.brochure.download}
        </a>
        <button type="button" className="button button--quiet" onClick={() => setDone(false)}>
          {FORMS.brochure.again}
        </button>
      </section>
    );
  }

  const { labels, placeholders } = FORMS;
  const textProps = (field: 'name' | 'email' | 'phone', describedBy: string | undefined) => ({
    id: id(field),
    name: field,
    required: true,
    placeholder: placeholders[field],
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy,
  });
  return (
    <form
      className={`enquiry enquiry--${variant}`}
      method="post"
      action={ENQUIRY_ENDPOINT}
      noValidate={hydrated}
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
    >
      <h2 id={titleId}>{config.heading}</h2>
      <p className="enquiry__intro">{config.intro}</p>
      {Object.keys(errors).length > 0 && (
        <ErrorSummary title={FORMS.errorSummaryTitle} errors={errors} order={ENQUIRY_FORM_ORDER} />
      )}

      <input type="hidden" name="form_type" value={config.formType} />
      <input type="hidden" name="submission_id" value="" />
      <input type="hidden" name="source_page" value={pathname} />
      <input type="hidden" name="notice_version" value={NOTICE_VERSION} />
      {/* The API answers a form posted without JavaScript in its page's language; English by default. */}
      {LANGUAGE !== 'en' && <input type="hidden" name={FORM_LANGUAGE_FIELD} value={LANGUAGE} />}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>{labels.honeypot}</label>
        <input
          ref={honeypotRef}
          id={id(HONEYPOT_FIELD)}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <Field id={id('name')} label={labels.name} error={errors.name}>
        {(describedBy) => (
          <input
            {...textProps('name', describedBy)}
            type="text"
            autoComplete="name"
            maxLength={LIMITS.nameMax}
          />
        )}
      </Field>
      <Field id={id('email')} label={labels.email} error={errors.email}>
        {(describedBy) => (
          <input
            {...textProps('email', describedBy)}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.emailMax}
          />
        )}
      </Field>
      <Field
        id={id('phone')}
        label={labels.phone}
        error={errors.phone}
        prefix={<PhonePrefix id={id('prefix')} />}
      >
        {(describedBy) => (
          <input
            {...textProps('phone', [id('prefix'), describedBy].filter(Boolean).join(' '))}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
          />
        )}
      </Field>
      <Field id={id('program')} label={labels.program} error={errors.program}>
        {(describedBy) =>
          config.fixedProgram ? (
            <>
              {/* Shown in the page's language; the programme itself is what is posted. */}
              <input
                id={id('program')}
                name={LANGUAGE === 'en' ? 'program' : undefined}
                type="text"
                readOnly
                value={programName(config.fixedProgram)}
                aria-describedby={describedBy}
              />
              {LANGUAGE !== 'en' && (
                <input type="hidden" name="program" value={config.fixedProgram} />
              )}
            </>
          ) : (
            <select
              id={id('program')}
              name="program"
              value={values.program}
              onChange={(e) => set('program', e.target.value as Program)}
              aria-invalid={errors.program ? true : undefined}
              aria-describedby={describedBy}
            >
              {PROGRAMS.map((program) => (
                <option key={program} value={program}>
                  {programName(program)}
                </option>
              ))}
            </select>
          )
        }
      </Field>

      <ConsentFields id={id} values={values} errors={errors} set={set} />
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? FORMS.submitting : config.submit}
      </button>
    </form>
  );
}
