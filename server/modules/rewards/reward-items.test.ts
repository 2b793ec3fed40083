/** Every item a reward gives, and the meats section every-meat counts, is on the demo chain's menus. */
import { MENUS } from '@/content/menus/menus';
import { ACHIEVEMENTS, MEATS_SECTION_SLUG } from '@/domain/loyalty/achievements';
import { MYSTERY_PRIZES } from '@/domain/loyalty/mystery-rewards';
import { REFERRAL_REWARD_ITEM_SLUG } from '@/domain/loyalty/referrals';
import { ANNIVERSARY_REWARD_ITEM_SLUG, BIRTHDAY_REWARD_ITEM_SLUG } from '@/domain/loyalty/yearly-rewards';
import { catalogItems } from '@/server/seed/catalog';

describe('reward items of the demo chain', () => {
  const slugs = new Set(catalogItems().map(({ item }) => item.slug));

  it.each([
    ...MYSTERY_PRIZES.map((prize) => ['mystery', prize.itemSlug]),
    ...ACHIEVEMENTS.map((rule) => [rule.id, rule.rewardItemSlug]),
    ['referral', REFERRAL_REWARD_ITEM_SLUG],
    ['birthday', BIRTHDAY_REWARD_ITEM_SLUG],
    ['anniversary', ANNIVERSARY_REWARD_ITEM_SLUG],
  ])('%s gives %s, an item of the menus', (_reward, slug) => {
    expect(slugs.has(slug!)).toBe(true);
  });

  it('has a meats section with several meats', () => {
    const meats = MENUS.flatMap((menu) => menu.sections).filter((section) => section.slug === MEATS_SECTION_SLUG);
    expect(meats.flatMap((section) => section.items).length).toBeGreaterThan(2);
  });
});

describe('reward items go on an order with no choice to make', () => {
  const bySlug = new Map(catalogItems().map(({ item }) => [item.slug, item]));
  it.each([
    ...MYSTERY_PRIZES.map((prize) => prize.itemSlug),
    ...ACHIEVEMENTS.map((rule) => rule.rewardItemSlug),
    REFERRAL_REWARD_ITEM_SLUG,
    BIRTHDAY_REWARD_ITEM_SLUG,
    ANNIVERSARY_REWARD_ITEM_SLUG,
  ])('%s has no required option group', (slug) => {
    const groups = bySlug.get(slug)?.optionGroups ?? [];
    expect(groups.filter((group) => (group.minChoices ?? 0) > 0)).toEqual([]);
  });
});
