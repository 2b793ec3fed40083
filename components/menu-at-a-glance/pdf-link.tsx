/** The Menu At A Glance PDF, to download or print: beside the menu, and in its place when the menu cannot load. */
import { ButtonLink } from '@/components/content/content-link';
import { PDF } from '@/content/brand';
import { useMarket } from '@/lib/use-market';

export function GlancePdfLink({ secondary = false }: { secondary?: boolean }) {
  const { t } = useMarket();
  return <ButtonLink button={{ url: PDF.menuAtAGlance, label: t('content.menu.pdf') }} secondary={secondary} />;
}
