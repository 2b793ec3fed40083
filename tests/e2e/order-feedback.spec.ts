/**
 * Order feedback journeys: a guest pays an order, rates it from the thank-you page, and after a
 * high rating reviews the restaurant found by a search; a second answer is refused; a low rating
 * offers no review-us; the confirmation email's rating link opens the feedback in a browser that
 * holds no order cookie. In en-US and fr-CA, with the thank-you email in the outbox. The store's
 * staff then read the rating in the console.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ORDER_FEEDBACK_POINTS } from '../../domain/validation/order-feedback';
import { createAccount, PASSWORD, signIn, uniqueEmail, verifyAccount } from './support/accounts';
import { mailTo } from './support/catering';
import { addToCart, checkOut, fillCard, guest, payButton, type Card, type Guest } from './support/checkout';
import { visit } from './support/pages';
import { signInStaff } from './support/staff';
import { text, type Language } from './support/text';

const API = process.env.E2E_API_URL ?? 'http://localhost:4100';

type Market = { lang: Language; tag: string; itemPath: string; card: Card; canada: boolean; search: string; store: string; slug: string };

const MARKETS: Market[] = [
  {
    lang: 'en', tag: 'en-US', itemPath: '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout',
    card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' }, canada: false,
    search: '75206', store: 'Lower Greenville', slug: 'dallas-lower-greenville',
  },
  {
    lang: 'fr', tag: 'fr-CA', itemPath: '/ca/fr/quote/everyday/montreal-plateau/meats-by-the-pound/pulled-pork-lb?type=carryout',
    card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' }, canada: true,
    search: 'H2W 1Y8', store: 'Plateau-Mont-Royal', slug: 'montreal-plateau',
  },
];

async function payAnOrder(page: Page, market: Market, who: Guest): Promise<string> {
  await addToCart(page, market.lang, market.itemPath);
  await checkOut(page, market.lang, who);
  await fillCard(page, market.lang, market.card, market.canada);
  await payButton(page, market.lang).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
  return /\/order\/([^/]+)\/summary$/.exec(page.url())![1]!;
}

async function orderToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'orderToken');
  return decodeURIComponent(cookie?.value ?? '');
}

async function expectThanksMail(request: APIRequestContext, who: Guest, subject: RegExp) {
  await expect(async () => {
    const outbox = await request.get(`${API}/online-ordering/dev/outbox`);
    const { data } = (await outbox.json()) as { data: { to: string; subject: string }[] };
    expect(data.some((mail) => mail.to.includes(who.email) && subject.test(mail.subject))).toBe(true);
  }).toPass({ timeout: 10_000 });
}

const stars = (lang: Language, count: number) => text(lang, count === 1 ? 'orderFeedback.oneStar' : 'orderFeedback.stars', { count: String(count) });

for (const market of MARKETS) {
  const { lang } = market;

  test(`${market.tag}: a guest rates a paid order 5 stars, reviews the restaurant found by search, and cannot answer twice`, async ({ page, context, request }) => {
    // The longest journey here (pay, rate, review, refused twice, the staff console): about 25–30 s on a 2-core machine.
    test.setTimeout(60_000);
    const who = guest(`feedback-${lang}`);
    const orderId = await payAnOrder(page, market, who);
    const panel = page.getByRole('region', { name: text(lang, 'orderFeedback.title') });
    await expect(panel).toBeVisible();

    // Sent without a rating: the form says so and puts the focus on the stars.
    await panel.getByRole('button', { name: text(lang, 'orderFeedback.submit') }).click();
    await expect(panel.getByText(text(lang, 'orderFeedback.error.order_feedback_rating_required', { min: '1', max: '5' }))).toBeVisible();
    await expect(panel.getByRole('radio', { name: stars(lang, 1) })).toBeFocused();

    await panel.getByRole('radio', { name: stars(lang, 5) }).check();
    await panel.getByLabel(text(lang, 'orderFeedback.comment')).fill('Smoky, tender, and ready on time.');
    await panel.getByRole('button', { name: text(lang, 'orderFeedback.submit') }).click();
    await expect(panel.getByText(text(lang, 'orderFeedback.thanksTitle'))).toBeVisible();
    await expect(panel.getByText(text(lang, 'orderFeedback.thanksNext'))).toBeVisible();
    await expectThanksMail(request, who, lang === 'fr' ? /Merci d’avoir évalué la commande/ : /Thank you for rating order/);

    // Review-us: a restaurant is required, then found by a search.
    const review = panel.getByRole('region', { name: text(lang, 'orderFeedback.review.title') });
    await review.getByRole('button', { name: text(lang, 'orderFeedback.review.submit') }).click();
    await expect(review.getByText(text(lang, 'checkout.error.restaurantRequired'))).toBeVisible();
    await review.getByLabel(text(lang, 'orderFeedback.review.searchLabel')).fill(market.search);
    await review.getByRole('button', { name: text(lang, 'orderFeedback.review.search') }).click();
    await review.getByRole('radio', { name: new RegExp(market.store) }).check();
    await review.getByRole('button', { name: text(lang, 'orderFeedback.review.submit') }).click();
    await expect(review.getByText(text(lang, 'orderFeedback.review.ready', { store: market.store }))).toBeVisible();
    const link = review.getByRole('link', { name: text(lang, 'orderFeedback.review.link', { store: market.store }) });
    await expect(link).toHaveAttribute('href', `https://facebook.example/whitlocks.${market.slug}/reviews`);
    await expect(link).toHaveAttribute('target', '_blank');

    // The page remembers the answer: no form again, and a second answer is refused.
    await page.reload();
    await expect(panel.getByText(text(lang, 'orderFeedback.yourRating', { stars: stars(lang, 5) }))).toBeAttached();
    await expect(panel.getByRole('button', { name: text(lang, 'orderFeedback.submit') })).toHaveCount(0);
    const again = await request.post(`${API}/online-ordering/survey-management/orders/${orderId}/feedback`, {
      headers: { 'x-order-token': await orderToken(context), 'accept-language': market.tag },
      data: { rating: 1 },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'order_feedback_already_answered' });

    if (lang !== 'en') return;
    // The store's staff read the rating in the console, with the restaurant chosen for review-us.
    const order = await request.get(`${API}/online-ordering/orders/${orderId}`, { headers: { 'x-order-token': await orderToken(context) } });
    const { number } = (await order.json()) as { number: string };
    await signInStaff(page, lang);
    await visit(page, '/staff/feedback');
    await page.getByRole('navigation', { name: text(lang, 'contact.staff.kinds') }).getByRole('link', { name: text(lang, 'contact.staff.kind.orderFeedback') }).click();
    await expect(page).toHaveURL(/\/staff\/feedback\?kind=order-feedback$/);
    const card = page.getByRole('article', { name: text(lang, 'contact.staff.order', { number }) });
    await expect(card.getByText(text(lang, 'contact.staff.rating', { rating: '5' }))).toBeVisible();
    await expect(card.getByText(text(lang, 'contact.staff.review', { store: market.store }))).toBeVisible();
    await expect(card.getByText('Smoky, tender, and ready on time.')).toBeVisible();
  });

  test(`${market.tag}: a low rating is thanked and offers no review-us`, async ({ page }) => {
    const who = guest(`feedback-low-${lang}`);
    await payAnOrder(page, market, who);
    const panel = page.getByRole('region', { name: text(lang, 'orderFeedback.title') });
    await panel.getByRole('radio', { name: stars(lang, 2) }).check();
    await panel.getByRole('button', { name: text(lang, 'orderFeedback.submit') }).click();
    await expect(panel.getByText(text(lang, 'orderFeedback.thanksTitle'))).toBeVisible();
    await expect(page.getByRole('heading', { name: text(lang, 'orderFeedback.review.title') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text(lang, 'orderFeedback.review.search') })).toHaveCount(0);
  });

  test(`${market.tag}: the confirmation email's rating link opens the feedback in another browser`, async ({ page, browser, request }) => {
    const who = guest(`feedback-mail-${lang}`);
    await payAnOrder(page, market, who);
    const mail = await mailTo(request, who.email, lang === 'fr' ? /confirmée/ : /confirmed/);
    const link = /https?:\/\/\S+\/order\/[^/\s]+\/feedback\?key=\S+/.exec(mail.text)?.[0];
    expect(link, 'no rating link in the confirmation').toBeTruthy();

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(link!);
      const panel = other.getByRole('region', { name: text(lang, 'orderFeedback.title') });
      await expect(other.getByRole('heading', { level: 1, name: text(lang, 'orderFeedback.title') })).toBeVisible();
      await panel.getByRole('radio', { name: stars(lang, 4) }).check();
      await panel.getByRole('button', { name: text(lang, 'orderFeedback.submit') }).click();
      await expect(panel.getByText(text(lang, 'orderFeedback.thanksTitle'))).toBeVisible();
      await expect(panel.getByRole('heading', { name: text(lang, 'orderFeedback.review.title') })).toBeVisible();
      // Without its key the same page is not found.
      const bare = await other.goto(link!.replace(/\?key=.*/, ''));
      expect(bare?.status()).toBe(404);
    } finally {
      await elsewhere.close();
    }
  });
}

