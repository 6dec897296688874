import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAMILY_WORDS, FORM_MESSAGES, RIGHTS_REQUEST_KINDS } from '@skltcoa/shared';
import { expect, it, vi } from 'vitest';
import { RIGHTS_REQUEST_LABELS } from '../content/privacy-facts';
import { rightsRequest } from '../content/rights-request';
import { answer, stubFetch } from '../test-fetch';
import { RIGHTS_REQUEST_ENDPOINT, RightsRequestForm } from './rights-request-form';

const fetchMock = stubFetch();
const { form } = rightsRequest;

function setup() {
  render(<RightsRequestForm />);
  return userEvent.setup({ delay: null });
}

it('is a real form posting every field to the API without JavaScript too', () => {
  setup();
  const element = screen.getByRole('form', { name: form.heading });
  expect(element.getAttribute('method')).toBe('post');
  expect(element.getAttribute('action')).toBe(RIGHTS_REQUEST_ENDPOINT);
  for (const label of Object.values(RIGHTS_REQUEST_LABELS)) {
    expect((screen.getByRole('radio', { name: label }) as HTMLInputElement).name).toBe('kind');
  }
  const names = [...element.querySelectorAll('input:not([type=radio]), textarea')].map(
    (field) => (field as HTMLInputElement).name,
  );
  expect(names).toEqual(['contact', 'details', 'nominee_name', 'nominee_contact']);
});

it('checks the fields with the shared schema and focuses the first at fault, sending nothing', async () => {
  const user = setup();
  await user.click(screen.getByRole('radio', { name: RIGHTS_REQUEST_LABELS.nomination }));
  await user.type(screen.getByLabelText(form.contactLabel), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect(await screen.findByText('Please enter the name of the person you nominate.')).toBeTruthy();
  expect(
    screen.getByText('Please enter the nominee’s email address or mobile number.'),
  ).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByLabelText(form.nomineeNameLabel));
  expect(fetchMock).not.toHaveBeenCalled();
});

it('posts JSON and then says to check the email', async () => {
  fetchMock.mockResolvedValueOnce(answer(202, { status: 'sent' }));
  const user = setup();
  await user.click(screen.getByRole('radio', { name: RIGHTS_REQUEST_LABELS.grievance }));
  await user.type(screen.getByLabelText(form.contactLabel), 'Asha@Example.com');
  await user.type(screen.getByLabelText(form.detailsLabel), 'रात 9 बजे फ़ोन');
  await user.click(screen.getByRole('button', { name: form.submit }));

  const sent = await screen.findByRole('status');
  expect(sent.textContent).toContain(form.sentHeading);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe(RIGHTS_REQUEST_ENDPOINT);
  expect(JSON.parse(String(init?.body))).toMatchObject({
    kind: 'grievance',
    contact: 'Asha@Example.com',
    details: 'रात 9 बजे फ़ोन',
  });
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: form.sentHeading })),
  );
});

it('shows the API’s field messages, and keeps what was typed when the request fails', async () => {
  fetchMock.mockResolvedValueOnce(
    answer(400, { error: 'Please correct', fields: { contact: 'From the server.' } }),
  );
  const user = setup();
  await user.click(screen.getByRole('radio', { name: RIGHTS_REQUEST_LABELS.access }));
  await user.type(screen.getByLabelText(form.contactLabel), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect(await screen.findByText('From the server.')).toBeTruthy();

  fetchMock.mockResolvedValueOnce(answer(503, { error: 'unavailable' }));
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect((await screen.findByRole('alert')).textContent).toBe(form.failure);
  expect((screen.getByLabelText(form.contactLabel) as HTMLInputElement).value).toBe(
    'asha@example.com',
  );
});

it.each(['mr', 'hi'] as const)(
  'names each right in the build’s language (%s), as the emails do',
  async (language) => {
    vi.stubEnv('VITE_SITE_LANGUAGE', language);
    vi.resetModules();
    try {
      const { RightsRequestForm: Form } = await import('./rights-request-form');
      render(<Form />);
      for (const kind of RIGHTS_REQUEST_KINDS) {
        const label = FAMILY_WORDS[language].rightsLabels[kind];
        expect((screen.getByRole('radio', { name: label }) as HTMLInputElement).value).toBe(kind);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  },
);

it.each(['mr', 'hi'] as const)(
  'says the fields’ messages in the build’s language (%s)',
  async (language) => {
    vi.stubEnv('VITE_SITE_LANGUAGE', language);
    vi.resetModules();
    try {
      const { RightsRequestForm: Form } = await import('./rights-request-form');
      render(<Form />);
      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('button'));
      expect(
        await screen.findByText(
          FORM_MESSAGES[language]!['Please choose what you would like us to do.']!,
        ),
      ).toBeTruthy();
    } finally {
      vi.unstubAllEnvs();
    }
  },
);
