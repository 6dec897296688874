import type { EnquiryInput, FieldErrors } from '@skltcoa/shared';

export const ENQUIRY_ENDPOINT = '/api/enquiries';
/** Where an under-18 enquiry lands, with or without JavaScript: the API's 303 goes there too. */
export const GUARDIAN_THANKS_PATH = '/thank-you/guardian';

export type SubmitResult =
  | { kind: 'ok' }
  | { kind: 'pending_guardian' }
  | { kind: 'invalid'; fields: FieldErrors }
  | { kind: 'failed'; detail?: string }
  /** No answer: the phone lost its connection (the browser's fetch failed on the network). */
  | { kind: 'offline' };

/** Sends one enquiry and sorts the answer into what the form shows. */
export async function submitEnquiry(payload: EnquiryInput): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(ENQUIRY_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    console.error('Enquiry could not be sent', error);
    // fetch rejects only when no answer came: offline, or the connection dropped on the way.
    return { kind: 'offline' };
  }
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    fields?: unknown;
    status?: unknown;
  } | null;
  // 202: stored, but waiting for a parent's or guardian's consent (an enquirer under 18).
  if (response.status === 202 && body?.status === 'pending_guardian') {
    return { kind: 'pending_guardian' };
  }
  if (response.ok) return { kind: 'ok' };
  console.error('Enquiry was refused', response.status, body?.error);
  if (response.status === 400 && body?.fields && typeof body.fields === 'object') {
    return { kind: 'invalid', fields: body.fields as FieldErrors };
  }
  return { kind: 'failed', ...(typeof body?.error === 'string' ? { detail: body.error } : {}) };
}
