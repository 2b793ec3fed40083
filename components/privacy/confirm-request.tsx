/**
 * The page of the emailed confirmation link: one button that confirms the request (a mail
 * scanner opening the link changes nothing). Confirmed, it says what was done and, for a "know"
 * request, offers the export's download until the link expires; a refused link says why, in the
 * diner's language, with the way back to the form.
 */
import { useEffect, useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { PrimaryButton } from '@/components/checkout/layout';
import { MarketLink } from '@/components/common/market-link';
import { htmlLang } from '@/domain/markets';
import { privacyActionOf, type PrivacyAction } from '@/domain/privacy/requests';
import { confirmPrivacyRequest, exportDownloadUrl, type PrivacyOutcome } from '@/lib/api/privacy';
import type { ConfirmPageProps } from '@/lib/page-loaders/privacy';
import { useMarket } from '@/lib/use-market';
import { useFormSend } from '@/lib/form/use-form-send';
import styles from './confirm-request.module.css';

const DONE_KEYS = {
  export: 'privacy.confirm.done.know',
  erase: 'privacy.confirm.done.delete',
  correct: 'privacy.confirm.done.correct',
  optOut: 'privacy.confirm.done.optOut',
} as const satisfies Record<PrivacyAction, string>;

function Done({ outcome }: { outcome: PrivacyOutcome }) {
  const { locale, t } = useMarket();
  const heading = useRef<HTMLHeadingElement>(null);
  const [href, setHref] = useState<string | null>(null);
  const { download } = outcome;
  // The API's address is the browser's configuration: known once on the page.
  useEffect(() => setHref(download ? exportDownloadUrl(outcome.id, download.token) : null), [download, outcome.id]);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('privacy.confirm.doneTitle')}
      </h2>
      <p>{t(DONE_KEYS[privacyActionOf(outcome.requestType)])}</p>
      {download && href && (
        <>
          <DownloadLink href={href} download>
            {t('privacy.confirm.download')}
          </DownloadLink>
          <p>{t('privacy.confirm.downloadUntil', { date: new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'long' }).format(new Date(download.expiresAt)) })}</p>
        </>
      )}
    </Panel>
  );
}

export function ConfirmRequest(props: ConfirmPageProps) {
  const { locale, t } = useMarket();
  const { error, receipt, handleSubmit } = useFormSend(({ requestId, token }: { requestId: string; token: string }) => confirmPrivacyRequest({ locale }, requestId, token));
  const [sending, setSending] = useState(false);
  if (props.requestId === null) {
    return (
      <>
        <ErrorNotice role="alert">{t('privacy.confirm.invalidLink')}</ErrorNotice>
        <MarketLink href="/contact/ccpa-privacy-form">{t('privacy.confirm.newRequest')}</MarketLink>
      </>
    );
  }
  if (receipt) return <Done outcome={receipt} />;
  const handleConfirm = async () => {
    setSending(true);
    await handleSubmit({ requestId: props.requestId, token: props.token });
    setSending(false);
  };
  return (
    <>
      {error && (
        <>
          <ErrorNotice role="alert">{error}</ErrorNotice>
          <p>
            <MarketLink href="/contact/ccpa-privacy-form">{t('privacy.confirm.newRequest')}</MarketLink>
          </p>
        </>
      )}
      <PrimaryButton type="button" onClick={handleConfirm} disabled={sending} aria-busy={sending}>
        {sending ? t('privacy.confirm.sending') : t('privacy.confirm.submit')}
      </PrimaryButton>
    </>
  );
}

const Panel = classed('section', styles.panel);

const DownloadLink = classed('a', styles.downloadLink);
