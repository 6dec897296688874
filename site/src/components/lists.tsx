import type { ReactNode } from 'react';
import { Link } from './site-link';
import { SITE } from '../content/site';
import { Block, DocLink } from './blocks';

/* Lists and tables shared by the second-half pages. */

export function DocList({ files }: { files: readonly { label: string; file: string }[] }) {
  return (
    <ul className="docs">
      {files.map((doc) => (
        <li key={doc.file}>
          <DocLink file={doc.file} label={doc.label} />
        </li>
      ))}
    </ul>
  );
}

export function Ticks({ items, lang }: { items: readonly string[]; lang?: string }) {
  return (
    <ul className="ticks" lang={lang}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Cards with a title and a description (principles, initiatives, steps). */
export function InfoCards({
  items,
  ordered = false,
}: {
  items: readonly { title: string; description: string }[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="cards">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </List>
  );
}

/** A block of links to other pages of the site. */
export function RelatedLinks({ links }: { links: readonly { label: string; href: string }[] }) {
  return (
    <Block heading={SITE.ui.related}>
      <ul className="related">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** A captioned table that scrolls sideways on narrow screens instead of overflowing the page. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption?: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <div
      className="table-wrap"
      tabIndex={0}
      role="region"
      aria-label={caption ?? columns.join(', ')}
    >
      <table className="table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                // A phone shows each cell under its column's name (styles/phone.css).
                <td key={index} data-label={columns[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A "Label: value" line inside a card. */
export function LabelledLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="field-line">
      <strong>{label}:</strong> {children}
    </p>
  );
}
