/** /catering/quotes/[number]/paypal-return: PayPal sends the catering buyer back here; the capture runs on the server. */
import { PayPalReturnTemplate } from '@/components/payment/paypal-return-template';
import { loadQuotePayPalReturn, type QuotePayPalReturnProps } from '@/lib/page-loaders/quote-paypal-return';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<QuotePayPalReturnProps>(loadQuotePayPalReturn);

export default function QuotePayPalReturnPage({ message, retryPath }: QuotePayPalReturnProps) {
  return <PayPalReturnTemplate message={message} retryPath={retryPath} />;
}
