/**
 * The open mobile menu's content: the account block, the menus as expandable sections and, on
 * the US site, We Cater! with the catering phone. Loaded the first time the menu is wanted.
 */
import { classed } from '@/lib/classed';
import { BRAND } from '@/content/brand';
import { countryOf } from '@/lib/market';
import { useMarket } from '@/lib/use-market';
import { MobileAccount } from './mobile-account';
import { MobileSections } from './mobile-sections';
import type { NavMenu, StartOrderRequest } from '@/lib/nav-menus';
import styles from './mobile-menu-body.module.css';

type Props = { menus: NavMenu[]; onStartOrder: (request: StartOrderRequest) => void; onNavigate: () => void };

export function MobileMenuBody({ menus, onStartOrder, onNavigate }: Props) {
  const { locale, t } = useMarket();
  const showCateringPhone = countryOf(locale).code === 'US';
  return (
    <>
      <MobileAccount onNavigate={onNavigate} />
      <nav aria-label={t('layout.mainNav')}>
        <MobileSections menus={menus} onStartOrder={onStartOrder} onNavigate={onNavigate} />
      </nav>
      {showCateringPhone && (
        <Cater>
          <strong>{t('shell.cater.title')}</strong>{' '}
          <a href={`tel:${BRAND.cateringPhone.replace(/[^\d+]/g, '')}`} aria-label={t('shell.cater.call', { phone: BRAND.cateringPhone })}>
            {BRAND.cateringPhone}
          </a>
        </Cater>
      )}
    </>
  );
}

const Cater = classed('p', styles.cater);
