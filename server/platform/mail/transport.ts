/**
 * Where mail goes besides the outbox table: SMTP through nodemailer when SMTP_URL is set.
 * The interface is one method so tests (and other providers) can stand in for it.
 */
import nodemailer from 'nodemailer';

export type OutgoingMail = { from: string; to: string; subject: string; text: string; html: string };

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/** smtp://user:pass@host:587 or smtps://user:pass@host:465. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}
