/**
 * The invitation to the staff console: who invited the member, as what, and the one-time link to
 * choose a password, with how long it works; in the language of the console it was sent from
 * (en, es, fr, ja, pt; English otherwise). Names are escaped in the HTML. The link's token is in the
 * address's fragment, so no server log or referrer ever carries it.
 */
import { interpolate } from '@/domain/interpolate';
import { localizedPath, type LocaleTag } from '@/domain/markets';
import { INVITE_LINK_HOURS } from '@/domain/staff/team';
import type { StaffRole } from '@/domain/wire/staff';
import { escapeHtml } from '@/server/platform/mail/escape';
import { emailHtml, type RenderedMail } from '@/server/platform/mail/layout';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';

/** The console page an invitation link opens. */
export const STAFF_INVITE_PAGE = '/staff/invite';

type InviteTexts = { subject: string; greeting: string; body: string; action: string; expiry: string; ignore: string; roles: Record<StaffRole, string> };

export const INVITE_TEXTS: Record<TextLanguage, InviteTexts> = {
  en: {
    subject: 'You are invited to the [brand] staff console',
    greeting: 'Hello [name],',
    body: '[inviter] invited you to the [brand] staff console as [role]. Choose your password to get started.',
    action: 'Choose my password',
    expiry: 'This link works once and expires in [hours] hours.',
    ignore: 'If you did not expect this invitation, you can ignore this email.',
    roles: { store_staff: 'store staff', store_manager: 'store manager', brand_admin: 'brand admin' },
  },
  fr: {
    subject: 'Vous êtes invité à la console du personnel de [brand]',
    greeting: 'Bonjour [name],',
    body: '[inviter] vous a invité à la console du personnel de [brand] en tant que [role]. Choisissez votre mot de passe pour commencer.',
    action: 'Choisir mon mot de passe',
    expiry: 'Ce lien ne fonctionne qu’une fois et expire dans [hours] heures.',
    ignore: 'Si vous n’attendiez pas cette invitation, ignorez ce courriel.',
    roles: { store_staff: 'employé du restaurant', store_manager: 'gérant du restaurant', brand_admin: 'administrateur de la marque' },
  },
  ja: {
    subject: '[brand] スタッフコンソールへのご招待',
    greeting: '[name] 様',
    body: '[inviter] さんから、[role]として [brand] スタッフコンソールに招待されました。パスワードを設定して利用を開始してください。',
    action: 'パスワードを設定する',
    expiry: 'このリンクは一度だけ有効で、[hours]時間後に期限切れとなります。',
    ignore: 'お心当たりのない場合は、このメールを破棄してください。',
    roles: { store_staff: '店舗スタッフ', store_manager: '店舗マネージャー', brand_admin: 'ブランド管理者' },
  },
  es: {
    subject: 'Te invitaron a la consola del personal de [brand]',
    greeting: 'Hola, [name]:',
    body: '[inviter] te invitó a la consola del personal de [brand] como [role]. Elige tu contraseña para empezar.',
    action: 'Elegir mi contraseña',
    expiry: 'Este enlace funciona una sola vez y vence en [hours] horas.',
    ignore: 'Si no esperabas esta invitación, puedes ignorar este correo.',
    roles: { store_staff: 'personal del restaurante', store_manager: 'gerente del restaurante', brand_admin: 'administrador de la marca' },
  },
  pt: {
    subject: 'Você foi convidado para o console da equipe de [brand]',
    greeting: 'Olá, [name],',
    body: '[inviter] convidou você para o console da equipe de [brand] como [role]. Escolha sua senha para começar.',
    action: 'Escolher minha senha',
    expiry: 'Este link funciona uma única vez e expira em [hours] horas.',
    ignore: 'Se você não esperava este convite, pode ignorar este e-mail.',
    roles: { store_staff: 'equipe do restaurante', store_manager: 'gerente do restaurante', brand_admin: 'administrador da marca' },
  },
};

export type StaffInviteInput = {
  to: string;
  firstName: string;
  inviter: string;
  role: StaffRole;
  brandName: string;
  locale: LocaleTag;
  token: string;
  storefrontUrl: string;
};

/** The storefront link of the invitation, in the console's market: /ca/fr/staff/invite#token=… */
export function staffInviteLink(storefrontUrl: string, locale: LocaleTag, token: string): string {
  return `${storefrontUrl}${localizedPath(locale, STAFF_INVITE_PAGE)}#token=${encodeURIComponent(token)}`;
}

export function renderStaffInvite(input: StaffInviteInput): RenderedMail {
  const texts = INVITE_TEXTS[textLanguage(input.locale)];
  const link = staffInviteLink(input.storefrontUrl, input.locale, input.token);
  const values = { name: input.firstName, inviter: input.inviter, brand: input.brandName, role: texts.roles[input.role], hours: INVITE_LINK_HOURS };
  const subject = interpolate(texts.subject, values);
  const greeting = interpolate(texts.greeting, values);
  const body = interpolate(texts.body, values);
  const expiry = interpolate(texts.expiry, values);
  const text = [greeting, '', body, '', `${texts.action}: ${link}`, '', expiry, texts.ignore].join('\n');
  const html = emailHtml({
    locale: input.locale,
    subject,
    body: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#8b1e1e;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(texts.action)}</a></p>`,
      `<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>`,
      `<p style="font-size:13px;color:#555">${escapeHtml(expiry)} ${escapeHtml(texts.ignore)}</p>`,
    ].join('\n'),
    footer: input.brandName,
  });
  return { subject, text, html };
}
