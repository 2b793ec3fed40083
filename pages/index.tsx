import { HomeTemplate } from '@/components/home/home-template';
import { isWholeHome, loadHomePage, type HomeProps } from '@/lib/page-loaders/home';
import { withPage } from '@/lib/page-loaders/with-page';

// Shared-cached for anonymous visitors (the diner's own last order loads after hydration).
export const getServerSideProps = withPage<HomeProps>(loadHomePage, { publicCache: isWholeHome, anonymous: true });

export default function HomePage(props: HomeProps) {
  return <HomeTemplate {...props} />;
}
