import { FORM_LANGUAGE_FIELD, type FieldErrors } from '@skltcoa/shared';
import { LANGUAGE } from '../language';

/** How a privacy form's JSON post went: sent, refused with field messages, or failed. */
export type PrivacyPostOutcome =
  { kind: 'sent' } | { kind: 'invalid'; fields: FieldErrors } | { kind: 'failed' };

/**
 * Posts a privacy form (withdrawal, rights request) as JSON to its API
 * endpoint. The API answers alike whether or not the details matched, so
 * `sent` says nothing about who has enquired.
 */
export async function postPrivacyForm(endpoint: string, body: object): Promise<PrivacyPostOutcome> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      // The page's language, which the email and the pages after it speak (ADR 054).
      body: JSON.stringify({ ...body, [FORM_LANGUAGE_FIELD]: LANGUAGE }),
    });
    if (response.ok) return { kind: 'sent' };
    const answer = (await response.json().catch(() => null)) as { fields?: FieldErrors } | null;
    if (response.status === 400 && answer?.fields)
      return { kind: 'invalid', fields: answer.fields };
    return { kind: 'failed' };
  } catch (failure) {
    console.error('Privacy request could not be sent', failure);
    return { kind: 'failed' };
  }
}
