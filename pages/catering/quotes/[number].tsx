/** /catering/quotes/[number]?token=…: the buyer's catering quote, linked from every quote email. Private: never indexed. */
import { QuoteTemplate } from '@/components/catering/quote-template';
import { loadQuotePage, type QuotePageProps } from '@/lib/page-loaders/quote';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<QuotePageProps>(loadQuotePage);

export default function QuotePage({ quote, token }: QuotePageProps) {
  return <QuoteTemplate quote={quote} token={token} />;
}
