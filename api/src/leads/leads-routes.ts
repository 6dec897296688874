import { setTimeout as sleep } from 'node:timers/promises';
import { Hono, type Context } from 'hono';
import {
  BulkLeadPatchSchema,
  csvFileName,
  istToday,
  LeadExportQuerySchema,
  LeadMergeSchema,
  LeadPatchSchema,
  LeadMatchQuerySchema,
  LeadQuerySchema,
  LeadViewCountsQuerySchema,
  NewActivitySchema,
  NewLeadSchema,
  type Lead,
} from '@skltcoa/shared';
import { ApiError } from '../http/api-error';
import { audit, auditedFilters, requestClient } from '../audit/audit';
import { addActivity, bulkPatchLeads, getLead, listActivities, patchLead } from './lead-timeline';
import { getFamily, mergeLeads } from './lead-families';
import { errorOptions, toApiError } from '../http/error-handler';
import { acceptsGzip, gzipFast } from '../http/fast-gzip';
import { countedLeadIds, readsCounted, recordLeadReads } from './lead-reads';
import { countLeadViews, exportLeadsCsv, listLeads } from './leads-repo';
import { pullBody } from '../http/pull-body';
import { readJson, validate } from '../http/validate';
import {
  clientOf,
  requireAdmin,
  requireExport,
  requireStaff,
  type StaffEnv,
} from '../http/middleware/require-staff';
import type { AppDeps } from '../http/deps';
import { leadEventsRoutes } from './lead-events-routes';
import { matchingLeads, recordLead } from './staff-leads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead id of the path, or 404: an id that cannot exist names no lead. */
function leadId(id: string): string {
  if (!UUID.test(id)) throw new ApiError(404, 'No lead has that id.');
  return id.toLowerCase();
}

