/**
 * /group/[shareToken]/host: the host's page of a group order. It shows the share link to copy,
 * every person's lines with their names and subtotals (refreshed every few seconds while the
 * group is open), lets the host remove any line, lock the group (guests can then add nothing)
 * and go to the cart and normal checkout: the group is the host's cart.
 */
import { useCallback, useEffect, useState } from 'react';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { PrimaryButton, SecondaryButton, Section, StepTitle } from '@/components/checkout/layout';
import { marketLink, type Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import { failureText } from '@/lib/api/failure-text';
import { fetchGroupAsHost, lockGroup, removeGroupItemAsHost, type GroupHostView } from '@/lib/api/group-orders';
import { classed } from '@/lib/classed';
import { writeHostedGroup } from '@/lib/group-host-cookie';
import { readOrderToken } from '@/lib/order-token';
import { useMarket } from '@/lib/use-market';
import { deadlineText } from './deadline-text';
import { GroupLines } from './group-lines';
import styles from './group-orders.module.css';

const REFRESH_MS = 5000;

export type GroupHostProps = { shareToken: string; group: GroupHostView };

export function GroupHostTemplate({ shareToken, group: initial }: GroupHostProps) {
  const { locale, t } = useMarket();
  const [group, setGroup] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [shareUrl, setShareUrl] = useState(marketLink(locale, `/group/${shareToken}`));
  const [copied, setCopied] = useState(false);
  const currency = group.currency as Currency;
  const money = (amount: string) => formatMoney(amount, locale, currency);
  const open = group.status === 'open';

  const run = useCallback(
    async (work: (orderToken: string | null) => Promise<GroupHostView>, quiet = false) => {
      if (!quiet) {
        setBusy(true);
        setProblem(null);
      }
      try {
        setGroup(await work(readOrderToken()));
      } catch (error) {
        if (!quiet) setProblem(await failureText(t, error, { locale }));
      } finally {
        if (!quiet) setBusy(false);
      }
    },
    [locale, t],
  );

  useEffect(() => {
    setShareUrl(`${window.location.origin}${marketLink(locale, `/group/${shareToken}`)}`);
    // The checkout names this group to its host while guests can still add (lib/group-host-cookie).
    writeHostedGroup(shareToken);
  }, [locale, shareToken]);

  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => void run((token) => fetchGroupAsHost({ locale }, shareToken, token), true), REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, locale, shareToken, run]);

  const handleCopy = async () => {
    await navigator.clipboard?.writeText(shareUrl).catch(() => undefined);
    setCopied(true);
  };

  return (
    <Container>
      <Page>
        <StepTitle>{t('groupOrders.host.title', { store: group.location.title })}</StepTitle>
        <Facts>
          <li>{t('groupOrders.host.deadline', { time: deadlineText(group.deadline, group.location.timeZone, locale) })}</li>
          {group.perPersonLimit && <li>{t('groupOrders.host.limit', { amount: money(group.perPersonLimit) })}</li>}
        </Facts>
        {open ? (
          <Section aria-labelledby="group-share">
            <h2 id="group-share">{t('groupOrders.host.shareLabel')}</h2>
            <Share>
              <input readOnly aria-labelledby="group-share" value={shareUrl} onFocus={(event) => event.target.select()} />
              <SecondaryButton type="button" onClick={handleCopy}>
                {copied ? t('groupOrders.host.copied') : t('groupOrders.host.copy')}
              </SecondaryButton>
            </Share>
            <p>
              <MarketLink href={`/group/${shareToken}`}>{t('groupOrders.host.addOwn')}</MarketLink>
            </p>
          </Section>
        ) : (
          <p role="status">{t('groupOrders.host.lockedNote')}</p>
        )}
        {problem && <ErrorText role="alert">{problem}</ErrorText>}
        {group.guests.map((guest) => (
          <Person key={guest.id} aria-label={guest.name}>
            <h3>
              {guest.name} {guest.isHost && t('groupOrders.host.you')}
            </h3>
            {guest.lines.length === 0 ? (
              <p>{t('groupOrders.host.empty')}</p>
            ) : (
              <GroupLines
                lines={guest.lines}
                currency={currency}
                busy={busy}
                removeLabel={(line) => t('groupOrders.host.removeLabel', { item: line.title, name: guest.name })}
                onRemove={(line) => run((token) => removeGroupItemAsHost({ locale }, shareToken, token, line.id))}
              />
            )}
            <p>{t('groupOrders.host.personSubtotal', { amount: money(guest.subtotal) })}</p>
          </Person>
        ))}
        <p>
          <strong>{t('groupOrders.host.total', { amount: money(group.subtotal) })}</strong>
        </p>
        {open ? (
          <>
            <SecondaryButton type="button" disabled={busy} onClick={() => run((token) => fetchGroupAsHost({ locale }, shareToken, token))}>
              {t('groupOrders.host.refresh')}
            </SecondaryButton>{' '}
            <PrimaryButton type="button" disabled={busy} aria-busy={busy || undefined} onClick={() => run((token) => lockGroup({ locale }, shareToken, token))}>
              {busy ? t('groupOrders.host.locking') : t('groupOrders.host.lock')}
            </PrimaryButton>
          </>
        ) : (
          group.itemCount > 0 && (
            <CheckoutLink href="/cart">{t('groupOrders.host.checkout')}</CheckoutLink>
          )
        )}
      </Page>
    </Container>
  );
}

const Page = classed('div', styles.page);

const Facts = classed('ul', styles.facts);

const Share = classed('div', styles.share);

const Person = classed('section', styles.person);

const ErrorText = classed('p', styles.error);

const CheckoutLink = classed(MarketLink, styles.checkoutLink);
