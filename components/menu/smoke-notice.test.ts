import { createTranslator } from '@/lib/i18n';
import type { ItemSmoke } from '@/lib/api/menus';
import { smokeNoticeText } from './smoke-notice';

const smoke = (facts: Partial<ItemSmoke>): ItemSmoke => ({ countedAs: 'rack', weightUnit: null, today: '2026-11-30', notice: null, left: null, reservableTomorrow: false, ...facts });

describe('smokeNoticeText', () => {
  const en = createTranslator('en-us');
  const fr = createTranslator('fr-ca');

  it('says racks, pieces and weights left in the page language', () => {
    expect(smokeNoticeText(smoke({ notice: 'left', left: 12 }), en)).toBe('12 racks left today');
    expect(smokeNoticeText(smoke({ notice: 'left', left: 1 }), en)).toBe('1 rack left today');
    expect(smokeNoticeText(smoke({ countedAs: 'piece', notice: 'left', left: 5 }), en)).toBe('5 left today');
    expect(smokeNoticeText(smoke({ countedAs: 'weight', weightUnit: 'lb', notice: 'left', left: 3 }), en)).toBe('3 lb left today');
    expect(smokeNoticeText(smoke({ countedAs: 'weight', weightUnit: '100g', notice: 'left', left: 12 }), fr)).toMatch(/^Plus que 1,2\s?kg aujourd'hui$/u);
  });

  it('says sold out, and nothing with plenty left or no facts', () => {
    expect(smokeNoticeText(smoke({ notice: 'sold-out' }), fr)).toBe("Épuisé aujourd'hui");
    expect(smokeNoticeText(smoke({}), en)).toBeNull();
    expect(smokeNoticeText(undefined, en)).toBeNull();
  });
});
