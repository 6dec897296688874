import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_MESSAGES, LINK_NEEDS_EMAIL } from '@skltcoa/shared';
import { expect, it, vi } from 'vitest';
import { withdraw } from '../content/withdraw';
import { answer, stubFetch } from '../test-fetch';
import { WITHDRAWAL_ENDPOINT, WithdrawForm } from './withdraw-form';

const fetchMock = stubFetch();
const { form } = withdraw;

function setup() {
  render(<WithdrawForm />);
  return userEvent.setup({ delay: null });
}

it('is a real form with one field, posting to the API without JavaScript too', () => {
  setup();
  const element = screen.getByRole('form', { name: form.heading });
  expect(element.getAttribute('method')).toBe('post');
  expect(element.getAttribute('action')).toBe(WITHDRAWAL_ENDPOINT);
  const contact = screen.getByLabelText(form.label) as HTMLInputElement;
  expect(contact.name).toBe('contact');
  expect(contact.required).toBe(true);
  expect(element.querySelectorAll('input')).toHaveLength(1);
});

it('checks the field with the shared schema before sending anything', async () => {
  const user = setup();
  await user.type(screen.getByLabelText(form.label), '12345');
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect(await screen.findByText(/the email address you used in the enquiry form/)).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByLabelText(form.label));
  // A mobile number gets no link: the field says whom to call instead (ADR 040).
  await user.clear(screen.getByLabelText(form.label));
  await user.type(screen.getByLabelText(form.label), '98765 43210');
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect(await screen.findByText(/never by text message/)).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('posts JSON and then says to check the email, with the link’s 24 hours', async () => {
  fetchMock.mockResolvedValueOnce(answer(202, { status: 'sent' }));
  const user = setup();
  await user.type(screen.getByLabelText(form.label), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: form.submit }));

  const sent = await screen.findByRole('status');
  expect(sent.textContent).toContain(form.sentHeading);
  expect(sent.textContent).toContain('24 hours');
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe(WITHDRAWAL_ENDPOINT);
  // With the page's language, which the email and the pages after it speak (ADR 054).
  expect(JSON.parse(String(init?.body))).toEqual({ contact: 'asha@example.com', language: 'en' });
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: form.sentHeading })),
  );
});

it('keeps what was typed and says so when the request fails', async () => {
  fetchMock.mockResolvedValueOnce(answer(503, { error: 'unavailable' }));
  const user = setup();
  await user.type(screen.getByLabelText(form.label), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect((await screen.findByRole('alert')).textContent).toBe(form.failure);
  expect((screen.getByLabelText(form.label) as HTMLInputElement).value).toBe('asha@example.com');
});

it.each(['mr', 'hi'] as const)(
  'says the field’s messages, its own and the API’s, in the build’s language (%s)',
  async (language) => {
    vi.stubEnv('VITE_SITE_LANGUAGE', language);
    vi.resetModules();
    try {
      const { WithdrawForm: Form } = await import('./withdraw-form');
      render(<Form />);
      const user = userEvent.setup({ delay: null });
      const field = screen.getByRole('textbox');
      await user.type(field, '98765 43210');
      await user.click(screen.getByRole('button'));
      expect(await screen.findByText(FORM_MESSAGES[language]![LINK_NEEDS_EMAIL]!)).toBeTruthy();
      // The API's message, for a rule the page did not check.
      fetchMock.mockResolvedValueOnce(
        answer(400, { error: 'invalid', fields: { contact: LINK_NEEDS_EMAIL } }),
      );
      await user.clear(field);
      await user.type(field, 'asha@example.com');
      await user.click(screen.getByRole('button'));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(await screen.findByText(FORM_MESSAGES[language]![LINK_NEEDS_EMAIL]!)).toBeTruthy();
    } finally {
      vi.unstubAllEnvs();
    }
  },
);
