import { z } from 'zod';
import { NameSchema } from '../schemas/inputs';

/*
 * What a parent or guardian states on the consent page before agreeing to an
 * under-18's enquiry (DPDP Rules 2025, Rule 10; docs/privacy.md, "Children";
 * ADR 055): their own name, how they are related to the student, and that
 * they are 18 or older. Kept on the guardian's consent record with how they
 * were verified. The words each language shows are the consent page's
 * (family-words); these messages are the JSON API's.
 */

/** Parent or lawful guardian (DPDP Act s. 2(q)), as the consent record keeps it. */
export const GUARDIAN_RELATIONSHIPS = ['mother', 'father', 'guardian'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/**
 * How the guardian was verified, kept on their consent record: `email-link`
 * is a one-time link to an email address other than the student's, with a
 * mobile number other than the student's and the guardian's own statement.
 */
export const GUARDIAN_VERIFICATIONS = ['email-link'] as const;
export type GuardianVerification = (typeof GUARDIAN_VERIFICATIONS)[number];

export const GuardianStatementSchema = z.object({
  guardian_name: NameSchema,
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, {
    error: `Please choose how you are related to the student: ${GUARDIAN_RELATIONSHIPS.join(', ')}.`,
  }),
  /** A checkbox posts `on` without JavaScript; JSON sends true. Never assumed. */
  guardian_adult: z.preprocess(
    (value) => (value === 'on' || value === 'true' ? true : value),
    z.literal(true, { error: 'Please confirm that you are 18 or older.' }),
  ),
});
export type GuardianStatement = z.output<typeof GuardianStatementSchema>;
