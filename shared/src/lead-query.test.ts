import { describe, expect, it } from 'vitest';
import { leadQueryParams, loadLeadPages } from './lead-query';
import { LeadQueryRequestSchema, LeadQuerySchema, type Lead, type LeadPage } from './schemas';

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
