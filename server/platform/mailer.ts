import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { Outbox } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The same for every attempt at one message (ADR 117): it names the outbox file and becomes the
   * SMTP Message-ID, so a resend after a crash replaces the file and a receiver can drop the repeat.
   */
  idempotencyKey?: string;
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
      const { idempotencyKey, ...mail } = message;
      const saved = await outbox.write({ kind: 'email', ...mail }, { idempotencyKey });
      log?.info({ to: message.to, subject: message.subject, outboxId: saved.id }, 'mail written to local outbox');
    },
    async close() {},
  };
}

/**
 * The Message-ID of a message with an idempotency key: `<key@domain of the sender>`, the same on
 * every attempt (RFC 5322 §3.6.4), so the receiving side sees a resend as the same message.
 */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'vibeline.invalid';
  return `<${idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '-')}@${domain}>`;
}

// Bounded waits: a hung server must fail the attempt well inside a delivery's 60 s lease (ADR 117);
// nodemailer's own defaults let a socket idle for 10 minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer(smtpUrl: string, from: string, log?: Logger): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      const messageId = message.idempotencyKey ? messageIdFor(message.idempotencyKey, from) : undefined;
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(messageId ? { messageId } : {}),
      });
      // Never the subject or text: they carry two-factor codes and reset links (logs are read more widely).
      log?.info({ to: message.to, messageId }, 'mail sent over SMTP');
    },
    async close() {
      transport.close();
    },
  };
}
