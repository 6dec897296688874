import {
  DEFAULT_STAFF_ROLE,
  SYSTEM_AUTHOR,
  type StaffMember,
  type StaffRole,
} from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';
import type { MfaAccount } from './mfa';
import { hashPassword } from './password';

export const MIN_PASSWORD_LENGTH = 12;

/**
 * Creates an account, or sets a new password for an existing one. A new
 * account is a counsellor unless `role` says otherwise; an existing one keeps
 * its role unless `role` is given.
 */
export async function addStaffUser(
  sql: Sql,
  email: string,
  password: string,
  role?: StaffRole,
): Promise<'created' | 'updated'> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (isCommonPassword(password)) throw new Error(COMMON_PASSWORD);
  const hash = await hashPassword(password);
  const [row] = await sql<{ created: boolean }[]>`
    insert into staff_users (email, password_hash, role)
    values (${email}, ${hash}, ${role ?? DEFAULT_STAFF_ROLE})
    on conflict (lower(email)) do update set
      password_hash = excluded.password_hash,
      role = coalesce(${role ?? null}::text, staff_users.role)
    returning (xmax = 0) as created`;
  if (!row!.created) {
    // A new password ends every session opened with the old one.
    await sql`delete from staff_sessions where user_id = (select id from staff_users where lower(email) = lower(${email}))`;
  }
  return row!.created ? 'created' : 'updated';
}

/**
 * Removes an account and ends its sessions. Its leads become unassigned, each
 * with an entry on its timeline, so that nobody wonders where the owner went.
 */
export async function removeStaffUser(sql: Sql, email: string): Promise<boolean> {
  return (await sql.begin(async (tx) => {
    const [staff] = await tx<{ id: string; email: string }[]>`
      select id, email from staff_users where lower(email) = lower(${email}) for update`;
    if (!staff) return false;
    await tx`
      with released as (
        update admission_leads set assignee_id = null, version = version + 1, updated_at = now()
        where assignee_id = ${staff.id}
        returning id
      )
      insert into lead_activities (lead_id, kind, author, from_value)
      select id, 'assignment', ${SYSTEM_AUTHOR}, ${staff.email} from released`;
    await tx`delete from staff_users where id = ${staff.id}`;
    return true;
  })) as boolean;
}

/**
 * Turns a member of staff's second factor off and ends their sessions, for
 * one who lost both the authenticator and the recovery codes
 * (`npm run staff -- reset-mfa EMAIL`; ADR 038). They sign in with the
 * password alone, and set it up again if an admin requires it.
 */
export async function resetStaffMfa(sql: Sql, email: string): Promise<boolean> {
  return (await sql.begin(async (tx) => {
    const [staff] = await tx<{ id: string }[]>`
      update staff_users set mfa_secret = null, mfa_enabled_at = null, mfa_last_step = null
      where lower(email) = lower(${email})
      returning id`;
    if (!staff) return false;
    await tx`delete from staff_recovery_codes where user_id = ${staff.id}`;
    await tx`delete from staff_sessions where user_id = ${staff.id}`;
    return true;
  })) as boolean;
}

/** The account a sign-in names, if any: its id, password hash and second factor. */
export async function findStaffLogin(
  sql: Sql,
  email: string,
): Promise<(MfaAccount & { password_hash: string }) | undefined> {
  const [user] = await sql<(MfaAccount & { password_hash: string })[]>`
    select id, email, password_hash, mfa_secret, mfa_enabled_at is not null as mfa_enabled
    from staff_users where lower(email) = lower(${email})`;
  return user;
}

/** What staff_users says of a member of staff; an admin may always export (ADR 026). */
const MEMBER = (db: Pick<Sql, 'unsafe'>) =>
  db.unsafe(
    `email, role, role = 'admin' or can_export as can_export, role = 'admin' or can_import as can_import`,
  );

/** A member of staff by id, as others see them; undefined once removed. */
export async function staffMemberById(sql: Sql, id: string): Promise<StaffMember | undefined> {
  const [member] = await sql<
    StaffMember[]
  >`select ${MEMBER(sql)} from staff_users where id = ${id}`;
  return member;
}

/** Every member of staff, for the assignee picker and the admins' list. */
export function listStaff(sql: Sql): Promise<StaffMember[]> {
  return sql<StaffMember[]>`select ${MEMBER(sql)} from staff_users order by lower(email)`;
}

/**
 * Grants or revokes a member of staff's permission to export leads
 * (docs/decisions/026-export-permission.md). Sessions read it on every
 * request, so a revoke holds from the next one.
 */
export async function setStaffExport(
  sql: Sql,
  email: string,
  canExport: boolean,
): Promise<StaffMember> {
  const [member] = await sql<StaffMember[]>`
    update staff_users set can_export = ${canExport} where lower(email) = lower(${email})
    returning ${MEMBER(sql)}`;
  if (!member) throw new ApiError(404, 'No member of staff has that email.');
  return member;
}

/**
 * Grants or revokes a member of staff's permission to import leads
 * (docs/decisions/051-importing-leads.md), as setStaffExport does the export's.
 */
export async function setStaffImport(
  sql: Sql,
  email: string,
  canImport: boolean,
): Promise<StaffMember> {
  const [member] = await sql<StaffMember[]>`
    update staff_users set can_import = ${canImport} where lower(email) = lower(${email})
    returning ${MEMBER(sql)}`;
  if (!member) throw new ApiError(404, 'No member of staff has that email.');
  return member;
}

/**
 * Changes a member of staff's role. The last admin cannot be made a
 * counsellor: someone must be left who can manage staff. The row lock on
 * every admin makes two admins demoting each other at once take turns.
 */
export async function setStaffRole(sql: Sql, email: string, role: StaffRole): Promise<StaffMember> {
  return (await sql.begin(async (tx) => {
    const admins = await tx<{ email: string }[]>`
      select email from staff_users where role = 'admin' order by id for update`;
    const [member] = await tx<StaffMember[]>`
      select ${MEMBER(tx)} from staff_users where lower(email) = lower(${email}) for update`;
    if (!member) throw new ApiError(404, 'No member of staff has that email.');
    const lastAdmin =
      admins.length === 1 && admins[0]!.email.toLowerCase() === member.email.toLowerCase();
    if (role !== 'admin' && lastAdmin) {
      throw new ApiError(409, 'This is the only admin. Make someone else an admin first.');
    }
    const [updated] = await tx<StaffMember[]>`
      update staff_users set role = ${role} where lower(email) = lower(${email})
      returning ${MEMBER(tx)}`;
    return updated!;
  })) as StaffMember;
}
