/**
 * The content console, in en-US and fr-CA: the demo brand admin opens Content from the console's
 * navigation, writes a blog post in the language of the site they work on, saves it as a draft
 * (the blog does not show it), previews it as diners will see it (never indexed), publishes it
 * and finds it on that language's blog and not on the other's, then unpublishes it and the blog
 * drops it again. axe finds no violation on the list and the editor. In fr-CA the admin also
 * writes a press release with the same editor, publishes it, and a diner finds it on /ca/fr/press
 * and reads it at its own address; unpublished, the press page drops it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { text, type Language } from './support/text';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const POSTS = {
  en: {
    contentLocale: 'en',
    title: 'Smoke rings at sunrise',
    slug: 'smoke-rings-at-sunrise',
    author: 'The pit crew',
    excerpt: 'What the pit crew does before the doors open.',
    paragraph: 'Before dawn the hickory is split and the fire is lit.',
    otherBlog: '/ca/fr/press/blog',
  },
  fr: {
    contentLocale: 'fr-ca',
    title: 'Des anneaux de fumée au lever du soleil',
    slug: 'anneaux-de-fumee-au-lever-du-soleil',
    author: 'L’équipe du fumoir',
    excerpt: 'Ce que fait l’équipe du fumoir avant l’ouverture.',
    paragraph: 'Avant l’aube, le hickory est fendu et le feu allumé.',
    otherBlog: '/press/blog',
  },
} as const;

/** The blog's list as a diner reads it, in a browser of their own. */
async function blogShows(diner: Page, path: string, title: string): Promise<boolean> {
  await visit(diner, path);
  await expect(diner.getByRole('heading', { level: 1 })).toBeVisible();
  return (await diner.getByRole('link', { name: title, exact: true }).count()) > 0;
}

// One after the other: the demo admin's first sign-in on a stack changes its one-time password, which ends its other sessions.
test.describe.configure({ mode: 'default' });

