/** A content list row's actions: edit it, and preview it as a diner would see it. */
import { MarketLink } from '@/components/common/market-link';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import styles from './content.module.css';

type Props = { title: string; editHref: string; previewHref: string };

export function EditPreviewLinks({ title, editHref, previewHref }: Props) {
  const { t } = useMarket();
  return (
    <Actions>
      <MarketLink href={editHref} aria-label={t('staffContent.edit', { title })}>
        {t('staffContent.table.edit')}
      </MarketLink>
      <MarketLink href={previewHref} aria-label={t('staffContent.previewOf', { title })}>
        {t('staffContent.table.preview')}
      </MarketLink>
    </Actions>
  );
}

const Actions = classed('div', styles.actions);
