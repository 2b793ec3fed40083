/**
 * The site footer from content: link columns for the market (collapsible on
 * mobile), contact numbers, social icons, app badges, the copyright line with the current year
 * and the general-information links. PDFs, the sitemap and http links open in a new tab.
 */
import { classed } from '@/lib/classed';
import type { Footer } from '@/domain/content/types';
import { ContentLink } from '@/components/layout/content-link';
import { useMediaQuery } from '@/components/layout/use-media-query';
import { countryOf } from '@/lib/market';
import { useMarket } from '@/lib/use-market';
import { breakpoints } from '@/styles/theme';
import { FooterColumn } from './footer-column';
import { telHref } from '@/components/common/tel-href';
import { copyrightLine, generalInfoUrl, visibleFooterColumns } from './footer-rules';
import styles from './site-footer.module.css';

export function SiteFooter({ footer }: { footer: Footer }) {
  const { locale, t } = useMarket();
  const mobile = useMediaQuery(`(max-width: ${breakpoints.mobile}px)`);
  const columns = visibleFooterColumns(footer.topFooter, countryOf(locale));
  const { contactInfo, socialMedia, footerCta, footerCopyright, generalInfoThirdRow } = footer.bottomFooter;

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
              {contactInfo.map((contact) => (
                <li key={contact.id}>
                  {contact.title}: <a href={telHref(contact.value)}>{contact.value}</a>
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
              {footerCta.map((cta) => (
                <li key={cta.url}>
                  <ContentLink url={cta.url} newTab={cta.externalLink || undefined}>
                    <img src={cta.footerCtaImage.url} alt={cta.footerCtaImage.alternativeText} width={cta.footerCtaImage.width} height={cta.footerCtaImage.height} />
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
