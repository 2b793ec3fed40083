/**
 * /quote/[category]?type=carryout|delivery|curbside|dine-in|drive-through: choose the store
 * (only stores offering the handoff are listed). The handoff can be
 * switched here too (it is stored like a choice in the dialog); carryout searches by ZIP,
 * postal code, city or location, delivery starts from the full address.
 */
import { useRouter } from 'next/router';
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { PageIntro } from '@/components/locations/page-intro';
import { marketLink } from '@/domain/markets';
import { HANDOFF_TYPE_PARAMS, type HandoffTypeParam } from '@/domain/ordering/handoffs';
import { writeHandoff, type DeliveryAddress } from '@/lib/order-cookies';
import { useMarket } from '@/lib/use-market';
import { CarryoutFinder } from './carryout-finder';
import { DeliveryFinder } from './delivery-finder';
import styles from './finder-template.module.css';

export type FinderProps = {
  categorySlug: string;
  handoff: HandoffTypeParam;
  deliveryAddress: DeliveryAddress | null;
  /** The Google Maps key: the results also show on a map. */
  mapsKey?: string | null;
};

export function FinderTemplate({ categorySlug, handoff: initial, deliveryAddress, mapsKey = null }: FinderProps) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const [handoff, setHandoff] = useState<HandoffTypeParam>(initial);

  const handleHandoff = (next: HandoffTypeParam) => {
    setHandoff(next);
    writeHandoff(next);
    const url = marketLink(locale, `/quote/${encodeURIComponent(categorySlug)}?type=${next}`);
    void router.replace(url, undefined, { shallow: true, scroll: false });
  };

  return (
    <Container>
      <PageIntro
        title={t('ordering.finder.title')}
        subtitle={handoff === 'delivery' ? t('ordering.finder.subtitleDelivery') : t('ordering.finder.subtitleCarryout')}
      />
      <Toggle>
        <legend>{t('ordering.finder.handoffLegend')}</legend>
        {HANDOFF_TYPE_PARAMS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="handoff"
              value={value}
              checked={handoff === value}
              onChange={() => handleHandoff(value)}
            />
            {t(`ordering.handoff.${value}`)}
          </label>
        ))}
      </Toggle>
      {handoff === 'delivery' ? (
        <DeliveryFinder categorySlug={categorySlug} initialAddress={deliveryAddress} />
      ) : (
        <CarryoutFinder categorySlug={categorySlug} handoff={handoff} mapsKey={mapsKey} />
      )}
    </Container>
  );
}

const Toggle = classed('fieldset', styles.toggle);
