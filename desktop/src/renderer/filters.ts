import type { FormType, LeadStatus, Program } from '@skltcoa/shared';
import type { LeadRow } from './lead-rows';

export interface LeadFilters {
  search: string;
  program: Program | '';
  formType: FormType | '';
  status: LeadStatus | '';
  /** Days in Mumbai, YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
}

export const NO_FILTERS: LeadFilters = {
  search: '',
  program: '',
  formType: '',
  status: '',
  from: '',
  to: '',
};

/** The filters other than the quick search, which the grid runs itself. */
export function hasFieldFilters(filters: LeadFilters): boolean {
  return Boolean(
    filters.program || filters.formType || filters.status || filters.from || filters.to,
  );
}

export function matchesFilters(row: LeadRow, filters: LeadFilters): boolean {
  return (
    (!filters.program || row.program === filters.program) &&
    (!filters.formType || row.form_type === filters.formType) &&
    (!filters.status || row.status === filters.status) &&
    (!filters.from || row.receivedDay >= filters.from) &&
    (!filters.to || row.receivedDay <= filters.to)
  );
}
