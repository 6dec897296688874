import type { FieldErrors } from '@skltcoa/shared';
import { useEffect, useRef } from 'react';

interface ErrorSummaryProps {
  /** The heading in the build's language (shared's form words): the API's answer page uses the same. */
  title: string;
  errors: FieldErrors;
  /** The form's fields in the order it asks them; the summary lists its messages so. */
  order: readonly string[];
}

/**
 * The GOV.UK error summary: above the form, it takes focus when a send is
 * refused and links to each field with the same words as the field's own
 * message. The API's answer page for a form posted without JavaScript renders
 * the same summary (api/src/enquiries/enquiry-page.ts).
 */
export default function ErrorSummary({ title, errors, order }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Each refusal is a new errors object, and focus comes back here.
  useEffect(() => ref.current?.focus(), [errors]);
  const place = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const items = Object.entries(errors).sort(([a], [b]) => place(a) - place(b));
  return (
    <div ref={ref} className="error-summary" tabIndex={-1}>
      <h2>{title}</h2>
      <ul>
        {items.map(([field, message]) => {
          // By name: a prerendered field keeps the server's id, which useId may not repeat.
          const name = field.startsWith('notice_')
            ? 'notice_language'
            : order.includes(field)
              ? field
              : undefined;
          return (
            <li key={field}>
              {name ? (
                <a
                  href={`#${name}`}
                  // A fragment link scrolls to a field without focusing it; the visitor came to type.
                  onClick={(event) => {
                    event.preventDefault();
                    event.currentTarget
                      .closest('form')
                      ?.querySelector<HTMLElement>(`[name="${name}"]`)
                      ?.focus();
                  }}
                >
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
