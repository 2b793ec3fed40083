import { isOrderRating, offersReviewUs, orderFeedbackErrorCode, orderFeedbackText, ORDER_FEEDBACK_ERROR_CODES } from './order-feedback';

describe('isOrderRating', () => {
  it.each([
    [1, true], [5, true], [3, true], [0, false], [6, false], [4.5, false], [-1, false], ['5', false], [null, false], [Number.NaN, false],
  ])('%p → %p', (value, expected) => {
    expect(isOrderRating(value)).toBe(expected);
  });
});

describe('offersReviewUs', () => {
  it.each([[1, false], [3, false], [4, true], [5, true]])('a rating of %p → %p', (rating, expected) => {
    expect(offersReviewUs(rating)).toBe(expected);
  });
});

describe('orderFeedbackErrorCode', () => {
  it('prefixes our codes and keeps the standard text’s own code for "Restaurant is required"', () => {
    expect(orderFeedbackErrorCode('alreadyAnswered')).toBe('order_feedback_already_answered');
    expect(orderFeedbackErrorCode('restaurantCannotBeReviewed')).toBe('order_feedback_restaurant_cannot_be_reviewed');
    expect(orderFeedbackErrorCode('restaurantRequired')).toBe('restaurant_required');
    expect(ORDER_FEEDBACK_ERROR_CODES).not.toContain('restaurant_required');
  });
});

describe('orderFeedbackText', () => {
  it('fills in the limits and the values', () => {
    expect(orderFeedbackText('ratingOutOfRange')).toBe('A rating is a whole number of stars from 1 to 5');
    expect(orderFeedbackText('commentTooLong')).toBe('A comment takes at most 1000 characters');
    expect(orderFeedbackText('orderNotPaid', { number: '100042' })).toBe('Order 100042 is not paid yet: you can rate it once it is paid');
    expect(orderFeedbackText('cannotAutoLocate')).toBe('Cannot auto locate');
    expect(orderFeedbackText('restaurantRequired')).toBe('Restaurant is required');
  });
});
