/**
 * A chain that starts from nothing, in en-US and fr-CA, on the production-mode stack with an empty
 * database (tests/e2e/production-stack.mjs): no demo store, menu or staff account exists. The first
 * brand admin, made by `npm run staff:create-admin`, opens the sign-in link the command printed,
 * chooses a password, sets up an authenticator app (the key read off the page, its code computed as
 * an app would) and saves the recovery codes. In the console they add the brand's first store, not
 * yet taking orders, with its pickup lead time and the hours it starts with, and close it for
 * Christmas; build a menu for it (a category, a subcategory and an
 * item with its base price); then sell that menu at the store and turn online ordering on. A diner
 * finds the store on the Locations page, opens its page, orders the item for carryout and pays with
 * a sandbox test card, which the production start takes because its operator chose the sandbox
 * gateway with a secret of their own. The second journey's admin (a second `staff:create-admin`)
 * grows the same chain with a Canadian store.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkOut, fillCard, guest, payButton } from './support/checkout';
import { visit } from './support/pages';
import { STAFF_PASSWORD } from './support/staff';
import { text, type Language } from './support/text';
import { withFreshCode } from './support/totp';

/** The sign-in links `npm run staff:create-admin` printed for the stack's first admins, by email. */
function welcomeLink(email: string): URL {
  const links = JSON.parse(process.env.E2E_PRODUCTION_ADMIN_LINKS ?? '{}') as Record<string, string>;
  const link = links[email];
  if (!link) throw new Error(`no sign-in link for ${email}: run the journeys through npm run test:e2e`);
  return new URL(link);
}

const CHAINS = [
  {
    lang: 'en' as Language,
    prefix: '',
    label: 'en-US',
    first: true,
    admin: 'pat.pitmaster@example.com',
    holiday: 'Christmas Day',
    store: { title: 'Waco Riverside', slug: 'waco-riverside', address: '300 S University Parks Dr', city: 'Waco', state: 'Texas (US)', region: 'Texas', timeZone: 'America/Chicago', zip: '76701', phone: '(254) 555-0137', tax: '8.25', lead: '20' },
    menu: { category: 'Barbecue', subcategory: 'Plates', item: 'Brisket Plate', price: '14.50', shownPrice: '$14.50' },
    card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Waco', region: 'TX', postal: '76701' },
    canada: false,
  },
  {
    lang: 'fr' as Language,
    prefix: '/ca/fr',
    label: 'fr-CA',
    first: false,
    admin: 'camille.fumoir@example.com',
    holiday: 'Noël',
    store: { title: 'Sherbrooke Wellington', slug: 'sherbrooke-wellington', address: '120 rue Wellington N', city: 'Sherbrooke', state: 'Québec (CA)', region: 'Québec', timeZone: 'America/Toronto', zip: 'J1H 5C7', phone: '(819) 555-0142', tax: '14.975', lead: '25' },
    menu: { category: 'Fumoir', subcategory: 'Assiettes', item: 'Assiette de poitrine', price: '16,75', shownPrice: '16,75' },
    card: { number: '4242 4242 4242 4242', address: '120 rue Wellington N', city: 'Sherbrooke', region: 'QC', postal: 'J1H 5C7' },
    canada: true,
  },
];

