import { describe, expect, expectTypeOf, it } from 'vitest';
import { STAFF_API } from './staff-api';
import { STAFF_ROUTES, staffPath, type PathParams } from './staff-routes';

describe('staffPath', () => {
  it('fills in each parameter, URI-encoded, and adds the query', () => {
    expect(staffPath(STAFF_ROUTES.getLead, { id: 'a/b c' })).toBe('/api/leads/a%2Fb%20c');
    expect(staffPath(STAFF_ROUTES.changeStaff, { email: 'x+y@example.com' })).toBe(
      '/api/staff/x%2By%40example.com',
    );
    expect(staffPath(STAFF_ROUTES.listLeads, {}, new URLSearchParams({ status: 'new' }))).toBe(
      '/api/leads?status=new',
    );
    expect(staffPath(STAFF_ROUTES.listLeads, {}, '')).toBe('/api/leads?');
    expect(staffPath(STAFF_ROUTES.listLeads, {})).toBe('/api/leads');
  });

  it('refuses a path whose parameter is missing rather than call the wrong route', () => {
    expect(() => staffPath(STAFF_ROUTES.getLead, {} as { id: string })).toThrow(
      '/api/leads/:id needs id.',
    );
  });

  it("types a route's parameters from its path", () => {
    expectTypeOf<PathParams<typeof STAFF_ROUTES.answerAccess>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<keyof PathParams<typeof STAFF_ROUTES.listLeads>>().toEqualTypeOf<never>();
  });
});

describe('the contract', () => {
  it('binds schemas to every route and to no other name', () => {
    expect(Object.keys(STAFF_API).sort()).toEqual(Object.keys(STAFF_ROUTES).sort());
    for (const [name, endpoint] of Object.entries(STAFF_API)) {
      const route = STAFF_ROUTES[name as keyof typeof STAFF_ROUTES];
      expect(endpoint).toMatchObject(route);
      expect(endpoint.answer).toBeDefined();
    }
  });

  it('has one route per method and path', () => {
    const keys = Object.values(STAFF_ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives a write without a body none, and a read never a body', () => {
    for (const endpoint of Object.values(STAFF_API)) {
      if (endpoint.method === 'GET') expect('body' in endpoint).toBe(false);
    }
  });
});
