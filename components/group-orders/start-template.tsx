/**
 * /group-order/[storeSlug]: the host starts a group order at the store: their name, the handoff
 * (the store's in-store ones: a group collects its order together), how long guests may add
 * items, and an optional per-person limit in the store's currency. The API makes the host's
 * order (it becomes the host's cart) and the share link; the host then lands on the group's page.
 */
import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { Container } from '@/components/common/container';
import { PrimaryButton, StepTitle } from '@/components/checkout/layout';
import { DEADLINE_CHOICES, GROUP_ORDER_LIMITS } from '@/domain/group-orders/limits';
import { marketLink } from '@/domain/markets';
import type { HandoffValue } from '@/domain/ordering/handoffs';
import { createGroupOrder } from '@/lib/api/group-orders';
import { failureText } from '@/lib/api/failure-text';
import { classed } from '@/lib/classed';
import { writeGroupGuest } from '@/lib/group-guest-cookie';
import { writeHostedGroup } from '@/lib/group-host-cookie';
import { writeOrderCookies } from '@/lib/order-cookies';
import { useMarket } from '@/lib/use-market';
import styles from './group-orders.module.css';

export type GroupStartProps = { store: { id: number; slug: string; title: string }; handoffs: HandoffValue[] };

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

export function GroupStartTemplate({ store, handoffs }: GroupStartProps) {
  const { locale, currency, t } = useMarket();
  const router = useRouter();
  const [hostName, setHostName] = useState('');
  const [handoff, setHandoff] = useState<HandoffValue>(handoffs.includes('pickup') ? 'pickup' : (handoffs[0] ?? 'pickup'));
  const [minutes, setMinutes] = useState<number>(60);
  const [limit, setLimit] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      key.current ??= newKey();
      const body = { locationId: store.id, handoff, categoryId: 1, deadlineMinutes: minutes, hostName, ...(limit.trim() ? { perPersonLimit: limit.trim() } : {}) };
      const created = await createGroupOrder({ locale }, body, key.current);
      writeOrderCookies(created.orderId, created.accessToken);
      writeGroupGuest(created.shareToken, created.guestSecret);
      writeHostedGroup(created.shareToken);
      await router.push(marketLink(locale, `/group/${created.shareToken}/host`));
    } catch (error) {
      key.current = null;
      setProblem(await failureText(t, error, { locale }));
      setBusy(false);
    }
  };

  return (
    <Container>
      <Page>
        <StepTitle>{t('groupOrders.start.title')}</StepTitle>
        <p>{store.title}</p>
        <p>{t('groupOrders.start.intro')}</p>
        <Form onSubmit={handleSubmit} noValidate>
          <div>
            <label htmlFor="group-host-name">{t('groupOrders.start.hostName')}</label>
            <input
              id="group-host-name"
              autoComplete="given-name"
              required
              maxLength={GROUP_ORDER_LIMITS.name.max}
              value={hostName}
              onChange={(event) => setHostName(event.target.value)}
            />
          </div>
          <fieldset>
            <legend>{t('groupOrders.start.handoff')}</legend>
            {handoffs.map((value) => (
              <label key={value}>
                <input type="radio" name="group-handoff" value={value} checked={handoff === value} onChange={() => setHandoff(value)} />
                {t.dynamic(`groupOrders.handoff.${value}`, value)}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor="group-deadline">{t('groupOrders.start.deadline')}</label>
            <select id="group-deadline" value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
              {DEADLINE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t('groupOrders.start.minutes', { minutes: choice })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="group-limit">{t('groupOrders.start.limit')}</label>
            <input id="group-limit" inputMode="decimal" maxLength={10} aria-describedby="group-limit-hint" value={limit} onChange={(event) => setLimit(event.target.value)} />
            <small id="group-limit-hint">{t('groupOrders.start.limitHint', { currency })}</small>
          </div>
          {problem && <ErrorText role="alert">{problem}</ErrorText>}
          <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('groupOrders.start.submitting') : t('groupOrders.start.submit')}
          </PrimaryButton>
        </Form>
      </Page>
    </Container>
  );
}

const Page = classed('div', styles.page);

const Form = classed('form', styles.form);

const ErrorText = classed('p', styles.error);
