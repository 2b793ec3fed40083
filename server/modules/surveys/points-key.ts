/** The ledger key of an order's feedback points: this prefix and the order id, so an order earns them once. */
export const SURVEY_POINTS_KEY_PREFIX = 'survey:order-feedback:';

export function surveyPointsKey(orderId: string): string {
  return `${SURVEY_POINTS_KEY_PREFIX}${orderId}`;
}