test('en-US: a signed-in diner rates an order from My Orders and earns survey points', async ({ page, request }) => {
  const email = uniqueEmail('feedback');
  await createAccount(request, email, 'en-US');
  // A verified account: its paid orders count toward rewards.
  await verifyAccount(request, email);
  await signIn(page, 'en', '', email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  const market = MARKETS[0]!;
  await addToCart(page, 'en', market.itemPath);
  // Two puddings: an order earns survey points once the money received reaches the brand's minimum.
  await page.getByRole('button', { name: text('en', 'checkout.cart.increase', { item: 'Banana Pudding' }) }).click();
  await expect(page.getByRole('group', { name: text('en', 'checkout.cart.quantityOf', { item: 'Banana Pudding' }) })).toContainText('2');
  await page.getByRole('link', { name: text('en', 'checkout.cart.checkout') }).click();
  await expect(page.getByLabel(text('en', 'checkout.guest.email'))).toHaveValue(email);
  const time = page.getByLabel(text('en', 'checkout.handoff.time'), { exact: true });
  await time.selectOption((await time.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByRole('button', { name: text('en', 'checkout.continueToPayment') }).click();
  await fillCard(page, 'en', market.card, false);
  await payButton(page, 'en').click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
  const orderId = /\/order\/([^/]+)\/summary$/.exec(page.url())![1]!;

  await visit(page, `/user-profile/my-orders/${orderId}`);
  const panel = page.getByRole('region', { name: text('en', 'orderFeedback.title') });
  await panel.getByRole('radio', { name: stars('en', 4) }).check();
  await panel.getByRole('button', { name: text('en', 'orderFeedback.submit') }).click();
  await expect(panel.getByText(text('en', 'orderFeedback.thanksTitle'))).toBeVisible();
  await expect(panel.getByText(text('en', 'orderFeedback.points', { points: String(ORDER_FEEDBACK_POINTS) }))).toBeVisible();
  await expect(panel.getByRole('heading', { name: text('en', 'orderFeedback.review.title') })).toBeVisible();
});
