/**
 * The words of the contact forms' confirmation emails and the labels of their visit and feedback
 * types, per language we write. The greeting and sign-off are the survey emails' (mail-texts.ts).
 */
import type { FeedbackTypeName, VisitTypeName } from '@/domain/contact/types';
import type { LocaleTag } from '@/domain/markets';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';

export type ContactTexts = {
  talkToSubject: string;
  talkToIntro: string;
  talkToNext: string;
  generalSubject: string;
  generalIntro: string;
  generalNext: string;
  store: string;
  visitDate: string;
  visitType: string;
  feedbackType: string;
  message: string;
  visitTypes: Record<VisitTypeName, string>;
  feedbackTypes: Record<FeedbackTypeName, string>;
};

export const CONTACT_TEXTS: Record<TextLanguage, ContactTexts> = {
  en: {
    talkToSubject: 'We received your message about your visit',
    talkToIntro: 'Thank you for telling us about your visit. Here is what you sent us.',
    talkToNext: 'The restaurant’s manager and our guest relations team read every message. If something went wrong or you asked a question, we will contact you within two business days.',
    generalSubject: 'We received your feedback',
    generalIntro: 'Thank you for your feedback. Here is what you sent us.',
    generalNext: 'Our guest relations team reads every message. If you asked a question, we will answer within two business days.',
    store: 'Restaurant',
    visitDate: 'Date of your visit',
    visitType: 'How you visited',
    feedbackType: 'About',
    message: 'Your message',
    visitTypes: { dineIn: 'Dine-in', carryout: 'Carryout', delivery: 'Delivery', curbside: 'Curbside pickup', catering: 'Catering' },
    feedbackTypes: { compliment: 'A compliment', suggestion: 'A suggestion', concern: 'A concern', question: 'A question', websiteOrApp: 'Our website or app' },
  },
  fr: {
    talkToSubject: 'Nous avons bien reçu votre message sur votre visite',
    talkToIntro: 'Merci de nous avoir parlé de votre visite. Voici ce que vous nous avez envoyé.',
    talkToNext: 'Le gérant du restaurant et notre service à la clientèle lisent chaque message. Si quelque chose s’est mal passé ou si vous avez posé une question, nous vous contacterons d’ici deux jours ouvrables.',
    generalSubject: 'Nous avons bien reçu vos commentaires',
    generalIntro: 'Merci pour vos commentaires. Voici ce que vous nous avez envoyé.',
    generalNext: 'Notre service à la clientèle lit chaque message. Si vous avez posé une question, nous y répondrons d’ici deux jours ouvrables.',
    store: 'Restaurant',
    visitDate: 'Date de votre visite',
    visitType: 'Type de visite',
    feedbackType: 'Sujet',
    message: 'Votre message',
    visitTypes: { dineIn: 'Sur place', carryout: 'À emporter', delivery: 'Livraison', curbside: 'Cueillette à l’auto', catering: 'Traiteur' },
    feedbackTypes: { compliment: 'Un compliment', suggestion: 'Une suggestion', concern: 'Une préoccupation', question: 'Une question', websiteOrApp: 'Notre site ou notre application' },
  },
  ja: {
    talkToSubject: 'ご来店に関するメッセージを受け付けました',
    talkToIntro: 'ご来店についてお聞かせいただきありがとうございます。お送りいただいた内容は以下のとおりです。',
    talkToNext: '店舗の責任者とお客様相談窓口がすべてのメッセージを拝読します。問題があった場合やご質問をいただいた場合は、2営業日以内にご連絡いたします。',
    generalSubject: 'ご意見を受け付けました',
    generalIntro: 'ご意見ありがとうございます。お送りいただいた内容は以下のとおりです。',
    generalNext: 'お客様相談窓口がすべてのメッセージを拝読します。ご質問には2営業日以内にお答えします。',
    store: '店舗',
    visitDate: 'ご来店日',
    visitType: 'ご利用方法',
    feedbackType: '内容',
    message: 'メッセージ',
    visitTypes: { dineIn: '店内でのお食事', carryout: 'お持ち帰り', delivery: '配達', curbside: '駐車場での受け取り', catering: 'ケータリング' },
    feedbackTypes: { compliment: 'お褒めの言葉', suggestion: 'ご提案', concern: 'ご不満・ご心配', question: 'ご質問', websiteOrApp: 'ウェブサイト・アプリについて' },
  },
  es: {
    talkToSubject: 'Recibimos tu mensaje sobre tu visita',
    talkToIntro: 'Gracias por contarnos sobre tu visita. Esto es lo que nos enviaste.',
    talkToNext: 'El gerente del restaurante y nuestro equipo de atención a clientes leen cada mensaje. Si algo salió mal o nos hiciste una pregunta, te contactaremos en un plazo de dos días hábiles.',
    generalSubject: 'Recibimos tus comentarios',
    generalIntro: 'Gracias por tus comentarios. Esto es lo que nos enviaste.',
    generalNext: 'Nuestro equipo de atención a clientes lee cada mensaje. Si nos hiciste una pregunta, te responderemos en un plazo de dos días hábiles.',
    store: 'Restaurante',
    visitDate: 'Fecha de tu visita',
    visitType: 'Cómo nos visitaste',
    feedbackType: 'Tema',
    message: 'Tu mensaje',
    visitTypes: { dineIn: 'Comer aquí', carryout: 'Para llevar', delivery: 'A domicilio', curbside: 'Recoger en auto', catering: 'Catering' },
    feedbackTypes: { compliment: 'Un elogio', suggestion: 'Una sugerencia', concern: 'Una inquietud', question: 'Una pregunta', websiteOrApp: 'Nuestro sitio web o app' },
  },
  pt: {
    talkToSubject: 'Recebemos sua mensagem sobre sua visita',
    talkToIntro: 'Obrigado por nos contar sobre sua visita. Veja o que você nos enviou.',
    talkToNext: 'O gerente do restaurante e nossa equipe de atendimento ao cliente leem todas as mensagens. Se algo deu errado ou se você fez uma pergunta, entraremos em contato em até dois dias úteis.',
    generalSubject: 'Recebemos sua opinião',
    generalIntro: 'Obrigado pela sua opinião. Veja o que você nos enviou.',
    generalNext: 'Nossa equipe de atendimento ao cliente lê todas as mensagens. Se você fez uma pergunta, responderemos em até dois dias úteis.',
    store: 'Restaurante',
    visitDate: 'Data da sua visita',
    visitType: 'Como você nos visitou',
    feedbackType: 'Assunto',
    message: 'Sua mensagem',
    visitTypes: { dineIn: 'Comer no local', carryout: 'Para viagem', delivery: 'Entrega', curbside: 'Retirada no carro', catering: 'Bufê' },
    feedbackTypes: { compliment: 'Um elogio', suggestion: 'Uma sugestão', concern: 'Uma reclamação', question: 'Uma pergunta', websiteOrApp: 'Nosso site ou app' },
  },
};

export function contactTexts(locale: LocaleTag): ContactTexts {
  return CONTACT_TEXTS[textLanguage(locale)];
}
