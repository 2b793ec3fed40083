/**
 * /checkout/paypal-return: where the PayPal sandbox sends the diner after approval.
 * The capture runs here on the server, keyed by the PayPal token (a reload replays it, never
 * charges twice), then the thank-you page follows. A failure says why and offers payment again.
 */
import { PayPalReturnTemplate } from '@/components/payment/paypal-return-template';
import { localizedPath } from '@/domain/markets';
import { capturePayPal } from '@/lib/api/checkout';
import { isApiError } from '@/lib/api/api-error';
import { orderCookiesFromHeader } from '@/lib/order-cookies';
import type { OrderPageProps } from '@/lib/order-context';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';
import { apiText } from '@/lib/api/error-text';

type Props = OrderPageProps & { message: string };

export const getServerSideProps = withPage<Props>(async ({ api, market, t, query }) => {
  const orderId = paramOf(query, 'orderId');
  const token = paramOf(query, 'token');
  const payerId = paramOf(query, 'PayerID');
  const head = { title: t('checkout.paypal.metaTitle'), description: t('checkout.paypal.metaDescription'), path: '/checkout/paypal-return', preventIndexing: true };
  if (!orderId || !token || !payerId) return { props: { message: t('checkout.paypal.incomplete'), orderStep: 'payment' }, head };
  const access = { orderId, orderToken: orderCookiesFromHeader(api.cookie).orderToken };
  try {
    await capturePayPal(api, access, { token, payerId }, `paypal-capture-${token}`);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return { props: { message: apiText(t, error, market), orderStep: 'payment' }, head };
  }
  return { redirect: { destination: localizedPath(market.locale, `/order/${encodeURIComponent(orderId)}/summary`), permanent: false } };
});

export default function PayPalReturnPage({ message }: Props) {
  return <PayPalReturnTemplate message={message} />;
}
