import {
  FORM_LANGUAGE_FIELD,
  LIMITS,
  type FieldErrors,
  type RightsRequestKind,
} from '@skltcoa/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RIGHTS_LABELS, rightsRequest } from '../content/rights-request';
import { LANGUAGE } from '../language';
import { useHydrated } from '../lib/hooks';
import { postPrivacyForm } from '../lib/privacy-post';
import { Field } from './field';

export const RIGHTS_REQUEST_ENDPOINT = '/api/privacy/rights-requests';

const KINDS = Object.keys(RIGHTS_LABELS) as RightsRequestKind[];
const FIELDS = ['kind', 'contact', 'details', 'nominee_name', 'nominee_contact'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

type State = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * A rights request (ADR 025): a real form posting to the API, whose answer
 * page says to check the email (ADR 004). With JavaScript it checks the
 * fields with the shared schema, posts JSON and says the same in place. The
 * API answers alike whether or not the contact matched an enquiry, so the
 * page never tells a stranger who has enquired.
 */
export function RightsRequestForm() {
  const { form } = rightsRequest;
  const hydrated = useHydrated();
  const ownId = useId();
  const id = (field: string) => `${ownId}-${field}`;
  const [values, setValues] = useState<Values>({
    kind: '',
    contact: '',
    details: '',
    nominee_name: '',
    nominee_contact: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<State>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  // The form is replaced by its answer; focus follows, after the commit.
  useEffect(() => {
    if (state === 'sent') sentRef.current?.focus();
  }, [state]);

  const set = (field: FieldName, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** Focus the first field at fault, in the form's order. */
  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    // By name, not id: an id from useId may differ from the prerendered one.
    const field = first ? formRef.current?.elements.namedItem(first) : null;
    const target = field && 'length' in field ? field[0] : field;
    (target as HTMLElement | null | undefined)?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    // The messages, the page's and the API's, in the build's language (ADR 054).
    const { RightsRequestSchema, fieldErrors, translateErrors } =
      await import('../lib/enquiry-schema');
    const checked = RightsRequestSchema.safeParse(values);
    if (!checked.success) {
      showErrors(translateErrors(fieldErrors(checked.error)));
      return;
    }
    setErrors({});
    setState('sending');
    const outcome = await postPrivacyForm(RIGHTS_REQUEST_ENDPOINT, values);
    if (outcome.kind === 'invalid') {
      setState('idle');
      showErrors(translateErrors(outcome.fields));
      return;
    }
    setState(outcome.kind);
  }

  if (state === 'sent') {
    return (
      <div className="enquiry" role="status">
        <h2 ref={sentRef} tabIndex={-1}>
          {form.sentHeading}
        </h2>
        <p>{form.sent}</p>
      </div>
    );
  }

  const described = (field: FieldName, ...more: string[]) =>
    [...more, errors[field] ? id(`${field}-error`) : undefined].filter(Boolean).join(' ') ||
    undefined;
  const textInput = (field: FieldName) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
  });

  return (
    <form
      ref={formRef}
      className="enquiry"
      method="post"
      action={RIGHTS_REQUEST_ENDPOINT}
      noValidate={hydrated}
      aria-labelledby={id('title')}
      onSubmit={handleSubmit}
    >
      <h2 id={id('title')}>{form.heading}</h2>
      {/* Without JavaScript too, the answer and the emails speak the page's language (ADR 054). */}
      {LANGUAGE !== 'en' && <input type="hidden" name={FORM_LANGUAGE_FIELD} value={LANGUAGE} />}
      <fieldset
        className={`choice${errors.kind ? ' field--invalid' : ''}`}
        aria-describedby={described('kind')}
      >
        <legend>{form.kindLegend}</legend>
        {KINDS.map((kind, index) => (
          <label key={kind} className="choice__option">
            <input
              // An error's focus goes to the first choice.
              id={index === 0 ? id('kind') : undefined}
              type="radio"
              name="kind"
              value={kind}
              required
              checked={values.kind === kind}
              onChange={() => set('kind', kind)}
              aria-invalid={errors.kind ? true : undefined}
            />{' '}
            {RIGHTS_LABELS[kind]}
          </label>
        ))}
        {errors.kind && (
          <p id={id('kind-error')} className="field__error">
            {errors.kind}
          </p>
        )}
      </fieldset>
      <p id={id('contact-hint')}>{form.contactHint}</p>
      <Field id={id('contact')} label={form.contactLabel} error={errors.contact}>
        {(describedBy) => (
          <input
            {...textInput('contact')}
            type="text"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={LIMITS.emailMax}
            placeholder={form.contactPlaceholder}
            aria-describedby={[id('contact-hint'), describedBy].filter(Boolean).join(' ')}
          />
        )}
      </Field>
      <p id={id('details-hint')}>{form.detailsHint}</p>
      <Field id={id('details')} label={form.detailsLabel} error={errors.details}>
        {(describedBy) => (
          <textarea
            {...textInput('details')}
            rows={4}
            maxLength={LIMITS.noteMax}
            aria-describedby={[id('details-hint'), describedBy].filter(Boolean).join(' ')}
          />
        )}
      </Field>
      <fieldset className="choice">
        <legend>{form.nomineeLegend}</legend>
        <p>{form.nomineeHint}</p>
        <Field id={id('nominee_name')} label={form.nomineeNameLabel} error={errors.nominee_name}>
          {(describedBy) => (
            <input
              {...textInput('nominee_name')}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.nameMax}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={id('nominee_contact')}
          label={form.nomineeContactLabel}
          error={errors.nominee_contact}
        >
          {(describedBy) => (
            <input
              {...textInput('nominee_contact')}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.emailMax}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </fieldset>
      {state === 'failed' && (
        <p className="field__error" role="alert">
          {form.failure}
        </p>
      )}
      <button type="submit" className="button" disabled={state === 'sending'}>
        {state === 'sending' ? form.submitting : form.submit}
      </button>
    </form>
  );
}
