/**
 * The PayPal sandbox's approve page, served by the API in place of PayPal's own:
 * GET  PM/paypal/sandbox/approve?token=…          the page (amount, Approve, Cancel)
 * GET  PM/paypal/sandbox/approve/confirm?token=…  → 303 to the storefront return URL (token, PayerID)
 * GET  PM/paypal/sandbox/cancel?token=…           → 303 to the storefront cancel URL
 * The actions are plain links: the sandbox keeps no state (approving signs a payer id), and a
 * form posting to the API and redirecting to the storefront would trip helmet's form-action CSP.
 */
import { Type } from '@sinclair/typebox';
import { formatMoney } from '@/domain/money';
import type { Currency } from '@/domain/markets';
import { escapeHtml } from '@/server/platform/mail/escape';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { PayPalGateway } from './gateway/gateway';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';

export const PAYPAL_SANDBOX_PATH = '/payment-management/paypal/sandbox';

export const PAYPAL_SANDBOX_TEXTS: Record<TextLanguage, Record<'title' | 'pay' | 'approve' | 'cancel' | 'note' | 'invalid', string>> = {
  en: {
    title: 'PayPal sandbox',
    pay: 'Pay [amount]',
    approve: 'Approve payment',
    cancel: 'Cancel and return to the store',
    note: 'This is a test page: no real PayPal account is charged.',
    invalid: 'This PayPal payment is not valid. Go back to the store and start again.',
  },
  fr: {
    title: 'PayPal (environnement de test)',
    pay: 'Payer [amount]',
    approve: 'Approuver le paiement',
    cancel: 'Annuler et revenir au restaurant',
    note: 'Ceci est une page de test : aucun vrai compte PayPal n’est débité.',
    invalid: 'Ce paiement PayPal n’est pas valide. Revenez au restaurant et recommencez.',
  },
  ja: {
    title: 'PayPal サンドボックス',
    pay: '[amount] を支払う',
    approve: '支払いを承認する',
    cancel: 'キャンセルしてお店に戻る',
    note: 'これはテスト用のページです。実際の PayPal アカウントには請求されません。',
    invalid: 'この PayPal 支払いは無効です。お店に戻ってやり直してください。',
  },
  es: {
    title: 'PayPal (entorno de prueba)',
    pay: 'Pagar [amount]',
    approve: 'Aprobar el pago',
    cancel: 'Cancelar y volver al restaurante',
    note: 'Esta es una página de prueba: no se cobra a ninguna cuenta real de PayPal.',
    invalid: 'Este pago de PayPal no es válido. Vuelve al restaurante y empieza de nuevo.',
  },
  pt: {
    title: 'PayPal (ambiente de teste)',
    pay: 'Pagar [amount]',
    approve: 'Aprovar o pagamento',
    cancel: 'Cancelar e voltar ao restaurante',
    note: 'Esta é uma página de teste: nenhuma conta real do PayPal é cobrada.',
    invalid: 'Este pagamento do PayPal não é válido. Volte ao restaurante e comece de novo.',
  },
};

const tokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 2048 }) });

function page(language: TextLanguage, body: string): string {
  const texts = PAYPAL_SANDBOX_TEXTS[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#222">
<main><h1 style="color:#003087">${escapeHtml(texts.title)}</h1>${body}</main></body></html>`;
}

const button = (href: string, text: string, primary: boolean) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:24px;text-decoration:none;${
    primary ? 'background:#ffc439;color:#111;font-weight:bold' : 'color:#003087'
  }">${escapeHtml(text)}</a></p>`;

const paypalSandboxPage: FastifyPluginAsyncTypebox<{ paypal: PayPalGateway }> = async (app, { paypal }) => {
  app.get(`${PAYPAL_SANDBOX_PATH}/approve`, { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    const { locale } = request.market;
    const language = textLanguage(locale);
    const texts = PAYPAL_SANDBOX_TEXTS[language];
    const order = await paypal.getOrder(request.query.token);
    reply.type('text/html; charset=utf-8');
    if (!order.ok) return reply.status(404).send(page(language, `<p role="alert">${escapeHtml(texts.invalid)}</p>`));
    const amount = formatMoney(order.amount, locale, order.currency as Currency);
    const token = encodeURIComponent(request.query.token);
    const base = `${app.prefix}${PAYPAL_SANDBOX_PATH}`;
    const body = `<p style="font-size:20px">${escapeHtml(texts.pay.replace('[amount]', amount))}</p>
<p>${escapeHtml(texts.note)}</p>
${button(`${base}/approve/confirm?token=${token}`, texts.approve, true)}
${button(`${base}/cancel?token=${token}`, texts.cancel, false)}`;
    return reply.send(page(language, body));
  });

  app.get(`${PAYPAL_SANDBOX_PATH}/approve/confirm`, { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    const approval = await paypal.approve(request.query.token);
    if (!approval.ok) {
      const language = textLanguage(request.market.locale);
      return reply.status(404).type('text/html; charset=utf-8').send(page(language, `<p role="alert">${escapeHtml(PAYPAL_SANDBOX_TEXTS[language].invalid)}</p>`));
    }
    return reply.redirect(approval.redirectUrl, 303);
  });

  app.get(`${PAYPAL_SANDBOX_PATH}/cancel`, { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    const cancelled = await paypal.cancel(request.query.token);
    if (!cancelled.ok) {
      const language = textLanguage(request.market.locale);
      return reply.status(404).type('text/html; charset=utf-8').send(page(language, `<p role="alert">${escapeHtml(PAYPAL_SANDBOX_TEXTS[language].invalid)}</p>`));
    }
    return reply.redirect(cancelled.redirectUrl, 303);
  });
};

export default paypalSandboxPage;
