import {
  CURRENT_NOTICE_VERSION,
  DEFAULT_PROGRAM,
  ERROR_SUMMARY_TITLE,
  NOTICE_LANGUAGES,
  PRIVACY_CONTACT,
  WITHDRAW_PATH,
} from '@skltcoa/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FORMS, FORM_VARIANTS, type FormVariant } from '../content/forms';
import { NOTICES } from '../content/notice';
import { captureUtm } from '../lib/utm';
import { answer, stubFetch } from '../test-fetch';
import { EnquiryForm } from './enquiry-form';
import { ToastProvider } from './toast';

const PAGES: Record<FormVariant, string> = {
  modal: '/home',
  admission: '/admission',
  brochure: '/about/brochure',
  barch: '/courses/barch/admission',
  darch: '/courses/darch/admission',
};

const fetchMock = stubFetch();

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderForm(variant: FormVariant, onSuccess = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[PAGES[variant]]}>
      <ToastProvider>
        <EnquiryForm variant={variant} onSuccess={onSuccess} />
        <Where />
      </ToastProvider>
    </MemoryRouter>,
  );
  // No timer between keystrokes: nothing here waits on typing speed, and the file
  // runs in 24 s rather than 34 s (docs/decisions/034-a-test-suite-within-ten-minutes.md).
  return { onSuccess, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

// jsdom applies no stylesheet, so a label's three languages all count towards its name.
const adultRadio = (answer: 'yes' | 'no') =>
  screen.getByRole('radio', {
    name: new RegExp(answer === 'yes' ? NOTICES.en.adultYes : NOTICES.en.adultNo),
  }) as HTMLInputElement;
const consentBox = () => screen.getByRole('checkbox') as HTMLInputElement;
const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`form [name="${name}"]`) as HTMLInputElement;

/** The enquiry's own fields; `consent: false` leaves the box unticked and the age unanswered. */
async function fillIn(user: User, variant: FormVariant, { consent = true } = {}) {
  await user.type(screen.getByLabelText(FORMS.labels.name), 'Asha Patil');
  await user.type(screen.getByLabelText(FORMS.labels.email), 'asha@example.com');
  await user.type(screen.getByLabelText(FORMS.labels.phone), '98765 43210');
  if (!FORMS.variants[variant].fixedProgram) {
    await user.selectOptions(
      screen.getByLabelText(FORMS.labels.program),
      'Diploma in Architecture',
    );
  }
  if (consent) {
    await user.click(adultRadio('yes'));
    await user.click(consentBox());
  }
}

async function fillInGuardian(user: User) {
  await user.type(screen.getByLabelText(FORMS.labels.guardian_name), 'Meena Patil');
  await user.type(screen.getByLabelText(FORMS.labels.guardian_email), 'meena@example.com');
  await user.type(screen.getByLabelText(FORMS.labels.guardian_phone), '98200 11111');
}

const submitButton = (variant: FormVariant) =>
  screen.getByRole('button', { name: FORMS.variants[variant].submit });
/**
 * A refused send: the summary has focus under its heading, and links each
 * message to its control, which shows the same words beside it.
 */
async function expectSummary(user: User, messages: [string | RegExp, () => HTMLElement][]) {
  // The summary's code arrives with the schema's, so it may show a moment after the fields' messages.
  await waitFor(() => expect(document.activeElement?.className).toBe('error-summary'));
  const summary = document.activeElement as HTMLElement;
  expect(within(summary).getByRole('heading', { name: ERROR_SUMMARY_TITLE })).toBeTruthy();
  const links = within(summary).getAllByRole('link');
  expect(links).toHaveLength(messages.length);
  for (const [index, [message, control]] of messages.entries()) {
    const link = links[index]!;
    expect(link.textContent).toMatch(message);
    expect(link.getAttribute('href')).toBe(`#${control().getAttribute('name')}`);
    const inline = screen.getAllByText(message).filter((node) => !summary.contains(node));
    expect(inline).toHaveLength(1);
  }
  await user.click(links[0]!);
  expect(document.activeElement).toBe(messages[0]![1]());
}

