/**
 * /staff/payment-page: the open alerts of the daily payment page check, for brand admins: each
 * difference between what the payment pages serve and their approved scripts and security
 * headers, with the page and when it was first seen. An alert leaves the list once a later check
 * no longer sees it.
 */
import { classed } from '@/lib/classed';
import { ConsolePage } from '@/components/staff/console-page';
import { htmlLang } from '@/domain/markets';
import type { PaymentPageAlert } from '@/lib/api/payment-page';
import type { StaffMember } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';
import styles from './payment-page-template.module.css';

export type StaffPaymentPageData = { staff: StaffMember; alerts: PaymentPageAlert[] };

export function StaffPaymentPageTemplate({ staff, alerts }: StaffPaymentPageData) {
  const { locale, t } = useMarket();
  const seen = (at: string) => new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return (
    <ConsolePage staff={staff} title={t('staff.paymentPage.title')} current="payment-page">
      <p>{t('staff.paymentPage.intro')}</p>
      {alerts.length === 0 ? (
        <p role="status">{t('staff.paymentPage.empty')}</p>
      ) : (
        <Alerts>
          <table>
            <caption>{t('staff.paymentPage.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.paymentPage.seen')}</th>
                <th scope="col">{t('staff.paymentPage.page')}</th>
                <th scope="col">{t('staff.paymentPage.change')}</th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((alert) => (
                <tr key={alert.id}>
                  <td>{seen(alert.detectedAt)}</td>
                  <td>{alert.route}</td>
                  <td>{alert.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Alerts>
      )}
    </ConsolePage>
  );
}

const Alerts = classed('div', styles.alerts);
