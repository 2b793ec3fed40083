/**
 * The site footer: link columns for the market from content (collapsible on mobile), the market's
 * own phone lines in national format and app badges labelled in its language (market
 * configuration), social icons, the copyright line with the current year, the general-information
 * links, and the privacy links of the market's law. PDFs, the sitemap and http links open in a new tab.
 */
import { classed } from '@/lib/classed';
import type { Footer } from '@/domain/content/types';
import { ContentLink } from '@/components/layout/content-link';
import { useMediaQuery } from '@/components/layout/use-media-query';
import { COUNTRIES } from '@/domain/markets';
import type { PrivacyLink } from '@/lib/privacy/market-law';
import { countryOf } from '@/lib/market';
import { useMarket } from '@/lib/use-market';
import { breakpoints } from '@/styles/breakpoints';
import { FooterColumn } from './footer-column';
import { copyrightLine, generalInfoUrl, visibleFooterColumns } from './footer-rules';
import styles from './site-footer.module.css';

/** `privacyLinks`: the links of the market's privacy law, in its language, worked out on the server (lib/page-shell.ts). */
export function SiteFooter({ footer, privacyLinks }: { footer: Footer; privacyLinks: readonly PrivacyLink[] }) {
  const { locale, country, t } = useMarket();
  const mobile = useMediaQuery(`(max-width: ${breakpoints.mobile}px)`);
  const columns = visibleFooterColumns(footer.topFooter, countryOf(locale));
  const { socialMedia, footerCopyright, generalInfoThirdRow } = footer.bottomFooter;
  const { phones, apps } = COUNTRIES[country];

  return (
    <Bar>
      <Inner>
        <Columns>
          {columns.map((column) => (
            <FooterColumn key={column.id} column={column} collapsible={mobile} />
          ))}
        </Columns>
        <Row>
          <Block aria-label={t('shell.footer.contact')}>
            <SmallHeading>{t('shell.footer.contact')}</SmallHeading>
            <PlainList>
              {phones.map((phone) => (
                <li key={phone.line}>
                  {t('shell.footer.phoneLabel', { line: t(`shell.footer.phone.${phone.line}`) })} <a href={`tel:${phone.e164}`}>{phone.national}</a>
                </li>
              ))}
            </PlainList>
          </Block>
          <Block aria-label={footer.socialTitle}>
            <SmallHeading>{footer.socialTitle}</SmallHeading>
            <IconList>
              {socialMedia.map((social) => (
                <li key={social.id}>
                  <ContentLink url={social.url} newTab>
                    <img src={social.socialImage.url} alt={social.socialImage.alternativeText} width={32} height={32} />
                  </ContentLink>
                </li>
              ))}
            </IconList>
          </Block>
          <Block aria-label={t('shell.footer.apps')}>
            <SmallHeading>{t('shell.footer.apps')}</SmallHeading>
            <IconList>
              {apps.map((app) => (
                <li key={app.store}>
                  <ContentLink url={app.url} newTab>
                    <Badge>{t(`shell.footer.badge.${app.store}`)}</Badge>
                  </ContentLink>
                </li>
              ))}
            </IconList>
          </Block>
        </Row>
        <Bottom>
          <nav aria-label={t('shell.footer.generalInfo')}>
            <InlineList>
              {generalInfoThirdRow.map((link) => {
                const url = generalInfoUrl(link);
                return url ? (
                  <li key={link.title}>
                    <ContentLink url={url}>{link.title}</ContentLink>
                  </li>
                ) : null;
              })}
              {privacyLinks.map((link) => (
                <li key={link.url}>
                  <ContentLink url={link.url}>{link.title}</ContentLink>
                </li>
              ))}
            </InlineList>
          </nav>
          <p>{copyrightLine(footerCopyright, new Date().getFullYear())}</p>
        </Bottom>
      </Inner>
    </Bar>
  );
}

const Bar = classed('footer', styles.bar);

const Inner = classed('div', styles.inner);

const Columns = classed('div', styles.columns);

const Row = classed('div', styles.row);

const Block = classed('section', styles.block);

const SmallHeading = classed('h2', styles.smallHeading);

const PlainList = classed('ul', styles.plainList);

const IconList = classed('ul', styles.iconList);

const Bottom = classed('div', styles.bottom);

const InlineList = classed('ul', styles.inlineList);

const Badge = classed('span', styles.badge);
