/**
 * The migration that brings menus seeded before the metric menu texts to them: a French,
 * Japanese, Spanish or Portuguese text still in pounds as first seeded becomes the seed's text
 * in grams and kilograms, an admin's own text is left, and the English sites of metric markets
 * title the meats sold by weight "Meats by Weight" while the US keeps "Meats by the Pound".
 */
import { and, eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import type { Translations } from '@/server/db/schema';
import { MAIN_BRAND_ID } from '@/server/seed/data/brands';
import { testDatabases } from '@/server/test/databases';
import { migrationSql, runMigrationSql, seededDemoDatabase } from '@/server/test/migrations';

const MIGRATION = migrationSql('_metric_menu_texts.sql');
const ENGLISH_ITEMS_MIGRATION = migrationSql('_metric_english_item_texts.sql');
const METRIC_ENGLISH = ['en-ca', 'en-br', 'en-jp', 'en-mx', 'en-ae', 'en-eg', 'en-pk', 'en-ph'];
const withoutMetricEnglish = (translations: Translations): Translations =>
  Object.fromEntries(Object.entries(translations).filter(([locale]) => !METRIC_ENGLISH.includes(locale)));

describe.each(testDatabases())('the metric-menu-texts migration on %s', (kind) => {
  const database = seededDemoDatabase(kind);

  const sectionTexts = async () =>
    (await database.db.select({ translations: t.sections.translations }).from(t.sections).where(eq(t.sections.slug, 'meats-by-the-pound')))[0]!.translations;
  const setSectionTexts = (translations: Translations) =>
    database.db.update(t.sections).set({ translations }).where(eq(t.sections.slug, 'meats-by-the-pound'));
  const itemTexts = async (slug: string) =>
    (await database.db.select({ translations: t.items.translations }).from(t.items).where(and(eq(t.items.brandId, MAIN_BRAND_ID), eq(t.items.slug, slug))))[0]!.translations;
  const setItemTexts = (slug: string, translations: Translations) =>
    database.db.update(t.items).set({ translations }).where(and(eq(t.items.brandId, MAIN_BRAND_ID), eq(t.items.slug, slug)));
  const migrate = (text = MIGRATION) => runMigrationSql(database.db, text);

  it('seeds the English sites of metric markets "Meats by Weight", and no such text for the US', async () => {
    const texts = await sectionTexts();
    expect(texts['en-ca']).toEqual({ title: 'Meats by Weight' });
    expect(texts['en-jp']).toEqual({ title: 'Meats by Weight' });
    expect(texts['en-ph']).toEqual({ title: 'Meats by Weight' });
    expect(texts).not.toHaveProperty('en-us');
  });

  it('turns texts still in pounds into the seed’s metric texts, and leaves an admin’s own text', async () => {
    const seededSection = await sectionTexts();
    const seededFeast = await itemTexts('family-feast');
    const seededTurkey = await itemTexts('smoked-whole-turkey');
    await setSectionTexts({
      ...withoutMetricEnglish(seededSection),
      'fr-ca': { title: 'Viandes à la livre' },
      'ja-jp': { title: 'ポンド売りのお肉' },
      'es-mx': { title: 'Carnes por libra' },
      'pt-br': { title: 'Carnes por libra' },
    });
    await setItemTexts('family-feast', {
      ...seededFeast,
      'fr-ca': { title: seededFeast['fr-ca']!.title, description: 'Deux livres de viande, trois accompagnements format moyen, huit petits pains et de la sauce.' },
      'ja-jp': { title: seededFeast['ja-jp']!.title, description: 'お肉2ポンド、パイントサイズのサイド3品、ロールパン8個とソース。' },
    });
    const adminsOwn = { title: 'Dinde fumée', description: 'Une dinde de 13 lb, notre fierté.' };
    await setItemTexts('smoked-whole-turkey', {
      ...seededTurkey,
      'fr-ca': adminsOwn,
      'ja-jp': { title: seededTurkey['ja-jp']!.title, description: 'ヒッコリーで燻製した12〜14ポンドのターキー。温めるだけ。10〜12人前。' },
    });

    await migrate();

    expect(await sectionTexts()).toEqual(seededSection);
    expect(await itemTexts('family-feast')).toEqual(seededFeast);
    expect(await itemTexts('smoked-whole-turkey')).toEqual({ ...seededTurkey, 'fr-ca': adminsOwn });
  });

  it('keeps an English title an admin gave a metric site', async () => {
    const texts = await sectionTexts();
    await setSectionTexts({ ...texts, 'en-ca': { title: 'Smoked Meats by the Gram' } });
    await migrate();
    expect((await sectionTexts())['en-ca']).toEqual({ title: 'Smoked Meats by the Gram' });
  });

  it('gives the English sites of metric markets the packs and holiday items in grams and kilograms, and keeps an admin’s English', async () => {
    const seededFeast = await itemTexts('family-feast');
    const seededHam = await itemTexts('spiral-ham');
    expect(seededFeast['en-ca']).toEqual({ title: 'Family Feast (feeds 4-6)', description: '900 g of meat, three medium sides, eight rolls and sauce.' });
    expect(seededFeast).not.toHaveProperty('en-us');
    await setItemTexts('family-feast', withoutMetricEnglish(seededFeast));
    await setItemTexts('spiral-ham', withoutMetricEnglish(seededHam));
    await database.db.update(t.items).set({ description: 'Our own ham, about 9 lb.' }).where(and(eq(t.items.brandId, MAIN_BRAND_ID), eq(t.items.slug, 'spiral-ham')));

    await migrate(ENGLISH_ITEMS_MIGRATION);

    expect(await itemTexts('family-feast')).toEqual(seededFeast);
    expect(await itemTexts('spiral-ham')).toEqual(withoutMetricEnglish(seededHam));
  });
});
