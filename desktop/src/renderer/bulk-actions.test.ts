import { describe, expect, it } from 'vitest';
import type { BulkLeadPatch, BulkLeadResults, Lead } from '@skltcoa/shared';
import type { Result } from '../shared-types/console-api';
import {
  bulkChange,
  chunks,
  EMPTY_BULK_FORM,
  outcomeText,
  progressText,
  retryLeads,
  runBulk,
  UNASSIGNED,
} from './bulk-actions';

const lead = (n: number, overrides: Partial<Lead> = {}): Lead =>
  ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Lead ${n}`,
    version: 1,
    status: 'new',
    assignee: null,
    next_follow_up_at: null,
    last_activity: null,
    family_size: 1,
    ...overrides,
  }) as Lead;

describe('bulkChange', () => {
  it('reads each control as a change, or leaves the field alone', () => {
    expect(bulkChange({ ...EMPTY_BULK_FORM, assignee: 'meera@example.edu.in' })).toEqual({
      ok: true,
      change: { assignee: 'meera@example.edu.in' },
    });
    expect(bulkChange({ ...EMPTY_BULK_FORM, assignee: UNASSIGNED, status: 'contacted' })).toEqual({
      ok: true,
      change: { assignee: null, status: 'contacted' },
    });
    expect(
      bulkChange({ ...EMPTY_BULK_FORM, followUp: 'set', followUpAt: '2026-11-28T11:00' }),
    ).toEqual({ ok: true, change: { next_follow_up_at: '2026-11-28T11:00:00+05:30' } });
    expect(bulkChange({ ...EMPTY_BULK_FORM, followUp: 'clear', followUpAt: 'x' })).toEqual({
      ok: true,
      change: { next_follow_up_at: null },
    });
  });

  it('asks for something to change, and for the follow-up time when setting one', () => {
    expect(bulkChange(EMPTY_BULK_FORM)).toMatchObject({ ok: false, field: 'form' });
    expect(bulkChange({ ...EMPTY_BULK_FORM, followUp: 'set' })).toMatchObject({
      ok: false,
      field: 'followUpAt',
      message: 'Choose the date and time of the next follow-up.',
    });
    expect(bulkChange({ ...EMPTY_BULK_FORM, status: 'lost' })).toMatchObject({ ok: false });
  });
});

describe('chunks', () => {
  it('cuts a selection into requests the API takes', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 2)).toEqual([]);
    expect(chunks(Array.from({ length: 1200 }, (_, i) => i)).map((part) => part.length)).toEqual([
      500, 500, 200,
    ]);
  });
});

/** A stand-in for bulkUpdateLeads: refuses the ids given, with the lead as a colleague left it. */
function fakeApi(
  refuse: Map<string, { status: number; error: string; lead?: Lead }> = new Map(),
  failCall?: number,
) {
  const requests: BulkLeadPatch[] = [];
  const send = async (request: BulkLeadPatch): Promise<Result<BulkLeadResults>> => {
    requests.push(request);
    if (failCall === requests.length) {
      return {
        ok: false,
        error: { kind: 'network', message: 'Could not reach the API at http://x.' },
      };
    }
    return {
      ok: true,
      value: {
        results: request.leads.map(({ id, version }) => {
          const refused = refuse.get(id);
          if (refused) return { id, ok: false as const, ...refused };
          return {
            id,
            ok: true as const,
            lead: lead(Number(id.slice(-12)), { ...request.change, version: version + 1 }),
          };
        }),
      },
    };
  };
  return { send, requests };
}

describe('runBulk', () => {
  it('sends every selected lead at its version, 500 at a time, and reports progress', async () => {
    const selected = Array.from({ length: 1200 }, (_, i) => lead(i + 1, { version: (i % 3) + 1 }));
    const { send, requests } = fakeApi();
    const progress: string[] = [];
    const outcome = await runBulk(send, selected, { status: 'contacted' }, (done, total) =>
      progress.push(progressText(done, total)),
    );
    expect(requests.map((request) => request.leads.length)).toEqual([500, 500, 200]);
    expect(requests[0]!.leads[1]).toEqual({ id: selected[1]!.id, version: 2 });
    expect(requests.every((request) => request.change.status === 'contacted')).toBe(true);
    expect(progress).toEqual([
      'Updating 0 of 1,200…',
      'Updating 500 of 1,200…',
      'Updating 1,000 of 1,200…',
      'Updating 1,200 of 1,200…',
    ]);
    expect(outcome.changed).toHaveLength(1200);
    expect(outcome.failures).toEqual([]);
    expect(outcomeText(outcome, { status: 'contacted' })).toBe(
      'Changed 1,200 leads: status Contacted.',
    );
  });

  it('reports each refused lead by name and reason; a conflict says what the colleague did', async () => {
    const [a, b, c] = [lead(1), lead(2), lead(3)];
    const theirs = lead(2, {
      version: 2,
      status: 'interested',
      last_activity: {
        id: '9',
        lead_id: b!.id,
        kind: 'status',
        author: 'meera@example.edu.in',
        created_at: '2026-11-23T04:30:00.000000Z',
        body: null,
        outcome: null,
        from_value: 'new',
        to_value: 'interested',
      },
    });
    const { send } = fakeApi(
      new Map([
        [b!.id, { status: 409, error: 'A colleague changed this lead.', lead: theirs }],
        [c!.id, { status: 404, error: 'No lead has that id.' }],
      ]),
    );
    const outcome = await runBulk(send, [a!, b!, c!], { assignee: 'asha@example.edu.in' });
    expect(outcome.changed.map((changed) => changed.id)).toEqual([a!.id]);
    expect(outcome.failures).toEqual([
      {
        id: b!.id,
        name: 'Lead 2',
        status: 409,
        reason: 'meera@example.edu.in changed this lead: status is now Interested.',
        lead: theirs,
      },
      { id: c!.id, name: 'Lead 3', status: 404, reason: 'No lead has that id.' },
    ]);
    expect(outcomeText(outcome, { assignee: 'asha@example.edu.in' })).toBe(
      'Changed 1 of 3 leads: assigned to asha@example.edu.in. 2 could not be changed; see the list below.',
    );

    // A retry goes at the colleague's version, or a newer one the grid has heard of since.
    expect(retryLeads(outcome.failures, () => undefined)).toEqual([theirs]);
    const newer = { ...theirs, version: 3 };
    expect(retryLeads(outcome.failures, (id) => (id === b!.id ? newer : undefined))).toEqual([
      newer,
    ]);
    expect(retryLeads(outcome.failures, () => ({ ...theirs, version: 1 }))).toEqual([theirs]);
  });

  it('stops at a request that fails as a whole, and reports the leads it did not change', async () => {
    const selected = Array.from({ length: 700 }, (_, i) => lead(i + 1));
    const { send, requests } = fakeApi(new Map(), 2);
    const outcome = await runBulk(send, selected, { next_follow_up_at: null });
    expect(requests).toHaveLength(2);
    expect(outcome.changed).toHaveLength(500);
    expect(outcome.failures).toHaveLength(200);
    expect(outcome.failures[0]).toEqual({
      id: selected[500]!.id,
      name: 'Lead 501',
      status: 0,
      reason: 'Could not reach the API at http://x.',
    });
    expect(outcome.error?.kind).toBe('network');
    expect(retryLeads(outcome.failures, () => undefined)).toEqual([]);
    expect(outcomeText({ changed: [], failures: outcome.failures }, {})).toBe(
      'No lead was changed; 200 leads could not be. See the list below.',
    );
  });
});
