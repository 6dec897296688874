import { Hono } from 'hono';
import { HeldEnquiryQuerySchema, type HeldEnquiry } from '@skltcoa/shared';
import { audit, requestClient } from '../audit/audit';
import type { AppDeps } from '../http/deps';
import { validate } from '../http/validate';
import { clientOf, requireStaff, type StaffEnv } from '../http/middleware/require-staff';
import { iso } from '../leads/lead-columns';
import { searchPatterns } from '../leads/leads-repo';

/** Most held enquiries one answer lists: they last 7 days, so this is more than a season holds. */
export const HELD_ENQUIRIES_MAX = 500;

/**
 * `GET /api/held-enquiries?q=`: the under-18 enquiries held until a guardian
 * agrees (`pending_enquiries`, docs/decisions/021-consent-guardians-and-withdrawal.md),
 * for any member of staff, so that a parent who phones can be told the
 * enquiry arrived and waits for their consent
 * (docs/decisions/052-the-counsellors-day.md). Name, contact, programme and
 * times only: they are no leads, and nothing else reaches them (no call,
 * change, export or assignment). Listed as a listing of leads is audited,
 * without the search's text. Expired ones, which the privacy job is about to
 * erase, are left out.
 */
export function heldEnquiriesRoutes({ sql }: AppDeps) {
  return new Hono<StaffEnv>().use(requireStaff({ sql })).get('/', async (c) => {
    const { q } = validate(HeldEnquiryQuerySchema, c.req.query(), 'Please correct the query.');
    const text = `lower(concat_ws(E'\\n', enquiry->>'name', enquiry->>'email', enquiry->>'phone'))`;
    const search = q
      ? (() => {
          const [words, phone] = searchPatterns(q);
          return sql`and (${sql.unsafe(text)} like ${words} or ${sql.unsafe(text)} like ${phone})`;
        })()
      : sql``;
    const enquiries = await sql<HeldEnquiry[]>`
      select id, coalesce(enquiry->>'name', '') as name,
        nullif(enquiry->>'email', '') as email, nullif(enquiry->>'phone', '') as phone,
        enquiry->>'program' as program,
        ${sql.unsafe(iso('created_at'))} as received_at,
        ${sql.unsafe(iso('expires_at'))} as consent_expires_at,
        'guardian-consent' as waiting_for
      from pending_enquiries
      where expires_at > now() ${search}
      order by created_at desc, id desc
      limit ${HELD_ENQUIRIES_MAX}`;
    const staff = c.get('staff');
    await audit(sql, {
      actor: staff.email,
      action: 'held_enquiries_listed',
      rows: enquiries.length,
      detail: { ...(q ? { searched: true } : {}), client: clientOf(c) },
      client: requestClient(c),
    });
    return c.json({ enquiries });
  });
}
