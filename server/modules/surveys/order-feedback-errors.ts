/** Order feedback's refusals as typed errors: the English text with its limits and params, and its code. */
import { orderFeedbackErrorCode, orderFeedbackText, ORDER_FEEDBACK_LIMITS, type OrderFeedbackMessageName } from '@/domain/validation';
import { HttpError } from '@/server/errors';

export function orderFeedbackError(status: number, name: OrderFeedbackMessageName, values: Record<string, string | number> = {}): HttpError {
  const params = { ...ORDER_FEEDBACK_LIMITS[name], ...values };
  return new HttpError(status, orderFeedbackText(name, params), undefined, {
    code: orderFeedbackErrorCode(name),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  });
}
