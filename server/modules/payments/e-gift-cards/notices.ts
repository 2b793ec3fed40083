/** The e-gift card emails as the outbox keeps them: rendered in their language, queued after the commit that made them due. */
import type { Currency, LocaleTag } from '@/domain/markets';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';
import type { EGiftDeps } from './purchase';
import { renderEGiftCardMail, renderEGiftReceipt, renderEGiftRefund, type EGiftMailCard } from './mail';
import { mailLocale } from './mail-texts';
import { brandTitleOf, type EGiftRow } from './repository';
import { openCard } from './sealed-card';

export const E_GIFT_MAIL_KINDS = { card: 'e-gift-card', receipt: 'e-gift-receipt', refund: 'e-gift-refund' } as const;

function mailCard(row: EGiftRow): EGiftMailCard {
  return {
    amount: row.amount,
    currency: row.currency as Currency,
    senderName: row.senderName,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    message: row.message,
    deliverOn: row.deliverOn,
  };
}

/** The buyer's receipt, in the language of the market they bought in. */
export async function sendReceipt(deps: Pick<EGiftDeps, 'db' | 'mailer'>, row: EGiftRow, locale: LocaleTag): Promise<void> {
  const brandName = await brandTitleOf(deps.db, row.brandId);
  const mail = renderEGiftReceipt({ card: mailCard(row), locale: mailLocale(textLanguage(locale), row.country), brandName, cardLabel: row.cardLabel ?? '', held: row.status === 'held' });
  await deps.mailer.queue({ kind: E_GIFT_MAIL_KINDS.receipt, orderId: null, toAddress: row.senderEmail, ...mail });
}

/** The recipient's card, with its number and PIN, in the language the buyer chose. */
export async function sendCard(deps: Pick<EGiftDeps, 'db' | 'mailer' | 'linkSecret' | 'storefrontUrl'>, row: EGiftRow): Promise<void> {
  if (!row.sealedCard) throw new Error(`E-gift card ${row.id} has no card to send`);
  const brandName = await brandTitleOf(deps.db, row.brandId);
  const locale = mailLocale(row.language as TextLanguage, row.country);
  const mail = renderEGiftCardMail({ card: mailCard(row), secret: openCard(deps.linkSecret, row.sealedCard), locale, brandName, storefrontUrl: deps.storefrontUrl });
  await deps.mailer.queue({ kind: E_GIFT_MAIL_KINDS.card, orderId: null, toAddress: row.recipientEmail, ...mail });
}

/** The buyer's notice that a voided card's payment went back to their card, in the language they bought in. */
export async function sendRefundNotice(deps: Pick<EGiftDeps, 'db' | 'mailer'>, row: EGiftRow): Promise<void> {
  const brandName = await brandTitleOf(deps.db, row.brandId);
  const locale = mailLocale((row.buyerLanguage ?? row.language) as TextLanguage, row.country);
  const mail = renderEGiftRefund({ card: mailCard(row), locale, brandName, cardLabel: row.cardLabel ?? '' });
  await deps.mailer.queue({ kind: E_GIFT_MAIL_KINDS.refund, orderId: null, toAddress: row.senderEmail, ...mail });
}
