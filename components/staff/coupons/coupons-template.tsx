/**
 * /staff/coupons: the brand's coupons for brand admins, newest first: code (a link to the
 * coupon's page), what the cart shows, the discount, market, status, validity window and uses
 * (of the overall limit); "New coupon" above the list.
 */
import { MarketLink } from '@/components/common/market-link';
import type { StaffMember } from '@/lib/api/staff-view';
import type { StaffCoupons } from '@/lib/api/staff-coupons';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import tableStyles from '../console-table.module.css';
import { ConsolePage } from '../console-page';
import { useCouponText } from './use-coupon-text';
import styles from './coupons.module.css';

export type CouponsData = { staff: StaffMember; coupons: StaffCoupons };

export function CouponsTemplate({ staff, coupons }: CouponsData) {
  const { t } = useMarket();
  const text = useCouponText();
  return (
    <ConsolePage staff={staff} title={t('staffCoupons.title')} current="coupons">
      <p>{t('staffCoupons.intro')}</p>
      <NewLink href="/staff/coupons/new">{t('staffCoupons.new')}</NewLink>
      {coupons.coupons.length === 0 ? (
        <p>{t('staffCoupons.empty')}</p>
      ) : (
        <Table>
          <table>
            <caption>{t('staffCoupons.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staffCoupons.column.code')}</th>
                <th scope="col">{t('staffCoupons.column.discount')}</th>
                <th scope="col">{t('staffCoupons.column.market')}</th>
                <th scope="col">{t('staffCoupons.column.status')}</th>
                <th scope="col">{t('staffCoupons.column.window')}</th>
                <th scope="col">{t('staffCoupons.column.uses')}</th>
              </tr>
            </thead>
            <tbody>
              {coupons.coupons.map((coupon) => (
                <tr key={coupon.id}>
                  <th scope="row">
                    <MarketLink href={`/staff/coupons/${coupon.id}`}>{coupon.code}</MarketLink>
                    <Note>{coupon.title}</Note>
                  </th>
                  <td>
                    {text.discount(coupon)}
                    <Note>{text.typeName(coupon.typeId)}</Note>
                  </td>
                  <td>{text.market(coupon.countryCode)}</td>
                  <td>{text.status(coupon.status)}</td>
                  <td>{text.window(coupon)}</td>
                  <td>{text.uses(coupon)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Table>
      )}
    </ConsolePage>
  );
}

const Table = classed('div', tableStyles.consoleTable);
const Note = classed('span', tableStyles.cellNote);
const NewLink = classed(MarketLink, styles.newLink);
