import type { Sql } from '../db/client';
import { hashPassword } from './password';

export const MIN_PASSWORD_LENGTH = 12;

export async function addStaffUser(
  sql: Sql,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const hash = await hashPassword(password);
  const [row] = await sql<{ created: boolean }[]>`
    insert into staff_users (email, password_hash) values (${email}, ${hash})
    on conflict (lower(email)) do update set password_hash = excluded.password_hash
    returning (xmax = 0) as created`;
  if (!row!.created) {
    // A new password ends every session opened with the old one.
    await sql`delete from staff_sessions where user_id = (select id from staff_users where lower(email) = lower(${email}))`;
  }
  return row!.created ? 'created' : 'updated';
}

export async function removeStaffUser(sql: Sql, email: string): Promise<boolean> {
  const rows = await sql`delete from staff_users where lower(email) = lower(${email}) returning id`;
  return rows.length > 0;
}

/** The account a sign-in names, if any: its id and password hash. */
export async function findStaffLogin(
  sql: Sql,
  email: string,
): Promise<{ id: string; password_hash: string } | undefined> {
  const [user] = await sql<{ id: string; password_hash: string }[]>`
    select id, password_hash from staff_users where lower(email) = lower(${email})`;
  return user;
}
