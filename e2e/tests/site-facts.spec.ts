import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PROGRAM_FACTS } from '@skltcoa/shared';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'yaml';

/*
 * Issue 16 §1 and §3 on the built site: the admissions facts pages and the FAQ show the figures
 * of content/admissions-facts.yaml and content/faq.yaml, with valid JSON-LD and each block
 * marked with its source; one preview banner replaces the sample notes. axe and the budgets
 * cover these pages through the sitemap (quality-routes.spec.ts).
 */

const content = (name: string) =>
  parse(readFileSync(fileURLToPath(new URL(`../../content/${name}`, import.meta.url)), 'utf8'));

interface Fees {
  years: string[];
  components: { name: string; amounts: number[] }[];
}
const FACTS = content('admissions-facts.yaml') as Record<'barch' | 'darch', { fees: Fees }>;
const FAQ = content('faq.yaml') as { items: { question: string; answer: string }[] };
const SITE = content('site.yaml') as { final: boolean; previewBanner: string };

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
    .format(n)
    .replace(/\s/g, ' ');

/** The JSON-LD as served: what search engines read (the prerender writes it; scripts may not). */
async function jsonLd(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, unknown>[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script[^>]* type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

for (const course of ['barch', 'darch'] as const) {
  const path = `/admission/${course}-facts`;
  const fees = FACTS[course].fees;
  const totals = fees.years.map((_, y) =>
    fees.components.reduce((sum, c) => sum + c.amounts[y]!, 0),
  );

  test(`${path} shows the fees of content/admissions-facts.yaml by year and component`, async ({
    page,
  }) => {
    await page.goto(path);
    const table = page.locator('[data-source$=".fees"] table');
    await expect(table.locator('thead th')).toHaveText(['Component', ...fees.years]);
    for (const [index, component] of fees.components.entries()) {
      await expect(table.locator('tbody tr').nth(index).locator('td')).toHaveText([
        component.name,
        ...component.amounts.map(rupees),
      ]);
    }
    await expect(table.locator('tbody tr').last().locator('td').nth(1)).toHaveText(
      rupees(totals[0]!),
    );
    await expect(page.locator('[data-intake]')).toHaveText(String(PROGRAM_FACTS[course].intake));
    // Every block says which content field it comes from, so the college can correct it.
    for (const field of [
      'fees',
      'eligibility',
      'cap',
      'documents',
      'refund',
      'intake',
      'approvals',
    ])
      await expect(
        page.locator(`[data-source="content/admissions-facts.yaml ${course}.${field}"]`),
      ).toHaveCount(1);
  });

  test(`${path} describes the programme and its fees as schema.org JSON-LD`, async ({
    request,
  }) => {
    const [program] = (await jsonLd(request, path)).filter(
      (data) => data['@type'] === 'EducationalOccupationalProgram',
    );
    expect(program).toMatchObject({
      '@context': 'https://schema.org',
      name: PROGRAM_FACTS[course].program,
      timeToComplete: `P${PROGRAM_FACTS[course].durationYears}Y`,
      maximumEnrollment: PROGRAM_FACTS[course].intake,
      provider: { '@type': 'CollegeOrUniversity' },
    });
    expect(program!.offers).toEqual(
      totals.map((price) =>
        expect.objectContaining({ '@type': 'Offer', price, priceCurrency: 'INR' }),
      ),
    );
    expect((program!.programPrerequisites as string[]).length).toBeGreaterThan(0);
  });
}

test('/admission/barch-facts names NATA and JEE Main Paper 2', async ({ page }) => {
  await page.goto('/admission/barch-facts');
  await expect(page.locator('[data-source$="barch.eligibility"]')).toContainText('NATA');
  await expect(page.locator('[data-source$="barch.eligibility"]')).toContainText(
    'JEE Main Paper 2',
  );
});

test('/faq shows the questions of content/faq.yaml, as FAQPage JSON-LD too', async ({
  page,
  request,
}) => {
  await page.goto('/faq');
  await expect(page.locator('.faq dt')).toHaveText(FAQ.items.map((item) => item.question));
  const [faq] = (await jsonLd(request, '/faq')).filter((data) => data['@type'] === 'FAQPage');
  expect(faq).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: 'en',
    mainEntity: FAQ.items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  });
});

test('the home page links to both facts pages and the FAQ', async ({ page }) => {
  await page.goto('/home');
  for (const href of ['/admission/barch-facts', '/admission/darch-facts', '/faq'])
    await expect(page.locator(`.facts-links a[href="${href}"]`)).toHaveCount(1);
});

// One test per page, as the rest of the suite does.
for (const path of [
  '/home',
  '/notification',
  '/people/faculty',
  '/admission',
  '/contact',
  '/privacy',
]) {
  test(`${path} carries one preview banner and no sample notes`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('[data-content-preview]')).toHaveCount(SITE.final ? 0 : 1);
    if (!SITE.final)
      await expect(page.locator('[data-content-preview]')).toHaveText(SITE.previewBanner);
    await expect(page.locator('body')).not.toContainText('the college replaces this before launch');
  });
}
