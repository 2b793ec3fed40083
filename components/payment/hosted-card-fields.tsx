/**
 * The card number, expiry and security code, typed into the payment processor's own frame
 * (domain/payments/hosted-fields.ts): the storefront never sees them, only the token the frame
 * answers. The frame renders after mount, once the page's origin is known; until it says it is
 * ready a loading line shows, and if it never does (the processor is down) an error offers to
 * load it again. `ref` gives the form `tokenize` and `focus` (the frame's first invalid field).
 */
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { classed } from '@/lib/classed';
import { hostedFieldsUrl } from '@/domain/payments/hosted-fields';
import { htmlLang } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';
import { useHostedFields, type HostedFieldsAnswer } from './use-hosted-fields';
import { CardFieldsUnavailable } from './card-fields-unavailable';
import styles from './hosted-card-fields.module.css';

/** Where the processor serves its frame: the storefront's setting, passed down by the payment pages. */
export type CardFieldsSettings = { gatewayUrl: string };

export type HostedCardFieldsHandle = {
  tokenize(): Promise<HostedFieldsAnswer>;
  /** Focuses the frame, where the frame's own first invalid field has the focus. */
  focus(): void;
};

export const HOSTED_FIELDS_FRAME_NAME = 'hosted-card-fields';

type Props = { settings: CardFieldsSettings; ref?: Ref<HostedCardFieldsHandle> };

export function HostedCardFields({ settings, ref }: Props) {
  const { locale, t } = useMarket();
  const frame = useRef<HTMLIFrameElement>(null);
  const [parentOrigin, setParentOrigin] = useState<string | null>(null);
  const { status, height, attempt, tokenize, retry } = useHostedFields(frame, settings.gatewayUrl, t('checkout.payment.cardFieldsNoAnswer'));

  useEffect(() => setParentOrigin(window.location.origin), []);
  useImperativeHandle(ref, () => ({ tokenize, focus: () => frame.current?.focus() }), [tokenize]);

  return (
    <Fields>
      {status === 'loading' && <p role="status">{t('checkout.payment.cardFieldsLoading')}</p>}
      {status === 'unavailable' ? (
        <CardFieldsUnavailable onRetry={retry} />
      ) : (
        parentOrigin && (
          <Frame
            key={attempt}
            ref={frame}
            name={HOSTED_FIELDS_FRAME_NAME}
            title={t('checkout.payment.cardFields')}
            src={hostedFieldsUrl(settings.gatewayUrl, parentOrigin, htmlLang(locale))}
            $hidden={status !== 'ready'}
            style={{ height: `${height}px` }}
          />
        )
      )}
    </Fields>
  );
}

const Fields = classed('div', styles.fields);

const Frame = classed('iframe', styles.frame, { $hidden: styles.hidden });

