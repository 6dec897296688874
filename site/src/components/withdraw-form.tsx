import { FORM_LANGUAGE_FIELD, LIMITS } from '@skltcoa/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { withdraw } from '../content/withdraw';
import { LANGUAGE } from '../language';
import { useHydrated } from '../lib/hooks';
import { postPrivacyForm } from '../lib/privacy-post';
import { Field } from './field';

export const WITHDRAWAL_ENDPOINT = '/api/privacy/withdrawals';

type State = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The withdrawal request: a real form posting to the API, whose answer page
 * says to check the email (ADR 004). With JavaScript it checks the field with
 * the shared schema, posts JSON and says the same in place. The API answers
 * alike whether or not the details matched an enquiry, so the page never
 * tells a stranger who has enquired.
 */
export function WithdrawForm() {
  const { form } = withdraw;
  const hydrated = useHydrated();
  const ownId = useId();
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<State>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  // The form is replaced by its answer; focus follows so it is read out. After
  // the commit, not in a frame callback, which a busy machine ran before the
  // heading existed (an e2e run saw focus left on the page).
  useEffect(() => {
    if (state === 'sent') sentRef.current?.focus();
  }, [state]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    // The messages, the page's and the API's, in the build's language (ADR 054).
    const { WithdrawalRequestSchema, fieldErrors, translateErrors } =
      await import('../lib/enquiry-schema');
    const checked = WithdrawalRequestSchema.safeParse({ contact });
    if (!checked.success) {
      setError(translateErrors(fieldErrors(checked.error)).contact);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setState('sending');
    const outcome = await postPrivacyForm(WITHDRAWAL_ENDPOINT, { contact });
    if (outcome.kind === 'invalid' && outcome.fields.contact) {
      setError(translateErrors(outcome.fields).contact);
      setState('idle');
      inputRef.current?.focus();
      return;
    }
    setState(outcome.kind === 'sent' ? 'sent' : 'failed');
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

  const id = `${ownId}-contact`;
  return (
    <form
      className="enquiry"
      method="post"
      action={WITHDRAWAL_ENDPOINT}
      noValidate={hydrated}
      aria-labelledby={`${ownId}-title`}
      onSubmit={handleSubmit}
    >
      <h2 id={`${ownId}-title`}>{form.heading}</h2>
      <p id={`${ownId}-hint`}>{form.hint}</p>
      {/* Without JavaScript too, the answer and the email speak the page's language (ADR 054). */}
      {LANGUAGE !== 'en' && <input type="hidden" name={FORM_LANGUAGE_FIELD} value={LANGUAGE} />}
      <Field id={id} label={form.label} error={error}>
        {(describedBy) => (
          <input
            ref={inputRef}
            id={id}
            name="contact"
            type="text"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={LIMITS.emailMax}
            placeholder={form.placeholder}
            value={contact}
            onChange={(event) => setContact(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${ownId}-hint`, describedBy].filter(Boolean).join(' ')}
          />
        )}
      </Field>
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
