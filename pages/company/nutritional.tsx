import { NutritionTemplate } from '@/components/content/nutrition-template';
import { contentPageProps, type ContentPageProps } from '@/lib/content-page-props';

export const getServerSideProps = contentPageProps('nutritional', '/company/nutritional');

export default function NutritionPage({ content, breadcrumbs }: ContentPageProps<'nutritional'>) {
  return <NutritionTemplate nutrition={content} breadcrumbs={breadcrumbs} />;
}
