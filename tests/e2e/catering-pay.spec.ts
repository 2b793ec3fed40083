/**
 * Answering and paying a catering estimate, as buyers do it: a guest requests a quote, the store
 * sends an estimate, the guest opens the estimate email's link, accepts, pays the deposit by card
 * and sees the quote awaiting the store's confirmation with what was paid; then the payment email.
 * In French: a signed-in buyer opens their quote without any link token and rejects the
 * estimate with a reason.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../domain/money';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { bearerOf, FR_CA, mailTo, quoteLinkOf, requestQuote, sendEstimate, uniqueQuoteEmail } from './support/catering';
import { fillCard, payButton } from './support/checkout';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

/** The quote's status line (the page's toasts are a status region too). */
const quoteStatus = (page: Page, lang: Language) => page.getByRole('status').filter({ hasText: text(lang, 'catering.quote.status') });

test('a guest accepts the emailed estimate and pays the deposit by card', async ({ page, request }) => {
  const email = uniqueQuoteEmail();
  const number = await requestQuote(request, email);
  const { total, deposit } = await sendEstimate(request, number);
  const dollars = (amount: string) => formatMoney(amount, 'en-us', 'USD');

  const link = quoteLinkOf(await mailTo(request, email, new RegExp(`^Your catering estimate for quote ${number}$`)));
  await visit(page, `${link.pathname}${link.search}`);
  await expectLang(page, 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'catering.quote.title', { number: String(number) }) })).toBeVisible();
  await page.getByRole('button', { name: text('en', 'catering.quote.accept') }).click();
  await expect(quoteStatus(page, 'en')).toContainText(text('en', 'catering.status.awaitingPayment'));

  await expect(page.getByRole('link', { name: text('en', 'catering.quote.payFull', { amount: dollars(total) }) })).toBeVisible();
  await page.getByRole('link', { name: text('en', 'catering.quote.payDeposit', { amount: dollars(deposit) }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'catering.pay.title', { number: String(number) }) })).toBeVisible();
  await expect(page.getByRole('radio', { name: text('en', 'catering.pay.part.deposit', { amount: dollars(deposit) }) })).toBeChecked();
  await fillCard(page, 'en', { number: '4242 4242 4242 4242', address: '100 Main St', city: 'Dallas', region: 'TX', postal: '75206' }, false);
  await expect(payButton(page, 'en')).toHaveText(text('en', 'checkout.payment.pay', { amount: dollars(deposit) }));
  await payButton(page, 'en').click();

  await expect(page.getByRole('heading', { level: 1, name: text('en', 'catering.quote.title', { number: String(number) }) })).toBeVisible();
  await expect(quoteStatus(page, 'en')).toContainText(text('en', 'catering.status.awaitingStoreConfirmation'));
  await expect(page.getByText(text('en', 'catering.quote.amountPaid'), { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(dollars(deposit));
  await expect(page.getByRole('link', { name: new RegExp(text('en', 'catering.quote.payDeposit', { amount: '' }).replace(/[()]/g, '').trim()) })).toHaveCount(0);

  const paidMail = await mailTo(request, email, new RegExp(`^Payment received for catering quote ${number}$`));
  expect(paidMail.text).toContain(`we received your payment of ${dollars(deposit)}`);
});

test('a signed-in buyer rejects an estimate with a reason, in French throughout', async ({ page, request }) => {
  const email = uniqueEmail('quote-fr');
  await createAccount(request, email, 'fr-CA');
  await signIn(page, 'fr', '/ca/fr', email, PASSWORD);
  // Signing in leads away from the login page: wait for it, or it cuts the next visit short.
  await expect(page).not.toHaveURL(/\/login/);
  const number = await requestQuote(request, email, { store: 'montreal-plateau', market: FR_CA, bearer: await bearerOf(page), notes: 'Dîner du bureau' });
  await sendEstimate(request, number);

  // The owner needs no link token.
  await visit(page, `/ca/fr/catering/quotes/${number}`);
  await expectLang(page, 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'catering.quote.title', { number: String(number) }) })).toBeVisible();
  await expect(page.getByText('Dîner du bureau')).toBeVisible();
  await page.getByRole('button', { name: text('fr', 'catering.quote.reject') }).click();
  await page.getByLabel(text('fr', 'catering.quote.reason')).fill('Le budget a changé');
  await page.getByRole('button', { name: text('fr', 'catering.quote.sendRejection') }).click();
  await expect(quoteStatus(page, 'fr')).toContainText(text('fr', 'catering.status.rejectedByCustomer'));
  await expect(page.getByText(text('fr', 'catering.quote.rejected'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('fr', 'catering.quote.accept') })).toHaveCount(0);

  await page.reload();
  await expect(quoteStatus(page, 'fr')).toContainText(text('fr', 'catering.status.rejectedByCustomer'));
});
