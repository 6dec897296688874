import { useEffect, useRef } from 'react';

/** A native modal dialog, open while mounted; Escape or Cancel closes it (ADR 013). */
export function useModal(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => closeRef.current();
    dialog.addEventListener('close', closed);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
    };
  }, []);
  return ref;
}
