/**
 * Adding a store, in en-US and fr-CA: the demo brand admin opens Stores from the console's
 * navigation and adds a store in a state the brand has (Texas; Québec for the Canadian site),
 * its postal code placing it on the map (en-US) or its coordinates typed (fr-CA), the state
 * suggesting its time zone and the form saying the hours it starts with; then a diner finds it on the Locations page under its state and city, opens its
 * page, orders carryout from its menu and pays with a sandbox test card.
 */
import { expect, test } from '@playwright/test';
import { addToCart, checkOut, fillCard, guest, payButton } from './support/checkout';
import { visit } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { text, type Language } from './support/text';


// One after the other: the demo admin's first sign-in on a stack changes its one-time password, which ends its other sessions.
test.describe.configure({ mode: 'default' });

const PLACES = [
  {
    lang: 'en' as Language,
    prefix: '',
    label: 'en-US',
    name: 'Brazos Riverwalk',
    store: { address: '300 S University Parks Dr', city: 'Waco', state: 'Texas', zip: '76701', latitude: null, longitude: null, timeZone: 'America/Chicago', phone: '(254) 555-0137', tax: '8.25' },
    card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Waco', region: 'TX', postal: '76701' },
    canada: false,
  },
  {
    lang: 'fr' as Language,
    prefix: '/ca/fr',
    label: 'fr-CA',
    name: 'Sherbrooke Wellington',
    store: { address: '120 rue Wellington N', city: 'Sherbrooke', state: 'Québec', zip: 'J1H 5C7', latitude: '45,4030', longitude: '-71,8920', timeZone: 'America/Toronto', phone: '(819) 555-0142', tax: '14.975' },
    card: { number: '4242 4242 4242 4242', address: '120 rue Wellington N', city: 'Sherbrooke', region: 'QC', postal: 'J1H 5C7' },
    canada: true,
  },
];

for (const { lang, prefix, label, name, store, card, canada } of PLACES) {
  test(`a brand admin adds a store, and a diner finds it and orders carryout from it (${label})`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    const title = `${name} ${String(Date.now()).slice(-5)}`;
    const slug = title.toLowerCase().replace(/\s+/g, '-');

    // The admin opens Stores from the console's navigation, then Add a store.
    await openConsoleSignedIn(page, lang, prefix);
    await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffStores.nav') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffStores.title') })).toBeVisible();
    await page.getByRole('link', { name: text(lang, 'staffStores.add') }).click();
    const form = page.getByRole('form', { name: text(lang, 'staffStores.addTitle') });
    await expect(form).toBeVisible();

    // Adding with nothing typed: the form says what is missing and goes to the first field.
    await form.getByRole('button', { name: text(lang, 'staffStores.create') }).click();
    await expect(form.getByText(text(lang, 'staffStores.error.staff_store_title_required'))).toBeVisible();
    await expect(form.getByLabel(text(lang, 'staffStores.field.title'), { exact: true })).toBeFocused();

    await form.getByLabel(text(lang, 'staffStores.field.title'), { exact: true }).fill(title);
    // The web address name follows the name.
    await expect(form.getByLabel(text(lang, 'staffStores.field.slug'), { exact: true })).toHaveValue(slug);
    await form.getByLabel(text(lang, 'staffStores.field.address'), { exact: true }).fill(store.address);
    await form.getByLabel(text(lang, 'staffStores.field.city'), { exact: true }).fill(store.city);
    await form.getByLabel(text(lang, 'staffStores.field.state'), { exact: true }).selectOption({ label: `${store.state} (${canada ? 'CA' : 'US'})` });
    // The state suggests the time zone its stores keep.
    await expect(form.getByLabel(text(lang, 'staffStores.field.timeZone'), { exact: true })).toHaveValue(store.timeZone);
    await form.getByLabel(text(lang, 'staffStores.field.zip'), { exact: true }).fill(store.zip);
    if (store.latitude !== null && store.longitude !== null) {
      await form.getByLabel(text(lang, 'staffStores.field.latitude'), { exact: true }).fill(store.latitude);
      await form.getByLabel(text(lang, 'staffStores.field.longitude'), { exact: true }).fill(store.longitude);
    } else {
      // The postal code places the store at its centre.
      await expect(form.getByLabel(text(lang, 'staffStores.field.latitude'), { exact: true })).toHaveValue('31.5525');
      await expect(form.getByLabel(text(lang, 'staffStores.field.longitude'), { exact: true })).toHaveValue('-97.1396');
    }
    await form.getByLabel(text(lang, 'staffStores.field.phone'), { exact: true }).fill(store.phone);
    await form.getByLabel(text(lang, 'staffStores.field.taxPercent'), { exact: true }).fill(store.tax);
    // Pickup is offered; the hours it starts with are said on the form.
    await expect(form.getByRole('checkbox', { name: text(lang, 'staffStores.handoff.2'), exact: true })).toBeChecked();
    await expect(form.getByText(text(lang, 'staffStores.hoursNote'))).toBeVisible();
    await expect(form.getByLabel(text(lang, 'staffStores.field.hoursFrom'))).toHaveValue('');
    await form.getByRole('button', { name: text(lang, 'staffStores.create') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffStores.done.created', { title }) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // A diner, in a browser of their own, finds it on the Locations page under its state and city.
    const dinerContext = await browser.newContext();
    const diner = await dinerContext.newPage();
    const region = diner.getByRole('region', { name: store.state, exact: true });
    await expect(async () => {
      await visit(diner, `${prefix}/locations`);
      await expect(region.getByRole('heading', { level: 3, name: store.city })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await region.getByRole('link', { name: title }).click();
    await expect(diner.getByRole('heading', { level: 1 })).toContainText(title);
    await diner.getByRole('link', { name: text(lang, 'handoffs.finder.orderType.carryout') }).click();
    await expect(diner.getByRole('heading', { level: 1 })).toContainText(text(lang, 'menu.title', { category: text(lang, 'menu.category.everyday') }));

    // They order a banana pudding for carryout and pay with a test card.
    await addToCart(diner, lang, `${prefix}/quote/everyday/${slug}/desserts/banana-pudding?type=carryout`);
    await checkOut(diner, lang, guest(`stores-${lang}`));
    await fillCard(diner, lang, card, canada);
    await payButton(diner, lang).click();
    await expect(diner).toHaveURL(/\/order\/[^/]+\/summary$/, { timeout: 30_000 });
    await expect(diner.getByText(new RegExp(text(lang, 'checkout.thankYou.orderNumber', { number: '\\S+' })))).toBeVisible();
    await dinerContext.close();
  });
}
