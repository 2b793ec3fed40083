/**
 * The staff team, in en-US and fr-CA, by keyboard only: a brand admin invites a store manager for
 * the Dallas store (Lower Greenville); the manager opens the invitation link from the mail outbox,
 * chooses a password, lands in the console and sees only their store's team; axe finds no
 * violation on the Team screen; the admin deactivates the manager, whose next page load goes to
 * sign-in, and the used link says it was used.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectLang, visit } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { invitationLink } from './support/staff-invite';
import { text, type Language } from './support/text';

/** The demo Dallas store, as its title reads. */
const DALLAS = 'Lower Greenville';
const MANAGER_PASSWORD = 'Hickory-Team-Lead-2031';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Moves the keyboard's focus to `target` and presses `key`, as Tab would reach it. */
async function press(page: Page, target: ReturnType<Page['getByRole']>, key: string) {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, value: string) {
  await field.focus();
  await page.keyboard.type(value);
}

// One after the other: the demo admin's first sign-in on a stack changes its one-time password, which ends its other sessions.
test.describe.configure({ mode: 'default' });

for (const { lang, prefix, label } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US' },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA' },
]) {
  test(`a brand admin invites a store manager, who joins and sees only their store's team, until deactivated (${label})`, async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const email = `manager.${lang}.${Date.now()}@whitlocks.example`;
    const name = `Morgan ${lang === 'fr' ? 'Fumoir' : 'Smoker'}`;

    // The admin opens the Team screen from the console's navigation.
    await openConsoleSignedIn(page, lang, prefix);
    await press(page, page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staff.nav.team') }), 'Enter');
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staff.team.title') })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(axe.violations).toEqual([]);

    // The invitation, by keyboard: the form opens with focus on it.
    await press(page, page.getByRole('button', { name: text(lang, 'staff.team.invite') }), 'Enter');
    const form = page.getByRole('form', { name: text(lang, 'staff.team.inviteTitle') });
    await expect(form.getByRole('heading', { name: text(lang, 'staff.team.inviteTitle') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(text(lang, 'staff.team.field.firstName'), { exact: true })).toBeFocused();
    await page.keyboard.type('Morgan');
    await typeInto(page, form.getByLabel(text(lang, 'staff.team.field.lastName'), { exact: true }), name.split(' ')[1]!);
    await typeInto(page, form.getByLabel(text(lang, 'staff.team.field.email'), { exact: true }), email);
    await press(page, form.getByLabel(text(lang, 'staff.team.field.role'), { exact: true }), 'ArrowDown');
    await expect(form.getByLabel(text(lang, 'staff.team.field.role'), { exact: true })).toHaveValue('store_manager');
    await press(page, form.getByRole('checkbox', { name: DALLAS, exact: true }), 'Space');
    await expect(form.getByRole('checkbox', { name: DALLAS, exact: true })).toBeChecked();
    await press(page, form.getByRole('button', { name: text(lang, 'staff.team.sendInvite') }), 'Enter');
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staff.team.done.invited', { email }) })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('cell', { name: text(lang, 'staff.team.role.store_manager'), exact: true })).toBeVisible();
    await expect(row.getByText(DALLAS)).toBeVisible();

    // The manager opens the link from the outbox in a browser of their own and chooses a password.
    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    const link = await invitationLink(request, email);
    expect(link.startsWith(`${prefix}/staff/invite#token=`)).toBe(true);
    await visit(manager, link);
    await expectLang(manager, label);
    // The link is checked first; a refusal would show as an alert instead of the welcome.
    const welcome = manager.getByText(text(lang, 'staff.team.invite.intro', { name: 'Morgan', email, role: text(lang, 'staff.team.role.store_manager') }));
    const refusal = manager.getByRole('main').getByRole('alert');
    await expect(welcome.or(refusal)).toBeVisible({ timeout: 20_000 });
    await expect(refusal).toHaveCount(0);
    await typeInto(manager, manager.getByLabel(text(lang, 'staff.password.new'), { exact: true }), MANAGER_PASSWORD);
    await typeInto(manager, manager.getByLabel(text(lang, 'staff.password.confirm'), { exact: true }), MANAGER_PASSWORD);
    await manager.keyboard.press('Enter');
    await expect(manager.getByRole('heading', { level: 1, name: text(lang, 'staff.console.title') })).toBeVisible();

    // Their team is their store's: the Dallas staff, not Austin's, and no brand admin.
    await press(manager, manager.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staff.nav.team') }), 'Enter');
    await expect(manager.getByRole('heading', { level: 1, name: text(lang, 'staff.team.title') })).toBeVisible();
    await expect(manager.getByRole('row', { name: /Dana Store/ })).toBeVisible();
    await expect(manager.getByRole('row', { name: /Avi Store/ })).toHaveCount(0);
    await expect(manager.getByRole('row', { name: /Avery Admin/ })).toHaveCount(0);
    await expect(manager.getByRole('row', { name: new RegExp(name) }).getByText(text(lang, 'staff.team.you'))).toBeVisible();

    // The admin deactivates them, confirming by keyboard.
    await page.reload();
    await press(page, page.getByRole('button', { name: text(lang, 'staff.team.action.deactivate.label', { name }) }), 'Enter');
    const confirm = page.getByRole('alertdialog', { name: text(lang, 'staff.team.confirm.deactivate.title', { name }) });
    await expect(confirm.getByRole('heading')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: text(lang, 'staff.team.confirm.deactivate.yes') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staff.team.done.deactivated', { name }) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) }).getByText(text(lang, 'staff.team.status.deactivated'), { exact: true })).toBeVisible();

    // The manager's next page load is the sign-in page, and the used link says so.
    await manager.reload();
    await expect(manager).toHaveURL(new RegExp(`${prefix}/staff/login$`));
    await visit(manager, link);
    await expect(manager.getByRole('alert').filter({ hasText: text(lang, 'staff.team.error.staff_team_invite_used') })).toBeVisible();
    await managerContext.close();
  });
}
