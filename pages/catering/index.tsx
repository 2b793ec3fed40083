import { CateringPackages } from '@/components/catering/packages';
import { CateringTemplate } from '@/components/content/catering-templates';
import { cateringLandingProps, type CateringLandingProps } from '@/lib/page-loaders/catering-landing';

export const getServerSideProps = cateringLandingProps;

export default function CateringPage({ content, breadcrumbs, packages }: CateringLandingProps) {
  return <CateringTemplate catering={content} breadcrumbs={breadcrumbs} packages={packages && <CateringPackages packages={packages} />} />;
}
