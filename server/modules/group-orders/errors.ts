/** The coded refusals of group orders (domain/group-orders/messages.ts), as the API's typed errors. */
import { groupOrderErrorCode, groupOrderText, type GroupOrderMessageName } from '@/domain/group-orders/messages';
import { refusalOfStatus, type HttpError } from '@/server/errors';

export function groupRefusal(status: 400 | 404 | 409 | 422, name: GroupOrderMessageName, params: Record<string, string | number> = {}): HttpError {
  return refusalOfStatus(status, groupOrderText(name, params), { code: groupOrderErrorCode(name), ...(Object.keys(params).length > 0 && { params }) });
}
