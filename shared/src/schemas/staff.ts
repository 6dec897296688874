import { z } from 'zod';
import { STAFF_ROLES } from '../constants';
import { EmailSchema } from './inputs';

/* Members of staff, their sign-in, second factor and sessions, and the college's security settings. */

export const StaffRoleSchema = z.enum(STAFF_ROLES, {
  error: `Role must be one of: ${STAFF_ROLES.join(', ')}.`,
});

/** A member of staff as others see them: who they are and what they may do. */
export const StaffMemberSchema = z.object({
  email: z.string(),
  role: StaffRoleSchema,
  /**
   * May export leads as CSV (docs/decisions/026-export-permission.md):
   * granted by an admin, always true for an admin. An older server says nothing: no.
   */
  can_export: z.boolean().default(false),
  /**
   * May import leads from a spreadsheet (docs/decisions/051-importing-leads.md):
   * granted by an admin, as the export is; always true for an admin.
   */
  can_import: z.boolean().default(false),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** An admin's change to a member of staff: the role, the export or import permission, or several. */
export const StaffChangeSchema = z
  .object({
    role: StaffRoleSchema.optional(),
    can_export: z.boolean().optional(),
    can_import: z.boolean().optional(),
  })
  .strict()
  .refine(
    (change) =>
      change.role !== undefined ||
      change.can_export !== undefined ||
      change.can_import !== undefined,
    { message: 'Send the role, the export permission (can_export), or both.' },
  );
export type StaffChange = z.infer<typeof StaffChangeSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(200, 'Password must be at most 200 characters.'),
  /**
   * The second factor, once the API asks for it (`mfa_required`): six digits
   * from the authenticator app, or a recovery code
   * (docs/decisions/038-staff-second-factor-and-sessions.md).
   */
  code: z
    .string({ error: 'The code must be text.' })
    .trim()
    .max(64, 'The code must be at most 64 characters.')
    .optional(),
});
export type Login = z.infer<typeof LoginSchema>;

/** The code that confirms or turns off two-step sign-in: six digits, or a recovery code to turn it off. */
export const MfaCodeSchema = z.object({
  code: z
    .string({ error: 'Please enter the code from your authenticator app.' })
    .trim()
    .min(1, 'Please enter the code from your authenticator app.')
    .max(64, 'The code must be at most 64 characters.'),
});

/** The college's security settings, which admins change (`PATCH /api/security-settings`). */
export const SecuritySettingsSchema = z
  .object({
    /** Every member of staff must sign in with a second factor. */
    mfa_required: z.boolean({ error: 'mfa_required must be true or false.' }),
  })
  .strict();
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;

/** One of a member of staff's own live sessions (`GET /api/auth/sessions`, ADR 038). */
export const StaffSessionSummarySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** `console` or `web`. */
  client: z.enum(['console', 'web']),
  user_agent: z.string().nullable(),
  /** The session this console (or page) is using. */
  current: z.boolean(),
});
export type StaffSessionSummary = z.infer<typeof StaffSessionSummarySchema>;
export const StaffSessionListSchema = z.object({ sessions: z.array(StaffSessionSummarySchema) });

export const SessionSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type Session = z.infer<typeof SessionSchema>;
