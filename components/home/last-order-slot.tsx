/**
 * The place on the home page for a signed-in diner's last order. The home page is the same for
 * every visitor (shared-cached), so the server renders this slot empty and busy; after hydration
 * the browser knows who is there: a signed-out visitor is invited to sign in, a signed-in diner's
 * last order loads with its "Order again" (components/home/last-order-card.tsx, whose code comes
 * only then). The slot keeps one height whatever it holds, so nothing below it moves. Hidden
 * where the country's restaurants take no online orders.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { classed } from '@/lib/classed';
import { PageLink } from '@/components/common/page-link';
import { COUNTRIES, marketLink } from '@/domain/markets';
import { loginPathWithNext } from '@/lib/auth/next-path';
import { useMarket } from '@/lib/use-market';
import { useUi } from '@/lib/ui-context';
import styles from './last-order-slot.module.css';

const LastOrderCard = lazy(() => import('./last-order-card').then((module) => ({ default: module.LastOrderCard })));

function Busy() {
  const { t } = useMarket();
  return <Waiting aria-busy="true">{t('home.lastOrder.loading')}</Waiting>;
}

function SignedOut() {
  const { locale, t } = useMarket();
  return (
    <Prompt>
      <p>{t('home.lastOrder.signedOut')}</p>
      <SignInLink href={loginPathWithNext(locale, marketLink(locale, '/'))}>{t('home.lastOrder.signIn')}</SignInLink>
    </Prompt>
  );
}

export function LastOrderSlot() {
  const { country } = useMarket();
  const { isLoggedIn, userPending } = useUi();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!COUNTRIES[country].onlineOrdering) return null;

  let content = <Busy />;
  if (hydrated && !userPending) {
    content = isLoggedIn ? (
      <Suspense fallback={<Busy />}>
        <LastOrderCard />
      </Suspense>
    ) : (
      <SignedOut />
    );
  }
  return <Slot data-testid="last-order-slot">{content}</Slot>;
}

const Slot = classed('div', styles.slot);

const Waiting = classed('p', styles.waiting);

const Prompt = classed('div', styles.prompt);

const SignInLink = classed(PageLink, styles.signInLink);
