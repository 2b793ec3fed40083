/**
 * The sandbox courier network's tracking page: what a diner opening the order page's tracking
 * link reads, in place of the network's own page. It says the stage, when the courier reaches the
 * restaurant and the door (relative to the request's clock, so it follows the demo clock), and
 * that no real courier is sent. The language is the request's (`locale` query, else the browser's).
 * While the courier is on its way, a demo control makes it cancel (POST `cancelAction`), as a
 * courier network may, so the order page's refund or carryout can be tried.
 */
import type { DispatchStage } from '@/domain/dispatch/stages';
import { escapeHtml } from '@/server/platform/mail/escape';
import type { TextLanguage } from '@/server/platform/text-language';

type PageText = 'title' | 'pickup' | 'dropoff' | 'note' | 'cancel';

export const SANDBOX_TRACKING_TEXTS: Record<TextLanguage, Record<PageText | DispatchStage, string>> = {
  en: {
    title: 'Courier tracking (sandbox)',
    quoted: 'Finding a courier',
    requested: 'Finding a courier',
    assigned: 'A courier is on the way to the restaurant',
    picked_up: 'Your order has been picked up and is on its way',
    dropped_off: 'Delivered',
    cancelled: 'This delivery was cancelled. Please contact the restaurant.',
    pickup: 'Pickup at the restaurant: [when]',
    dropoff: 'At your door: [when]',
    note: 'This is a test page of the sandbox courier network: no real courier is sent.',
    cancel: 'Make this courier cancel (demo)',
  },
  fr: {
    title: 'Suivi du livreur (environnement de test)',
    quoted: 'Recherche d’un livreur',
    requested: 'Recherche d’un livreur',
    assigned: 'Un livreur se rend au restaurant',
    picked_up: 'Votre commande a été récupérée et est en route',
    dropped_off: 'Livrée',
    cancelled: 'Cette livraison a été annulée. Veuillez communiquer avec le restaurant.',
    pickup: 'Ramassage au restaurant : [when]',
    dropoff: 'À votre porte : [when]',
    note: 'Ceci est une page de test du réseau de livraison fictif : aucun vrai livreur n’est envoyé.',
    cancel: 'Faire annuler ce livreur (démo)',
  },
  ja: {
    title: '配達状況（サンドボックス）',
    quoted: '配達員を探しています',
    requested: '配達員を探しています',
    assigned: '配達員がお店に向かっています',
    picked_up: 'ご注文を受け取り、お届け先に向かっています',
    dropped_off: 'お届けしました',
    cancelled: 'この配達はキャンセルされました。お店にお問い合わせください。',
    pickup: 'お店での受け取り：[when]',
    dropoff: 'お届け：[when]',
    note: 'これはサンドボックスの配達ネットワークのテストページです。実際の配達員は派遣されません。',
    cancel: 'この配達員をキャンセルさせる（デモ）',
  },
  es: {
    title: 'Seguimiento del repartidor (entorno de prueba)',
    quoted: 'Buscando un repartidor',
    requested: 'Buscando un repartidor',
    assigned: 'Un repartidor va camino al restaurante',
    picked_up: 'Recogimos tu pedido y va en camino',
    dropped_off: 'Entregado',
    cancelled: 'Esta entrega fue cancelada. Comunícate con el restaurante.',
    pickup: 'Recogida en el restaurante: [when]',
    dropoff: 'En tu puerta: [when]',
    note: 'Esta es una página de prueba de la red de reparto de prueba: no se envía ningún repartidor real.',
    cancel: 'Hacer que este repartidor cancele (demo)',
  },
  pt: {
    title: 'Rastreamento do entregador (ambiente de teste)',
    quoted: 'Procurando um entregador',
    requested: 'Procurando um entregador',
    assigned: 'Um entregador está a caminho do restaurante',
    picked_up: 'Seu pedido foi retirado e está a caminho',
    dropped_off: 'Entregue',
    cancelled: 'Esta entrega foi cancelada. Fale com o restaurante.',
    pickup: 'Retirada no restaurante: [when]',
    dropoff: 'Na sua porta: [when]',
    note: 'Esta é uma página de teste da rede de entregas de teste: nenhum entregador real é enviado.',
    cancel: 'Fazer este entregador cancelar (demo)',
  },
};

export type SandboxTracking = { stage: DispatchStage; pickupAt: Date; dropoffAt: Date };

/** "in 8 minutes", "il y a 3 minutes", "8 分後": a moment said from `now`, to the minute. */
function fromNow(at: Date, now: Date, language: TextLanguage): string {
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(minutes, 'minute');
}

export function sandboxTrackingPage(tracking: SandboxTracking, now: Date, language: TextLanguage, cancelAction: string): string {
  const texts = SANDBOX_TRACKING_TEXTS[language];
  const line = (template: string, at: Date) => `<p>${escapeHtml(template.replace('[when]', fromNow(at, now, language)))}</p>`;
  const times = tracking.stage === 'cancelled' ? '' : `${line(texts.pickup, tracking.pickupAt)}${line(texts.dropoff, tracking.dropoffAt)}`;
  const onItsWay = tracking.stage === 'requested' || tracking.stage === 'assigned' || tracking.stage === 'picked_up';
  const control = onItsWay
    ? `<form method="post" action="${escapeHtml(cancelAction)}"><input type="hidden" name="locale" value="${escapeHtml(language)}"><button type="submit">${escapeHtml(texts.cancel)}</button></form>`
    : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#222">
<main><h1>${escapeHtml(texts.title)}</h1><p role="status"><strong>${escapeHtml(texts[tracking.stage])}</strong></p>${times}${control}<p><small>${escapeHtml(texts.note)}</small></p></main></body></html>`;
}
