/**
 * The catering feedback and contest forms, as a guest uses them: from the catering page to the
 * feedback form in English (a service type picked from the list), the thanks, and the
 * confirmation in the mail outbox; the contest in French under /ca/fr, the thanks, and a second
 * entry with the same email refused in words the guest understands. Both forms, with their
 * errors showing, pass axe's WCAG 2.2 AA checks.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { contestPeriodOf } from '../../domain/surveys/contest';
import { clickUntilVisible, expectLang, visit } from './support/pages';
import { text } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
const DAY_MS = 24 * 60 * 60 * 1000;

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

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

test('a guest gives catering feedback, sees what happens next, and gets the confirmation email', async ({ page, request }) => {
  const email = uniqueEmail('feedback');
  await visit(page, '/catering');
  await page.getByRole('link', { name: text('en', 'survey.links.feedback') }).click();
  await expect(page).toHaveURL(/\/catering\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'survey.feedback.title') })).toBeVisible();

  const send = page.getByRole('button', { name: text('en', 'survey.feedback.submit') });
  await clickUntilVisible(send, page.getByText(text('en', 'checkout.validation.firstNameRequired')));
  await expect(page.getByLabel(text('en', 'survey.firstName'))).toBeFocused();

  await page.getByLabel(text('en', 'survey.firstName')).fill('Ada');
  await page.getByLabel(text('en', 'survey.lastName')).fill('Pit');
  await page.getByLabel(text('en', 'survey.email'), { exact: true }).fill(email);
  await page.getByLabel(text('en', 'survey.restaurant'), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(text('en', 'survey.feedback.eventDate')).fill(new Date(Date.now() - 3 * DAY_MS).toISOString().slice(0, 10));
  await page.getByLabel(text('en', 'survey.feedback.serviceType'), { exact: true }).selectOption({ label: 'Delivery and setup' });
  await page.getByRole('group', { name: text('en', 'survey.feedback.overall'), exact: true }).getByRole('radio', { name: text('en', 'survey.rating.stars', { count: '5' }) }).check();
  await page.getByRole('group', { name: text('en', 'survey.feedback.food') }).getByRole('radio', { name: text('en', 'survey.rating.stars', { count: '4' }) }).check();
  await page.getByLabel(text('en', 'survey.feedback.comment')).fill('The brisket was perfect and the crew set up in ten minutes.');
  await send.click();

  await expect(page.getByRole('heading', { name: text('en', 'survey.feedback.successTitle') })).toBeVisible();
  await expect(page.getByText(text('en', 'survey.confirmationSent', { email }))).toBeVisible();
  await expect(page.getByText(text('en', 'survey.feedback.successNext'))).toBeVisible();

  const mail = await mailTo(request, email, 'Thank you for your catering feedback');
  expect(mail.text).toContain('Hello Ada,');
  expect(mail.text).toContain('Service: Delivery and setup');
});

async function enterContestInFrench(page: Page, email: string): Promise<void> {
  const t = (key: Parameters<typeof text>[1]) => text('fr', key);
  const enter = page.getByRole('button', { name: t('survey.contest.submit') });
  await clickUntilVisible(enter, page.getByText(text('fr', 'survey.error.survey_rules_not_accepted')));
  await page.getByLabel(t('survey.firstName')).fill('Zoé');
  await page.getByLabel(t('survey.lastName'), { exact: true }).fill('Fumé');
  await page.getByLabel(t('survey.email'), { exact: true }).fill(email);
  await page.getByLabel(t('survey.phone'), { exact: true }).fill('(514) 555-0199');
  await page.getByLabel(t('survey.contest.headcount')).fill('80');
  await page.getByLabel(t('survey.contest.occasion'), { exact: true }).fill('Pique-nique d’équipe');
  await page.getByLabel(t('survey.contest.reason')).fill('Notre équipe fume des côtes dans le stationnement depuis des années.');
  await page.getByLabel(t('survey.contest.acceptRules')).check();
  await enter.click();
}

test('a guest enters the catering contest in French, and a second entry with the same email is refused in French', async ({ page }) => {
  const email = uniqueEmail('concours');
  await visit(page, '/ca/fr/catering');
  await expectLang(page, 'fr-CA');
  await page.getByRole('link', { name: text('fr', 'survey.links.contest') }).click();
  await expect(page).toHaveURL(/\/ca\/fr\/catering\/contest$/);
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'survey.contest.title') })).toBeVisible();

  await enterContestInFrench(page, email);
  await expect(page.getByRole('heading', { name: text('fr', 'survey.contest.successTitle') })).toBeVisible();
  await expect(page.getByText(text('fr', 'survey.confirmationSent', { email }))).toBeVisible();

  await visit(page, '/ca/fr/catering/contest');
  await enterContestInFrench(page, email);
  // The refusal names the day the next season starts, written as a French reader writes a date.
  const [year, month, day] = contestPeriodOf(new Date()).nextStartsOn.split('-').map(Number);
  const nextPeriodStart = new Intl.DateTimeFormat('fr-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year!, month! - 1, day!, 12));
  await expect(page.getByRole('alert').filter({ hasText: text('fr', 'survey.error.survey_contest_already_entered', { nextPeriodStart }) })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('fr', 'survey.contest.successTitle') })).toHaveCount(0);
});

for (const [path, submit, language] of [
  ['/catering/feedback', 'survey.feedback.submit', 'en'],
  ['/ca/fr/catering/contest', 'survey.contest.submit', 'fr'],
] as const) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}, errors showing`, async ({ page }) => {
    await visit(page, path);
    await clickUntilVisible(page.getByRole('button', { name: text(language, submit) }), page.getByRole('alert').first());
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))).toEqual([]);
  });
}
