import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
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
  return userEvent.setup();
}

it('opens as a labelled modal dialog with focus on its first field', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: FORMS.modal.open }));
  const dialog = screen.getByRole('dialog', { name: FORMS.variants.modal.heading });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(screen.getByLabelText(FORMS.labels.name));
  expect(document.body.style.overflow).toBe('hidden');
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: FORMS.modal.open }));
  const close = screen.getByRole('button', { name: FORMS.modal.close });
  const submit = screen.getByRole('button', { name: FORMS.variants.modal.submit });
  submit.focus();
  await user.tab();
  expect(document.activeElement).toBe(close);
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(submit);
});

it('closes on Escape and on its close button, returning focus to the opener', async () => {
  const user = setup();
  const opener = screen.getByRole('button', { name: FORMS.modal.open });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(document.body.style.overflow).toBe('');

  await user.click(opener);
  await user.click(screen.getByRole('button', { name: FORMS.modal.close }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});
