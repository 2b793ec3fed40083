/**
 * The contact forms as guests use them, and the staff who read them: a guest tells us about a
 * visit to the Lower Greenville store in English (found with the restaurant search), fixing the
 * errors the form points at first, gets the thanks and the confirmation email, and the store's
 * staff member reads the message in the console. In French under /ca/fr, a guest sends general
 * feedback and a visit message, each confirmed by an email in French, and the brand admin reads
 * the feedback in the French console. Both forms, errors showing, pass axe's WCAG 2.2 AA checks.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BRAND, TALK_TO_PATH } from '../../content/brand';
import { clickUntilVisible, expectLang, visit } from './support/pages';
import { openConsoleSignedIn, signInStaff } from './support/staff';
import { text, type Language } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
const DAY_MS = 24 * 60 * 60 * 1000;

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** The mail to `email` with `subject`, once the outbox holds it. */
async function mailTo(request: APIRequestContext, email: string, subject: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect(async () => {
    const outbox = await request.get(`${API}/dev/outbox`);
    expect(outbox.ok()).toBe(true);
    const { data } = (await outbox.json()) as { data: { to: string; subject: string; text: string }[] };
    found = data.find((mail) => mail.to.includes(email) && mail.subject === subject);
    expect(found, `no "${subject}" mail to ${email}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}

async function fillGuest(page: Page, lang: Language, email: string, first: string, last: string) {
  await page.getByLabel(text(lang, 'survey.firstName')).fill(first);
  await page.getByLabel(text(lang, 'survey.lastName'), { exact: true }).fill(last);
  await page.getByLabel(text(lang, 'survey.email'), { exact: true }).fill(email);
}

test('a guest tells us about a visit, gets the confirmation email, and the store’s staff read it in the console', async ({ page, request }) => {
  const email = uniqueEmail('talk');
  await visit(page, TALK_TO_PATH);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'contact.talkTo.title', { brand: BRAND.shortName }) })).toBeVisible();

  // Sent empty: every missing field says so, and focus goes to the first.
  const send = page.getByRole('button', { name: text('en', 'contact.talkTo.submit') });
  await clickUntilVisible(send, page.getByText(text('en', 'checkout.validation.firstNameRequired')));
  await expect(page.getByLabel(text('en', 'survey.firstName'))).toBeFocused();
  await expect(page.getByText(text('en', 'contact.error.contact_visit_type_required'))).toBeVisible();
  await expect(page.getByText(text('en', 'contact.error.contact_message_required'))).toBeVisible();

  await fillGuest(page, 'en', email, 'Ada', 'Pit');
  // A visit next week is refused beside the date.
  await page.getByLabel(text('en', 'contact.talkTo.visitDate')).fill(daysAgo(-7));
  await send.click();
  await expect(page.getByText(text('en', 'contact.error.contact_visit_date_out_of_range', { days: '90' }))).toBeVisible();
  await expect(page.getByLabel(text('en', 'contact.talkTo.restaurant'))).toBeFocused();

  await page.getByLabel(text('en', 'contact.talkTo.findRestaurant')).fill('greenville');
  await page.getByLabel(text('en', 'contact.talkTo.restaurant')).selectOption({ label: 'Lower Greenville (Dallas, TX)' });
  await page.getByLabel(text('en', 'contact.talkTo.visitDate')).fill(daysAgo(2));
  await page.getByLabel(text('en', 'contact.talkTo.visitType')).selectOption({ label: 'Carryout' });
  const message = `The burnt ends were perfect (${email}).`;
  await page.getByLabel(text('en', 'contact.message')).fill(message);
  await send.click();

  await expect(page.getByRole('heading', { name: text('en', 'contact.talkTo.successTitle') })).toBeVisible();
  await expect(page.getByText(text('en', 'survey.confirmationSent', { email }))).toBeVisible();
  await expect(page.getByText(text('en', 'contact.talkTo.successNext'))).toBeVisible();

  const mail = await mailTo(request, email, 'We received your message about your visit');
  expect(mail.text).toContain('Hello Ada,');
  expect(mail.text).toContain('Restaurant: Lower Greenville');
  expect(mail.text).toContain('How you visited: Carryout');

  await signInStaff(page, 'en');
  await page.getByRole('navigation', { name: text('en', 'staff.nav.label') }).getByRole('link', { name: text('en', 'contact.staff.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'contact.staff.title') })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: email });
  await expect(card).toBeVisible();
  await expect(card.getByText(message)).toBeVisible();
  await expect(card.getByText(text('en', 'contact.staff.store', { store: 'Lower Greenville' }))).toBeVisible();
  // General feedback is the brand admins’: store staff are not offered it.
  const kinds = page.getByRole('navigation', { name: text('en', 'contact.staff.kinds') });
  await expect(kinds.getByRole('link', { name: text('en', 'contact.staff.kind.talkTo') })).toHaveAttribute('aria-current', 'page');
  await expect(kinds.getByRole('link', { name: text('en', 'contact.staff.kind.general') })).toHaveCount(0);
});

test('a guest sends general feedback and a visit message in French, and the brand admin reads the feedback in French', async ({ page, request }) => {
  const t = (key: Parameters<typeof text>[1], values?: Record<string, string>) => text('fr', key, values);
  const email = uniqueEmail('avis');
  await visit(page, '/ca/fr/contact/general-feedback');
  await expectLang(page, 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: t('contact.general.title') })).toBeVisible();

  const send = page.getByRole('button', { name: t('contact.general.submit') });
  await clickUntilVisible(send, page.getByText(t('contact.error.contact_feedback_type_required')));
  await expect(page.getByLabel(t('survey.firstName'))).toBeFocused();
  await expect(page.getByText(t('contact.error.contact_message_required'))).toBeVisible();

  await fillGuest(page, 'fr', email, 'Zoé', 'Fumé');
  await page.getByLabel(t('contact.general.feedbackType')).selectOption({ label: 'Une suggestion' });
  const message = `Une assiette végétarienne, s’il vous plaît (${email}).`;
  await page.getByLabel(t('contact.message')).fill(message);
  await send.click();
  await expect(page.getByRole('heading', { name: t('contact.general.successTitle') })).toBeVisible();
  await expect(page.getByText(t('survey.confirmationSent', { email }))).toBeVisible();
  const mail = await mailTo(request, email, 'Nous avons bien reçu vos commentaires');
  expect(mail.text).toContain('Bonjour Zoé,');
  expect(mail.text).toContain('Sujet\u00a0: Une suggestion');

  // A visit message, in French too.
  await visit(page, `/ca/fr${TALK_TO_PATH}`);
  const sendVisit = page.getByRole('button', { name: t('contact.talkTo.submit') });
  await clickUntilVisible(sendVisit, page.getByText(t('checkout.error.restaurantRequired')));
  await fillGuest(page, 'fr', email, 'Zoé', 'Fumé');
  await page.getByLabel(t('contact.talkTo.restaurant')).selectOption({ index: 1 });
  await page.getByLabel(t('contact.talkTo.visitDate')).fill(daysAgo(1));
  await page.getByLabel(t('contact.talkTo.visitType')).selectOption({ label: 'Sur place' });
  await page.getByLabel(t('contact.message')).fill('Service impeccable.');
  await sendVisit.click();
  await expect(page.getByRole('heading', { name: t('contact.talkTo.successTitle') })).toBeVisible();
  const visitMail = await mailTo(request, email, 'Nous avons bien reçu votre message sur votre visite');
  expect(visitMail.text).toContain('Type de visite\u00a0: Sur place');

  await openConsoleSignedIn(page, 'fr', '/ca/fr');
  await visit(page, '/ca/fr/staff/feedback');
  await page.getByRole('navigation', { name: t('contact.staff.kinds') }).getByRole('link', { name: t('contact.staff.kind.general') }).click();
  await expect(page).toHaveURL(/\/ca\/fr\/staff\/feedback\?kind=general$/);
  const card = page.getByRole('article').filter({ hasText: email });
  await expect(card.getByText(message)).toBeVisible();
  await expect(card.getByText(t('contact.staff.about', { type: 'Une suggestion' }))).toBeVisible();
});

for (const [path, submit, language] of [
  [TALK_TO_PATH, 'contact.talkTo.submit', 'en'],
  ['/ca/fr/contact/general-feedback', 'contact.general.submit', 'fr'],
] as const) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}, errors showing`, async ({ page }) => {
    await visit(page, path);
    await clickUntilVisible(page.getByRole('button', { name: text(language, submit) }), page.getByRole('alert').first());
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))).toEqual([]);
  });
}
