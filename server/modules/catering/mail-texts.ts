/** The words of the catering emails, per language we write. `[name]` placeholders. */
import type { TextLanguage } from '@/server/platform/text-language';

export type CateringMailTexts = {
  /** Between a label and its value: ': ', or ' : ' in French. */
  colon: string;
  greeting: string;
  quoteNumber: string;
  store: string;
  event: string;
  guests: string;
  carryout: string;
  delivery: string;
  questions: string;
  receivedSubject: string;
  receivedIntro: string;
  viewQuote: string;
  estimateSubject: string;
  estimateIntro: string;
  subtotal: string;
  tax: string;
  total: string;
  deposit: string;
  balance: string;
  validUntil: string;
  respond: string;
  paidSubject: string;
  paidIntro: string;
  amountPaid: string;
  balanceDue: string;
  reminderSubject: string;
  reminderSubjectTomorrow: string;
  reminderIntro: string;
  feedbackSubject: string;
  feedbackIntro: string;
  feedbackLink: string;
  cancelledSubject: string;
  cancelledIntro: string;
  refund: string;
};

export const CATERING_MAIL_TEXTS: Record<TextLanguage, CateringMailTexts> = {
  en: {
    colon: ': ',
    greeting: 'Hello [name],',
    quoteNumber: 'Quote number',
    store: 'Restaurant',
    event: 'Event',
    guests: 'Guests',
    carryout: 'Carryout',
    delivery: 'Delivery to',
    questions: 'Questions? Call the restaurant at [phone].',
    receivedSubject: 'We received your catering request [number]',
    receivedIntro: 'Thank you for your catering request. Our team will send you an estimate soon.',
    viewQuote: 'View your quote',
    estimateSubject: 'Your catering estimate for quote [number]',
    estimateIntro: 'Here is the estimate for your event. Accept it to book the date, or tell us what to change.',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total',
    deposit: 'Deposit due to book',
    balance: 'Balance due before the event',
    validUntil: 'This estimate is valid until',
    respond: 'Accept or decline the estimate',
    paidSubject: 'Payment received for catering quote [number]',
    paidIntro: 'Thank you: we received your payment of [amount]. The restaurant will now confirm your event.',
    amountPaid: 'Paid',
    balanceDue: 'Balance due before the event',
    reminderSubject: 'Your catering event is in [days] days',
    reminderSubjectTomorrow: 'Your catering event is tomorrow',
    reminderIntro: 'A reminder: your catering event is coming up. Here are the details.',
    feedbackSubject: 'How was your catering?',
    feedbackIntro: 'Thank you for choosing us for your event. Tell us how it went: it takes a minute.',
    feedbackLink: 'Share your feedback',
    cancelledSubject: 'Your catering quote [number] is cancelled',
    cancelledIntro: 'Your catering event is cancelled and will not take place. What you paid that the cancellation policy gives back is refunded to your payment.',
    refund: 'Refunded',
  },
  fr: {
    colon: '\u00a0: ',
    greeting: 'Bonjour [name],',
    quoteNumber: 'Numéro de devis',
    store: 'Restaurant',
    event: 'Événement',
    guests: 'Invités',
    carryout: 'À emporter',
    delivery: 'Livraison à',
    questions: 'Des questions ? Appelez le restaurant au [phone].',
    receivedSubject: 'Nous avons reçu votre demande de traiteur [number]',
    receivedIntro: 'Merci pour votre demande de traiteur. Notre équipe vous enverra un devis sous peu.',
    viewQuote: 'Voir votre devis',
    estimateSubject: 'Votre devis traiteur [number]',
    estimateIntro: 'Voici le devis de votre événement. Acceptez-le pour réserver la date, ou dites-nous quoi changer.',
    subtotal: 'Sous-total',
    tax: 'Taxes',
    total: 'Total',
    deposit: 'Acompte pour réserver',
    balance: "Solde dû avant l'événement",
    validUntil: "Ce devis est valable jusqu'au",
    respond: 'Accepter ou refuser le devis',
    paidSubject: 'Paiement reçu pour le devis traiteur [number]',
    paidIntro: 'Merci : nous avons reçu votre paiement de [amount]. Le restaurant va maintenant confirmer votre événement.',
    amountPaid: 'Payé',
    balanceDue: "Solde dû avant l'événement",
    reminderSubject: 'Votre événement traiteur a lieu dans [days] jours',
    reminderSubjectTomorrow: 'Votre événement traiteur a lieu demain',
    reminderIntro: 'Un rappel : votre événement traiteur approche. En voici les détails.',
    feedbackSubject: 'Comment s’est passé votre traiteur ?',
    feedbackIntro: 'Merci de nous avoir choisis pour votre événement. Dites-nous comment cela s’est passé : cela prend une minute.',
    feedbackLink: 'Donner votre avis',
    cancelledSubject: 'Votre devis traiteur [number] est annulé',
    cancelledIntro: "Votre événement traiteur est annulé et n'aura pas lieu. Ce que la politique d'annulation vous rend est remboursé sur votre moyen de paiement.",
    refund: 'Remboursé',
  },
  ja: {
    colon: '：',
    greeting: '[name] 様',
    quoteNumber: 'お見積もり番号',
    store: '店舗',
    event: 'イベント日時',
    guests: '人数',
    carryout: 'お持ち帰り',
    delivery: 'お届け先',
    questions: 'ご不明な点は店舗（[phone]）までお電話ください。',
    receivedSubject: 'ケータリングのご依頼 [number] を承りました',
    receivedIntro: 'ケータリングのご依頼ありがとうございます。担当者より近日中にお見積もりをお送りします。',
    viewQuote: 'お見積もりを確認する',
    estimateSubject: 'ケータリングのお見積もり [number]',
    estimateIntro: 'イベントのお見積もりです。ご予約にはお見積もりをご承認ください。変更のご希望もお知らせください。',
    subtotal: '小計',
    tax: '税',
    total: '合計',
    deposit: 'ご予約時のお支払い（前金）',
    balance: 'イベント前のお支払い（残金）',
    validUntil: 'お見積もりの有効期限',
    respond: 'お見積もりを承認またはお断りする',
    paidSubject: 'ケータリングのお見積もり [number] のお支払いを受け付けました',
    paidIntro: '[amount] のお支払いを受け付けました。ありがとうございます。これより店舗がイベントを確定いたします。',
    amountPaid: 'お支払い済み',
    balanceDue: 'イベント前のお支払い（残金）',
    reminderSubject: 'ケータリングのイベントまであと [days] 日です',
    reminderSubjectTomorrow: 'ケータリングのイベントは明日です',
    reminderIntro: 'ケータリングのイベントが近づいています。詳細は以下のとおりです。',
    feedbackSubject: 'ケータリングはいかがでしたか？',
    feedbackIntro: 'イベントにご利用いただきありがとうございました。ご感想をお聞かせください（1分ほどで終わります）。',
    feedbackLink: 'ご感想を送る',
    cancelledSubject: 'ケータリングのお見積もり [number] はキャンセルされました',
    cancelledIntro: 'ケータリングのイベントはキャンセルされ、実施されません。キャンセルポリシーに基づく返金額はお支払い方法に返金されます。',
    refund: '返金額',
  },
  es: {
    colon: ': ',
    greeting: 'Hola, [name]:',
    quoteNumber: 'Número de cotización',
    store: 'Restaurante',
    event: 'Evento',
    guests: 'Invitados',
    carryout: 'Recoger',
    delivery: 'Entrega en',
    questions: '¿Tienes preguntas? Llama al restaurante al [phone].',
    receivedSubject: 'Recibimos tu solicitud de catering [number]',
    receivedIntro: 'Gracias por tu solicitud de catering. Nuestro equipo te enviará una cotización pronto.',
    viewQuote: 'Ver tu cotización',
    estimateSubject: 'Tu cotización de catering [number]',
    estimateIntro: 'Esta es la cotización de tu evento. Acéptala para reservar la fecha o dinos qué cambiar.',
    subtotal: 'Subtotal',
    tax: 'Impuestos',
    total: 'Total',
    deposit: 'Anticipo para reservar',
    balance: 'Saldo a pagar antes del evento',
    validUntil: 'Cotización válida hasta',
    respond: 'Aceptar o rechazar la cotización',
    paidSubject: 'Recibimos el pago de la cotización de catering [number]',
    paidIntro: 'Gracias: recibimos tu pago de [amount]. Ahora el restaurante confirmará tu evento.',
    amountPaid: 'Pagado',
    balanceDue: 'Saldo a pagar antes del evento',
    reminderSubject: 'Tu evento de catering es en [days] días',
    reminderSubjectTomorrow: 'Tu evento de catering es mañana',
    reminderIntro: 'Un recordatorio: tu evento de catering se acerca. Estos son los detalles.',
    feedbackSubject: '¿Qué tal estuvo tu catering?',
    feedbackIntro: 'Gracias por elegirnos para tu evento. Cuéntanos cómo te fue: solo toma un minuto.',
    feedbackLink: 'Danos tu opinión',
    cancelledSubject: 'Tu cotización de catering [number] está cancelada',
    cancelledIntro: 'Tu evento de catering está cancelado y no se llevará a cabo. Lo que pagaste y la política de cancelación te devuelve se reembolsa a tu forma de pago.',
    refund: 'Reembolsado',
  },
  pt: {
    colon: ': ',
    greeting: 'Olá, [name],',
    quoteNumber: 'Número do orçamento',
    store: 'Restaurante',
    event: 'Evento',
    guests: 'Convidados',
    carryout: 'Retirada',
    delivery: 'Entrega em',
    questions: 'Dúvidas? Ligue para o restaurante: [phone].',
    receivedSubject: 'Recebemos sua solicitação de bufê [number]',
    receivedIntro: 'Obrigado pela sua solicitação de bufê. Nossa equipe vai enviar um orçamento em breve.',
    viewQuote: 'Ver seu orçamento',
    estimateSubject: 'Seu orçamento de bufê [number]',
    estimateIntro: 'Este é o orçamento do seu evento. Aceite-o para reservar a data ou diga o que devemos mudar.',
    subtotal: 'Subtotal',
    tax: 'Impostos',
    total: 'Total',
    deposit: 'Sinal para reservar',
    balance: 'Saldo a pagar antes do evento',
    validUntil: 'Orçamento válido até',
    respond: 'Aceitar ou recusar o orçamento',
    paidSubject: 'Pagamento recebido do orçamento de bufê [number]',
    paidIntro: 'Obrigado: recebemos seu pagamento de [amount]. Agora o restaurante vai confirmar seu evento.',
    amountPaid: 'Pago',
    balanceDue: 'Saldo a pagar antes do evento',
    reminderSubject: 'Seu evento de bufê é daqui a [days] dias',
    reminderSubjectTomorrow: 'Seu evento de bufê é amanhã',
    reminderIntro: 'Um lembrete: seu evento de bufê está chegando. Veja os detalhes.',
    feedbackSubject: 'Como foi o seu bufê?',
    feedbackIntro: 'Obrigado por nos escolher para o seu evento. Conte como foi: leva só um minuto.',
    feedbackLink: 'Dar sua opinião',
    cancelledSubject: 'Seu orçamento de bufê [number] foi cancelado',
    cancelledIntro: 'Seu evento de bufê foi cancelado e não vai acontecer. O que você pagou e a política de cancelamento devolve será reembolsado na sua forma de pagamento.',
    refund: 'Reembolsado',
  },
};
