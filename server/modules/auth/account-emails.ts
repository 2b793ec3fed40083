/**
 * The verification and password-reset emails, in the customer's language (en, es, fr, ja, pt), with a
 * link to the storefront page of their market. Rendered here, queued through the mailer
 * (outbox, and SMTP when configured).
 */
import { interpolate } from '@/domain/interpolate';
import { localizedPath, type LocaleTag } from '@/domain/markets';
import { ACCOUNT_EMAIL_PAGES } from '@/domain/wire/accounts';
import type { NewOutboxMail } from '@/server/platform/mail/repository';
import { escapeHtml } from '@/server/platform/mail/escape';
import { emailHtml } from '@/server/platform/mail/layout';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';

export type AccountMailKind = 'verify-email' | 'reset-password';

type MailTexts = { subject: string; greeting: string; body: string; action: string; expiry: string; ignore: string };

export const ACCOUNT_MAIL_TEXTS: Record<AccountMailKind, Record<TextLanguage, MailTexts>> = {
  'verify-email': {
    en: {
      subject: 'Confirm your email address',
      greeting: 'Hello [name],',
      body: 'Thank you for signing up. Please confirm your email address to finish creating your account.',
      action: 'Confirm my email',
      expiry: 'This link works once and expires in 24 hours.',
      ignore: 'If you did not sign up, you can ignore this email.',
    },
    fr: {
      subject: 'Confirmez votre adresse courriel',
      greeting: 'Bonjour [name],',
      body: 'Merci de votre inscription. Confirmez votre adresse courriel pour terminer la création de votre compte.',
      action: 'Confirmer mon adresse',
      expiry: 'Ce lien ne fonctionne qu’une fois et expire dans 24 heures.',
      ignore: 'Si vous ne vous êtes pas inscrit, ignorez ce courriel.',
    },
    ja: {
      subject: 'メールアドレスのご確認',
      greeting: '[name] 様',
      body: 'ご登録ありがとうございます。アカウントの作成を完了するため、メールアドレスをご確認ください。',
      action: 'メールアドレスを確認する',
      expiry: 'このリンクは一度だけ有効で、24時間後に期限切れとなります。',
      ignore: 'お心当たりのない場合は、このメールを破棄してください。',
    },
    es: {
      subject: 'Confirma tu correo electrónico',
      greeting: 'Hola, [name]:',
      body: 'Gracias por registrarte. Confirma tu correo electrónico para terminar de crear tu cuenta.',
      action: 'Confirmar mi correo',
      expiry: 'Este enlace funciona una sola vez y vence en 24 horas.',
      ignore: 'Si no te registraste, puedes ignorar este correo.',
    },
    pt: {
      subject: 'Confirme seu e-mail',
      greeting: 'Olá, [name],',
      body: 'Obrigado por se cadastrar. Confirme seu e-mail para terminar de criar sua conta.',
      action: 'Confirmar meu e-mail',
      expiry: 'Este link funciona uma única vez e expira em 24 horas.',
      ignore: 'Se você não se cadastrou, pode ignorar este e-mail.',
    },
  },
  'reset-password': {
    en: {
      subject: 'Set a new password',
      greeting: 'Hello [name],',
      body: 'We received a request to set a new password for your account.',
      action: 'Set a new password',
      expiry: 'This link works once and expires in 1 hour.',
      ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
    },
    fr: {
      subject: 'Choisissez un nouveau mot de passe',
      greeting: 'Bonjour [name],',
      body: 'Nous avons reçu une demande de nouveau mot de passe pour votre compte.',
      action: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien ne fonctionne qu’une fois et expire dans 1 heure.',
      ignore: 'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe ne change pas.',
    },
    ja: {
      subject: '新しいパスワードの設定',
      greeting: '[name] 様',
      body: 'お客様のアカウントのパスワード再設定のご依頼を受け付けました。',
      action: '新しいパスワードを設定する',
      expiry: 'このリンクは一度だけ有効で、1時間後に期限切れとなります。',
      ignore: 'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
    },
    es: {
      subject: 'Crea una contraseña nueva',
      greeting: 'Hola, [name]:',
      body: 'Recibimos una solicitud para crear una contraseña nueva para tu cuenta.',
      action: 'Crear una contraseña nueva',
      expiry: 'Este enlace funciona una sola vez y vence en 1 hora.',
      ignore: 'Si no lo solicitaste, puedes ignorar este correo: tu contraseña sigue igual.',
    },
    pt: {
      subject: 'Crie uma nova senha',
      greeting: 'Olá, [name],',
      body: 'Recebemos um pedido para criar uma nova senha para sua conta.',
      action: 'Criar uma nova senha',
      expiry: 'Este link funciona uma única vez e expira em 1 hora.',
      ignore: 'Se você não pediu isso, pode ignorar este e-mail: sua senha continua a mesma.',
    },
  },
};

const PAGES: Record<AccountMailKind, string> = {
  'verify-email': ACCOUNT_EMAIL_PAGES.verifyEmail,
  'reset-password': ACCOUNT_EMAIL_PAGES.resetPassword,
};

export type AccountMailInput = { kind: AccountMailKind; to: string; firstName: string; locale: LocaleTag; token: string; storefrontUrl: string };

/** The storefront link carrying the token, in the customer's market: /ca/fr/reset-password?token=… */
export function accountLink(storefrontUrl: string, kind: AccountMailKind, locale: LocaleTag, token: string): string {
  return `${storefrontUrl}${localizedPath(locale, `${PAGES[kind]}?token=${encodeURIComponent(token)}`)}`;
}

export function renderAccountMail(input: AccountMailInput): Omit<NewOutboxMail, 'fromAddress'> {
  const texts = ACCOUNT_MAIL_TEXTS[input.kind][textLanguage(input.locale)];
  const link = accountLink(input.storefrontUrl, input.kind, input.locale, input.token);
  const greeting = interpolate(texts.greeting, { name: input.firstName });
  const text = [greeting, '', texts.body, '', `${texts.action}: ${link}`, '', texts.expiry, texts.ignore].join('\n');
  const body = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(texts.body)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#8b1e1e;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(texts.action)}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(texts.expiry)} ${escapeHtml(texts.ignore)}</p>`,
  ].join('\n');
  const html = emailHtml({ locale: input.locale, subject: texts.subject, body });
  return { kind: input.kind, orderId: null, toAddress: input.to, subject: texts.subject, text, html };
}