const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe.each(FORM_VARIANTS)('the %s enquiry form', (variant) => {
  const config = FORMS.variants[variant];

  it('shows its heading, labelled fields, +91 and the notice, and posts without JavaScript too', () => {
    renderForm(variant);
    const form = screen.getByRole('form', { name: config.heading });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/enquiries');
    expect(screen.getByLabelText(FORMS.labels.phone).getAttribute('type')).toBe('tel');
    expect(screen.getAllByText('+91')).toHaveLength(2);
    const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    expect(hidden('form_type')?.value).toBe(config.formType);
    expect(hidden('source_page')?.value).toBe(PAGES[variant]);
    expect(hidden('submission_id')).not.toBeNull();
    expect(hidden('notice_version')?.value).toBe(CURRENT_NOTICE_VERSION);
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
    // The schema's module loads on the first tap, which took over a second on a fresh CI machine:
    // answer the request once it is sent, and wait for the toast's words, as the status region is always there.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await act(async () => finish(answer(201, { id: 'x' })));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(config.success));
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
    expect(body).toMatchObject({
      consent: true,
      notice_version: CURRENT_NOTICE_VERSION,
      notice_language: 'en',
      adult: true,
    });
    expect(body).not.toHaveProperty('guardian_email');

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
    // Consent is given for one enquiry: the next starts unticked and unanswered.
    expect(consentBox().checked).toBe(false);
    expect(adultRadio('yes').checked).toBe(false);
  });

  it('says "Submitting..." from the first tap, before the schema has loaded, and never sends twice', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 'x' }));
    const { user, onSuccess } = renderForm(variant);
    await fillIn(user, variant);
    const form = screen.getByRole('form', { name: config.heading });
    // Two taps in one go: on a slow link the second came while the schema was still on its way.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    const busy = screen.getByRole('button', { name: FORMS.submitting }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledOnce();
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
    expect(consentBox().checked).toBe(true);
    expect(adultRadio('yes').checked).toBe(true);
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

    await screen.findAllByText('This email address is not accepted.');
    const email = screen.getByLabelText(FORMS.labels.email);
    await expectSummary(user, [['This email address is not accepted.', () => email]]);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('email-error');
    expect(within(screen.getByRole('alert')).getByText(FORMS.failure)).toBeTruthy();
  });

  it('says the phone is offline when no answer comes, and keeps what was typed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderForm(variant);
    await fillIn(user, variant);
    await user.click(submitButton(variant));
    expect(await within(await screen.findByRole('alert')).findByText(FORMS.offline)).toBeTruthy();
    expect((screen.getByLabelText(FORMS.labels.email) as HTMLInputElement).value).toBe(
      'asha@example.com',
    );
  });

  it('checks the fields with the shared schemas before sending anything', async () => {
    const { user } = renderForm(variant);
    await user.type(screen.getByLabelText(FORMS.labels.email), 'not-an-email');
    await user.type(screen.getByLabelText(FORMS.labels.phone), '12345');
    await user.click(submitButton(variant));

    await screen.findAllByText('Please enter your name.');
    // Typed answers stay as they were.
    expect((screen.getByLabelText(FORMS.labels.email) as HTMLInputElement).value).toBe(
      'not-an-email',
    );
    await expectSummary(user, [
      ['Please enter your name.', () => screen.getByLabelText(FORMS.labels.name)],
      [
        'Please enter a valid email address, like name@example.com.',
        () => screen.getByLabelText(FORMS.labels.email),
      ],
      [
        'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
        () => screen.getByLabelText(FORMS.labels.phone),
      ],
      ['Please tell us whether you are 18 or older.', () => adultRadio('yes')],
      [/Please tick the box to agree to the privacy notice/, consentBox],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the itemised notice in English, Marathi and Hindi, with its links', () => {
    renderForm(variant);
    for (const lang of NOTICE_LANGUAGES) {
      const notice = NOTICES[lang];
      const text = screen.getByRole('region', { name: notice.title });
      expect(text.getAttribute('lang')).toBe(lang);
      for (const item of notice.items) expect(within(text).getByText(item.data)).toBeTruthy();
      expect(within(text).getByText(notice.notUsedFor)).toBeTruthy();
      expect(within(text).getByText(notice.children)).toBeTruthy();
      expect(
        within(text).getByRole('link', { name: notice.withdraw.linkLabel }).getAttribute('href'),
      ).toBe(WITHDRAW_PATH);
      expect(
        within(text).getByRole('link', { name: notice.fullNoticeLabel }).getAttribute('href'),
      ).toBe(`/privacy#notice-${lang}`);
      expect(within(text).getByRole('link', { name: PRIVACY_CONTACT.email })).toBeTruthy();
      const pick = screen.getByRole('radio', { name: notice.languageName }) as HTMLInputElement;
      expect(pick.name).toBe('notice_language');
      expect(pick.value).toBe(lang);
      expect(pick.checked).toBe(lang === 'en');
    }
  });

  it('leaves the consent box unticked and refuses to send until it is ticked', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { id: 'x' }));
    const { user } = renderForm(variant);
    expect(consentBox().checked).toBe(false);
    expect(consentBox().required).toBe(true);
    expect(consentBox().name).toBe('consent');
    expect(consentBox().value).toBe('on');
    await fillIn(user, variant, { consent: false });
    await user.click(adultRadio('yes'));
    await user.click(submitButton(variant));

    const [, message] = await screen.findAllByText(
      /Please tick the box to agree to the privacy notice/,
    );
    expect(consentBox().getAttribute('aria-describedby')).toBe(message!.id);
    await expectSummary(user, [[/Please tick the box to agree to the privacy notice/, consentBox]]);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(consentBox());
    await user.click(submitButton(variant));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentBody()).toMatchObject({ consent: true });
  });

  it('asks for the age, and for a guardian only under 18, then says what happens next', async () => {
    fetchMock.mockResolvedValueOnce(answer(202, { status: 'pending_guardian' }));
    const { user, onSuccess } = renderForm(variant);
    expect(adultRadio('yes').required).toBe(true);
    expect(adultRadio('no').name).toBe('adult');
    // Without JavaScript the guardian's fields may be hidden, so the API, not the browser, asks for them.
    expect(field('guardian_email').required).toBe(false);
    await fillIn(user, variant, { consent: false });
    await user.click(consentBox());
    await user.click(adultRadio('no'));
    expect(field('guardian_email').getAttribute('aria-required')).toBe('true');
    await user.click(submitButton(variant));

    await screen.findAllByText('Please enter your parent’s or guardian’s name.');
    await expectSummary(user, [
      [
        'Please enter your parent’s or guardian’s name.',
        () => screen.getByLabelText(FORMS.labels.guardian_name),
      ],
      [
        /Please enter your parent’s or guardian’s email address/,
        () => screen.getByLabelText(FORMS.labels.guardian_email),
      ],
      [
        /Please enter your parent’s or guardian’s mobile number/,
        () => screen.getByLabelText(FORMS.labels.guardian_phone),
      ],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();

    await fillInGuardian(user);
    await user.click(submitButton(variant));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/thank-you/guardian'),
    );
    expect(sentBody()).toMatchObject({
      adult: false,
      guardian_name: 'Meena Patil',
      guardian_email: 'meena@example.com',
      guardian_phone: '98200 11111',
    });
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('sends the guardian only under 18: an adult who typed one first sends none', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { id: 'x' }));
    const { user } = renderForm(variant);
    await fillIn(user, variant, { consent: false });
    await user.click(adultRadio('no'));
    await fillInGuardian(user);
    await user.click(adultRadio('yes'));
    await user.click(consentBox());
    await user.click(submitButton(variant));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentBody()).toMatchObject({ adult: true });
    expect(sentBody()).not.toHaveProperty('guardian_name');
  });

  it('records the language the notice was read in', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { id: 'x' }));
    const { user } = renderForm(variant);
    await fillIn(user, variant);
    await user.click(screen.getByRole('radio', { name: NOTICES.mr.languageName }));
    expect(
      (screen.getByRole('radio', { name: NOTICES.en.languageName }) as HTMLInputElement).checked,
    ).toBe(false);
    await user.click(submitButton(variant));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentBody()).toMatchObject({ notice_language: 'mr' });
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
