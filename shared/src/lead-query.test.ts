import { describe, expect, it } from 'vitest';
import { leadQueryParams, loadLeadPages } from './lead-query';
import { LEAD_SORTS } from './constants';
import {
  fieldErrors,
  LeadExportQuerySchema,
  LeadExportRequestSchema,
  LeadQueryRequestSchema,
  LeadQuerySchema,
  type Lead,
  type LeadPage,
} from './schemas';

/** The field messages a 400 would carry, or null when the query parses. */
const errorsOf = (schema: typeof LeadQuerySchema, input: Record<string, unknown>) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : fieldErrors(parsed.error);
};

describe('leadQueryParams', () => {
  it('writes the fields the server reads, and leaves empty ones out', () => {
    const params = leadQueryParams({ program: 'Bachelor of Architecture', q: '', limit: 7 });
    expect([...params]).toEqual([
      ['program', 'Bachelor of Architecture'],
      ['limit', '7'],
    ]);
    expect(LeadQuerySchema.parse(Object.fromEntries(params))).toEqual({
      program: 'Bachelor of Architecture',
      limit: 7,
    });
  });

  it('writes the order and an offset, so a page by offset reads back the same', () => {
    const params = leadQueryParams({
      status: 'new',
      sort: 'name',
      dir: 'asc',
      offset: 0,
      limit: 50,
    });
    expect(params.toString()).toBe('status=new&sort=name&dir=asc&offset=0&limit=50');
    expect(LeadQuerySchema.parse(Object.fromEntries(params))).toEqual({
      status: 'new',
      sort: 'name',
      dir: 'asc',
      offset: 0,
      limit: 50,
    });
  });
});

describe('the order and offset of a listing', () => {
  it('takes every sort key and both directions, and leaves them absent when not sent', () => {
    for (const sort of LEAD_SORTS) {
      for (const dir of ['asc', 'desc']) {
        expect(LeadQuerySchema.parse({ sort, dir })).toMatchObject({ sort, dir });
      }
    }
    expect(LeadQuerySchema.parse({})).toEqual({ limit: 100 });
    expect(LeadQuerySchema.parse({ sort: '', dir: '', offset: '' })).toEqual({ limit: 100 });
  });

  it.each([
    [{ sort: 'created_at' }, 'sort', `Sort must be one of: ${LEAD_SORTS.join(', ')}.`],
    [{ sort: 'name; drop table admission_leads' }, 'sort', /^Sort must be one of/],
    [{ dir: 'up' }, 'dir', 'Sort direction (dir) must be one of: asc, desc.'],
    [{ dir: 'DESC' }, 'dir', /^Sort direction \(dir\)/],
    [{ offset: 'ten' }, 'offset', 'Offset must be a number.'],
    [{ offset: '1.5' }, 'offset', 'Offset must be a whole number.'],
    [{ offset: '-1' }, 'offset', 'Offset must be at least 0.'],
    [{ offset: '1000001' }, 'offset', 'Offset must be at most 1,000,000.'],
    [{ offset: '0', cursor: 'abc' }, 'offset', 'Send an offset or a cursor, not both.'],
    [
      { sort: 'name', cursor: 'abc' },
      'sort',
      'A cursor pages by received only: page by offset to sort by name.',
    ],
    [
      { dir: 'asc', cursor: 'abc' },
      'dir',
      'A cursor pages newest first (dir desc) only: page by offset to sort asc.',
    ],
  ])('refuses %j, naming the field', (input, field, message) => {
    for (const schema of [LeadQuerySchema, LeadQueryRequestSchema]) {
      const errors = errorsOf(schema, input);
      expect(Object.keys(errors ?? {})).toEqual([field]);
      expect(errors![field]).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    }
  });

  it('takes the default order with a cursor, and the edges of the offset', () => {
    expect(errorsOf(LeadQuerySchema, { sort: 'received', dir: 'desc', cursor: 'abc' })).toBeNull();
    expect(LeadQuerySchema.parse({ offset: '0' }).offset).toBe(0);
    expect(LeadQuerySchema.parse({ offset: '1000000' }).offset).toBe(1_000_000);
  });
});

describe('the export query', () => {
  it('takes the filters, search and order, and refuses paging by name', () => {
    expect(
      LeadExportQuerySchema.parse({ program: 'Diploma in Architecture', q: 'Riya', sort: 'name' }),
    ).toEqual({ program: 'Diploma in Architecture', q: 'Riya', sort: 'name' });
    for (const field of ['limit', 'offset', 'cursor']) {
      const parsed = LeadExportQuerySchema.safeParse({ [field]: '10' });
      expect(parsed.success).toBe(false);
      expect(fieldErrors(parsed.error!)).toEqual({
        [field]: `The export holds every matching lead: leave out ${field}.`,
      });
    }
    expect(LeadExportQuerySchema.safeParse({ dir: 'sideways' }).success).toBe(false);
  });

  it('is strict for the console, which sends nothing else', () => {
    expect(LeadExportRequestSchema.parse({ status: 'new', dir: 'asc' })).toEqual({
      status: 'new',
      dir: 'asc',
    });
    expect(LeadExportRequestSchema.safeParse({ limit: 5 }).success).toBe(false);
  });
});

describe('LeadQueryRequestSchema', () => {
  it('takes what LeadQuerySchema takes, and nothing else', () => {
    expect(LeadQueryRequestSchema.parse({ status: 'new', limit: 5 })).toEqual({
      status: 'new',
      limit: 5,
    });
    expect(LeadQueryRequestSchema.safeParse({ status: 'new', sql: 'x' }).success).toBe(false);
    expect(LeadQueryRequestSchema.safeParse({ from: '2025-02-01', to: '2025-01-01' }).success).toBe(
      false,
    );
  });
});

describe('loadLeadPages', () => {
  const lead = (id: number) => ({ id: String(id) }) as Lead;
  const pages: LeadPage[] = [
    { leads: [lead(1), lead(2)], total: 5, nextCursor: 'a' },
    { leads: [lead(3), lead(4)], total: 5, nextCursor: 'b' },
    { leads: [lead(5)], total: 5, nextCursor: null },
  ];

  it('follows nextCursor to the end, sending the filters with each page', async () => {
    const asked: unknown[] = [];
    const progress: number[] = [];
    const leads = await loadLeadPages(
      async (query) => {
        asked.push(query);
        return pages[asked.length - 1]!;
      },
      { status: 'new' },
      (_, { loaded }) => progress.push(loaded),
    );
    expect(leads.map((l) => l.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(progress).toEqual([2, 4, 5]);
    expect(asked).toEqual([
      { status: 'new', limit: 1000 },
      { status: 'new', limit: 1000, cursor: 'a' },
      { status: 'new', limit: 1000, cursor: 'b' },
    ]);
  });

  it('asks for a smaller first page when told, and full pages after it', async () => {
    const asked: unknown[] = [];
    await loadLeadPages(
      async (query) => {
        asked.push(query);
        return pages[asked.length - 1]!;
      },
      {},
      undefined,
      undefined,
      100,
    );
    expect(asked).toEqual([
      { limit: 100 },
      { limit: 1000, cursor: 'a' },
      { limit: 1000, cursor: 'b' },
    ]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    await loadLeadPages(
      async () => {
        calls += 1;
        if (calls === 2) controller.abort();
        return pages[calls - 1]!;
      },
      {},
      undefined,
      controller.signal,
    );
    expect(calls).toBe(2);
  });
});
