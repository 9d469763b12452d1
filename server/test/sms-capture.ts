import http from 'node:http';
import type net from 'node:net';

/** One request to the SMS provider's Messages API, as the stand-in received it. */
export interface SmsRequest {
  path: string;
  /** The Authorization header. */
  auth: string;
  /** The Idempotency-Key header ('' when absent). */
  key: string;
  To: string;
  From: string;
  Body: string;
}

export interface SmsCapture {
  /** The API's base URL, for the app's SMS settings (`sms.apiUrl`, SMS_API_URL). */
  url: string;
  /** Every request received, in order, answered or not. */
  requests: SmsRequest[];
  close(): Promise<void>;
}

/**
 * A local stand-in for the SMS provider's Messages API (Twilio's form-encoded POST). `onText` sees each
 * request once it has all of it and answers it through `answer`: a message sid is a 201 with that sid,
 * null a 503. By default every request is answered at once with `SM<n>`; a test that wants a sender
 * hanging mid-send keeps `answer` for later.
 */
export async function startSmsCapture(
  options: { onText?: (text: SmsRequest, answer: (sid: string | null) => void) => void } = {},
): Promise<SmsCapture> {
  const requests: SmsRequest[] = [];
  const onText = options.onText ?? ((_text, answer) => answer(`SM${requests.length}`));
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const text: SmsRequest = {
        path: req.url ?? '',
        auth: req.headers.authorization ?? '',
        key: String(req.headers['idempotency-key'] ?? ''),
        To: form.get('To') ?? '',
        From: form.get('From') ?? '',
        Body: form.get('Body') ?? '',
      };
      requests.push(text);
      onText(text, (sid) => {
        if (sid === null) res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"unavailable"}');
        else res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    requests,
    close: () => {
      // A request a test left unanswered (held) would keep close() waiting.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
