/** The steps of a guest order as a diner takes them: item page → cart → guest details → payment. */
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { hostedFieldsTexts } from '../../../server/sandbox-gateway/texts';
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
export async function addToCart(page: Page, lang: Language, itemPath: string, quantity = 1) {
  await visit(page, itemPath);
  const more = page.getByRole('button', { name: text(lang, 'ordering.item.increase') });
  for (let chosen = 1; chosen < quantity; chosen += 1) await more.click();
  if (quantity > 1) await expect(page.getByRole('spinbutton', { name: text(lang, 'ordering.item.quantity') })).toHaveValue(String(quantity));
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
  // Journeys running side by side order at the same stores: when another filled the chosen time
  // meanwhile, the page says so ("This time slot is full"), or the time went by while a busy machine
  // served the page ("Please select valid time"), and the diner takes the next one offered.
  const slotGone = page.getByText(text(lang, 'checkout.error.slotFull')).or(page.getByText(text(lang, 'checkout.validation.invalidTime')));
  for (let choice = 1; ; choice += 1) {
    const offered = await time.locator('option').nth(choice).getAttribute('value');
    await time.selectOption(offered ?? '');
    await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
    if (choice === 3 || (await payment.waitFor({ timeout: 10_000 }).then(() => true, () => false))) break;
    await expect(slotGone.first()).toBeVisible();
  }
  await expect(payment).toBeVisible();
}

export type Card = { number: string; address: string; city: string; region: string; postal: string };

/** The processor's hosted card fields: a frame from its own origin, labelled in its own words. */
export const cardFrame = (page: Page): FrameLocator => page.frameLocator('iframe[name="hosted-card-fields"]');

/** One of the frame's card inputs, by the label the processor gives it in `lang`. */
export function cardInput(page: Page, lang: Language, field: 'number' | 'expiry' | 'cvc') {
  return cardFrame(page).getByLabel(hostedFieldsTexts(lang)[field], { exact: true });
}

/** Types the card into the processor's frame, as a diner does. */
export async function typeCard(page: Page, lang: Language, number: string, expiry = '12/34', cvc = '123') {
  await cardInput(page, lang, 'number').fill(number);
  await cardInput(page, lang, 'expiry').fill(expiry);
  await cardInput(page, lang, 'cvc').fill(cvc);
}

/** The card in the processor's frame, then the cardholder and billing address on the page. */
export async function fillCard(page: Page, lang: Language, card: Card, canada: boolean) {
  await typeCard(page, lang, card.number);
  await page.getByLabel(text(lang, 'checkout.payment.cardholderName')).fill('Ada Pitmaster');
  await page.getByLabel(text(lang, 'checkout.payment.address')).fill(card.address);
  await page.getByLabel(text(lang, 'checkout.payment.city')).fill(card.city);
  await page.getByLabel(text(lang, canada ? 'checkout.payment.province' : 'checkout.payment.state'), { exact: true }).fill(card.region);
  await page.getByLabel(text(lang, canada ? 'checkout.payment.postalCode' : 'checkout.payment.zip'), { exact: true }).fill(card.postal);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Pay button, whatever the amount, wherever the language puts it ("Pay $12.00", "¥1,200を支払う"). */
export function payButton(page: Page, lang: Language) {
  const [before = '', after = ''] = text(lang, 'checkout.payment.pay').split('[amount]');
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`) });
}
