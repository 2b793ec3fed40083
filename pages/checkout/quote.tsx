/** /checkout/quote: the event details of a get-a-quote cart, sent as a catering quote request. */
import { QuoteRequestTemplate } from '@/components/checkout/quote-request-template';
import { loadQuoteRequestPage, type QuoteRequestPageProps } from '@/lib/page-loaders/quote-request';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<QuoteRequestPageProps>((args) => loadQuoteRequestPage(args));

export default function QuoteRequestPage({ state }: QuoteRequestPageProps) {
  return <QuoteRequestTemplate state={state} />;
}
