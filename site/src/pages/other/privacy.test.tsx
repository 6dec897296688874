import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { NOTICES } from '../../content/notice';
import { PRIVACY_CONTACT as SHARED_CONTACT } from '@skltcoa/shared';
import { PRIVACY_CONTACT } from '../../content/privacy-contact';
import { LANGUAGES, RIGHTS_REQUEST_PATH, WITHDRAW_PATH } from '../../content/privacy-facts';
import ThankYouGuardian from '../thank-you-guardian';
import Contact from './contact';
import Privacy from './privacy';

const renderAt = (page: React.ReactNode) =>
  render(<MemoryRouter initialEntries={['/privacy']}>{page}</MemoryRouter>);

it('shows the versioned notice whole in English, Marathi and Hindi, English first, with jumps between them', () => {
  const { container } = renderAt(<Privacy />);
  const sections = [...container.querySelectorAll('section[id^="notice-"]')];
  expect(sections.map((section) => section.getAttribute('lang'))).toEqual(LANGUAGES);
  for (const lang of LANGUAGES) {
    const notice = NOTICES[lang];
    const section = container.querySelector<HTMLElement>(`#notice-${lang}`)!;
    expect(within(section).getByRole('heading', { name: notice.title })).toBeTruthy();
    for (const item of notice.items) expect(within(section).getByText(item.data)).toBeTruthy();
    expect(within(section).getByText(notice.retention)).toBeTruthy();
    expect(within(section).getByText(notice.complaint)).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: notice.withdraw.linkLabel }).getAttribute('href'),
    ).toBe(WITHDRAW_PATH);
    expect(screen.getByRole('link', { name: notice.languageName }).getAttribute('href')).toBe(
      `#notice-${lang}`,
    );
  }
});

it.each([
  ['/privacy', <Privacy key="privacy" />],
  ['/contact', <Contact key="contact" />],
])('%s names the privacy contact and how a grievance is answered', (_path, page) => {
  renderAt(page);
  expect(screen.getAllByText(PRIVACY_CONTACT.name).length).toBeGreaterThan(0);
  // The words are content/privacy.yaml's; in English they must be the ones the emails send.
  expect(screen.getByText(SHARED_CONTACT.grievance)).toBeTruthy();
  expect(screen.getAllByText(`, ${SHARED_CONTACT.role}`, { exact: false }).length).toBeGreaterThan(
    0,
  );
  expect(screen.getAllByRole('link', { name: PRIVACY_CONTACT.email }).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('link', { name: PRIVACY_CONTACT.phone }).length).toBeGreaterThan(0);
  const withdraw = screen.getAllByRole('link', { name: /withdraw your consent/i });
  expect(withdraw.map((link) => link.getAttribute('href'))).toContain(WITHDRAW_PATH);
});

it('links every withdrawal and rights request to shared’s paths, which the YAML repeats', () => {
  renderAt(<Privacy />);
  const hrefs = (name: RegExp) =>
    new Set(screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href')));
  expect(hrefs(/^withdraw your consent$/i)).toEqual(new Set([WITHDRAW_PATH]));
  expect(hrefs(/^(your data rights|see, correct or erase your data)$/i)).toEqual(
    new Set([RIGHTS_REQUEST_PATH]),
  );
});

it('fills in every figure and name: no {name} is left on the page', () => {
  const { container } = renderAt(<Privacy />);
  expect(container.textContent).not.toMatch(/\{\w+\}/);
  expect(container.textContent).toContain(`version ${NOTICES.en.version}`);
});

it('tells an enquirer under 18 what happens next: the link, 7 days, then erasure', () => {
  renderAt(<ThankYouGuardian />);
  const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(steps.join(' ')).toMatch(/valid for 7 days/);
  expect(steps.join(' ')).toMatch(/reaches our admissions team/);
  expect(steps.join(' ')).toMatch(/within 7 days, we erase your enquiry/);
  expect(screen.getByText(NOTICES.mr.children).getAttribute('lang')).toBe('mr');
  expect(screen.getByText(NOTICES.hi.children).getAttribute('lang')).toBe('hi');
});
