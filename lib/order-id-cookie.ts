/** The cookie that holds the guest's open order id (lib/order-cookies.ts writes it with its token). */
export const ORDER_ID_COOKIE = 'orderId';
