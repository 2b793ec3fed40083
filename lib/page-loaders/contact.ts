/** getServerSideProps of the contact and privacy pages: their page meta only (their text is interface text). */
import type { HeadCrumb } from '../page-head';
import { fetchPageMeta } from '../api/content';
import { headFallback } from './content';
import { withPage } from './with-page';
import { contentHead } from '../seo/content-head';

export type ContactPageProps = { breadcrumbs: HeadCrumb[] };

export function contactPageProps(route: string, accept: (path: string) => boolean = () => true) {
  return withPage<ContactPageProps>(
    async ({ api, t, params }) => {
      const slug = typeof params?.page === 'string' ? `/contact/${params.page}` : route;
      if (!accept(slug)) return { notFound: true };
      const meta = await fetchPageMeta(api, route);
      const head = contentHead(meta, route, headFallback(t));
      return { props: { breadcrumbs: head.breadcrumbs ?? [] }, head: head };
    },
    { publicCache: true },
  );
}
