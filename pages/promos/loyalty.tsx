import { LoyaltyTemplate } from '@/components/content/loyalty-template';
import { loyaltyPromotionProps, type LoyaltyPromotionProps } from '@/lib/page-loaders/loyalty-promotion';

export const getServerSideProps = loyaltyPromotionProps;

export default function LoyaltyPage({ content, breadcrumbs, program }: LoyaltyPromotionProps) {
  return <LoyaltyTemplate loyalty={content} breadcrumbs={breadcrumbs} program={program} />;
}
