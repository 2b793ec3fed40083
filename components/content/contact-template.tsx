/**
 * The privacy pages: the CCPA request and do-not-sell (talk-to-{brand} and general feedback have
 * their forms in components/surveys/contact/). Their forms post to survey endpoints that do not exist yet, so each page says
 * what to tell us (the form's fields) and gives channels that work today: the guest-relations
 * line, and for privacy requests the privacy mailbox and the policy PDFs.
 */
import styled from 'styled-components';
import { ContentLink } from './content-link';
import { ContentPage, Section } from './content-page';
import { BRAND, PDF } from '@/content/brand';
import type { MessageKey } from '@/lib/i18n';
import type { HeadCrumb } from '@/lib/page-head';
import { useT } from '@/lib/use-t';
import { primaryButton, secondaryButton } from '@/styles/buttons';

export type ContactKind = 'ccpa' | 'doNotSell';

type Field = 'name' | 'email' | 'phone' | 'restaurant' | 'visitDate' | 'visitType' | 'message' | 'feedbackType' | 'address' | 'requestType' | 'requestorType' | 'state';

type ContactSpec = { fields: Field[]; email: string | null; policies: boolean };

export const CONTACT_PAGES: Record<ContactKind, ContactSpec> = {
  ccpa: { fields: ['name', 'email', 'phone', 'address', 'requestType', 'requestorType'], email: BRAND.privacyEmail, policies: true },
  doNotSell: { fields: ['name', 'email', 'phone', 'state'], email: BRAND.privacyEmail, policies: true },
};

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

export function ContactTemplate({ kind, breadcrumbs }: { kind: ContactKind; breadcrumbs: HeadCrumb[] }) {
  const t = useT();
  const spec = CONTACT_PAGES[kind];
  const text = (part: string) => t(`content.contact.${kind}.${part}` as MessageKey, { brand: BRAND.shortName });
  return (
    <ContentPage title={text('heading')} intro={text('intro')} breadcrumbs={breadcrumbs}>
      <Section id="contact-include" title={t('content.contact.include')}>
        <ul>
          {spec.fields.map((field) => (
            <li key={field}>{t(`content.contact.field.${field}`)}</li>
          ))}
        </ul>
      </Section>
      <Section id="contact-channels" title={t('content.contact.reachUs')}>
        <p>{text('how')}</p>
        <Channels>
          {spec.email && (
            <PrimaryAnchor href={mailtoHref(spec.email, text('subject'))}>
              {t('content.contact.emailTo', { email: spec.email })}
            </PrimaryAnchor>
          )}
          <SecondaryAnchor href={telHref(BRAND.guestRelationsPhone)}>
            {t('content.contact.callTo', { phone: BRAND.guestRelationsPhone })}
          </SecondaryAnchor>
        </Channels>
        <p>{t('content.contact.answer')}</p>
      </Section>
      {spec.policies && (
        <Section id="contact-policies" title={t('content.contact.policies')}>
          <ul>
            <li>
              <ContentLink href={PDF.ccpaPolicy}>{t('content.pdf.ccpaPolicy')}</ContentLink>
            </li>
            <li>
              <ContentLink href={PDF.privacyPolicy}>{t('content.pdf.privacyPolicy')}</ContentLink>
            </li>
          </ul>
        </Section>
      )}
    </ContentPage>
  );
}

const Channels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

const PrimaryAnchor = styled.a`
  ${primaryButton}
  text-transform: none;
  &:hover {
    color: ${({ theme }) => theme.colors.white};
  }
`;

const SecondaryAnchor = styled.a`
  ${secondaryButton}
  text-transform: none;
`;
