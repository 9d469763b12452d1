import type { Logger } from 'pino';
import type { AppConfig } from '#server/config';
import type { Outbox } from './outbox';

export interface SmsMessage {
  to: string;
  text: string;
  /**
   * The same for every attempt at one message (ADR 117): sent as the Idempotency-Key header, so a
   * provider that already accepted it answers the repeat without sending again; names the outbox file.
   */
  idempotencyKey?: string;
}

/** Sends SMS. Local default: the outbox folder; a Twilio-compatible HTTP API when TWILIO_* are set. */
export interface SmsSender {
  readonly kind: 'outbox' | 'twilio';
  /** Resolves once the provider accepted the message; throws otherwise (the job queue retries). */
  send(message: SmsMessage): Promise<void>;
}

export function createOutboxSms(outbox: Outbox, log?: Logger): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      const saved = await outbox.write(
        { kind: 'sms', to: message.to, subject: '', text: message.text },
        { idempotencyKey: message.idempotencyKey },
      );
      log?.info({ to: message.to, outboxId: saved.id }, 'sms written to local outbox');
    },
  };
}

/** Twilio's Messages API (form-encoded POST, basic auth); SMS_API_URL points it at a compatible server. */
export function createTwilioSms(settings: NonNullable<AppConfig['sms']>, log?: Logger): SmsSender {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/x-www-form-urlencoded',
          ...(message.idempotencyKey ? { 'idempotency-key': message.idempotencyKey } : {}),
        },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`SMS provider answered ${response.status}: ${detail}`);
      }
      const sid = ((await response.json().catch(() => ({}))) as { sid?: string }).sid;
      log?.info({ to: message.to, sid, idempotencyKey: message.idempotencyKey }, 'sms sent through provider');
    },
  };
}

export function createSmsSender(config: Pick<AppConfig, 'sms'>, outbox: Outbox, log?: Logger): SmsSender {
  return config.sms ? createTwilioSms(config.sms, log) : createOutboxSms(outbox, log);
}
