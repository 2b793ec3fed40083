/**
 * The site footer from content: link columns for the market (collapsible on
 * mobile), contact numbers, social icons, app badges, the copyright line with the current year
 * and the general-information links. PDFs, the sitemap and http links open in a new tab.
 */
import styled from 'styled-components';
import type { Footer } from '@/domain/content/types';
import { ContentLink } from '@/components/layout/content-link';
import { useMediaQuery } from '@/components/layout/use-media-query';
import { countryOf } from '@/lib/market';
import { useMarket } from '@/lib/use-market';
import { breakpoints } from '@/styles/theme';
import { media } from '@/styles/media';
import { FooterColumn } from './footer-column';
import { copyrightLine, generalInfoUrl, telHref, visibleFooterColumns } from './footer-rules';

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

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.charcoal};
  color: ${({ theme }) => theme.colors.cream};
  font-size: 0.9375rem;

  a {
    color: ${({ theme }) => theme.colors.cream};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.mustard};
  }
  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.mustard};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.lg}`};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  ${media.below('mobile')} {
    grid-template-columns: 1fr;
    gap: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.smoke};
`;

const Block = styled.section``;

const SmallHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mustard};
  font-size: 1rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    min-width: 44px;
    min-height: 44px;
    align-items: center;
    justify-content: center;
  }
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.smoke};

  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
`;

const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;
