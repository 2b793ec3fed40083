/**
 * Accessibility: axe with the WCAG 2.2 AA tags finds no violation on the site's pages, the privacy
 * policy and a press release hosted on the site among them, in en-US and fr-CA.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { TALK_TO_PATH, WORK_FOR_PATH } from '../../content/brand';
import { getContent } from '../../content';
import { visit } from './support/pages';
import { publishedPressRelease } from './support/staff';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PATHS = [
  '/',
  '/menu',
  '/menu/two-meat-plate',
  '/locations',
  '/catering',
  '/catering/services',
  '/catering/faq',
  '/company/our-story',
  '/company/meet-our-team',
  WORK_FOR_PATH,
  '/company/nutritional',
  '/promos/current-deals',
  '/promos/loyalty',
  TALK_TO_PATH,
  '/contact/general-feedback',
  '/contact/ccpa-privacy-form',
  '/contact/do-not-sell-my-personal-information',
  '/legal/terms-and-conditions',
  '/legal/privacy-policy',
  '/franchise-info',
  '/press',
  '/press/blog',
  '/press/blog/page/2',
  `/press/blog/${getContent('blogPosts', 'en')[0]?.slug}`,
  '/sitemap',
];

for (const prefix of ['', '/ca/fr']) {
  for (const path of PATHS) {
    const url = prefix && path === '/' ? prefix : `${prefix}${path}`;
    test(`axe finds no WCAG 2.2 AA violation on ${url}`, async ({ page }) => {
      await visit(page, url);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const summary = results.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
      expect(summary).toEqual([]);
    });
  }

  test(`axe finds no WCAG 2.2 AA violation on a press release hosted on the site (${prefix || 'en-US'})`, async ({ page }) => {
    const slug = await publishedPressRelease(prefix ? 'fr-ca' : 'en', 'axe');
    await visit(page, `${prefix}/press/releases/${slug}`);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))).toEqual([]);
  });

  test(`axe finds no violation on the not-found page (${prefix || 'en-US'})`, async ({ page }) => {
    await visit(page, `${prefix}/press/blog/no-such-post`, 404);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
