import type { ReactNode } from 'react';
import { SITE } from '../content/site';

/* Small presentational pieces shared by the content pages. */

export function Block({
  heading,
  children,
  className = '',
}: {
  heading?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`block reveal ${className}`}>
      {heading && <h2>{heading}</h2>}
      {children}
    </section>
  );
}

export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((text) => <p key={text}>{text}</p>);
}

export function TextSections({
  sections,
}: {
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}) {
  return sections.map((section) => (
    <Block key={section.heading} heading={section.heading}>
      <Paragraphs paragraphs={section.paragraphs} />
    </Block>
  ));
}

/** Two headed texts side by side (vision and mission). */
export function TextPair({
  parts,
}: {
  parts: readonly { heading: string; paragraphs: readonly string[] }[];
}) {
  return (
    <div className="two-up">
      {parts.map((part) => (
        <Block key={part.heading} heading={part.heading}>
          <Paragraphs paragraphs={part.paragraphs} />
        </Block>
      ))}
    </div>
  );
}

export function Cards({
  cards,
  className = '',
}: {
  cards: readonly { title: string; text: string }[];
  className?: string;
}) {
  return (
    <ul className={`cards ${className}`}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A PDF that opens in a new tab; the new tab is announced to screen readers. */
export function DocLink({
  file,
  label,
  className,
  context,
}: {
  file: string;
  label: string;
  className?: string;
  /** Read after the label by screen readers only, when the label alone is ambiguous ("Download"). */
  context?: string;
}) {
  return (
    <a href={file} target="_blank" rel="noopener" className={className}>
      {label}
      <span className="visually-hidden">
        {context && `: ${context}`}
        {/* Some labels say "(PDF)" themselves; it is read once. */}
        {label.includes(`(${SITE.ui.pdf})`) ? '' : ` (${SITE.ui.pdf})`} {SITE.ui.opensNewTab}
      </span>
    </a>
  );
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {SITE.ui.opensNewTab}</span>
    </a>
  );
}
