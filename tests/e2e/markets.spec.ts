/**
 * The same site in every market: the URL picks the country and language (README, "Markets and
 * URLs"), the page speaks that language and says so in <html lang>. A cart keeps its own
 * currency whichever market's page shows it.
 */
import { expect, test } from '@playwright/test';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

const MARKETS: { home: string; lang: string; language: Language }[] = [
  { home: '/', lang: 'en-US', language: 'en' },
  { home: '/ca/en', lang: 'en-CA', language: 'en' },
  { home: '/ca/fr', lang: 'fr-CA', language: 'fr' },
  { home: '/br/pt', lang: 'pt-BR', language: 'pt' },
  { home: '/br/en', lang: 'en-BR', language: 'en' },
  { home: '/jp/ja', lang: 'ja-JP', language: 'ja' },
  { home: '/jp/en', lang: 'en-JP', language: 'en' },
  { home: '/mx/es', lang: 'es-MX', language: 'es' },
  { home: '/mx/en', lang: 'en-MX', language: 'en' },
  { home: '/ae', lang: 'en-AE', language: 'en' },
  { home: '/eg', lang: 'en-EG', language: 'en' },
  { home: '/pk', lang: 'en-PK', language: 'en' },
  { home: '/ph', lang: 'en-PH', language: 'en' },
];

test.describe('every locale answers in its language', () => {
  for (const { home, lang, language } of MARKETS) {
    test(`${home} is ${lang}, and so is its Locations page`, async ({ page }) => {
      await visit(page, home);
      await expectLang(page, lang);
      const nav = page.getByRole('navigation', { name: text(language, 'layout.mainNav') });
      await nav.getByRole('link', { name: text(language, 'nav.locations') }).click();
      await expect(page).toHaveURL(`${home === '/' ? '' : home}/locations`);
      await expectLang(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: text(language, 'locations.title') })).toBeVisible();
    });
  }
});

test('/ca/fr/locations is in French, with the Canadian stores by province', async ({ page }) => {
  await visit(page, '/ca/fr/locations');
  await expectLang(page, 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  for (const province of ['Ontario', 'Québec', 'Alberta', 'Colombie-Britannique']) {
    await expect(page.getByRole('heading', { level: 2, name: province })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Texas' })).toHaveCount(0);
});

test('/jp/ja is Japanese', async ({ page }) => {
  await visit(page, '/jp/ja');
  await expectLang(page, 'ja-JP');
  await expect(page.getByRole('link', { name: '店舗一覧' }).first()).toBeVisible();
});

test('/ae is English', async ({ page }) => {
  await visit(page, '/ae');
  await expectLang(page, 'en-AE');
  await expect(page.getByRole('link', { name: 'Locations' }).first()).toBeVisible();
});

test.describe('international stores do not take online orders', () => {
  test('a Dubai store lists its delivery partners and says it does not offer online ordering', async ({ page }) => {
    await visit(page, '/ae/locations');
    await page.getByRole('link', { name: 'Dubai Marina' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dubai Marina');
    await expect(page.getByText(text('en', 'store.noOnlineOrdering'))).toBeVisible();
    const partners = page.getByRole('region', { name: text('en', 'store.deliveryPartners') });
    for (const partner of ['Talabat', 'Deliveroo']) {
      await expect(partners.getByRole('link', { name: new RegExp(partner) })).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('a Tokyo store says so in Japanese', async ({ page }) => {
    await visit(page, '/jp/ja/locations');
    // The store is the card under the city heading, named in Japanese on the Japanese site.
    await page.getByRole('heading', { level: 4, name: '渋谷' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('渋谷');
    await expectLang(page, 'ja-JP');
    await expect(page.getByText(text('ja', 'store.noOnlineOrdering'))).toBeVisible();
    await expect(page.getByRole('region', { name: text('ja', 'store.deliveryPartners') }).getByRole('link', { name: /Uber Eats/ })).toBeVisible();
  });
});

test('a Canadian cart shows its total in CAD in the header, on a US page too, which offers to continue it in Canada or start anew', async ({ page }) => {
  await visit(page, '/ca/en/quote/everyday/montreal-plateau/meats-by-the-pound/pulled-pork-lb?type=carryout');
  await page.getByRole('button', { name: text('en', 'ordering.item.addToCart') }).click();
  await expect(page.getByRole('link', { name: text('en', 'ordering.item.viewCart') }).first()).toBeVisible();
  const cartSummary = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${text('en', 'shell.cart.label')}\\b`) });
  // Canadian English writes Canadian dollars as plain '$'.
  await expect(cartSummary).toContainText(/\$\d+\.\d\d/);

  await visit(page, '/locations');
  await expectLang(page, 'en-US');
  await expect(cartSummary).toContainText(/CA\$\d+\.\d\d/);

  const elsewhere = page.getByRole('region', { name: text('en', 'shell.cartElsewhere.label') });
  await expect(elsewhere).toContainText(text('en', 'shell.cartElsewhere.text', { country: 'Canada' }));
  await expect(elsewhere.getByRole('link', { name: text('en', 'shell.cartElsewhere.startHere') })).toHaveAttribute('href', '/order-now');
  await elsewhere.getByRole('link', { name: text('en', 'shell.cartElsewhere.continue') }).click();
  await expect(page).toHaveURL(/\/ca\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'checkout.cart.title') })).toBeVisible();
  await expect(page.getByRole('region', { name: text('en', 'shell.cartElsewhere.label') })).toHaveCount(0);
});