/** Today's date in Mumbai as a local Date, so that the file is named for the day staff see. */
export function mumbaiToday(): Date {
  const [year, month, day] = istToday().split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The staff routes of leads; `/events` comes before `/:id`, which would take it for a lead's id. */
export function leadsRoutes(deps: AppDeps) {
  const { sql } = deps;
  const opened = (c: Context<StaffEnv>, id: string, part: string) =>
    audit(sql, {
      actor: c.get('staff').email,
      action: 'lead_opened',
      leadId: id,
      detail: { part },
    });
  /**
   * Counts a page's leads among the reader's distinct leads of the day and
   * answers how long the page must wait (docs/decisions/039-streams-end-with-their-session-and-bulk-reads.md).
   */
  const countReads = async (c: Context<StaffEnv>, leads: readonly Lead[]) => {
    const staff = c.get('staff');
    if (!readsCounted(deps.config.leadReads, staff)) return 0;
    const { waitMs } = await recordLeadReads(sql, {
      staff,
      leadIds: countedLeadIds(staff, leads),
      limits: deps.config.leadReads,
      client: clientOf(c),
      from: requestClient(c),
      pace: true,
    });
    return waitMs;
  };
  return (
    new Hono<StaffEnv>()
      .use(requireStaff({ sql }))
      .route('/events', leadEventsRoutes(deps))
      .get('/', async (c) => {
        const query = validate(LeadQuerySchema, c.req.query(), 'Please correct the query.');
        const page = await listLeads(sql, query, c.get('staff'));
        const waitMs = await countReads(c, page.leads);
        await audit(sql, {
          actor: c.get('staff').email,
          action: 'leads_listed',
          rows: page.leads.length,
          detail: {
            ...auditedFilters(query),
            total: page.total,
            client: clientOf(c),
            ...(waitMs > 0 ? { waited_ms: waitMs } : {}),
          },
        });
        // Past the day's threshold, a page of leads new to the reader waits its turn (ADR 039).
        if (waitMs > 0) await sleep(waitMs);
        return c.json(page);
      })
      // Every matching lead as CSV, streamed: the same file leadsToCsv writes.
      .get('/export', requireExport(deps), async (c) => {
        const query = validate(LeadExportQuerySchema, c.req.query(), 'Please correct the query.');
        const staff = c.get('staff');
        const client = clientOf(c);
        const from = requestClient(c);
        let rows = 0;
        let complete = false;
        // Counted as the batches go by, and recorded when the file ends or is cut off.
        async function* counted() {
          try {
            for await (const piece of exportLeadsCsv(sql, query, staff)) {
              rows += piece.rows;
              yield piece.csv;
            }
            complete = true;
          } finally {
            await audit(sql, {
              actor: staff.email,
              action: 'leads_exported',
              rows,
              detail: { ...auditedFilters(query), complete, client },
              client: from,
            }).catch((error: unknown) => deps.logError?.(error));
          }
        }
        const pieces = counted();
        // The first batch is read before answering, so that a database that
        // fails at once gets its usual error answer rather than a cut-off file.
        const first = await pieces.next();
        async function* all() {
          if (!first.done) yield first.value;
          yield* pieces;
        }
        const options = errorOptions(deps);
        const body = pullBody(all(), (error) => toApiError(error, options));
        const headers = {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csvFileName(mumbaiToday())}"`,
          Vary: 'Accept-Encoding',
        };
        // Compressed here, fast, rather than by hono/compress (docs/decisions/033-export-compressed-fast.md).
        return acceptsGzip(c.req.header('Accept-Encoding'))
          ? c.body(gzipFast(body), 200, { ...headers, 'Content-Encoding': 'gzip' })
          : c.body(body, 200, headers);
      })
      // A family that phoned, walked in or met us at a fair (docs/decisions/050-leads-from-every-channel.md).
      .post('/', async (c) => {
        const input = validate(NewLeadSchema, await readJson(c), 'Please correct the enquiry.');
        const staff = c.get('staff');
        const recorded = await recordLead(sql, input, staff.email, {
          siteUrl: deps.config.siteUrl,
        });
        if (recorded.created) {
          await audit(sql, {
            actor: staff.email,
            action: 'lead_created',
            leadId: recorded.lead.id,
            detail: { channel: input.channel, consent: input.consent.method, adult: input.adult },
            client: requestClient(c),
          });
        }
        return c.json(
          { lead: recorded.lead, whatsapp_url: recorded.whatsapp_url },
          recorded.created ? 201 : 200,
        );
      })
      // Each built-in view's count; before `/:id`, which would take it for an id.
      .get('/view-counts', async (c) => {
        const query = validate(
          LeadViewCountsQuerySchema,
          c.req.query(),
          'Please correct the query.',
        );
        const staff = c.get('staff');
        const counts = await countLeadViews(sql, query, staff);
        // Counts name nobody and are asked for on every change, so they are
        // not audited, but a search's could tell that someone enquired: that
        // is recorded as a listing is, without its text (docs/decisions/052-the-counsellors-day.md).
        if (query.q !== undefined) {
          await audit(sql, {
            actor: staff.email,
            action: 'leads_listed',
            rows: 0,
            detail: { ...auditedFilters(query), counts: true, client: clientOf(c) },
          });
        }
        return c.json({ counts });
      })
      // The families a contact being typed matches; before `/:id`, which would take it for an id.
      .get('/matches', async (c) => {
        const query = validate(LeadMatchQuerySchema, c.req.query(), 'Please correct the contact.');
        const leads = await matchingLeads(sql, query);
        await audit(sql, {
          actor: c.get('staff').email,
          action: 'leads_listed',
          rows: leads.length,
          detail: { matches: true, client: clientOf(c) },
        });
        return c.json({ leads });
      })
      .post('/bulk', async (c) => {
        const bulk = validate(BulkLeadPatchSchema, await readJson(c), 'Please correct the change.');
        const answer = await bulkPatchLeads(sql, c.get('staff').email, bulk);
        await audit(
          sql,
          ...answer.results
            .filter((result) => result.ok)
            .map((result) => ({
              actor: c.get('staff').email,
              action: 'lead_changed' as const,
              leadId: result.id,
              detail: { fields: Object.keys(bulk.change), bulk: true },
            })),
        );
        return c.json(answer);
      })
      .get('/:id', async (c) => {
        const lead = await getLead(sql, leadId(c.req.param('id')));
        if (!lead) throw new ApiError(404, 'No lead has that id.');
        await opened(c, lead.id, 'lead');
        return c.json(lead);
      })
      .get('/:id/activities', async (c) => {
        const id = leadId(c.req.param('id'));
        const activities = await listActivities(sql, id);
        await opened(c, id, 'timeline');
        return c.json(activities);
      })
      .post('/:id/activities', async (c) => {
        const id = leadId(c.req.param('id'));
        const activity = validate(
          NewActivitySchema,
          await readJson(c),
          'Please correct the entry.',
        );
        const added = await addActivity(sql, id, c.get('staff').email, activity);
        await audit(sql, {
          actor: c.get('staff').email,
          action: 'activity_added',
          leadId: id,
          detail: {
            kind: activity.kind,
            // What the call changed with it, as a change to the lead names its fields.
            ...(activity.status !== undefined || activity.next_follow_up_at !== undefined
              ? {
                  fields: (['status', 'next_follow_up_at'] as const).filter(
                    (key) => activity[key] !== undefined,
                  ),
                }
              : {}),
          },
        });
        return c.json(added, 201);
      })
      .patch('/:id', async (c) => {
        const id = leadId(c.req.param('id'));
        const patch = validate(LeadPatchSchema, await readJson(c), 'Please correct the update.');
        const lead = await patchLead(sql, id, c.get('staff').email, patch);
        await audit(sql, {
          actor: c.get('staff').email,
          action: 'lead_changed',
          leadId: id,
          detail: { fields: Object.keys(patch).filter((key) => key !== 'version') },
        });
        return c.json(lead);
      })
      // Families and merging duplicates (docs/decisions/016-families.md).
      .get('/:id/family', async (c) => {
        const id = leadId(c.req.param('id'));
        const family = await getFamily(sql, id);
        await opened(c, id, 'family');
        return c.json(family);
      })
      .post('/:id/merge', requireAdmin, async (c) => {
        const id = leadId(c.req.param('id'));
        const merge = validate(LeadMergeSchema, await readJson(c), 'Please correct the merge.');
        const merged = await mergeLeads(sql, id, c.get('staff').email, merge);
        await audit(sql, {
          actor: c.get('staff').email,
          action: 'leads_merged',
          leadId: id,
          rows: merge.from.length,
          detail: { from: merge.from },
        });
        return c.json(merged);
      })
  );
}
