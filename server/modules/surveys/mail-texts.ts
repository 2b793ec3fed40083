/** The words of the survey confirmation emails and the service types' labels, per language we write. `[name]` placeholders. */
import type { CateringServiceTypeName } from '@/domain/surveys/service-types';
import type { TextLanguage } from '@/server/platform/text-language';

export type SurveyMailTexts = {
  colon: string;
  greeting: string;
  signOff: string;
  store: string;
  eventDate: string;
  serviceType: string;
  overall: string;
  quoteNumber: string;
  feedbackSubject: string;
  feedbackIntro: string;
  feedbackNext: string;
  contestSubject: string;
  contestIntro: string;
  contestNext: string;
  season: string;
  guests: string;
  occasion: string;
  serviceTypes: Record<CateringServiceTypeName, string>;
};

export const SURVEY_MAIL_TEXTS: Record<TextLanguage, SurveyMailTexts> = {
  en: {
    colon: ': ',
    greeting: 'Hello [name],',
    signOff: 'Thank you, from all of us at [brand]',
    store: 'Restaurant',
    eventDate: 'Event date',
    serviceType: 'Service',
    overall: 'Overall rating',
    quoteNumber: 'Quote number',
    feedbackSubject: 'Thank you for your catering feedback',
    feedbackIntro: 'We received your feedback on your catering event. Here is what you sent us.',
    feedbackNext: 'The restaurant’s manager reads every feedback. If you asked a question or something went wrong, they will contact you within two business days.',
    contestSubject: 'You are entered in the catering contest',
    contestIntro: 'Your entry in the catering contest is in. Here is what you sent us.',
    contestNext: 'The winner is drawn after the season ends, on [drawDate], and we will contact the winner by email and phone. Only one entry per email address counts each season.',
    season: 'Season',
    guests: 'Guests',
    occasion: 'Occasion',
    serviceTypes: { carryout: 'Carryout', delivery: 'Delivery', deliveryAndSetup: 'Delivery and setup', fullService: 'Full service (staffed event)' },
  },
  fr: {
    colon: '\u00a0: ',
    greeting: 'Bonjour [name],',
    signOff: 'Merci, de toute l’équipe [brand]',
    store: 'Restaurant',
    eventDate: 'Date de l’événement',
    serviceType: 'Service',
    overall: 'Note globale',
    quoteNumber: 'Numéro de soumission',
    feedbackSubject: 'Merci pour vos commentaires sur notre traiteur',
    feedbackIntro: 'Nous avons bien reçu vos commentaires sur votre événement traiteur. Voici ce que vous nous avez envoyé.',
    feedbackNext: 'Le gérant du restaurant lit tous les commentaires. Si vous avez posé une question ou si quelque chose s’est mal passé, il vous contactera d’ici deux jours ouvrables.',
    contestSubject: 'Votre participation au concours traiteur est enregistrée',
    contestIntro: 'Votre participation au concours traiteur est bien reçue. Voici ce que vous nous avez envoyé.',
    contestNext: 'Le gagnant sera tiré au sort après la fin de la saison, le [drawDate], et nous le contacterons par courriel et par téléphone. Une seule participation par adresse courriel compte par saison.',
    season: 'Saison',
    guests: 'Invités',
    occasion: 'Occasion',
    serviceTypes: { carryout: 'À emporter', delivery: 'Livraison', deliveryAndSetup: 'Livraison et installation', fullService: 'Service complet (avec personnel)' },
  },
  ja: {
    colon: '：',
    greeting: '[name] 様',
    signOff: '[brand] スタッフ一同',
    store: '店舗',
    eventDate: 'イベント日',
    serviceType: 'サービス',
    overall: '総合評価',
    quoteNumber: 'お見積もり番号',
    feedbackSubject: 'ケータリングのご感想ありがとうございます',
    feedbackIntro: 'ケータリングイベントへのご感想を受け付けました。お送りいただいた内容は以下のとおりです。',
    feedbackNext: '店舗の責任者がすべてのご感想を拝読します。ご質問や不備があった場合は、2営業日以内にご連絡いたします。',
    contestSubject: 'ケータリングキャンペーンへのご応募を受け付けました',
    contestIntro: 'ケータリングキャンペーンへのご応募を受け付けました。お送りいただいた内容は以下のとおりです。',
    contestNext: '当選者はシーズン終了後の [drawDate] に抽選し、メールとお電話でご連絡します。ご応募は1シーズンにつきメールアドレスごとに1回です。',
    season: 'シーズン',
    guests: '人数',
    occasion: 'ご用途',
    serviceTypes: { carryout: 'お持ち帰り', delivery: '配達', deliveryAndSetup: '配達と設営', fullService: 'フルサービス（スタッフ付き）' },
  },
  es: {
    colon: ': ',
    greeting: 'Hola, [name]:',
    signOff: 'Gracias, de parte de todo el equipo de [brand]',
    store: 'Restaurante',
    eventDate: 'Fecha del evento',
    serviceType: 'Servicio',
    overall: 'Calificación general',
    quoteNumber: 'Número de cotización',
    feedbackSubject: 'Gracias por tu opinión sobre nuestro catering',
    feedbackIntro: 'Recibimos tu opinión sobre tu evento de catering. Esto es lo que nos enviaste.',
    feedbackNext: 'El gerente del restaurante lee cada opinión. Si nos hiciste una pregunta o algo salió mal, te contactará en un plazo de dos días hábiles.',
    contestSubject: 'Ya estás participando en el concurso de catering',
    contestIntro: 'Recibimos tu participación en el concurso de catering. Esto es lo que nos enviaste.',
    contestNext: 'El ganador se sortea al terminar la temporada, el [drawDate], y lo contactaremos por correo electrónico y por teléfono. Solo cuenta una participación por correo electrónico en cada temporada.',
    season: 'Temporada',
    guests: 'Invitados',
    occasion: 'Ocasión',
    serviceTypes: { carryout: 'Recoger', delivery: 'Entrega', deliveryAndSetup: 'Entrega y montaje', fullService: 'Servicio completo (con personal)' },
  },
  pt: {
    colon: ': ',
    greeting: 'Olá, [name],',
    signOff: 'Obrigado, de toda a equipe [brand]',
    store: 'Restaurante',
    eventDate: 'Data do evento',
    serviceType: 'Serviço',
    overall: 'Avaliação geral',
    quoteNumber: 'Número do orçamento',
    feedbackSubject: 'Obrigado pela sua opinião sobre nosso bufê',
    feedbackIntro: 'Recebemos sua opinião sobre seu evento de bufê. Veja o que você nos enviou.',
    feedbackNext: 'O gerente do restaurante lê todas as opiniões. Se você fez uma pergunta ou algo deu errado, ele vai entrar em contato em até dois dias úteis.',
    contestSubject: 'Sua participação no concurso de bufê está confirmada',
    contestIntro: 'Recebemos sua participação no concurso de bufê. Veja o que você nos enviou.',
    contestNext: 'O vencedor é sorteado depois do fim da temporada, em [drawDate], e entraremos em contato com ele por e-mail e telefone. Só vale uma participação por e-mail a cada temporada.',
    season: 'Temporada',
    guests: 'Convidados',
    occasion: 'Ocasião',
    serviceTypes: { carryout: 'Retirada', delivery: 'Entrega', deliveryAndSetup: 'Entrega e montagem', fullService: 'Serviço completo (com equipe)' },
  },
};