for (const { lang, prefix, label } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US' },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA' },
]) {
  test(`a brand admin writes, previews, publishes and unpublishes a blog post (${label})`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    const post = POSTS[lang as 'en' | 'fr'];
    // Letters and digits: a long run of digits in a text is refused as a card number.
    const stamp = Date.now().toString(36);
    const title = `${post.title} ${stamp}`;
    const slug = `${post.slug}-${stamp}`;
    const dinerContext = await browser.newContext();
    const diner = await dinerContext.newPage();

    await openConsoleSignedIn(page, lang, prefix);
    await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffContent.nav') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffContent.title') })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);

    // The admin writes the post; a web address with capitals is refused beside its field first.
    await page.getByRole('link', { name: text(lang, 'staffContent.write') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffContent.form.newTitle') })).toBeVisible();
    const form = page.getByRole('form', { name: text(lang, 'staffContent.form.newTitle') });
    await form.getByLabel(text(lang, 'staffContent.form.locale'), { exact: true }).selectOption(post.contentLocale);
    await form.getByLabel(text(lang, 'staffContent.form.title'), { exact: true }).fill(title);
    await form.getByLabel(text(lang, 'staffContent.form.slug'), { exact: true }).fill('Not A Slug');
    await form.getByLabel(text(lang, 'staffContent.form.author'), { exact: true }).fill(post.author);
    await form.getByLabel(text(lang, 'staffContent.form.excerpt'), { exact: true }).fill(post.excerpt);
    await form.getByLabel(text(lang, 'staffContent.form.body'), { exact: true }).fill(`${post.paragraph}\n\n## ${post.author}\n\n- brisket\n- <b>ribs</b>`);
    await form.getByRole('button', { name: text(lang, 'staffContent.form.create') }).click();
    await expect(form.getByText(text(lang, 'staffContent.error.staff_content_slug_invalid'))).toBeVisible();
    await expect(form.getByLabel(text(lang, 'staffContent.form.slug'), { exact: true })).toBeFocused();
    await form.getByLabel(text(lang, 'staffContent.form.slug'), { exact: true }).fill(slug);
    await form.getByRole('button', { name: text(lang, 'staffContent.form.create') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.done.created', { title }) })).toBeVisible();
    await expect(page.getByText(text(lang, 'staffContent.publish.draft'))).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);

    // A draft is nowhere on the blog.
    expect(await blogShows(diner, `${prefix}/press/blog`, title)).toBe(false);

    // The preview shows the post as diners will see it, markup typed in the text as plain text, and is never indexed.
    await page.getByRole('link', { name: text(lang, 'staffContent.previewOf', { title }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('note')).toContainText(text(lang, 'staffContent.status.draft'));
    await expect(page.getByText(post.paragraph)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '<b>ribs</b>' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: text(lang, 'staffContent.preview.back') }).click();

    // Published: on this language's blog, not on the other's.
    await page.getByRole('button', { name: text(lang, 'staffContent.publish.now') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.done.published', { title }) })).toBeVisible();
    expect(await blogShows(diner, `${prefix}/press/blog`, title)).toBe(true);
    await diner.getByRole('link', { name: title, exact: true }).click();
    await expect(diner.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(diner.getByText(post.paragraph)).toBeVisible();
    expect(await blogShows(diner, post.otherBlog, title)).toBe(false);

    // Unpublished after confirming: the blog drops it, and its address is not found.
    await page.getByRole('button', { name: text(lang, 'staffContent.publish.unpublish') }).click();
    await page.getByRole('button', { name: text(lang, 'staffContent.publish.confirmYes') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.done.unpublished', { title }) })).toBeVisible();
    expect(await blogShows(diner, `${prefix}/press/blog`, title)).toBe(false);
    const gone = await diner.goto(`${prefix}/press/blog/${slug}`);
    expect(gone?.status()).toBe(404);

    // The list says where it stands.
    await page.getByRole('link', { name: text(lang, 'staffContent.form.back') }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) }).getByText(text(lang, 'staffContent.status.draft'), { exact: true })).toBeVisible();
    await dinerContext.close();
  });
}

test('a brand admin publishes a press release in French with the post editor, and it shows on /ca/fr/press (fr-CA)', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const lang: Language = 'fr';
  const prefix = '/ca/fr';
  const stamp = Date.now().toString(36);
  const title = `Un nouveau fumoir à Montréal ${stamp}`;
  const slug = `nouveau-fumoir-montreal-${stamp}`;
  const paragraph = 'Le fumoir de Montréal ouvre ses portes au printemps.';
  const dinerContext = await browser.newContext();
  const diner = await dinerContext.newPage();
  const pressShows = async () => {
    await visit(diner, `${prefix}/press`);
    await expect(diner.getByRole('heading', { level: 1 })).toBeVisible();
    return (await diner.getByRole('link', { name: title, exact: true }).count()) > 0;
  };

  await openConsoleSignedIn(page, lang, prefix);
  await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffContent.nav') }).click();
  await page.getByRole('link', { name: text(lang, 'staffContent.write') }).click();
  const form = page.getByRole('form', { name: text(lang, 'staffContent.form.newTitle') });
  await form.getByLabel(text(lang, 'staffContent.form.kind'), { exact: true }).selectOption('press');
  await form.getByLabel(text(lang, 'staffContent.form.locale'), { exact: true }).selectOption('fr-ca');
  await form.getByLabel(text(lang, 'staffContent.form.title'), { exact: true }).fill(title);
  await form.getByLabel(text(lang, 'staffContent.form.slug'), { exact: true }).fill(slug);
  await form.getByLabel(text(lang, 'staffContent.form.author'), { exact: true }).fill('L’équipe des communications');
  await form.getByLabel(text(lang, 'staffContent.form.excerpt'), { exact: true }).fill('Un fumoir ouvre à Montréal.');
  await form.getByLabel(text(lang, 'staffContent.form.body'), { exact: true }).fill(paragraph);
  await form.getByRole('button', { name: text(lang, 'staffContent.form.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.done.created', { title }) })).toBeVisible();

  // A draft is not on the press page.
  expect(await pressShows()).toBe(false);

  // Published: on the French press page, and at its own address.
  await page.getByRole('button', { name: text(lang, 'staffContent.publish.now') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.done.published', { title }) })).toBeVisible();
  expect(await pressShows()).toBe(true);
  await diner.getByRole('link', { name: title, exact: true }).click();
  await expect(diner).toHaveURL(new RegExp(`${prefix}/press/releases/${slug}$`));
  await expect(diner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(diner.getByText(paragraph)).toBeVisible();

  // Unpublished: the press page drops it, and its address is not found.
  await page.getByRole('button', { name: text(lang, 'staffContent.publish.unpublish') }).click();
  await page.getByRole('button', { name: text(lang, 'staffContent.publish.confirmYes') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.done.unpublished', { title }) })).toBeVisible();
  expect(await pressShows()).toBe(false);
  expect((await diner.goto(`${prefix}/press/releases/${slug}`))?.status()).toBe(404);

  // The list names its kind.
  await page.getByRole('link', { name: text(lang, 'staffContent.form.back') }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText(text(lang, 'staffContent.kind.press'), { exact: true })).toBeVisible();
  await dinerContext.close();
});
