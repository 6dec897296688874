import {
  ENQUIRY_REFUSALS,
  FORM_MESSAGES,
  FORM_WORDS,
  PROGRAM_NAMES,
  type FieldErrors,
  type Language,
} from '@skltcoa/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubFetch } from '../test-fetch';

/*
 * The forms in each build's language. The language is a build-time constant
 * (src/language.ts), so each case loads the form's modules afresh with it set.
 */

const fetchMock = stubFetch();
afterEach(() => {
  vi.unstubAllEnvs();
});

async function renderIn(language: Language, variant: 'barch' | 'admission', path: string) {
  vi.stubEnv('VITE_SITE_LANGUAGE', language);
  vi.resetModules();
  const [{ EnquiryForm }, { ToastProvider }, { MemoryRouter }, { FORMS }] = await Promise.all([
    import('./enquiry-form'),
    import('./toast'),
    import('react-router-dom'),
    import('../content/forms'),
  ]);
  render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <EnquiryForm variant={variant} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return { FORMS, user: userEvent.setup({ delay: null }) };
}

const named = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]`);

const PHONE_RULE = 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.';

describe.each(['mr', 'hi'] as const)(
  'the enquiry form in the %s build',
  (language) => {
    const words = FORM_WORDS[language];
    const messages = FORM_MESSAGES[language]!;
    const say = (english: string) => messages[english]!;

    it('reads its own language’s words, opens the notice in it and posts the page’s language', async () => {
      const { FORMS } = await renderIn(language, 'barch', '/courses/barch/admission');
      expect(FORMS.labels).toEqual(words.labels);
      expect(screen.getByRole('form', { name: words.variants.barch.heading })).toBeTruthy();
      for (const label of ['name', 'email', 'phone', 'program'] as const) {
        expect(screen.getByLabelText(words.labels[label])).toBeTruthy();
      }
      expect(screen.queryByLabelText(FORM_WORDS.en.labels.name)).toBeNull();
      expect(screen.getByRole('button', { name: words.variants.barch.submit })).toBeTruthy();
      expect((screen.getByLabelText(words.labels.name) as HTMLInputElement).placeholder).toBe(
        words.placeholders.name,
      );
      expect(screen.getByText(words.notice.guardianHint)).toBeTruthy();

      const picked = document.querySelector<HTMLInputElement>(
        'input[name="notice_language"]:checked',
      );
      expect(picked?.value).toBe(language);
      expect(named('language')?.value).toBe(language);
      // The programme reads in the language; the programme itself is what the form posts.
      const shown = screen.getByLabelText(words.labels.program) as HTMLInputElement;
      expect(shown.value).toBe(PROGRAM_NAMES[language]!['Bachelor of Architecture']);
      expect(shown.name).toBe('');
      expect(named('program')?.value).toBe('Bachelor of Architecture');
    });

    it('shows the schema’s messages and the summary in its language, and sends nothing', async () => {
      const { user } = await renderIn(language, 'admission', '/admission');
      expect(
        within(screen.getByLabelText(words.labels.program)).getByRole('option', {
          name: PROGRAM_NAMES[language]!['Diploma in Architecture'],
        }),
      ).toBeTruthy();
      await user.type(screen.getByLabelText(words.labels.phone), '12345');
      await user.click(screen.getByRole('button', { name: words.variants.admission.submit }));

      const summary = (await screen.findByRole('heading', { name: words.errorSummaryTitle }))
        .parentElement!;
      const listed = within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(listed).toEqual(
        expect.arrayContaining([
          say('Please enter your name.'),
          say('Please enter your email address.'),
          say(PHONE_RULE),
          say('Please tell us whether you are 18 or older.'),
        ]),
      );
      expect(listed.every((text) => /[\u0900-\u097F]/.test(text ?? ''))).toBe(true);
      // Beside the field too, and read out with it.
      const phone = screen.getByLabelText(words.labels.phone);
      const inline = document.getElementById(
        phone.getAttribute('aria-describedby')!.split(' ')[1]!,
      );
      expect(inline?.textContent).toBe(say(PHONE_RULE));
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('toasts a refusal and the server’s field messages in its language', async () => {
      const { user } = await renderIn(language, 'admission', '/admission');
      await user.type(screen.getByLabelText(words.labels.name), 'Asha Patil');
      await user.type(screen.getByLabelText(words.labels.email), 'asha@example.com');
      await user.type(screen.getByLabelText(words.labels.phone), '98765 43210');
      await user.click(
        document.querySelector<HTMLInputElement>('input[name="adult"][value="yes"]')!,
      );
      await user.click(screen.getByRole('checkbox'));

      fetchMock.mockResolvedValueOnce(answer(429, { error: ENQUIRY_REFUSALS.tooManyFromNetwork }));
      await user.click(screen.getByRole('button', { name: words.variants.admission.submit }));
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.textContent).toContain(words.failure));
      expect(alert.textContent).toContain(say(ENQUIRY_REFUSALS.tooManyFromNetwork));

      const fields: FieldErrors = { phone: PHONE_RULE };
      fetchMock.mockResolvedValueOnce(answer(400, { error: ENQUIRY_REFUSALS.invalid, fields }));
      await user.click(screen.getByRole('button', { name: words.variants.admission.submit }));
      expect((await screen.findAllByText(say(PHONE_RULE))).length).toBe(2);
      expect(screen.queryByText(PHONE_RULE)).toBeNull();
      // The JSON path sends the notice's language as picked, and no page language field.
      const sent = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<
        string,
        unknown
      >;
      expect(sent.notice_language).toBe(language);
    });
    // Each case loads the form's modules afresh, which takes a while on a busy machine.
  },
  20_000,
);

it('the English build reads the English words and posts no page language', async () => {
  const { FORMS } = await renderIn('en', 'barch', '/courses/barch/admission');
  expect(FORMS.labels).toEqual(FORM_WORDS.en.labels);
  expect(FORMS.errorSummaryTitle).toBe('There is a problem');
  expect(named('language')).toBeNull();
  const program = screen.getByLabelText(FORM_WORDS.en.labels.program) as HTMLInputElement;
  expect([program.name, program.value]).toEqual(['program', 'Bachelor of Architecture']);
  expect(
    document.querySelector<HTMLInputElement>('input[name="notice_language"]:checked')?.value,
  ).toBe('en');
}, 20_000);
