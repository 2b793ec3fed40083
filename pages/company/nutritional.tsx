import { NutritionTemplate } from '@/components/content/nutrition-template';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('nutritional', '/company/nutritional');

export default function NutritionPage({ content, breadcrumbs }: ContentPageProps<'nutritional'>) {
  return <NutritionTemplate nutrition={content} breadcrumbs={breadcrumbs} />;
}
