/** The Menu At A Glance PDF, to download or print: beside the menu, and in its place when the menu cannot load. */
import styled from 'styled-components';
import { ContentLink } from '@/components/content/content-link';
import { PDF } from '@/content/brand';
import { useMarket } from '@/lib/use-market';
import { primaryButton, secondaryButton } from '@/styles/buttons';

export function GlancePdfLink({ secondary = false }: { secondary?: boolean }) {
  const { t } = useMarket();
  return secondary ? (
    <SecondaryLink href={PDF.menuAtAGlance}>{t('content.menu.pdf')}</SecondaryLink>
  ) : (
    <PrimaryLink href={PDF.menuAtAGlance}>{t('content.menu.pdf')}</PrimaryLink>
  );
}

const PrimaryLink = styled(ContentLink)`
  ${primaryButton}
  &:hover {
    color: ${({ theme }) => theme.colors.white};
  }
`;

const SecondaryLink = styled(ContentLink)`
  ${secondaryButton}
`;
