/** The steps of a guest order as a diner takes them: item page → cart → guest details → payment. */
import { expect, type Page } from '@playwright/test';
import { visit } from './pages';
import { text, type Language } from './text';

export type Guest = { firstName: string; lastName: string; email: string; phone: string };

/**
 * A phone of its own for each journey's diner: one guest (the same email or phone) holds at most
 * the brand's cap of orders in a time slot, and the journeys order at the same store at once.
 */
export function uniquePhone(): string {
  return `(512) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

export function guest(tag: string): Guest {
  return { firstName: 'Ada', lastName: 'Pitmaster', email: `ada.${tag}.${Date.now()}@example.com`, phone: uniquePhone() };
}

/** The item page → Add to cart → the cart, as a diner does it. */
export async function addToCart(page: Page, lang: Language, itemPath: string) {
  await visit(page, itemPath);
  await page.getByRole('button', { name: text(lang, 'ordering.item.addToCart') }).click();
  await page.getByRole('link', { name: text(lang, 'ordering.item.viewCart') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.cart.title') })).toBeVisible();
}

/** Guest details and the first time the store offers, then on to payment. */
export async function checkOut(page: Page, lang: Language, who: Guest) {
  await page.getByRole('link', { name: text(lang, 'checkout.cart.checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.title') })).toBeVisible();
  // Continue with nothing filled: the page says what is missing, in its language.
  await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
  await expect(page.getByText(text(lang, 'checkout.validation.firstNameRequired'))).toBeVisible();
  await expect(page.getByLabel(text(lang, 'checkout.guest.firstName'))).toBeFocused();

  await page.getByLabel(text(lang, 'checkout.guest.firstName')).fill(who.firstName);
  await page.getByLabel(text(lang, 'checkout.guest.lastName')).fill(who.lastName);
  await page.getByLabel(text(lang, 'checkout.guest.email')).fill(who.email);
  await page.getByLabel(text(lang, 'checkout.guest.phone')).fill(who.phone);
  const time = page.getByLabel(text(lang, 'checkout.handoff.time'), { exact: true });
  const payment = page.getByRole('heading', { level: 1, name: text(lang, 'checkout.payment.title') });
  const slotFull = page.getByText(text(lang, 'checkout.error.slotFull'));
  // Journeys running side by side order at the same stores: when another filled the chosen time
  // meanwhile, the page says so ("This time slot is full") and the diner takes the next one offered.
  for (let choice = 1; ; choice += 1) {
    const offered = await time.locator('option').nth(choice).getAttribute('value');
    await time.selectOption(offered ?? '');
    await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
    if (choice === 3 || (await payment.waitFor({ timeout: 10_000 }).then(() => true, () => false))) break;
    await expect(slotFull).toBeVisible();
  }
  await expect(payment).toBeVisible();
}

export type Card = { number: string; address: string; city: string; region: string; postal: string };

export async function fillCard(page: Page, lang: Language, card: Card, canada: boolean) {
  await page.getByLabel(text(lang, 'checkout.payment.cardNumber')).fill(card.number);
  await page.getByLabel(text(lang, 'checkout.payment.expiry')).fill('12/34');
  await page.getByLabel(text(lang, 'checkout.payment.cvc')).fill('123');
  await page.getByLabel(text(lang, 'checkout.payment.cardholderName')).fill('Ada Pitmaster');
  await page.getByLabel(text(lang, 'checkout.payment.address')).fill(card.address);
  await page.getByLabel(text(lang, 'checkout.payment.city')).fill(card.city);
  await page.getByLabel(text(lang, canada ? 'checkout.payment.province' : 'checkout.payment.state'), { exact: true }).fill(card.region);
  await page.getByLabel(text(lang, canada ? 'checkout.payment.postalCode' : 'checkout.payment.zip'), { exact: true }).fill(card.postal);
}

export const payButton = (page: Page, lang: Language) =>
  page.getByRole('button', { name: new RegExp(`^${text(lang, 'checkout.payment.pay', { amount: '' }).trim()}`) });