/** The welcome link's first sign-in: a password of their own, an authenticator app, the recovery codes once, then the console. */
async function firstSignIn(page: Page, lang: Language, prefix: string, email: string) {
  const link = welcomeLink(email);
  await page.goto(`${prefix}${link.pathname}${link.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staff.password.title') })).toBeVisible();
  await page.getByLabel(text(lang, 'staff.password.new'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel(text(lang, 'staff.password.confirm')).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: text(lang, 'staff.password.submit') }).click();

  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staff.secondFactor.enrol.title') })).toBeVisible();
  await expect(page.getByText(text(lang, 'staff.secondFactor.enrol.account', { account: email }))).toBeVisible();
  const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).innerText()).trim();
  await withFreshCode(key, async (code) => {
    await page.getByLabel(text(lang, 'staff.secondFactor.enrol.codeLabel')).fill(code);
    await page.getByRole('button', { name: text(lang, 'staff.secondFactor.enrol.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staff.secondFactor.recovery.title') })).toBeVisible();
    return true;
  });
  await expect(page.getByRole('list', { name: text(lang, 'staff.secondFactor.recovery.listLabel') }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: text(lang, 'staff.secondFactor.recovery.continue') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staff.console.title') })).toBeVisible();
}

async function openFromNavigation(page: Page, lang: Language, link: Parameters<typeof text>[1], title: Parameters<typeof text>[1]) {
  await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, link), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, title) })).toBeVisible();
}

// One after the other, as the chain grows: the first admin finds it empty, the second finds the first's store and menu.
test.describe.configure({ mode: 'default' });

/** The next Christmas Day, 'YYYY-MM-DD': a closure to come, whatever day the journey runs. */
function nextChristmas(): string {
  const now = new Date();
  const year = now.getUTCMonth() === 11 && now.getUTCDate() >= 24 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-12-25`;
}

for (const { lang, prefix, label, first, admin, holiday, store, menu, card, canada } of CHAINS) {
  test(`a brand admin made by staff:create-admin opens a store with a menu of its own on a production database that started empty, and a diner orders from it (${label})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await firstSignIn(page, lang, prefix, admin);

    // Stores: on the empty chain there is none yet. The admin adds one, not yet taking online orders.
    await openFromNavigation(page, lang, 'staffStores.nav', 'staffStores.title');
    if (first) await expect(page.getByText(text(lang, 'staffStores.empty'))).toBeVisible();
    await page.getByRole('link', { name: text(lang, 'staffStores.add') }).click();
    const form = page.getByRole('form', { name: text(lang, 'staffStores.addTitle') });
    const field = (key: Parameters<typeof text>[1]) => form.getByLabel(text(lang, key), { exact: true });
    await field('staffStores.field.title').fill(store.title);
    await expect(field('staffStores.field.slug')).toHaveValue(store.slug);
    await field('staffStores.field.address').fill(store.address);
    await field('staffStores.field.city').fill(store.city);
    await field('staffStores.field.state').selectOption({ label: store.state });
    // With no store of the brand there yet, the state suggests its own time zone.
    await expect(field('staffStores.field.timeZone')).toHaveValue(store.timeZone);
    await field('staffStores.field.zip').fill(store.zip);
    // The postal code places the store on the map.
    await expect(field('staffStores.field.latitude')).not.toHaveValue('');
    await field('staffStores.field.phone').fill(store.phone);
    await field('staffStores.field.taxPercent').fill(store.tax);
    await form.getByRole('checkbox', { name: text(lang, 'staffStores.field.onlineOrdering') }).uncheck();
    await expect(form.getByRole('checkbox', { name: text(lang, 'staffStores.handoff.2'), exact: true })).toBeChecked();
    await form.getByLabel(text(lang, 'staffStores.field.leadMinutes', { handoff: text(lang, 'staffStores.handoff.2') })).fill(store.lead);
    await expect(field('staffStores.field.hoursFrom')).toHaveValue('');
    await form.getByRole('button', { name: text(lang, 'staffStores.create') }).click();
    await expect(page.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
    const storeAddress = page.url();

    // Hours: it opens every day 11:00–21:00 as it started, and closes for Christmas.
    await openFromNavigation(page, lang, 'staffHours.nav', 'staffHours.title');
    await page.getByRole('table', { name: text(lang, 'staffHours.title') }).getByRole('link', { name: text(lang, 'staffHours.editStoreLabel', { store: store.title }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffHours.storeTitle', { store: store.title }) })).toBeVisible();
    await page.getByRole('button', { name: text(lang, 'staffHours.exceptions.add') }).click();
    const closure = page.getByRole('form', { name: text(lang, 'staffHours.exceptions.addTitle') });
    const christmas = nextChristmas();
    await closure.getByLabel(text(lang, 'staffHours.field.date')).fill(christmas);
    await closure.getByRole('radio', { name: text(lang, 'staffHours.kind.closed') }).check();
    await closure.getByLabel(text(lang, 'staffHours.field.note')).fill(holiday);
    await closure.getByRole('button', { name: text(lang, 'staffHours.save'), exact: true }).click();
    const closures = page.getByRole('table', { name: text(lang, 'staffHours.exceptions.caption') });
    await expect(closures.getByRole('row').filter({ hasText: holiday }).getByRole('cell').first()).toHaveText(text(lang, 'staffHours.exceptions.closed'));

    // Menu items: on the empty chain the brand has no menu yet. A category, a subcategory in it, an item in that with its price.
    await openFromNavigation(page, lang, 'staffMenuItems.nav', 'staffMenuItems.title');
    const tree = page.getByRole('navigation', { name: text(lang, 'staffMenuItems.treeTitle') });
    if (first) await expect(tree.getByText(text(lang, 'staffMenuItems.empty'))).toBeVisible();
    const saved = (message: string) => page.getByRole('status').filter({ hasText: message });

    await tree.getByRole('button', { name: text(lang, 'staffMenuItems.add.category') }).click();
    await page.getByRole('region', { name: text(lang, 'staffMenuItems.heading.newCategory') }).getByLabel(text(lang, 'staffMenuItems.field.title')).fill(menu.category);
    await page.getByRole('button', { name: text(lang, 'staffMenuItems.save.category') }).click();
    await expect(saved(text(lang, 'staffMenuItems.done.category', { title: menu.category }))).toBeVisible();

    await tree.getByRole('button', { name: text(lang, 'staffMenuItems.add.subcategory', { category: menu.category }) }).click();
    await page.getByRole('region', { name: text(lang, 'staffMenuItems.heading.newSubcategory', { category: menu.category }) }).getByLabel(text(lang, 'staffMenuItems.field.title')).fill(menu.subcategory);
    await page.getByRole('button', { name: text(lang, 'staffMenuItems.save.subcategory') }).click();
    await expect(saved(text(lang, 'staffMenuItems.done.subcategory', { title: menu.subcategory }))).toBeVisible();

    await tree.getByRole('button', { name: text(lang, 'staffMenuItems.add.item', { subcategory: menu.subcategory }) }).click();
    const itemForm = page.getByRole('region', { name: text(lang, 'staffMenuItems.heading.newItem', { subcategory: menu.subcategory }) });
    await itemForm.getByLabel(text(lang, 'staffMenuItems.field.title')).fill(menu.item);
    await itemForm.getByLabel(text(lang, 'staffMenuItems.field.basePrice')).fill(menu.price);
    await itemForm.getByRole('button', { name: text(lang, 'staffMenuItems.save.item') }).click();
    await expect(saved(text(lang, 'staffMenuItems.done.item', { title: menu.item }))).toBeVisible();
    await expect(tree.getByRole('button', { name: menu.item, exact: true })).toBeVisible();

    // Back at the store: it sells the new menu, and takes online orders now.
    await page.goto(storeAddress);
    const details = page.getByRole('form', { name: text(lang, 'staffStores.section.details') });
    await details.getByRole('checkbox', { name: menu.category, exact: true }).check();
    await details.getByRole('button', { name: text(lang, 'staffStores.saveDetails') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffStores.done.details', { title: store.title }) })).toBeVisible();
    const ordering = page.getByRole('form', { name: text(lang, 'staffStores.section.ordering') });
    await ordering.getByRole('checkbox', { name: text(lang, 'staffStores.field.onlineOrdering') }).check();
    await ordering.getByRole('button', { name: text(lang, 'staffStores.saveOrdering') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffStores.done.ordering', { title: store.title }) })).toBeVisible();

    // A diner, in a browser of their own, finds the store on the Locations page under its state and city.
    const dinerContext = await browser.newContext();
    const diner = await dinerContext.newPage();
    const region = diner.getByRole('region', { name: store.region, exact: true });
    await expect(async () => {
      await visit(diner, `${prefix}/locations`);
      await expect(region.getByRole('heading', { level: 3, name: store.city })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await region.getByRole('link', { name: store.title }).click();
    await expect(diner.getByRole('heading', { level: 1 })).toContainText(store.title);
    await diner.getByRole('link', { name: text(lang, 'handoffs.finder.orderType.carryout') }).click();
    await expect(diner.getByRole('heading', { level: 1 })).toContainText(text(lang, 'menu.title', { category: text(lang, 'menu.category.everyday') }));

    // The menu holds the admin's item at its price: the diner adds it and pays with a test card.
    await diner.getByRole('link', { name: menu.item, exact: true }).first().click();
    await expect(diner.getByRole('heading', { level: 1, name: menu.item })).toBeVisible();
    await expect(diner.getByText(menu.shownPrice).first()).toBeVisible();
    await diner.getByRole('button', { name: text(lang, 'ordering.item.addToCart') }).click();
    await diner.getByRole('link', { name: text(lang, 'ordering.item.viewCart') }).first().click();
    await expect(diner.getByRole('heading', { level: 1, name: text(lang, 'checkout.cart.title') })).toBeVisible();
    await checkOut(diner, lang, guest(`first-store-${lang}`));
    await fillCard(diner, lang, card, canada);
    await payButton(diner, lang).click();
    await expect(diner).toHaveURL(/\/order\/[^/]+\/summary$/, { timeout: 30_000 });
    await expect(diner.getByText(new RegExp(text(lang, 'checkout.thankYou.orderNumber', { number: '\\S+' })))).toBeVisible();
    await dinerContext.close();
  });
}
