import { DEFAULT_PROGRAM } from '@skltcoa/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORMS, FORM_VARIANTS, type FormVariant } from '../content/forms';
import { captureUtm } from '../lib/utm';
import { EnquiryForm } from './enquiry-form';
import { ToastProvider } from './toast';

const PAGES: Record<FormVariant, string> = {
  modal: '/home',
  admission: '/admission',
  brochure: '/about/brochure',
  barch: '/courses/barch/admission',
  darch: '/courses/darch/admission',
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm(variant: FormVariant, onSuccess = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[PAGES[variant]]}>
      <ToastProvider>
        <EnquiryForm variant={variant} onSuccess={onSuccess} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return { onSuccess, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, variant: FormVariant) {
  await user.type(screen.getByLabelText(FORMS.labels.name), 'Asha Patil');
  await user.type(screen.getByLabelText(FORMS.labels.email), 'asha@example.com');
  await user.type(screen.getByLabelText(FORMS.labels.phone), '98765 43210');
  if (!FORMS.variants[variant].fixedProgram) {
    await user.selectOptions(
      screen.getByLabelText(FORMS.labels.program),
      'Diploma in Architecture',
    );
  }
}

const submitButton = (variant: FormVariant) =>
  screen.getByRole('button', { name: FORMS.variants[variant].submit });
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe.each(FORM_VARIANTS)('the %s enquiry form', (variant) => {
  const config = FORMS.variants[variant];

  it('shows its heading, labelled fields, +91 and the consent link, and posts without JavaScript too', () => {
    renderForm(variant);
    const form = screen.getByRole('form', { name: config.heading });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/enquiries');
    expect(screen.getByLabelText(FORMS.labels.phone).getAttribute('type')).toBe('tel');
    expect(screen.getByText('+91')).toBeTruthy();
    expect(screen.getByRole('link', { name: FORMS.consent.link }).getAttribute('href')).toBe(
      '/privacy',
    );
    const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    expect(hidden('form_type')?.value).toBe(config.formType);
    expect(hidden('source_page')?.value).toBe(PAGES[variant]);
    expect(hidden('submission_id')).not.toBeNull();
    expect(hidden('website')?.tabIndex).toBe(-1);
    expect(hidden('website')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const program = screen.getByLabelText(FORMS.labels.program) as HTMLInputElement;
    expect(program.name).toBe('program');
    if (config.fixedProgram) {
      expect(program.readOnly).toBe(true);
      expect(program.value).toBe(config.fixedProgram);
    } else {
      expect(program.tagName).toBe('SELECT');
      expect(program.value).toBe(DEFAULT_PROGRAM);
    }
  });

  it('is disabled with "Submitting..." while sending, then toasts success and resets', async () => {
    let finish: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { user, onSuccess } = renderForm(variant);
    await fillIn(user, variant);
    await user.click(submitButton(variant));

    const busy = await screen.findByRole('button', { name: FORMS.submitting });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish(answer(201, { id: 'x' })));

    expect((await screen.findByRole('status')).textContent).toContain(config.success);
    expect(onSuccess).toHaveBeenCalledOnce();
    const body = sentBody();
    expect(body).toMatchObject({
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '98765 43210',
      program: config.fixedProgram ?? 'Diploma in Architecture',
      form_type: config.formType,
      source_page: PAGES[variant],
      website: '',
    });
    expect(body.submission_id).toMatch(/^[0-9a-f-]{36}$/);

    if (variant === 'brochure') {
      const link = screen.getByRole('link', { name: FORMS.brochure.download });
      expect(link.getAttribute('href')).toBe(FORMS.brochure.file);
      await user.click(screen.getByRole('button', { name: FORMS.brochure.again }));
    }
    expect((screen.getByLabelText(FORMS.labels.name) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(FORMS.labels.email) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(FORMS.labels.phone) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(FORMS.labels.program) as HTMLInputElement).value).toBe(
      config.fixedProgram ?? DEFAULT_PROGRAM,
    );
  });

  it('keeps the values, shows the failure toast and reuses the submission id on retry', async () => {
    fetchMock.mockResolvedValueOnce(answer(503, { error: 'Service unavailable' }));
    fetchMock.mockResolvedValueOnce(answer(201, { id: 'x' }));
    fetchMock.mockResolvedValueOnce(answer(201, { id: 'y' }));
    const { user, onSuccess } = renderForm(variant);
    await fillIn(user, variant);
    await user.click(submitButton(variant));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(FORMS.failure));
    expect(onSuccess).not.toHaveBeenCalled();
    expect((screen.getByLabelText(FORMS.labels.name) as HTMLInputElement).value).toBe('Asha Patil');
    expect((submitButton(variant) as HTMLButtonElement).disabled).toBe(false);

    await user.click(submitButton(variant));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(sentBody(1).submission_id).toBe(sentBody(0).submission_id);

    if (variant === 'brochure')
      await user.click(screen.getByRole('button', { name: FORMS.brochure.again }));
    await fillIn(user, variant);
    await user.click(submitButton(variant));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentBody(2).submission_id).not.toBe(sentBody(1).submission_id);
  });

  it("shows the server's field messages beside the fields", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, {
        error: 'Invalid enquiry',
        fields: { email: 'This email address is not accepted.' },
      }),
    );
    const { user } = renderForm(variant);
    await fillIn(user, variant);
    await user.click(submitButton(variant));

    expect(await screen.findByText('This email address is not accepted.')).toBeTruthy();
    const email = screen.getByLabelText(FORMS.labels.email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('email-error');
    expect(within(screen.getByRole('alert')).getByText(FORMS.failure)).toBeTruthy();
  });

  it('says an unexpected error occurred when the request cannot be made', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderForm(variant);
    await fillIn(user, variant);
    await user.click(submitButton(variant));
    expect(
      await within(await screen.findByRole('alert')).findByText(FORMS.unexpected),
    ).toBeTruthy();
    expect((screen.getByLabelText(FORMS.labels.email) as HTMLInputElement).value).toBe(
      'asha@example.com',
    );
  });

  it('checks the fields with the shared schemas before sending anything', async () => {
    const { user } = renderForm(variant);
    await user.type(screen.getByLabelText(FORMS.labels.email), 'not-an-email');
    await user.type(screen.getByLabelText(FORMS.labels.phone), '12345');
    await user.click(submitButton(variant));

    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(
      screen.getByText('Please enter a valid email address, like name@example.com.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(FORMS.labels.name));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

it('sends the campaign parameters of the landing page', async () => {
  captureUtm('?utm_source=newspaper&utm_campaign=open-day');
  fetchMock.mockResolvedValueOnce(answer(201, { id: 'x' }));
  const { user } = renderForm('admission');
  await fillIn(user, 'admission');
  await user.click(submitButton('admission'));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(sentBody()).toMatchObject({ utm_source: 'newspaper', utm_campaign: 'open-day' });
});
