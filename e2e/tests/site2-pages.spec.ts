import { gotoHydrated } from '../support/page';
import { expect, test } from '@playwright/test';

/* The second half of the site: every page's HTML, the legacy redirects, JavaScript off, axe. */

const PAGES: [path: string, text: string][] = [
  ['/academics', 'Syllabus at a glance'],
  ['/academics/philosophy', 'Why we teach the way we do'],
  ['/academics/calendar', 'College reopens'],
  ['/academics/objectives', 'Strong foundations'],
  ['/academics/outcomes', 'Will be updated soon.'],
  ['/academics/notices', '/docs/Notices/Students/September/'],
  ['/academics/semester-briefs', 'Seeing and making'],
  ['/academics/syllabus', 'IX &amp; X'],
  ['/academics/swayam', 'What is SWAYAM?'],
  ['/people', 'Meet the college'],
  ['/people/leadership', 'Leadership principles'],
  ['/people/mentorship', '95 percent'],
  ['/people/publications', 'Upcoming publications'],
  ['/people/research', 'Key research areas'],
  ['/people/achievements', 'Institutional achievements'],
  ['/people/committees', 'Anti-Ragging Committee'],
  ['/people/faculty', 'No photo available'],
  ['/life', 'Explore campus life'],
  ['/life/life-at-skltcoa', 'Student Grievance/Feedback'],
  ['/life/skills-at-skltcoa', 'Industry Certifications'],
  ['/life/learnings-at-skltcoa', 'Talk Series'],
  ['/student-welfare', 'Diversity, equity and inclusion policy'],
  ['/contact', 'Show map'],
  ['/career', 'How to apply'],
  ['/privacy', 'Grievance Officer (Data Protection)'],
  ['/rnd', 'Research cells'],
  ['/examination', 'Assessment scheme'],
  ['/notification', 'Recent notices'],
  ['/web-leads', 'Admission leads'],
];

const LEGACY: [from: string, to: string][] = [
  ...['philosophy', 'calendar', 'objectives', 'outcomes', 'swayam', 'syllabus'].map(
    (slug): [string, string] => [`/academic/${slug}`, `/academics/${slug}`],
  ),
  ['/courses/darch/time-line', '/courses/darch/time-table'],
];

test('every page of this half answers 200 with its content in the HTML', async ({ request }) => {
  for (const [path, text] of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(text);
    expect(html.match(/<title/g), path).toHaveLength(1);
  }
});

test('legacy paths answer 301 to the canonical page', async ({ request }) => {
  for (const [from, to] of LEGACY) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://x').pathname, from).toBe(to);
  }
});

test('/web-leads is a noindex shell that lists no leads', async ({ request }) => {
  const html = await (await request.get('/web-leads')).text();
  expect(html).toMatch(/<meta[^>]* name="robots" content="noindex"/);
  expect(html).not.toContain('<table');
  expect(html).not.toContain('Total:');
  // The CSV library is fetched only when staff press Export CSV.
  expect(html).not.toContain('leads-csv');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the faculty directory lists all 25 and the calendar reads in full', async ({ page }) => {
    await page.goto('/people/faculty');
    await expect(page.locator('.faculty-card')).toHaveCount(25);
    await expect(page.getByText('No photo available').first()).toBeVisible();
    await page.goto('/academics/calendar');
    for (const text of ['June 2, 2025', 'Thesis submission', 'May to July 2026']) {
      await expect(page.getByRole('cell', { name: text })).toBeVisible();
    }
    await page.goto('/academics/notices');
    await expect(
      page.getByRole('link', { name: /Schedule of internal design reviews/ }),
    ).toBeVisible();
  });
});

test('the faculty directory searches in any case and shows its empty state', async ({ page }) => {
  await gotoHydrated(page, '/people/faculty');
  const search = page.getByRole('searchbox', { name: 'Search faculty' });
  await search.fill('KULKARNI');
  await expect(page.locator('.faculty-card')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Designation' }).selectOption('Dean');
  await expect(page.locator('.faculty-card')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Designation' }).selectOption('All');
  await search.fill('no such teacher');
  await expect(page.locator('.faculty-card')).toHaveCount(0);
  await expect(page.locator('.directory__status')).toHaveText(
    'No faculty found for "no such teacher"',
  );
});

test('the notices accordion opens students and closes faculty, by keyboard too', async ({
  page,
}) => {
  await gotoHydrated(page, '/academics/notices');
  const students = page.locator('details', {
    has: page.getByRole('heading', { name: 'For students' }),
  });
  const faculty = page.locator('details', {
    has: page.getByRole('heading', { name: 'For faculty' }),
  });
  await expect(students.first()).toHaveAttribute('open', '');
  await expect(faculty).not.toHaveAttribute('open');
  await expect(page.getByRole('link', { name: /Jury panel duties/ })).toBeHidden();
  await faculty.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(faculty).toHaveAttribute('open', '');
  await expect(page.getByRole('link', { name: /Jury panel duties/ })).toBeVisible();
  await students.first().locator('summary').first().click();
  await expect(
    page.getByRole('link', { name: /Schedule of internal design reviews/ }),
  ).toBeHidden();
});

test('the contact map makes no third-party request until asked', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await page.route(/google\.com/, (route) => route.fulfill({ status: 200, body: 'map' }));
  await gotoHydrated(page, '/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /\+91/ }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /admissions@/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /Instagram|Facebook|LinkedIn|YouTube/ })).toHaveCount(
    4,
  );
  expect(external).toEqual([]);
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('iframe')).toBeVisible();
  await expect.poll(() => external.some((url) => url.includes('google.com'))).toBe(true);
});

test('the life panels grow on hover and focus, and lead to their pages', async ({ page }) => {
  await gotoHydrated(page, '/life');
  const panels = page.locator('.picker__panel');
  await panels.nth(1).hover();
  await expect(panels.nth(1)).toHaveClass(/is-active/);
  await expect(panels.nth(0)).toHaveClass(/is-shrunk/);
  await panels.nth(2).getByRole('link').focus();
  await expect(panels.nth(2)).toHaveClass(/is-active/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/life\/skills-at-skltcoa$/);
  await expect(page.getByRole('cell', { name: 'Technical Skills' })).toBeVisible();
});
