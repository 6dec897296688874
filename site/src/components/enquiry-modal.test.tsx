import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { FORMS } from '../content/forms';
import { EnquiryModal } from './enquiry-modal';
import { ToastProvider } from './toast';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {FORMS.modal.open}
      </button>
      {open && <EnquiryModal onClose={() => setOpen(false)} />}
    </>
  );
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <ToastProvider>
        <Harness />
      </ToastProvider>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

it('opens as a labelled native modal dialog with focus on its first field', async () => {
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  const user = setup();
  await user.click(screen.getByRole('button', { name: FORMS.modal.open }));
  const dialog = screen.getByRole('dialog', { name: FORMS.variants.modal.heading });
  // A <dialog> shown with showModal(): the browser traps focus and makes the page inert
  // (checked in Chromium by e2e/tests/site-dialogs.spec.ts).
  expect(dialog.tagName).toBe('DIALOG');
  expect(showModal.mock.contexts).toEqual([dialog]);
  expect((dialog as HTMLDialogElement).open).toBe(true);
  expect(document.activeElement).toBe(screen.getByLabelText(FORMS.labels.name));
});

it('closes on Escape and on its close button, returning focus to the opener', async () => {
  const user = setup();
  const opener = screen.getByRole('button', { name: FORMS.modal.open });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);

  await user.click(opener);
  await user.click(screen.getByRole('button', { name: FORMS.modal.close }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});
