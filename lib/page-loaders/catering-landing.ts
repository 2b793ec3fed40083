/**
 * /catering: its content document and the catering packages priced in the market
 * (lib/api/catering-packages.ts). Without the packages (the menu could not be read) the page
 * still shows its content, and is then not shared-cached.
 */
import type { CateringPage } from '@/domain/content/types';
import { fetchCateringPackages, type CateringPackageView } from '../api/catering-packages';
import { fetchContentPage } from '../api/content';
import type { HeadCrumb } from '../page-head';
import { contentHead } from '../seo/content-head';
import { headFallback } from './content';
import { optionalRead } from './optional-read';
import { withPage } from './with-page';

const ROUTE = '/catering';

export type CateringLandingProps = { content: CateringPage; breadcrumbs: HeadCrumb[]; packages: CateringPackageView[] | null };

export const cateringLandingProps = withPage<CateringLandingProps>(
  async ({ api, t }) => {
    const [{ data, meta }, packages] = await Promise.all([fetchContentPage(api, 'catering', ROUTE), optionalRead('catering packages', fetchCateringPackages(api))]);
    const head = contentHead(meta, ROUTE, headFallback(t));
    return { props: { content: data, breadcrumbs: head.breadcrumbs ?? [], packages }, head };
  },
  { publicCache: (props) => props.packages !== null },
);
