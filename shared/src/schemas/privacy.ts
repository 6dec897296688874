import { z } from 'zod';
import { LIMITS } from '../constants';
import { normalizeIndianPhone } from '../phone';
import { EmailSchema } from './inputs';

/*
 * What a person types to withdraw consent or to ask for their data: the
 * contact they used in the form, and the one-time link's token
 * (docs/privacy.md).
 */

/**
 * What a person types on the withdrawal page: the email or the mobile number
 * they used in the form. Normalised as the lead stores it, so that it finds
 * their enquiries.
 */
export const WithdrawalContactSchema = z
  .string({ error: 'Please enter the email address or mobile number you used in the form.' })
  .trim()
  .min(1, 'Please enter the email address or mobile number you used in the form.')
  .max(LIMITS.emailMax, 'Please enter one email address or one mobile number.')
  .transform((value, ctx) => {
    if (value.includes('@')) {
      const email = EmailSchema.safeParse(value);
      if (email.success) return { kind: 'email' as const, value: email.data.toLowerCase() };
    } else {
      const phone = normalizeIndianPhone(value);
      if (phone) return { kind: 'phone' as const, value: phone };
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'Please enter the email address (like name@example.com) or the 10-digit mobile number you used in the form.',
    });
    return z.NEVER;
  });

/**
 * The refusal of a mobile number where a one-time link is asked for: no text
 * message is sent, and a link to the emails "on file" for a number would reach
 * whoever typed that number into an enquiry of their own
 * (docs/decisions/040-privacy-links-only-to-the-contact-typed.md).
 */
export const LINK_NEEDS_EMAIL =
  'We send this link only by email, never by text message. Please enter the email address you gave in the enquiry form. Gave only a mobile number? Please call or write to our privacy contact, who will check the request with you on that number and record it for you.';

/**
 * The API's refusals of a withdrawal or rights request that are not a field's (its routes in
 * api/src/privacy/privacy-routes.ts), written once here so that FORM_MESSAGES_MR and _HI can
 * give them in the page's language (form-messages.test.ts checks each has one).
 */
export const PRIVACY_REFUSALS = {
  invalidField: 'Please correct the field below and try again.',
  invalidFields: 'Please correct the fields below and try again.',
  tooManyFromNetwork:
    'Too many requests from your network. Please wait a few minutes and try again.',
  tooManyForContact:
    'We have already sent links for this email address in the last few minutes. Please check your email, or wait a few minutes.',
  tooLarge: 'The request is too large.',
} as const;

const LINK_EMAIL_MESSAGE =
  'Please enter the email address you used in the enquiry form, like name@example.com.';

/**
 * Where a one-time privacy link may go: the email address the person typed,
 * normalised as the lead stores it. A mobile number is told what to do instead.
 */
export const LinkContactSchema = z
  .string({ error: LINK_EMAIL_MESSAGE })
  .trim()
  .min(1, LINK_EMAIL_MESSAGE)
  .max(LIMITS.emailMax, 'Please enter one email address.')
  .transform((value, ctx) => {
    const email = value.includes('@') ? EmailSchema.safeParse(value) : null;
    if (email?.success) return { kind: 'email' as const, value: email.data.toLowerCase() };
    ctx.addIssue({
      code: 'custom',
      message: !email && normalizeIndianPhone(value) ? LINK_NEEDS_EMAIL : LINK_EMAIL_MESSAGE,
    });
    return z.NEVER;
  });

export const WithdrawalRequestSchema = z.object({ contact: LinkContactSchema });
export type WithdrawalRequest = z.output<typeof WithdrawalRequestSchema>;

/** A one-time link's token, as the confirmation page posts it back. */
export const PrivacyTokenSchema = z
  .string({ error: 'This link is incomplete. Please open the link from your email again.' })
  .regex(
    /^[A-Za-z0-9_-]{43}$/,
    'This link is incomplete. Please open the link from your email again.',
  );
