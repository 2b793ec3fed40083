/**
 * /group/[shareToken]: a guest's page of a group order, on a phone. Before they type their name
 * it asks for it; then it shows their own lines with their subtotal, the per-person limit and the
 * deadline, and the store's menu, whose items open the item page that adds to the guest's lines.
 * Nobody else's lines are here: the API answers only the guest's own.
 */
import { useState, type FormEvent } from 'react';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { PrimaryButton, Section, StepTitle } from '@/components/checkout/layout';
import { GROUP_ORDER_LIMITS } from '@/domain/group-orders/limits';
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import { failureText } from '@/lib/api/failure-text';
import { joinGroup, removeGroupItem, type GroupGuestView } from '@/lib/api/group-orders';
import type { MenuSection } from '@/lib/api/menus';
import { classed } from '@/lib/classed';
import { readGroupGuest, writeGroupGuest } from '@/lib/group-guest-cookie';
import { useMarket } from '@/lib/use-market';
import { deadlineText } from './deadline-text';
import { GroupLines } from './group-lines';
import styles from './group-orders.module.css';

export type GroupGuestProps = { shareToken: string; group: GroupGuestView; sections: MenuSection[] };

export function GroupGuestTemplate({ shareToken, group: initial, sections }: GroupGuestProps) {
  const { locale, t } = useMarket();
  const [group, setGroup] = useState(initial);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const currency = group.currency as Currency;
  const money = (amount: string) => formatMoney(amount, locale, currency);
  const open = group.status === 'open';

  const run = async (work: () => Promise<GroupGuestView>) => {
    setBusy(true);
    setProblem(null);
    try {
      setGroup(await work());
    } catch (error) {
      setProblem(await failureText(t, error, { locale }));
    } finally {
      setBusy(false);
    }
  };

  const handleJoin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return run(async () => {
      const joined = await joinGroup({ locale }, shareToken, name);
      writeGroupGuest(shareToken, joined.guestSecret);
      return joined.group;
    });
  };

  return (
    <Container>
      <Page>
        <StepTitle>{t('groupOrders.guest.title', { host: group.hostName, store: group.location.title })}</StepTitle>
        <Facts>
          <li>{t('groupOrders.guest.deadline', { time: deadlineText(group.deadline, group.location.timeZone, locale) })}</li>
          {group.perPersonLimit && <li>{t('groupOrders.guest.limit', { amount: money(group.perPersonLimit) })}</li>}
        </Facts>
        {!open && <p role="status">{t('groupOrders.guest.locked')}</p>}
        {problem && <ErrorText role="alert">{problem}</ErrorText>}
        {!group.guest ? (
          open && (
            <Form onSubmit={handleJoin} noValidate>
              <div>
                <label htmlFor="group-guest-name">{t('groupOrders.guest.nameLabel')}</label>
                <input id="group-guest-name" autoComplete="given-name" maxLength={GROUP_ORDER_LIMITS.name.max} value={name} onChange={(event) => setName(event.target.value)} />
              </div>
              <PrimaryButton type="submit" disabled={busy}>
                {busy ? t('groupOrders.guest.joining') : t('groupOrders.guest.join')}
              </PrimaryButton>
            </Form>
          )
        ) : (
          <>
            <p>{t('groupOrders.guest.hello', { name: group.guest.name })}</p>
            <Section aria-labelledby="group-your-items">
              <h2 id="group-your-items">{t('groupOrders.guest.yourItems')}</h2>
              {group.guest.lines.length === 0 ? (
                <p>{t('groupOrders.guest.noItems')}</p>
              ) : (
                <GroupLines
                  lines={group.guest.lines}
                  currency={currency}
                  busy={busy}
                  removeLabel={open ? (line) => t('groupOrders.guest.removeLabel', { item: line.title }) : undefined}
                  onRemove={open ? (line) => run(() => removeGroupItem({ locale }, shareToken, readGroupGuest(shareToken), line.id)) : undefined}
                />
              )}
              <p>
                <strong>{t('groupOrders.guest.subtotal', { amount: money(group.guest.subtotal) })}</strong>
              </p>
            </Section>
            {open && (
              <Section aria-labelledby="group-menu">
                <h2 id="group-menu">{t('groupOrders.guest.menu')}</h2>
                {sections.map((section) => (
                  <div key={section.id}>
                    <h3>{section.title}</h3>
                    <Menu>
                      {section.items
                        .filter((item) => item.available)
                        .map((item) => (
                          <li key={item.id}>
                            <MarketLink href={`/group/${shareToken}/${section.slug}/${item.slug}`}>{item.title}</MarketLink> · {money(item.price)}
                          </li>
                        ))}
                    </Menu>
                  </div>
                ))}
              </Section>
            )}
          </>
        )}
      </Page>
    </Container>
  );
}

const Page = classed('div', styles.page);

const Facts = classed('ul', styles.facts);

const Form = classed('form', styles.form);

const Menu = classed('ul', styles.menu);

const ErrorText = classed('p', styles.error);
