/**
 * Rewards journey, once per locale (en-US, fr-CA), as a diner lives it:
 *  1. sign up, verify the email and sign in; the first paid order earns the first-order achievement;
 *  2. four more paid orders (made through the API, as the checkout makes them) reach the mystery reward;
 *  3. on the rewards page, reveal it, try again once, add it to the wallet, and find it there;
 *  4. give a birthday (an impossible day is refused inline first), and find the invite link.
 */
import { expect, test } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail, verifyAccount } from './support/accounts';
import { bearerOf } from './support/catering';
import { payOrders, walletOf } from './support/paid-orders';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

type Market = { lang: Language; htmlLang: string; prefix: string; locale: string; monthApril: string };

const MARKETS: Market[] = [
  { lang: 'en', htmlLang: 'en-US', prefix: '', locale: 'en-US', monthApril: 'April' },
  { lang: 'fr', htmlLang: 'fr-CA', prefix: '/ca/fr', locale: 'fr-CA', monthApril: 'avril' },
];

for (const market of MARKETS) {
  const { lang, prefix } = market;

  test(`${market.htmlLang}: a diner earns an achievement, reveals, rerolls and accepts a mystery reward, and gives a birthday`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail(`rewards-${lang}`);
    await createAccount(request, email, market.locale);
    await verifyAccount(request, email);
    await signIn(page, lang, prefix, email, PASSWORD);
    const bearer = await bearerOf(page);

    await payOrders(request, bearer, 1);
    await visit(page, `${prefix}/user-profile/loyalty`);
    await expectLang(page, market.htmlLang);
    const achievements = page.getByRole('region', { name: text(lang, 'rewards.achievements.title') });
    const firstOrder = achievements.getByRole('listitem').filter({ hasText: text(lang, 'rewards.achievements.first-order') });
    await expect(firstOrder).toContainText(text(lang, 'rewards.achievements.earned', { date: '' }).trim().split(' ')[0]!);
    const mystery = page.getByRole('region', { name: text(lang, 'rewards.mystery.title') });
    await expect(mystery.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(mystery.getByText(text(lang, 'rewards.mystery.progress', { done: '1', every: '5' }))).toBeVisible();

    await payOrders(request, bearer, 4);
    await visit(page, `${prefix}/user-profile/loyalty`);
    await expect(mystery.getByText(text(lang, 'rewards.mystery.ready'))).toBeVisible();
    await mystery.getByRole('button', { name: text(lang, 'rewards.mystery.reveal') }).click();
    const revealed = mystery.getByText(new RegExp(escape(text(lang, 'rewards.mystery.revealed', { prize: '' }))));
    await expect(revealed).toBeVisible();
    const firstPrize = await revealed.textContent();
    await mystery.getByRole('button', { name: text(lang, 'rewards.mystery.reroll') }).click();
    await expect(mystery.getByText(text(lang, 'rewards.mystery.rerollUsed'))).toBeVisible();
    await expect(mystery.getByRole('button', { name: text(lang, 'rewards.mystery.reroll') })).toHaveCount(0);
    const secondPrize = (await revealed.textContent())!;
    expect(secondPrize).not.toBe(firstPrize);
    const prize = secondPrize.replace(text(lang, 'rewards.mystery.revealed', { prize: '' }), '').trim();
    await mystery.getByRole('button', { name: text(lang, 'rewards.mystery.accept') }).click();
    await expect(mystery.getByRole('status').filter({ hasText: text(lang, 'rewards.mystery.accepted', { prize }) })).toBeVisible();
    await expect(mystery.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const inWallet = await walletOf(request, bearer, market.locale);
    expect(inWallet.filter((reward) => reward.rewardSourceId === 1).map((reward) => reward.title)).toEqual([prize]);
    const wallet = page.getByRole('region', { name: text(lang, 'loyalty.wallet.title') });
    await expect(wallet.getByRole('listitem').filter({ hasText: prize })).toHaveCount(inWallet.filter((reward) => reward.title === prize).length);

    const birthday = page.getByRole('region', { name: text(lang, 'rewards.birthday.title') });
    await birthday.getByLabel(text(lang, 'rewards.birthday.month'), { exact: true }).selectOption({ label: market.monthApril });
    await birthday.getByLabel(text(lang, 'rewards.birthday.day'), { exact: true }).selectOption('31');
    await birthday.getByRole('button', { name: text(lang, 'rewards.birthday.save') }).click();
    await expect(birthday.getByText(text(lang, 'rewards.error.reward_birthday_day_invalid', { month: '4', day: '31' }))).toBeVisible();
    await expect(birthday.getByLabel(text(lang, 'rewards.birthday.day'), { exact: true })).toBeFocused();
    await birthday.getByLabel(text(lang, 'rewards.birthday.day'), { exact: true }).selectOption('30');
    await birthday.getByRole('button', { name: text(lang, 'rewards.birthday.save') }).click();
    await expect(birthday.getByRole('status')).toContainText(text(lang, 'rewards.birthday.saved', { date: '' }).split(' ')[0]!);

    const invite = page.getByRole('region', { name: text(lang, 'rewards.invite.title') });
    await expect(invite.getByLabel(text(lang, 'rewards.invite.link'))).toHaveValue(new RegExp(`${prefix}/signup\\?ref=[A-Z0-9-]+$`));
  });
}

function escape(value: string): string {
  return value.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
