import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { Outbox } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. Local default: the outbox folder; SMTP when SMTP_URL is set. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createOutboxMailer(outbox: Outbox, log?: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const saved = await outbox.write({ kind: 'email', ...message });
      log?.info({ to: message.to, subject: message.subject, outboxId: saved.id }, 'mail written to local outbox');
    },
    async close() {},
  };
}

export function createSmtpMailer(smtpUrl: string, from: string, log?: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      log?.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
    },
    async close() {
      transport.close();
    },
  };
}
