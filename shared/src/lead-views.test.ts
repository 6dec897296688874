import { describe, expect, it } from 'vitest';
import { LEAD_VIEW_FIELDS, LEAD_VIEWS } from './lead-views';
import { LeadQueryRequestSchema } from './schemas';

describe('LEAD_VIEWS', () => {
  it('has unique ids, and sets only the view fields', () => {
    expect(new Set(LEAD_VIEWS.map((view) => view.id)).size).toBe(LEAD_VIEWS.length);
    for (const view of LEAD_VIEWS) {
      for (const key of Object.keys(view.filters)) {
        expect(LEAD_VIEW_FIELDS as readonly string[]).toContain(key);
      }
    }
  });

  it('is a query the API takes, each with its order', () => {
    for (const view of LEAD_VIEWS) {
      const query = { ...view.filters, sort: view.sort, dir: view.dir };
      expect(LeadQueryRequestSchema.safeParse(query).success).toBe(true);
    }
  });

  it('lists the calls due by their time, and the longest waiting first', () => {
    const byId = Object.fromEntries(LEAD_VIEWS.map((view) => [view.id, view]));
    expect(byId['due-today']).toMatchObject({ sort: 'next_follow_up', dir: 'asc' });
    expect(byId.overdue).toMatchObject({ sort: 'next_follow_up', dir: 'asc' });
    expect(byId['first-call']).toEqual({
      id: 'first-call',
      label: 'Waiting for a first call',
      filters: { first_call: 'waiting' },
      sort: 'received',
      dir: 'asc',
    });
  });
});
