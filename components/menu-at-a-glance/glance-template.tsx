/**
 * /menu: Menu At A Glance from the API, section by section, with the PDF beside it. When the menu
 * is empty or the API cannot answer, the page says so and offers the PDF instead.
 */
import { classed } from '@/lib/classed';
import { Actions } from '@/components/content/content-link';
import { ContentPage, Section } from '@/components/content/content-page';
import type { GlancePageProps } from '@/lib/page-loaders/menu-at-a-glance';
import { useMarket } from '@/lib/use-market';
import { GlanceCard } from './glance-card';
import { GlancePdfLink } from './pdf-link';
import styles from './glance-template.module.css';

/** The country's name in the page's language ('Canada', '日本'). */
function countryName(locale: string, country: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

export function GlanceTemplate({ heading, intro, menu, state, breadcrumbs }: GlancePageProps) {
  const { locale, country, t } = useMarket();
  return (
    <ContentPage title={heading} intro={intro} breadcrumbs={breadcrumbs}>
      <Actions>
        <GlancePdfLink />
      </Actions>
      {state !== 'ready' || !menu ? (
        <Notice role={state === 'unavailable' ? 'alert' : 'status'}>{t(state === 'unavailable' ? 'glance.unavailable' : 'glance.empty')}</Notice>
      ) : (
        <>
          <Note>{t('glance.pricesNote', { country: countryName(locale, country) })}</Note>
          <Jump aria-label={t('glance.sectionNav')}>
            {menu.sections.map((section) => (
              <a key={section.slug} href={`#menu-${section.slug}`}>
                {section.title}
              </a>
            ))}
          </Jump>
          {menu.sections.map((section) => (
            <Section key={section.slug} id={`menu-${section.slug}`} title={section.title}>
              <Items>
                {section.items.map((item) => (
                  <GlanceCard key={item.slug} item={item} />
                ))}
              </Items>
            </Section>
          ))}
        </>
      )}
    </ContentPage>
  );
}

const Notice = classed('p', styles.notice);

const Note = classed('p', styles.note);

const Jump = classed('nav', styles.jump);

const Items = classed('ul', styles.items);
