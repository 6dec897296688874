import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FORMS } from '../content/forms';
import { trapTab, useScrollLock } from '../lib/hooks';
import { EnquiryForm } from './enquiry-form';

interface EnquiryModalProps {
  onClose: () => void;
}

/** The home page's enquiry dialog: focus stays inside, Escape closes, focus returns to the opener. */
export function EnquiryModal({ onClose }: EnquiryModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useScrollLock(true);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialogRef.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])')
      ?.focus();
    return () => opener?.focus();
  }, []);

  return createPortal(
    <div
      className="modal"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (dialogRef.current) {
            trapTab(event, dialogRef.current);
          }
        }}
      >
        <button
          type="button"
          className="modal__close"
          aria-label={FORMS.modal.close}
          onClick={onClose}
        >
          ×
        </button>
        <EnquiryForm variant="modal" headingId={titleId} onSuccess={onClose} />
      </div>
    </div>,
    document.body,
  );
}
