/**
 * The notice to the owner of an address someone tried to sign up with: sign-up answers such a
 * request like any other ("check your email"), and the owner, not the caller, learns that the
 * account exists. In the owner's language (en, es, fr, ja, pt), with links to sign in and to set a new
 * password on the storefront of their market. No token: the notice signs no one in.
 */
import { interpolate } from '@/domain/interpolate';
import { localizedPath, type LocaleTag } from '@/domain/markets';
import { ACCOUNT_EMAIL_PAGES } from '@/domain/wire/accounts';
import type { NewOutboxMail } from '@/server/platform/mail/repository';
import { escapeHtml } from '@/server/platform/mail/escape';
import { emailHtml } from '@/server/platform/mail/layout';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';

export const SIGN_UP_NOTICE_KIND = 'sign-up-attempt';

type NoticeTexts = { subject: string; greeting: string; body: string; ifYou: string; signIn: string; reset: string; ifNot: string };

export const SIGN_UP_NOTICE_TEXTS: Record<TextLanguage, NoticeTexts> = {
  en: {
    subject: 'Someone tried to sign up with your email address',
    greeting: 'Hello [name],',
    body: 'Someone just tried to create an account with this email address, which already has an account with us. No new account was created and nothing was changed.',
    ifYou: 'If it was you, sign in, or set a new password if you have forgotten yours.',
    signIn: 'Sign in',
    reset: 'Set a new password',
    ifNot: 'If it was not you, you can ignore this email: your account and your password stay the same.',
  },
  fr: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse courriel',
    greeting: 'Bonjour [name],',
    body: 'Quelqu’un vient de tenter de créer un compte avec cette adresse courriel, qui a déjà un compte chez nous. Aucun compte n’a été créé et rien n’a changé.',
    ifYou: 'Si c’était vous, connectez-vous, ou choisissez un nouveau mot de passe si vous avez oublié le vôtre.',
    signIn: 'Se connecter',
    reset: 'Choisir un nouveau mot de passe',
    ifNot: 'Si ce n’était pas vous, ignorez ce courriel : votre compte et votre mot de passe ne changent pas.',
  },
  ja: {
    subject: 'お客様のメールアドレスで新規登録が試みられました',
    greeting: '[name] 様',
    body: 'すでにアカウントをお持ちのこのメールアドレスで、新しいアカウントの作成が試みられました。新しいアカウントは作成されておらず、何も変更されていません。',
    ifYou: 'お客様ご本人の場合は、サインインしてください。パスワードをお忘れの場合は、新しいパスワードを設定してください。',
    signIn: 'サインイン',
    reset: '新しいパスワードを設定する',
    ifNot: 'お心当たりのない場合は、このメールを破棄してください。アカウントとパスワードは変更されません。',
  },
  es: {
    subject: 'Alguien intentó registrarse con tu correo electrónico',
    greeting: 'Hola, [name]:',
    body: 'Alguien acaba de intentar crear una cuenta con este correo electrónico, que ya tiene una cuenta con nosotros. No se creó ninguna cuenta nueva y no se cambió nada.',
    ifYou: 'Si fuiste tú, inicia sesión o crea una contraseña nueva si olvidaste la tuya.',
    signIn: 'Iniciar sesión',
    reset: 'Crear una contraseña nueva',
    ifNot: 'Si no fuiste tú, puedes ignorar este correo: tu cuenta y tu contraseña siguen igual.',
  },
  pt: {
    subject: 'Alguém tentou se cadastrar com seu e-mail',
    greeting: 'Olá, [name],',
    body: 'Alguém acabou de tentar criar uma conta com este e-mail, que já tem uma conta com a gente. Nenhuma conta nova foi criada e nada foi alterado.',
    ifYou: 'Se foi você, entre na sua conta ou crie uma nova senha se tiver esquecido a sua.',
    signIn: 'Entrar',
    reset: 'Criar uma nova senha',
    ifNot: 'Se não foi você, pode ignorar este e-mail: sua conta e sua senha continuam as mesmas.',
  },
};

export type SignUpNoticeInput = { to: string; firstName: string; locale: LocaleTag; storefrontUrl: string };

export function renderSignUpNotice(input: SignUpNoticeInput): Omit<NewOutboxMail, 'fromAddress'> {
  const texts = SIGN_UP_NOTICE_TEXTS[textLanguage(input.locale)];
  const page = (path: string) => `${input.storefrontUrl}${localizedPath(input.locale, path)}`;
  const signIn = page(ACCOUNT_EMAIL_PAGES.login);
  const reset = page(ACCOUNT_EMAIL_PAGES.forgotPassword);
  const greeting = interpolate(texts.greeting, { name: input.firstName });
  const text = [greeting, '', texts.body, '', texts.ifYou, `${texts.signIn}: ${signIn}`, `${texts.reset}: ${reset}`, '', texts.ifNot].join('\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#8b1e1e">${escapeHtml(label)}</a>`;
  const body = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(texts.body)}</p>`,
    `<p>${escapeHtml(texts.ifYou)}</p>`,
    `<p>${link(signIn, texts.signIn)} · ${link(reset, texts.reset)}</p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(texts.ifNot)}</p>`,
  ].join('\n');
  const html = emailHtml({ locale: input.locale, subject: texts.subject, body });
  return { kind: SIGN_UP_NOTICE_KIND, orderId: null, toAddress: input.to, subject: texts.subject, text, html };
}
