/**
 * Invitations on the journeys' demo stack: the link of the newest invitation mailed to an address
 * (read from the mail outbox, a demo-mode page), and a store manager the demo brand admin invites
 * through the admin API who then joins in the browser as a person would (the link, a password of
 * their own, the console). The Team screen's own journey invites through the screen.
 */
import { expect, request as newRequestContext, type APIRequestContext, type Page } from '@playwright/test';
import { visit } from './pages';
import { sharedStaffToken } from './staff';
import { text, type Language } from './text';

const API = process.env.E2E_API_URL ?? 'http://localhost:4100';

/** The invitation link of the newest invitation mailed to `email`, as path and fragment. */
export async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const outbox = await request.get(`${API}/online-ordering/dev/outbox`);
    expect(outbox.ok()).toBe(true);
    const { data } = (await outbox.json()) as { data: { to: string; text: string }[] };
    const mail = data.find((entry) => entry.to.includes(email) && entry.text.includes('/staff/invite#token='));
    expect(mail, `no invitation mail for ${email}`).toBeTruthy();
    link = /https?:\/\/\S+\/staff\/invite#token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

type Invitee = { firstName: string; lastName: string; email: string; password: string; store: string };

/**
 * The demo brand admin invites `invitee` as the manager of the store titled `store`; the manager
 * opens the mailed link on `page`, chooses their password and lands in the console.
 */
export async function joinAsInvitedManager(page: Page, lang: Language, invitee: Invitee): Promise<void> {
  // The invitation is written, and its link made, in the admin's market and language.
  const market = lang === 'fr' ? { 'country-alpha-2': 'CA', 'accept-language': 'fr-CA' } : { 'country-alpha-2': 'US', 'accept-language': 'en-US' };
  const api = await newRequestContext.newContext({ baseURL: API, extraHTTPHeaders: { authorization: `Bearer ${await sharedStaffToken()}`, 'brand-id': '4', ...market } });
  try {
    const team = (await (await api.get('/online-ordering/admin/staff')).json()) as { stores: { id: number; title: string }[] };
    const store = team.stores.find((candidate) => candidate.title === invitee.store);
    expect(store, `no store titled ${invitee.store}`).toBeTruthy();
    const invited = await api.post('/online-ordering/admin/staff/invites', {
      data: { firstName: invitee.firstName, lastName: invitee.lastName, email: invitee.email, role: 'store_manager', storeIds: [store!.id] },
    });
    expect(invited.status()).toBe(201);
    await visit(page, await invitationLink(api, invitee.email));
  } finally {
    await api.dispose();
  }
  await expect(page.getByText(text(lang, 'staff.team.invite.intro', { name: invitee.firstName, email: invitee.email, role: text(lang, 'staff.team.role.store_manager') }))).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(text(lang, 'staff.password.new'), { exact: true }).fill(invitee.password);
  await page.getByLabel(text(lang, 'staff.password.confirm'), { exact: true }).fill(invitee.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staff.console.title') })).toBeVisible();
}
