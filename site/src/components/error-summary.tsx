import { ERROR_SUMMARY_TITLE } from '@skltcoa/shared';
import type { Ref } from 'react';

export interface SummaryItem {
  field: string;
  message: string;
  /** The id of the control the message is about; none for a message no field can fix. */
  target?: string | undefined;
}

interface ErrorSummaryProps {
  items: SummaryItem[];
  ref: Ref<HTMLDivElement>;
}

/**
 * The GOV.UK error summary: above the form, it takes focus when a send is
 * refused and links to each field with the same words as the field's own
 * message. The API's answer page for a form posted without JavaScript renders
 * the same summary (api/src/lib/enquiry-page.ts).
 */
export function ErrorSummary({ items, ref }: ErrorSummaryProps) {
  return (
    <div ref={ref} className="error-summary" tabIndex={-1}>
      <h2>{ERROR_SUMMARY_TITLE}</h2>
      <ul>
        {items.map(({ field, message, target }) => (
          <li key={field}>
            {target ? (
              <a
                href={`#${target}`}
                // A fragment link scrolls to a field without focusing it; the visitor came to type.
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(target)?.focus();
                }}
              >
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
