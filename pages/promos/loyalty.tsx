import { LoyaltyTemplate } from '@/components/content/loyalty-template';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('loyaltyPromotion', '/promos/loyalty');

export default function LoyaltyPage({ content, breadcrumbs }: ContentPageProps<'loyaltyPromotion'>) {
  return <LoyaltyTemplate loyalty={content} breadcrumbs={breadcrumbs} />;
}
