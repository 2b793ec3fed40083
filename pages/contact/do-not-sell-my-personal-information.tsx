/** /contact/do-not-sell-my-personal-information: the opt-out form, and whether this browser is opted out (GPC included). */
import { DoNotSellTemplate } from '@/components/privacy/privacy-pages';
import { doNotSellPageProps, type DoNotSellPageProps } from '@/lib/page-loaders/privacy';

export const getServerSideProps = doNotSellPageProps;

export default function DoNotSellPage(props: DoNotSellPageProps) {
  return <DoNotSellTemplate {...props} />;
}
