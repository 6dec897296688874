/**
 * "Reaching the campus" (content/reaching.yaml): the address with a plain map link, stations,
 * buses and the hostel, in English, Marathi and Hindi, each declaring its language; linked from
 * the contact and admission pages in the reader's language; sample facts say so in the page's
 * language; axe finds nothing serious.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { gotoHydrated } from '../support/page';

const PATH = '/contact/reaching-the-campus';

const VERSIONS = [
  {
    language: 'en',
    prefix: '',
    heading: 'Reaching the campus',
    sections: ['By train and metro', 'By bus', 'Hostel and staying in Mumbai'],
    hostel: 'The college has no hostel of its own.',
    sample: 'Sample: the college has not yet confirmed these details.',
  },
  {
    language: 'mr',
    prefix: '/mr',
    heading: 'परिसरात कसे पोहोचाल',
    sections: ['रेल्वे आणि मेट्रोने', 'बसने', 'वसतिगृह आणि मुंबईत राहण्याची सोय'],
    hostel: 'महाविद्यालयाचे स्वतःचे वसतिगृह नाही.',
    sample: 'नमुना: महाविद्यालयाने हा तपशील अद्याप निश्चित केलेला नाही.',
  },
  {
    language: 'hi',
    prefix: '/hi',
    heading: 'परिसर तक कैसे पहुँचें',
    sections: ['रेल और मेट्रो से', 'बस से', 'छात्रावास और मुंबई में रहना'],
    hostel: 'कॉलेज का अपना कोई छात्रावास नहीं है।',
    sample: 'नमूना: कॉलेज ने यह जानकारी अभी पक्की नहीं की है।',
  },
] as const;

// Entrance animations fade text in; axe should judge the colours people read, not a mid-fade frame.
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 60_000 });

for (const version of VERSIONS) {
  test(`${version.language}: the page gives the address, a plain map link, stations, buses and the hostel, and axe finds nothing serious`, async ({
    page,
  }) => {
    const response = await page.goto(`${version.prefix}${PATH}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', version.language);
    await expect(page.getByRole('heading', { level: 1, name: version.heading })).toBeVisible();
    for (const name of version.sections)
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('main').locator('address')).toContainText('400064');
    await expect(page.getByText(version.hostel)).toBeVisible();
    // Each unconfirmed section says so, in the page's language.
    await expect(page.locator('.sample-note')).toHaveCount(3);
    await expect(page.locator('.sample-note').first()).toContainText(version.sample);

    // A plain link to the map, opening a new tab: no map frame and no script from Google.
    const map = page.locator('a[href^="https://www.google.com/maps/search/"]');
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute('target', '_blank');
    expect(await map.getAttribute('href')).toContain('400064');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('script[src*="google"]')).toHaveCount(0);

    // Hydrated, the page stays in its language and axe finds nothing serious.
    await gotoHydrated(page, `${version.prefix}${PATH}`);
    await expect(page.locator('html')).toHaveAttribute('lang', version.language);
    expect(await seriousViolations(page, `${version.language} reaching the campus`)).toEqual([]);
  });

  test(`${version.language}: the contact, admission and home pages link to it in the same language`, async ({
    request,
  }) => {
    for (const from of ['/contact', '/admission', '/admission/scholarship', '/home']) {
      const html = await (await request.get(`${version.prefix}${from}`)).text();
      expect(html, from).toContain(`lang="${version.language}"`);
      expect(html, from).toContain(`href="${version.prefix}${PATH}"`);
    }
  });
}
