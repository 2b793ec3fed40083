/**
 * What text alerts say, in the order's language (en, es, fr, ja, pt; English otherwise): the texts
 * themselves (each names the brand and how to stop) and the running-late emails of diners who
 * did not ask for texts. Placeholders are filled by interpolate().
 */
import type { TextLanguage } from '@/server/platform/text-language';

export type AlertTexts = {
  ready: string;
  onTheWay: string;
  late: string;
  stopHint: string;
  creditPoints: string;
  creditCoupon: string;
  stopped: string;
  started: string;
  help: string;
  lateSubject: string;
  creditSubject: string;
  greeting: string;
  greetingNoName: string;
  questions: string;
  viewOrder: string;
};

export const ALERT_TEXTS: Record<TextLanguage, AlertTexts> = {
  en: {
    ready: '[brand]: your order [number] is ready for pickup at [store]. Reply STOP to opt out.',
    onTheWay: '[brand]: your driver is on the way with order [number] from [store]. Reply STOP to opt out.',
    late: 'Sorry, order [number] is running late. Its new ready time is [time].',
    stopHint: 'Reply STOP to opt out.',
    creditPoints: 'Sorry for the wait on order [number]: we added [points] points to your account.',
    creditCoupon: 'Sorry for the wait on order [number]: take [percent]% off your next order with code [code].',
    stopped: '[brand]: you will get no more texts from us. Reply START to get them again.',
    started: '[brand]: texts are back on. Reply STOP to opt out, HELP for help.',
    help: '[brand] order alerts: up to 3 texts per order. Msg & data rates may apply. Reply STOP to opt out.',
    lateSubject: 'Your order [number] is running late',
    creditSubject: 'Our apologies for order [number]',
    greeting: 'Hi [name],',
    greetingNoName: 'Hello,',
    questions: 'Questions? Call the store at [phone].',
    viewOrder: 'See your order',
  },
  fr: {
    ready: '[brand] : votre commande [number] vous attend chez [store]. Répondez STOP pour ne plus recevoir de textos.',
    onTheWay: '[brand] : votre livreur est en route avec la commande [number] de [store]. Répondez STOP pour ne plus recevoir de textos.',
    late: 'Désolés, la commande [number] prend du retard. Elle sera prête à [time].',
    stopHint: 'Répondez STOP pour ne plus recevoir de textos.',
    creditPoints: 'Désolés pour l’attente de la commande [number] : nous avons ajouté [points] points à votre compte.',
    creditCoupon: 'Désolés pour l’attente de la commande [number] : [percent] % de rabais sur votre prochaine commande avec le code [code].',
    stopped: '[brand] : vous ne recevrez plus de textos de notre part. Répondez START pour les recevoir de nouveau.',
    started: '[brand] : les textos sont réactivés. Répondez STOP pour les arrêter, AIDE pour de l’aide.',
    help: 'Alertes de commande [brand] : au plus 3 textos par commande. Des frais de messagerie et de données peuvent s’appliquer. Répondez STOP pour arrêter.',
    lateSubject: 'Votre commande [number] prend du retard',
    creditSubject: 'Toutes nos excuses pour la commande [number]',
    greeting: 'Bonjour [name],',
    greetingNoName: 'Bonjour,',
    questions: 'Des questions? Appelez le restaurant au [phone].',
    viewOrder: 'Voir votre commande',
  },
  ja: {
    ready: '[brand]：ご注文 [number] の準備ができました。[store]でお受け取りください。配信停止は「STOP」と返信。',
    onTheWay: '[brand]：[store]のご注文 [number] を配達員がお届けに向かっています。配信停止は「STOP」と返信。',
    late: '申し訳ありません。ご注文 [number] が遅れています。新しいお渡し時刻は[time]です。',
    stopHint: '配信停止は「STOP」と返信。',
    creditPoints: 'ご注文 [number] をお待たせして申し訳ありません。お客様のアカウントに[points]ポイントを追加しました。',
    creditCoupon: 'ご注文 [number] をお待たせして申し訳ありません。次回のご注文でコード [code] を使うと[percent]%オフになります。',
    stopped: '[brand]：今後SMSは送信されません。再開するには「START」と返信してください。',
    started: '[brand]：SMSの配信を再開しました。停止は「STOP」、ヘルプは「HELP」と返信。',
    help: '[brand]の注文のお知らせ：1件の注文につき最大3通。通信料がかかる場合があります。停止は「STOP」と返信。',
    lateSubject: 'ご注文 [number] が遅れています',
    creditSubject: 'ご注文 [number] についてのお詫び',
    greeting: '[name] 様',
    greetingNoName: 'お客様',
    questions: 'ご不明な点は店舗（[phone]）までお電話ください。',
    viewOrder: 'ご注文を見る',
  },
  es: {
    ready: '[brand]: tu pedido [number] está listo para recoger en [store]. Responde STOP para no recibir más mensajes.',
    onTheWay: '[brand]: tu repartidor va en camino con el pedido [number] de [store]. Responde STOP para no recibir más mensajes.',
    late: 'Lo sentimos, el pedido [number] viene con retraso. Su nueva hora es [time].',
    stopHint: 'Responde STOP para no recibir más mensajes.',
    creditPoints: 'Perdona la espera del pedido [number]: añadimos [points] puntos a tu cuenta.',
    creditCoupon: 'Perdona la espera del pedido [number]: obtén [percent]% de descuento en tu próximo pedido con el código [code].',
    stopped: '[brand]: ya no recibirás mensajes nuestros. Responde START para volver a recibirlos.',
    started: '[brand]: los mensajes están activados de nuevo. Responde STOP para darte de baja, HELP para ayuda.',
    help: 'Avisos de pedidos de [brand]: hasta 3 mensajes por pedido. Pueden aplicarse tarifas de mensajes y datos. Responde STOP para darte de baja.',
    lateSubject: 'Tu pedido [number] viene con retraso',
    creditSubject: 'Una disculpa por el pedido [number]',
    greeting: 'Hola, [name]:',
    greetingNoName: 'Hola:',
    questions: '¿Tienes preguntas? Llama al restaurante al [phone].',
    viewOrder: 'Ver tu pedido',
  },
  pt: {
    ready: '[brand]: seu pedido [number] está pronto para retirada em [store]. Responda STOP para não receber mais mensagens.',
    onTheWay: '[brand]: o entregador está a caminho com o pedido [number] de [store]. Responda STOP para não receber mais mensagens.',
    late: 'Desculpe, o pedido [number] está atrasado. O novo horário é [time].',
    stopHint: 'Responda STOP para não receber mais mensagens.',
    creditPoints: 'Desculpe a espera pelo pedido [number]: adicionamos [points] pontos à sua conta.',
    creditCoupon: 'Desculpe a espera pelo pedido [number]: ganhe [percent]% de desconto no próximo pedido com o código [code].',
    stopped: '[brand]: você não receberá mais mensagens nossas. Responda START para voltar a recebê-las.',
    started: '[brand]: as mensagens foram reativadas. Responda STOP para cancelar, HELP para ajuda.',
    help: 'Avisos de pedidos [brand]: até 3 mensagens por pedido. Podem ser cobradas tarifas de mensagens e dados. Responda STOP para cancelar.',
    lateSubject: 'Seu pedido [number] está atrasado',
    creditSubject: 'Nossas desculpas pelo pedido [number]',
    greeting: 'Olá, [name],',
    greetingNoName: 'Olá,',
    questions: 'Dúvidas? Ligue para o restaurante: [phone].',
    viewOrder: 'Ver seu pedido',
  },
};
