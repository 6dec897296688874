import type { LeadFilters } from '@skltcoa/shared';

/** The filter bar's state is the query's filters, sent to the API as they are (ADR 011). */
export type { LeadFilters };

export const NO_FILTERS: LeadFilters = {};

export const hasFilters = (filters: LeadFilters) =>
  Object.values(filters).some((value) => value !== undefined && value !== '');
