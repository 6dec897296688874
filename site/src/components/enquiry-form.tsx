import {
  DEFAULT_PROGRAM,
  HONEYPOT_FIELD,
  LIMITS,
  PHONE_PREFIX,
  PROGRAMS,
  type EnquiryInput,
  type FieldErrors,
  type Program,
} from '@skltcoa/shared';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FORMS, type FormVariant } from '../content/forms';
import { useHydrated } from '../lib/hooks';
import { ENQUIRY_ENDPOINT, submitEnquiry } from '../lib/submit-enquiry';
import { readUtm } from '../lib/utm';
import { Field } from './field';
import { useToast } from './toast';

interface EnquiryFormProps {
  variant: FormVariant;
  /** Id for the form's heading, so a dialog can be labelled by it. */
  headingId?: string;
  onSuccess?: () => void;
}

type Values = { name: string; email: string; phone: string; program: Program };
const EMPTY: Values = { name: '', email: '', phone: '', program: DEFAULT_PROGRAM };
const FIELD_ORDER = ['name', 'email', 'phone', 'program'] as const;

const newSubmissionId = () => crypto.randomUUID();

/**
 * The one enquiry form, configured per variant in `content/forms.ts`. It is a
 * real form posting to the API, so it also works without JavaScript; with
 * JavaScript it validates with the shared schemas and posts JSON instead.
 */
export function EnquiryForm({ variant, headingId, onSuccess }: EnquiryFormProps) {
  const config = FORMS.variants[variant];
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const toast = useToast();
  const ownId = useId();
  const id = (name: string) => `${ownId}-${name}`;
  const titleId = headingId ?? id('title');

  const [values, setValues] = useState<Values>({
    ...EMPTY,
    program: config.fixedProgram ?? DEFAULT_PROGRAM,
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
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const focusFirstError = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const payload: EnquiryInput = {
      ...values,
      program: config.fixedProgram ?? values.program,
      form_type: config.formType,
      submission_id: (submissionId.current ||= newSubmissionId()),
      source_page: pathname,
      ...readUtm(),
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
    };
    const { EnquirySchema, fieldErrors } = await import('../lib/enquiry-schema');
    const checked = EnquirySchema.safeParse(payload);
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await submitEnquiry(payload);
      if (result.kind === 'ok') {
        toast({ kind: 'success', message: config.success });
        setValues({ ...EMPTY, program: config.fixedProgram ?? DEFAULT_PROGRAM });
        submissionId.current = '';
        if (variant === 'brochure') setDone(true);
        onSuccess?.();
      } else if (result.kind === 'invalid') {
        setErrors(result.fields);
        focusFirstError(result.fields);
        toast({ kind: 'error', message: FORMS.failure });
      } else if (result.kind === 'failed') {
        toast({
          kind: 'error',
          message: FORMS.failure,
          ...(result.detail ? { detail: result.detail } : {}),
        });
      } else {
        toast({ kind: 'error', message: FORMS.unexpected });
      }
    } finally {
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
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy,
  });
  return (
    <form
      ref={formRef}
      className={`enquiry enquiry--${variant}`}
      method="post"
      action={ENQUIRY_ENDPOINT}
      noValidate={hydrated}
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
    >
      <h2 id={titleId}>{config.heading}</h2>
      <p className="enquiry__intro">{config.intro}</p>

      <input type="hidden" name="form_type" value={config.formType} />
      <input type="hidden" name="submission_id" value="" />
      <input type="hidden" name="source_page" value={pathname} />
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
        prefix={
          <span id={id('prefix')} className="field__prefix">
            {PHONE_PREFIX}
          </span>
        }
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
            <input
              id={id('program')}
              name="program"
              type="text"
              readOnly
              value={config.fixedProgram}
              aria-describedby={describedBy}
            />
          ) : (
            <select
              id={id('program')}
              name="program"
              value={values.program}
              onChange={(e) => set('program')(e.target.value)}
              aria-invalid={errors.program ? true : undefined}
              aria-describedby={describedBy}
            >
              {PROGRAMS.map((program) => (
                <option key={program} value={program}>
                  {program}
                </option>
              ))}
            </select>
          )
        }
      </Field>

      <p className="enquiry__consent">
        {FORMS.consent.before}
        <Link to={FORMS.consent.href}>{FORMS.consent.link}</Link>
        {FORMS.consent.after}
      </p>
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? FORMS.submitting : config.submit}
      </button>
    </form>
  );
}
