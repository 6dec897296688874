import { FORM_MESSAGES_HI, FORM_MESSAGES_MR, type FieldErrors } from '@skltcoa/shared';
import { LANGUAGE } from '../language';

/*
 * The schemas' and the API's messages in this build's language. Loaded with the schemas on a
 * form's first send (enquiry-schema.ts), and a constant condition, so that the English build
 * carries no dictionary and each translated build only its own.
 */
const MESSAGES =
  LANGUAGE === 'mr' ? FORM_MESSAGES_MR : LANGUAGE === 'hi' ? FORM_MESSAGES_HI : undefined;

/**
 * An English message as this build's visitor reads it (shared's translateMessage, written out:
 * importing it would put the English form words in a chunk of their own).
 */
export const translate = (message: string) => MESSAGES?.[message] ?? message;

/** Each field's message as this build's visitor reads it. */
export const translateErrors = (errors: FieldErrors): FieldErrors =>
  MESSAGES
    ? Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [field, translate(message)]),
      )
    : errors;
