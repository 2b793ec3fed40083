/** The guest's details, with the sign-in link beside them for a guest (signing in files the order under the account). */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { useUi } from '@/lib/ui-context';
import { useMarket } from '@/lib/use-market';
import { FieldRow, TextField } from '@/components/form/form-field';
import { Section } from './layout';
import styles from './guest-fields.module.css';

/** `next`: the page the sign-in link comes back to. */
export function GuestFields({ form, next = '/checkout' }: { form: string; next?: string }) {
  const { t } = useMarket();
  const { isLoggedIn } = useUi();
  return (
    <Section aria-labelledby={`${form}-guest-title`}>
      <Heading>
        <h2 id={`${form}-guest-title`}>{t('checkout.guest.title')}</h2>
        {!isLoggedIn && (
          <p>
            {t('checkout.guest.haveAccount')} <MarketLink href={`/login?next=${encodeURIComponent(next)}`}>{t('checkout.guest.signIn')}</MarketLink>
          </p>
        )}
      </Heading>
      <FieldRow>
        <TextField form={form} name="firstName" label={t('checkout.guest.firstName')} autoComplete="given-name" />
        <TextField form={form} name="lastName" label={t('checkout.guest.lastName')} autoComplete="family-name" />
      </FieldRow>
      <FieldRow>
        <TextField form={form} name="email" type="email" label={t('checkout.guest.email')} autoComplete="email" />
        <TextField form={form} name="phone" type="tel" label={t('checkout.guest.phone')} autoComplete="tel" />
      </FieldRow>
    </Section>
  );
}

const Heading = classed('div', styles.heading);
