import { useEffect, useId, useRef } from 'react';
import { FORMS } from '../content/forms';
import { EnquiryForm } from './enquiry-form';

interface EnquiryModalProps {
  onClose: () => void;
}

/**
 * The home page's enquiry dialog: a native `<dialog>` opened with showModal()
 * (ADR 013), so the browser keeps focus inside, makes the page behind inert
 * and closes it on Escape. The page's CSS stops the page behind from scrolling.
 */
export function EnquiryModal({ onClose }: EnquiryModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Opening is a click, so React runs this effect before the browser paints the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // The browser focuses the first control, the close button; the form starts at its first field.
    dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])')?.focus();
    // Closing unmounts the dialog. Leaving the DOM takes it out of the top layer
    // (this cleanup runs after that, when the page is no longer inert) but does
    // not return focus as dialog.close() would, so that is done here.
    return () => opener?.focus();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      // Escape (or Android's back gesture) closes the dialog natively; the page follows.
      onClose={onClose}
      onMouseDown={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const onBackdrop =
          event.target === event.currentTarget &&
          (event.clientX < box.left ||
            event.clientX > box.right ||
            event.clientY < box.top ||
            event.clientY > box.bottom);
        if (!onBackdrop) return;
        // Keeps the press from moving focus after the dialog has returned it to the opener.
        event.preventDefault();
        onClose();
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
    </dialog>
  );
}
