/** /catering/quotes/[number]/pay?token=…&part=deposit|full: pay an accepted catering quote. Private: never indexed. */
import { QuotePaymentTemplate } from '@/components/catering/quote-payment-template';
import { loadQuotePayPage, type QuotePayPageProps } from '@/lib/page-loaders/quote-pay';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<QuotePayPageProps>(loadQuotePayPage);

export default function QuotePayPage(props: QuotePayPageProps) {
  return <QuotePaymentTemplate {...props} />;
}
