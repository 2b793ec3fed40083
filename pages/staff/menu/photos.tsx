/**
 * /staff/menu/photos: the brand's items with their pictures, where a brand admin uploads or
 * removes an item's photo (other staff get the not-found page, as the API refuses them); never
 * indexed.
 */
import { MenuPhotosTemplate, type MenuPhotosData } from '@/components/staff/menu-photos/menu-photos-template';
import { fetchMenuPhotos } from '@/lib/api/staff-menu-photos';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<MenuPhotosData>(
  staffLoader<MenuPhotosData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    return {
      props: { staff, photos: await fetchMenuPhotos(staffApi) },
      head: { title: t('staffMenuPhotos.title'), description: t('staffMenuPhotos.intro'), path: '/staff/menu/photos', preventIndexing: true },
    };
  }),
);

export default function StaffMenuPhotosPage(props: MenuPhotosData) {
  return <MenuPhotosTemplate {...props} />;
}
