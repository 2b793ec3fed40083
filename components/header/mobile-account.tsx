/**
 * The mobile menu's account block. Signed out: earn and redeem points for free,
 * Sign In, "Don't have an account? Sign Up". Signed in (sign-in comes through
 * ui-context): the first name, spendable points, My Profile, My Orders and, for the brand with
 * loyalty only, My Rewards, and Log out.
 */
import { classed } from '@/lib/classed';
import { LogoutButton } from '@/components/auth/logout-button';
import { MarketLink } from '@/components/common/market-link';
import { BRAND_ID } from '@/domain/constants';
import { LOYALTY_BRAND_ID } from '@/domain/loyalty/brand';
import { useUi } from '@/lib/ui-context';
import { useT } from '@/lib/use-t';
import styles from './mobile-account.module.css';

/** The loyalty link and points appear for one brand only: brand 4 (brand 3 has loyalty off). */
const REWARDS_BRAND_ID = LOYALTY_BRAND_ID;

export function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const { user } = useUi();
  if (!user) {
    return (
      <Block aria-label={t('shell.account.title')}>
        <p>{t('shell.account.earnPoints')}</p>
        <SignIn href="/login" onClick={onNavigate}>
          {t('shell.account.signIn')}
        </SignIn>
        <p>
          {t('shell.account.noAccount')}{' '}
          <MarketLink href="/signup" onClick={onNavigate}>
            {t('shell.account.signUp')}
          </MarketLink>
        </p>
      </Block>
    );
  }
  return (
    <Block aria-label={t('shell.account.title')}>
      <Greeting>{t('shell.account.greeting', { name: user.firstName })}</Greeting>
      {user.spendablePoints !== null && BRAND_ID === REWARDS_BRAND_ID && <p>{t.count('shell.account.points', user.spendablePoints)}</p>}
      <Links>
        <li>
          <MarketLink href="/user-profile" onClick={onNavigate}>
            {t('shell.account.myProfile')}
          </MarketLink>
        </li>
        <li>
          <MarketLink href="/user-profile/my-orders" onClick={onNavigate}>
            {t('shell.account.myOrders')}
          </MarketLink>
        </li>
        {BRAND_ID === REWARDS_BRAND_ID && (
          <li>
            <MarketLink href="/user-profile/loyalty" onClick={onNavigate}>
              {t('shell.account.myRewards')}
            </MarketLink>
          </li>
        )}
        <li>
          <LogoutLink onDone={onNavigate} />
        </li>
      </Links>
    </Block>
  );
}

const Block = classed('section', styles.block);

const SignIn = classed(MarketLink, styles.signIn);

const Greeting = classed('p', styles.greeting);

/** Log out, looking like the links beside it. */
const LogoutLink = classed(LogoutButton, styles.logoutLink);

const Links = classed('ul', styles.links);
