/**
 * What a menu card or an item page says of a counted meat today: "12 racks left today",
 * "3 lb left today" / "1,2 kg left today" in the market's weight, or "Sold out today"; null when
 * there is nothing to say (plenty left, or a meat the store does not count).
 */
import { formatWeight, weightOfQuantity } from '@/domain/menu/weight-units';
import type { ItemSmoke } from '@/lib/api/menus';
import type { Translate } from '@/lib/i18n';

export function smokeNoticeText(smoke: ItemSmoke | undefined, t: Translate): string | null {
  if (!smoke?.notice) return null;
  if (smoke.notice === 'sold-out') return t('smoke.soldOutToday');
  const left = smoke.left ?? 0;
  if (smoke.weightUnit) return t('smoke.left.weight', { weight: formatWeight(weightOfQuantity(left, smoke.weightUnit), t.language) });
  return t.count(smoke.countedAs === 'rack' ? 'smoke.left.rack' : 'smoke.left.piece', left);
}
