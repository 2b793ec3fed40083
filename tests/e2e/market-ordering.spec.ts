/**
 * A guest orders carryout in Japan and in Mexico, where the stores' prices include the tax:
 *  - ja-JP at Umeda (Osaka): yen with no decimals (￥1,950), Japan's 8 % consumption tax on food
 *    taken away shown as contained in the total (うち消費税（8%）), the billing address by
 *    prefecture, paid by card through the processor's frame;
 *  - es-MX at San Pedro Garza García: pesos ($69.00), IVA 16 % included (IVA incluido (16 %)).
 * What each page from the menu to the thank-you page says of the order (its main content) reads
 * in the market's language only, and the handoff day is written the local way; the receipt mailed
 * to the guest shows the same money and the tax the total contains. (The header and
 * footer every page shares are the no-English journey's.)
 */
import { expect, test, type Page } from '@playwright/test';
import { mailTo } from './support/catering';
import { addToCart, checkOut, guest, payButton, typeCard } from './support/checkout';
import { expectNoEnglish } from './support/page-text';
import { visit } from './support/pages';
import { text, type Language } from './support/text';

type Market = {
  lang: Language;
  tag: string;
  menu: string;
  item: string;
  taxName: Parameters<typeof text>[1];
  rate: string;
  /** An amount as the market writes it, and the same with decimals it must never show. */
  money: RegExp;
  noDecimals: RegExp | null;
  /** The guest's phone as a diner there types it: nationally, without the country code. */
  phone: string;
  billing: { address: string; city: string; region: string; postal: string };
  /** When the order is ready as the market writes it: the handoff's date, or for one as soon as possible its time. */
  when: RegExp;
  /** The store's address on the thank-you page, as the market writes it. */
  storeAddress: string;
};

const MARKETS: Market[] = [
  {
    lang: 'ja', tag: 'ja-JP',
    menu: '/jp/ja/quote/everyday/osaka-umeda?type=carryout',
    item: '/jp/ja/quote/everyday/osaka-umeda/desserts/banana-pudding?type=carryout',
    taxName: 'checkout.tax.CONSUMPTION', rate: '8',
    money: /[¥￥]\d{1,3}(,\d{3})*/, noDecimals: /[¥￥][\d,]+\.\d/,
    phone: '090-5555-0199',
    billing: { address: '北区梅田1-9-20', city: '大阪市', region: '大阪府', postal: '530-0001' },
    when: /\d{1,2}月\d{1,2}日|\d{1,2}:\d\d頃/,
    storeAddress: '〒530-0001 大阪府大阪市北区梅田1-9-20',
  },
  {
    lang: 'es', tag: 'es-MX',
    menu: '/mx/es/quote/everyday/monterrey-san-pedro?type=carryout',
    item: '/mx/es/quote/everyday/monterrey-san-pedro/desserts/banana-pudding?type=carryout',
    taxName: 'checkout.tax.IVA', rate: '16',
    money: /\$\d{1,3}(,\d{3})*\.\d\d/, noDecimals: null,
    phone: '81 5555 0199',
    billing: { address: 'Av. José Vasconcelos 402', city: 'San Pedro Garza García', region: 'Nuevo León', postal: '66260' },
    when: /\d{1,2} de [a-z]+|alrededor de las \d{1,2}:\d\d/,
    storeAddress: 'Av. José Vasconcelos 402, Col. Residencial San Agustín, C.P. 66260 Monterrey, Nuevo León',
  },
];

/** The totals table's row for the tax the total contains, with its amount. */
function includedTaxRow(page: Page, market: Market) {
  const label = text(market.lang, 'checkout.totals.taxIncluded', { name: text(market.lang, market.taxName), rate: market.rate });
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
}

async function expectMarketMoney(page: Page, market: Market) {
  await expect(includedTaxRow(page, market)).toContainText(market.money);
  const body = await page.getByRole('main').innerText();
  expect(body).toMatch(market.money);
  if (market.noDecimals) expect(body).not.toMatch(market.noDecimals);
}

for (const market of MARKETS) {
  const { lang, tag } = market;

  test(`${tag}: a guest orders carryout and pays by card, the tax shown as included, in the market's money and language`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await visit(page, market.menu);
    await expect(page.getByText(text(lang, 'menu.pricesIncludeTax'))).toBeVisible();
    await expect(page.getByRole('main')).toContainText(market.money);
    await expectNoEnglish(page, lang, tag, 'menu', 'main');

    await addToCart(page, lang, market.item);
    // Prices include the tax: the tax is a line under the total, the part of it the tax makes up.
    await expect(page.getByRole('rowheader', { name: text(lang, 'checkout.totals.total'), exact: true })).toBeVisible();
    await expectMarketMoney(page, market);
    await expectNoEnglish(page, lang, tag, 'cart', 'main');

    const who = { ...guest(lang), phone: market.phone };
    await checkOut(page, lang, who);
    await expectNoEnglish(page, lang, tag, 'payment', 'main');
    await typeCard(page, lang, '4242 4242 4242 4242');
    await page.getByLabel(text(lang, 'checkout.payment.cardholderName')).fill('Ada Pitmaster');
    await page.getByLabel(text(lang, 'checkout.payment.address')).fill(market.billing.address);
    await page.getByLabel(text(lang, 'checkout.payment.city')).fill(market.billing.city);
    const region = lang === 'ja' ? 'checkout.payment.prefecture' : 'checkout.payment.state';
    const postal = lang === 'ja' ? 'checkout.payment.postalCode' : 'checkout.payment.zip';
    await page.getByLabel(text(lang, region), { exact: true }).fill(market.billing.region);
    await page.getByLabel(text(lang, postal), { exact: true }).fill(market.billing.postal);
    await expect(payButton(page, lang)).toContainText(market.money);
    if (market.noDecimals) await expect(payButton(page, lang)).not.toContainText(market.noDecimals);
    await payButton(page, lang).click();

    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.thankYou.title', { name: 'Ada' }) })).toBeVisible();
    await expectMarketMoney(page, market);
    await expect(page.getByRole('main')).toContainText(market.when);
    await expect(page.getByRole('main')).toContainText(market.storeAddress);
    await expect(page.getByRole('main')).not.toContainText('undefined');
    await expectNoEnglish(page, lang, tag, 'confirmation', 'main');

    const receipt = await mailTo(request, who.email, /./);
    expect(receipt.text).toContain(text(lang, 'checkout.totals.taxIncluded', { name: text(lang, market.taxName), rate: market.rate }));
    expect(receipt.text).toMatch(market.money);
    if (market.noDecimals) expect(receipt.text).not.toMatch(market.noDecimals);
  });
}
