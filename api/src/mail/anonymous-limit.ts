import type { Sql } from '../db/client';
import { countHits, hashedClient } from '../http/middleware/rate-limit';

/*
 * What an anonymous request can make the college send, limited per
 * recipient: a guardian's consent request, an acknowledgement, a withdrawal
 * or rights link. Counted on the address's hash in the shared rate_limits
 * table, so every instance agrees and no address is stored
 * (docs/decisions/041-mail-an-anonymous-request-can-cause.md).
 */

const BUCKET = 'mail-to';
const DAY_SECONDS = 86_400;

/** Counts one more email to `to` today: whether it may go, and when the count starts again. */
export type MailAllowance = (to: string) => Promise<{ allowed: boolean; retryAfter: number }>;

export function mailAllowance(sql: Sql, perDay: number): MailAllowance {
  return async (to) => {
    if (perDay <= 0) return { allowed: true, retryAfter: 0 };
    const [hit] = await countHits(
      sql,
      [{ bucket: BUCKET, client: hashedClient(to.trim().toLowerCase()) }],
      DAY_SECONDS,
    );
    return { allowed: hit!.hits <= perDay, retryAfter: hit!.retryAfter };
  };
}
