import {
  orderFeedbackErrorCode,
  ORDER_FEEDBACK_ERROR_CODES,
  ORDER_FEEDBACK_MESSAGES,
  type OrderFeedbackMessageName,
} from '@/domain/validation/order-feedback';
import { REVIEW_US_MESSAGES } from '@/domain/messages';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

describe('apiText for order feedback codes', () => {
  it.each([
    ['fr-ca', { code: 'order_feedback_already_answered', params: { number: '100042' }, message: 'x' }, 'Merci : nous avons déjà votre avis sur la commande 100042'],
    ['ja-jp', { code: 'order_feedback_cannot_auto_locate', message: 'x' }, '現在地を自動で特定できません'],
    ['en-us', { code: 'order_feedback_restaurant_cannot_be_reviewed', message: 'x' }, 'Selected restaurant can not be reviewed'],
    ['fr-ca', { code: 'restaurant_required', message: 'Restaurant is required' }, 'Le restaurant est obligatoire'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every order feedback code', (_language, catalogue) => {
    expect(ORDER_FEEDBACK_ERROR_CODES.filter((code) => !(`orderFeedback.error.${code}` in catalogue))).toEqual([]);
  });

  it('repeats in English the domain texts the API sends, review-us failures as the catalogue writes them', () => {
    const english = en as Record<string, string>;
    const names = (Object.keys(ORDER_FEEDBACK_MESSAGES) as OrderFeedbackMessageName[]).filter((name) => name !== 'restaurantRequired');
    for (const name of names) expect([name, english[`orderFeedback.error.${orderFeedbackErrorCode(name)}`]]).toEqual([name, ORDER_FEEDBACK_MESSAGES[name]]);
    expect(english['orderFeedback.error.order_feedback_restaurant_not_found']).toBe(REVIEW_US_MESSAGES.restaurantNotFound);
    expect(english['orderFeedback.error.order_feedback_cannot_auto_locate']).toBe(REVIEW_US_MESSAGES.cannotAutoLocate);
  });
});
