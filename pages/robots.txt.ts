/** /robots.txt: allow everything and name the sitemap, or refuse everything when NO_ROBOTS is set. */
import type { GetServerSideProps } from 'next';
import { buildRobotsTxt } from '@/lib/seo/sitemap-xml';
import { storefrontConfig } from '@/lib/config/storefront';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const { siteUrl, noRobots } = storefrontConfig().seo;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600');
  res.end(buildRobotsTxt(siteUrl, noRobots));
  return { props: {} };
};

export default function RobotsTxt() {
  return null;
}
