import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture';
import { startTestApp, type TestApp } from '#test/support';

// Proves the two-factor code really travels over SMTP when SMTP_URL is set: a real SMTP server
// listens here and the app talks to it through nodemailer.
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

it('sends the two-factor code by SMTP and the code signs the admin in', async () => {
  let t: TestApp | null = null;
  try {
    t = await startTestApp({ smtpUrl: smtp.url });
    expect(t.ctx.mailer.kind).toBe('smtp');
    const admin = await t.createMember({ role: 'admin' });
    const agent = t.agent();
    const login = await agent.post('/api/auth/login', { email: admin.email, password: admin.password });
    expect(login.json().requireTwoFA).toBe(true);
    const mail = smtp.mails.find((m) => m.to.includes(admin.email));
    expect(mail, 'mail reached the SMTP server').toBeTruthy();
    const code = mail!.raw.match(/verification code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Nothing was written to the local outbox: SMTP replaced it.
    expect(await t.ctx.outbox.list()).toEqual([]);
    const verified = await agent.post('/api/auth/verify-2fa', { verificationCode: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.role).toBe('admin');
  } finally {
    await t?.close();
  }
});

it('the app log of a real (SMTP) mail never carries its subject: the two-factor code is in it', async () => {
  // Logs are read by more people than the mailbox: a code in them is a second factor for whoever reads them.
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let t: TestApp | null = null;
  try {
    t = await startTestApp({ smtpUrl: smtp.url }, { log: pino({ level: 'info' }, capture) });
    const admin = await t.createMember({ role: 'admin' });
    const login = await t.agent().post('/api/auth/login', { email: admin.email, password: admin.password });
    expect(login.json().requireTwoFA).toBe(true);
    const mail = smtp.mails.filter((m) => m.to.includes(admin.email)).at(-1);
    const code = mail!.raw.match(/verification code is (\d{6})/)![1];
    const logged = lines.join('');
    expect(logged).toContain('mail sent over SMTP');
    expect(logged).not.toContain(code);
  } finally {
    await t?.close();
  }
});
