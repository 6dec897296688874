import {
  CALL_OUTCOME_LABELS,
  leadStatusLabel,
  leadStatusLabelSql,
  SYSTEM_AUTHOR,
  type CallOutcome,
} from './constants';
import type { Activity } from './schemas';
import { sqlText } from './sql-text';
import { formatIst, formatIstSql } from './time';

/** A label from a newer server shows as its own text rather than breaking the timeline. */
const statusLabel = (status: string | null) => (status === null ? 'none' : leadStatusLabel(status));
const outcomeLabel = (outcome: string | null) =>
  outcome === null
    ? ''
    : Object.hasOwn(CALL_OUTCOME_LABELS, outcome)
      ? CALL_OUTCOME_LABELS[outcome as CallOutcome]
      : outcome;

/** Who wrote an entry, as staff read it. */
export const activityAuthor = (activity: Pick<Activity, 'author'>) =>
  activity.author === SYSTEM_AUTHOR ? 'System' : activity.author;

/**
 * One line for a timeline entry: what the grid's "Last activity" column, its
 * tooltip and the spreadsheet show. The lead panel shows the same words.
 */
export function describeActivity(activity: Activity): string {
  switch (activity.kind) {
    case 'note':
      return activity.body ?? '';
    case 'call': {
      const said = activity.body ? `: ${activity.body}` : '';
      return `Call, ${outcomeLabel(activity.outcome).toLowerCase()}${said}`;
    }
    case 'status':
      return `Status ${statusLabel(activity.from_value)} → ${statusLabel(activity.to_value)}`;
    case 'assignment':
      return activity.to_value ? `Assigned to ${activity.to_value}` : 'Unassigned';
    case 'follow_up':
      return activity.to_value
        ? `Next follow-up ${formatIst(activity.to_value)} IST`
        : 'Next follow-up cleared';
    case 'merge':
      // The API writes which enquiries were joined; the ids are in from_value and to_value.
      return (
        activity.body ??
        `Lead ${activity.from_value ?? ''} merged into lead ${activity.to_value ?? ''}`
      );
    default:
      return String((activity as { kind: string }).kind);
  }
}

/** SQL expressions of an activity's stored values, as a query names them. */
export interface ActivitySql {
  kind: string;
  body: string;
  outcome: string;
  from_value: string;
  to_value: string;
}

/** `statusLabel` in SQL. */
const statusLabelSql = (status: string) => `coalesce(${leadStatusLabelSql(status)}, 'none')`;

/**
 * `outcomeLabel(…).toLowerCase()` in SQL. The labels are lowered here; an
 * outcome from a newer server (the database's check allows none) is lowered
 * by PostgreSQL, which agrees with JavaScript on ASCII.
 */
const lowerOutcomeSql = (outcome: string) =>
  `coalesce(case ${outcome} ${Object.entries(CALL_OUTCOME_LABELS)
    .map(([key, label]) => `when ${sqlText(key)} then ${sqlText(label.toLowerCase())}`)
    .join(' ')} else lower(${outcome}) end, '')`;

/**
 * `describeActivity` in SQL, case for case, never null: the export's lines
 * are written by PostgreSQL (docs/decisions/023-export-written-by-postgresql.md),
 * and lead-export-sql.test.ts holds the two to each other.
 */
export function describeActivitySql(a: ActivitySql): string {
  return `case ${a.kind}
    when 'note' then coalesce(${a.body}, '')
    when 'call' then ${sqlText('Call, ')} || ${lowerOutcomeSql(a.outcome)} || coalesce(${sqlText(': ')} || nullif(${a.body}, ''), '')
    when 'status' then ${sqlText('Status ')} || ${statusLabelSql(a.from_value)} || ${sqlText(' → ')} || ${statusLabelSql(a.to_value)}
    when 'assignment' then case when coalesce(${a.to_value}, '') = '' then 'Unassigned' else ${sqlText('Assigned to ')} || ${a.to_value} end
    when 'follow_up' then case when coalesce(${a.to_value}, '') = '' then ${sqlText('Next follow-up cleared')}
      else ${sqlText('Next follow-up ')} || ${formatIstSql(`${a.to_value}::timestamptz`)} || ' IST' end
    when 'merge' then coalesce(${a.body}, ${sqlText('Lead ')} || coalesce(${a.from_value}, '') || ${sqlText(' merged into lead ')} || coalesce(${a.to_value}, ''))
    else ${a.kind} end`;
}
