import { useState } from 'react';
import { DataTable } from '../../components/lists';
import { WEB_LEADS } from '../../content/web-leads';
import { leadName, type Lead } from '@skltcoa/shared';

/** Rows on screen at a time: thousands of leads stay quick to render and to page through. */
export const ROWS_PER_PAGE = 100;

export const formatCount = (n: number) => n.toLocaleString('en-IN');

export function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => formatCount(values[key] ?? 0));
}

export function LeadsTable({ leads, total }: { leads: readonly Lead[]; total: number }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(leads.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const from = current * ROWS_PER_PAGE;
  const shown = leads.slice(from, from + ROWS_PER_PAGE);
  return (
    <>
      <DataTable
        caption={WEB_LEADS.caption}
        columns={WEB_LEADS.columns}
        rows={shown.map((lead) => ({
          key: lead.id,
          cells: [leadName(lead), lead.email, lead.phone, lead.program, lead.form_type],
        }))}
      />
      {leads.length > ROWS_PER_PAGE && (
        <nav className="pager" aria-label={WEB_LEADS.caption}>
          <button
            type="button"
            className="button button--quiet"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            {WEB_LEADS.previous}
          </button>
          <span>
            {fill(WEB_LEADS.showing, {
              from: from + 1,
              to: from + shown.length,
              total,
            })}
          </span>
          <button
            type="button"
            className="button button--quiet"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {WEB_LEADS.next}
          </button>
        </nav>
      )}
    </>
  );
}
