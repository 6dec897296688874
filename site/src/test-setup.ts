import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A fresh CI machine transforms each lazily imported module on first use, which took over a
// second for the enquiry schema; the default 1 s wait read that as a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/*
 * jsdom 29 has HTMLDialogElement but not showModal() or close(), and Escape
 * closes nothing. The enquiry dialog and the mobile menu are native modal
 * dialogs (ADR 013), so unit tests get this minimal stand-in: it sets `open`,
 * and an Escape keydown that nothing prevented fires `cancel` and, unless that
 * is prevented, `close`, as a browser does. It has no top layer, inertness, focus handling or Tab
 * containment; e2e/tests/site-dialogs.spec.ts checks those in real Chromium.
 */
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
  // On the window, the last stop of a keydown, as a browser acts after the whole dispatch.
  window.addEventListener('keydown', (event) => {
    const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
    const top = dialogs[dialogs.length - 1];
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
