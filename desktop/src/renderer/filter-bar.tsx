import {
  CHANNELS,
  CHANNEL_LABELS,
  FORM_TYPES,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  PROGRAMS,
  type StaffMember,
} from '@skltcoa/shared';
import type { RefObject } from 'react';
import {
  activeView,
  applyView,
  LEAD_VIEWS,
  NO_FILTERS,
  type FilterProblem,
  type LeadFilters,
  type LeadView,
} from './filters';

interface FilterBarProps {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  staff: readonly StaffMember[];
  /** Why the API would refuse the filters as they are; said at the field. */
  problem: FilterProblem | null;
}

const PROBLEM_ID = 'filter-problem';

/** A field's attributes when the problem is with it. */
type Invalid = { 'aria-invalid'?: true; 'aria-describedby'?: string };

interface ChoiceProps {
  label: string;
  value: string;
  allLabel: string;
  /** [value, label] pairs. */
  options: [string, string][];
  onChange: (value: string) => void;
  invalid: Invalid;
}

function Choice({ label, value, allLabel, options, onChange, invalid }: ChoiceProps) {
  return (
    <label>
      {/* Named for screen readers; on screen the choice says it ("All programmes", "Any
          assignee"), so the bar fits one or two lines at 1366 px with the panel open. */}
      <span className="visually-hidden">{label}</span>
      <select
        value={value}
        title={label}
        onChange={(event) => onChange(event.target.value)}
        {...invalid}
      >
        <option value="">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

type ChoiceField = 'program' | 'form_type' | 'channel' | 'status' | 'assignee' | 'due';

/** The list filters: which field each sets, and its [value, label] options. */
function choices(staff: readonly StaffMember[]): {
  field: ChoiceField;
  label: string;
  allLabel: string;
  options: [string, string][];
}[] {
  return [
    {
      field: 'program',
      label: 'Programme',
      allLabel: 'All programmes',
      options: PROGRAMS.map((program) => [program, program]),
    },
    {
      field: 'form_type',
      label: 'Form type',
      allLabel: 'All form types',
      options: FORM_TYPES.map((formType) => [formType, formType]),
    },
    {
      // How the families reached us (docs/decisions/050-leads-from-every-channel.md).
      field: 'channel',
      label: 'Channel',
      allLabel: 'All channels',
      options: CHANNELS.map((channel) => [channel, CHANNEL_LABELS[channel]]),
    },
    {
      field: 'status',
      label: 'Status',
      allLabel: 'All statuses',
      options: LEAD_STATUSES.map((status) => [status, LEAD_STATUS_LABELS[status]]),
    },
    {
      field: 'assignee',
      label: 'Assignee',
      allLabel: 'Any assignee',
      options: [
        ['me', 'Me'],
        ['none', 'Unassigned'],
        ...staff.map((member): [string, string] => [member.email, member.email]),
      ],
    },
    {
      field: 'due',
      label: 'Follow-up',
      allLabel: 'Any follow-up',
      options: [
        ['today', 'Due today'],
        ['overdue', 'Overdue'],
        ['none', 'No follow-up set'],
      ],
    },
  ];
}

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * The built-in views (LEAD_VIEWS, shared): one press sets the follow-up,
 * status, assignee and first-call filters, and the view's order. Each
 * button shows how many leads it would list under the other filters, as the
 * API counts them, and says it to screen readers ("Due today 12 leads").
 */
export function ViewTabs({
  filters,
  counts,
  onChange,
}: {
  filters: LeadFilters;
  /** Each view's count by its id; null while unknown. */
  counts: Readonly<Record<string, number>> | null;
  onChange: (filters: LeadFilters, view: LeadView) => void;
}) {
  const active = activeView(filters);
  return (
    <div className="views" role="group" aria-label="Views">
      {LEAD_VIEWS.map((view) => {
        const n = counts?.[view.id];
        return (
          <button
            key={view.id}
            type="button"
            aria-pressed={active?.id === view.id}
            data-view={view.id}
            // The words on the button, then what the number is ("Due today 3 leads").
            aria-label={
              n === undefined
                ? undefined
                : `${view.label} ${count(n)} ${n === 1 ? 'lead' : 'leads'}`
            }
            onClick={() => onChange(applyView(filters, view), view)}
          >
            {view.label}
            {n !== undefined && ' '}
            {n !== undefined && (
              <span className="view-count" data-testid={`view-count-${view.id}`} aria-hidden="true">
                {count(n)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

export function FilterBar({ filters, onChange, searchRef, staff, problem }: FilterBarProps) {
  const set = (change: Partial<LeadFilters>) => onChange({ ...filters, ...change });
  const invalid = (field: keyof LeadFilters): Invalid =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': PROBLEM_ID } : {};
  return (
    <>
      <fieldset className="filter-bar">
        <legend className="visually-hidden">Search and filters</legend>
        <label>
          Search <kbd>Ctrl+F</kbd>
          <input
            ref={searchRef}
            type="search"
            value={filters.q ?? ''}
            placeholder="Name, email or phone"
            onChange={(event) => set({ q: event.target.value })}
            {...invalid('q')}
          />
        </label>
        {choices(staff).map(({ field, label, allLabel, options }) => (
          <Choice
            key={field}
            label={label}
            value={filters[field] ?? ''}
            allLabel={allLabel}
            options={options}
            onChange={(value) => set({ [field]: value || undefined } as Partial<LeadFilters>)}
            invalid={invalid(field)}
          />
        ))}
        <label>
          Received from
          <input
            type="date"
            value={filters.from ?? ''}
            max={filters.to || undefined}
            onChange={(event) => set({ from: event.target.value || undefined })}
            {...invalid('from')}
          />
        </label>
        <label>
          to
          <input
            type="date"
            value={filters.to ?? ''}
            min={filters.from || undefined}
            onChange={(event) => set({ to: event.target.value || undefined })}
            {...invalid('to')}
          />
        </label>
        <button type="button" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      </fieldset>
      {problem && (
        // The list shown stays as it was until the filters can be asked for.
        <p id={PROBLEM_ID} className="message error" role="alert" data-testid="filter-problem">
          {problem.message}
        </p>
      )}
    </>
  );
}
