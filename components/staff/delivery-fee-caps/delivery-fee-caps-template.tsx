/**
 * /staff/delivery-fee-caps: for brand admins, the most the brand's diners pay for a courier in
 * each currency its markets are paid in (the brand absorbs the rest of a quote; no cap: the diner
 * pays the quote). Each currency is its own form; a save or removal reloads the caps and says
 * so, a refusal is said in the console's language, and the next delivery quote uses the new cap.
 */
import { formatMoney } from '@/domain/money-format';
import { changeDeliveryFeeCap, fetchDeliveryFeeCaps, removeDeliveryFeeCap, type DeliveryFeeCap } from '@/lib/api/staff-delivery-fee-caps';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsolePage } from '../console-page';
import { useConsoleResource } from '../use-console-resource';
import { FeeCapForm } from './fee-cap-form';
import styles from './delivery-fee-caps.module.css';

export type DeliveryFeeCapsData = { staff: StaffMember; caps: DeliveryFeeCap[] };

export function DeliveryFeeCapsTemplate({ staff, caps: initial }: DeliveryFeeCapsData) {
  const { locale, t } = useMarket();
  const { value: caps, notice, busy, run, ctx } = useConsoleResource(initial, fetchDeliveryFeeCaps);

  const handleSave = (cap: DeliveryFeeCap, amount: string) =>
    void run(() => changeDeliveryFeeCap(ctx(), cap.currency, amount), t('staffFeeCaps.done.saved', { currency: cap.currency, amount: formatMoney(amount, locale, cap.currency) }));
  const handleRemove = (cap: DeliveryFeeCap) => void run(() => removeDeliveryFeeCap(ctx(), cap.currency), t('staffFeeCaps.done.removed', { currency: cap.currency }));

  return (
    <ConsolePage staff={staff} title={t('staffFeeCaps.title')} current="delivery-fee-caps">
      <p>{t('staffFeeCaps.intro')}</p>
      <div aria-live="polite">
        {busy && <p role="status">{t('staffFeeCaps.saving')}</p>}
        {!busy && notice?.kind === 'done' && <p role="status">{notice.text}</p>}
      </div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
      {caps.every((cap) => cap.maxDinerFee === null) && <p>{t('staffFeeCaps.empty')}</p>}
      <List aria-busy={busy}>
        {caps.map((cap) => (
          <li key={cap.currency}>
            <FeeCapForm cap={cap} busy={busy} onSave={(amount) => handleSave(cap, amount)} onRemove={() => handleRemove(cap)} />
          </li>
        ))}
      </List>
    </ConsolePage>
  );
}

const List = classed('ul', styles.list);
