import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server took it: the envelope's recipients and the whole raw message. */
export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL (config.smtpUrl). */
  url: string;
  port: number;
  /** Every message received, in order. */
  mails: CapturedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps what it receives, for tests proving mail really
 * travels over SMTP. `onMail` sees each message once the server has all of it; it answers the sender by
 * calling `accept` (at once by default: a test that wants a sender hanging mid-send keeps `accept` for later).
 */
export async function startSmtpCapture(
  options: { onMail?: (mail: CapturedMail, accept: () => void) => void } = {},
): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const onMail = options.onMail ?? ((_mail, accept) => accept());
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        mails.push(mail);
        onMail(mail, () => callback());
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
