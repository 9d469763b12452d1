import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { oneTimeTokens, sessions, users } from '#db/schema';
import { startTestApp, type TestApp } from '#test/support';

const adult = (overrides: Record<string, unknown> = {}) => ({
  email: `fresh.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Blue-sky-harbour-9',
  displayName: `Fresh ${Math.random().toString(36).slice(2, 7)}`,
  dateOfBirth: '1994-03-09',
  gender: 'woman',
  sexualIdentity: 'bisexual',
  interestedIn: ['man'],
  location: 'Brooklyn, NY',
  ...overrides,
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The newest link of this kind mailed to `email` (polled: reset mail goes out in the background). */
async function mailedToken(app: TestApp, email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = (await app.ctx.outbox.list(100)).find(
      (m) => m.to === email.toLowerCase() && m.text.includes(`/${kind}?token=`),
    );
    const token = mail?.text.match(new RegExp(`/${kind}\\?token=([A-Za-z0-9_-]+)`))?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${kind} link mailed to ${email}`);
}

describe('e-mail verification (issue 10 §1)', () => {
  it('registration mails a single-use link; the member uses the app unverified until they open it', async () => {
    const agent = t.agent();
    const body = adult();
    const res = await agent.post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.emailVerified).toBe(false);
    const token = await mailedToken(t, body.email, 'verify-email');
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    // Stored hashed: the raw token is nowhere in the table.
    const rows = await t.ctx.database.db.select().from(oneTimeTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const expires =
      rows.find((r) => r.purpose === 'verify_email' && r.email === body.email)!.expiresAt.getTime() - Date.now();
    expect(expires).toBeGreaterThan(47.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(48 * 3600_000);

    const verified = await t.agent().post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ ok: true, emailVerified: true });
    expect((await agent.get('/api/auth/user')).json().emailVerified).toBe(true);
    const again = await t.agent().post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^token: .*already used/);
  });

  it('expired links are refused; resend has a cooldown; a verified member cannot resend', async () => {
    const agent = t.agent();
    const body = adult();
    await agent.post('/api/auth/register', body);
    const token = await mailedToken(t, body.email, 'verify-email');
    await t.ctx.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.email, body.email));
    expect((await t.agent().post('/api/auth/verify-email', { token })).statusCode).toBe(400);
    const tooSoon = await agent.post('/api/auth/resend-verification');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/Please wait \d+ seconds/);
    await t.ctx.database.db
      .update(oneTimeTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(oneTimeTokens.email, body.email));
    expect((await agent.post('/api/auth/resend-verification')).statusCode).toBe(200);
    const fresh = await mailedToken(t, body.email, 'verify-email');
    expect(fresh).not.toBe(token);
    expect((await t.agent().post('/api/auth/verify-email', { token: fresh })).statusCode).toBe(200);
    const done = await agent.post('/api/auth/resend-verification');
    expect(done.statusCode).toBe(400);
    expect((await t.agent().post('/api/auth/resend-verification')).statusCode).toBe(401);
    expect((await t.agent().post('/api/auth/verify-email', {})).json().message).toMatch(/^token/);
  });

  it(
    'ADMIN_EMAILS squatting: registering the address grants nothing; ' + 'verifying it promotes and signs out',
    async () => {
      const local = await startTestApp({ adminEmails: ['boss@example.com'] });
      try {
        const squatter = local.agent();
        const res = await squatter.post('/api/auth/register', adult({ email: 'Boss@Example.com' }));
        expect(res.statusCode).toBe(201);
        expect(res.json().user.role).toBe('member');
        expect((await squatter.get('/api/admin/users/search?q=a')).statusCode).toBe(403);
        // Restarting (promoteConfiguredAdmins on start) does not promote an unverified address either.
        const accounts = (await import('./accounts.service')).createAccountsService(local.ctx);
        expect(await accounts.promoteConfiguredAdmins()).toEqual([]);

        const token = await mailedToken(local, 'boss@example.com', 'verify-email');
        expect((await local.agent().post('/api/auth/verify-email', { token })).statusCode).toBe(200);
        // The session made without two-factor is gone; the admin signs in again through the code.
        expect((await squatter.get('/api/auth/user')).statusCode).toBe(401);
        const admin = await local.signIn({ email: 'boss@example.com', password: 'Blue-sky-harbour-9' });
        expect((await admin.get('/api/auth/user')).json()).toMatchObject({ role: 'admin', emailVerified: true });
      } finally {
        await local.close();
      }
    },
  );
});

describe('password reset (issue 14 §6)', () => {
  it('answers the same for unknown addresses and mails nothing to them', async () => {
    const member = await t.createMember();
    const known = await t.agent().post('/api/auth/forgot-password', { email: member.email });
    const unknown = await t.agent().post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await mailedToken(t, member.email, 'reset-password');
    expect((await t.ctx.outbox.list(200)).some((m) => m.to === 'nobody-here@example.com')).toBe(false);
  });

  it('resets once, within the hour, and signs out every session', async () => {
    const member = await t.createMember();
    const phone = await t.signIn(member);
    const laptop = await t.signIn(member);
    await t.agent().post('/api/auth/forgot-password', { email: member.email });
    const token = await mailedToken(t, member.email, 'reset-password');
    const [row] = await t.ctx.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.purpose, 'reset_password'))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(3500_000);

    // A weak password is refused without using the link up.
    const weak = await t.agent().post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/Password must be at least/);
    const res = await phone.post('/api/auth/reset-password', { token, password: 'Fresh-harbour-77' });
    expect(res.statusCode).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(401);
    const live = await t.ctx.database.db
      .select()
      .from(sessions)
      .where(sql`${sessions.userId} = ${member.id} and ${sessions.revokedAt} is null`);
    expect(live).toEqual([]);
    const reused = await t.agent().post('/api/auth/reset-password', { token, password: 'Another-harbour-78' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/^token: /);
    expect(
      (await t.agent().post('/api/auth/login', { email: member.email, password: member.password })).statusCode,
    ).toBe(401);
    expect(
      (await t.agent().post('/api/auth/login', { email: member.email, password: 'Fresh-harbour-77' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired link, and a verification token is not a reset token', async () => {
    const agent = t.agent();
    const body = adult();
    await agent.post('/api/auth/register', body);
    const verifyToken = await mailedToken(t, body.email, 'verify-email');
    expect(
      (await t.agent().post('/api/auth/reset-password', { token: verifyToken, password: 'Fresh-harbour-77' }))
        .statusCode,
    ).toBe(400);
    await t.agent().post('/api/auth/forgot-password', { email: body.email });
    const token = await mailedToken(t, body.email, 'reset-password');
    await t.ctx.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.purpose, 'reset_password'));
    expect((await t.agent().post('/api/auth/reset-password', { token, password: 'Fresh-harbour-77' })).statusCode).toBe(
      400,
    );
    expect((await t.agent().post('/api/auth/login', { email: body.email, password: body.password })).statusCode).toBe(
      200,
    );
  });
});

describe('rate limits that hold (issue 10 §5)', () => {
  it('a forged X-Forwarded-For buys no new attempts, per address or per account', async () => {
    const local = await startTestApp({ rateLimitScale: 1 });
    try {
      const member = await local.createMember();
      const statuses: number[] = [];
      for (let i = 0; i < 14; i++) {
        const res = await local.agent().request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: member.email, password: `Wrong-password-${i}` },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    } finally {
      await local.close();
    }
  });

  it(
    'per-account backoff holds across client addresses (a botnet gets no more guesses), ' +
      'and the right password after it is still refused until it passes',
    async () => {
      const local = t; // the file's app: startTestApp's default is this test's rateLimitScale 1000
      const member = await local.createMember();
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) {
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `203.0.113.${i + 1}`,
          payload: { email: member.email, password: `Wrong-password-${i}` },
        });
        statuses.push(res.statusCode);
      }
      // 10 free failures, an 11th try that starts the backoff, then locked.
      expect(statuses.slice(0, 11).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(11)).toEqual([429, 429]);
      const locked = await local.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.200',
        payload: { email: member.email, password: member.password },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(
        /Too many failed attempts for this account\. Please try again in \d+ seconds/,
      );
      // Unknown addresses lock the same way: the lock tells nothing about who has an account.
      for (let i = 0; i < 12; i++)
        await local.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'ghost@example.com', password: 'Wrong-password-1' },
        });
      expect(
        (
          await local.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'ghost@example.com', password: 'x' },
          })
        ).json().message,
      ).toMatch(/Too many failed attempts/);
      // Once the delay passes, the right password works and clears the count.
      await local.ctx.database.db.execute(sql`update auth_throttles set locked_until = now() - interval '1 second'`);
      expect(
        (
          await local.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: member.email, password: member.password },
          })
        ).statusCode,
      ).toBe(200);
      const [row] = (
        (await local.ctx.database.db.execute(
          sql`select count(*)::int as n from auth_throttles where key = ${`login:${member.email}`}`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows;
      expect(row.n).toBe(0);
    },
  );

  it('two-factor guesses are counted per account across new sign-ins', async () => {
    const moderator = await t.createMember({ role: 'moderator' });
    let refused = false;
    for (let round = 0; round < 4 && !refused; round++) {
      const agent = t.agent();
      await agent.post('/api/auth/login', { email: moderator.email, password: moderator.password });
      const code = await t.latestCode(moderator.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        const res = await agent.post('/api/auth/verify-2fa', { verificationCode: wrong });
        if (res.statusCode === 429 && /for this account/.test(res.json().message)) refused = true;
      }
    }
    // 4 sign-ins × 4 guesses would be 16 guesses; the account stops them after 11.
    expect(refused).toBe(true);
  });

  it('TRUST_PROXY with a hop count believes only the nearest proxy', async () => {
    const local = await startTestApp({ trustProxy: 1, rateLimitScale: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        // The client forges a chain; the proxy (socket 10.0.0.1) appends the address it saw: 192.0.2.50.
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.50` },
          payload: { email: `p${i}@example.com`, password: 'Wrong-password-1' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await local.close();
    }
  });
});

describe('a stolen session cannot weaken the account (ADR 216)', () => {
  it('turning two-factor off needs the current password; turning it on does not', async () => {
    const m = await t.createMember({ twoFactorEnabled: true });
    const agent = await t.signIn(m);
    const bare = await agent.put('/api/account/two-factor', { enabled: false });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/^currentPassword: /);
    const wrong = await agent.put('/api/account/two-factor', { enabled: false, currentPassword: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('currentPassword: Current password is incorrect');
    expect((await agent.get('/api/auth/user')).json().twoFactorEnabled).toBe(true);
    const right = await agent.put('/api/account/two-factor', { enabled: false, currentPassword: m.password });
    expect(right.json()).toEqual({ twoFactorEnabled: false });
    expect((await agent.put('/api/account/two-factor', { enabled: true })).json()).toEqual({ twoFactorEnabled: true });
  });
});

describe('the login backoff is not a lock an attacker can put on the owner (ADR 216)', () => {
  it('a device that signed in before still signs in while strangers are locked out; guesses stay bounded', async () => {
    const local = t; // the file's app: startTestApp's default is this test's rateLimitScale 1000
    const member = await local.createMember();
    const other = await local.createMember();
    const owner = await local.signIn(member);
    expect(owner.cookie('vl_device')).toBeTruthy();
    await owner.post('/api/auth/logout');
    const attempt = (password: string, i: number, cookie?: string) =>
      local.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `203.0.113.${(i % 250) + 1}`,
        ...(cookie ? { headers: { cookie } } : {}),
        payload: { email: member.email, password },
      });
    for (let i = 0; i < 13; i++) await attempt(`Wrong-password-${i}`, i);
    // Strangers (any address) are locked out, the right password included: the bound on guessing holds.
    expect((await attempt(member.password, 99)).statusCode).toBe(429);
    // The owner's own device is not.
    const back = await owner.post('/api/auth/login', { email: member.email, password: member.password });
    expect(back.statusCode).toBe(200);
    // A device cookie of another account, or a forged one, counts as a stranger.
    const otherDevice = await local.signIn(other);
    const borrowed = `vl_device=${otherDevice.cookie('vl_device')}`;
    expect((await attempt(member.password, 100, borrowed)).statusCode).toBe(429);
    const forged = `vl_device=${owner.cookie('vl_device')!.slice(0, -2)}xx`;
    expect((await attempt(member.password, 101, forged)).statusCode).toBe(429);
    // A device gets its own backoff: 10 free failures, then it is locked too (a stolen laptop cannot guess on).
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await owner.post('/api/auth/login', { email: member.email, password: `Nope-${i}` })).statusCode);
    expect(statuses.slice(0, 11).every((s) => s === 401)).toBe(true);
    expect(statuses[11]).toBe(429);
  });
});

describe('a device cookie ends with the password (ADR 221)', () => {
  /** Locks strangers out of the account: 13 wrong passwords from as many addresses, no device cookie. */
  async function lockStrangers(local: TestApp, email: string) {
    for (let i = 0; i < 13; i++)
      await local.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email, password: `Wrong-password-${i}` },
      });
  }
  const tryWith = (local: TestApp, email: string, password: string, device: string | undefined) =>
    local.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.77',
      headers: { cookie: `vl_device=${device}` },
      payload: { email, password },
    });

  it('a password change ends every device cookie but the changing browser, which gets a fresh one', async () => {
    const local = t; // the file's app: startTestApp's default is this test's rateLimitScale 1000
    const member = await local.createMember();
    const laptop = await local.signIn(member);
    const phone = await local.signIn(member);
    const stolen = laptop.cookie('vl_device');
    const before = phone.cookie('vl_device');
    expect(stolen && before).toBeTruthy();
    const newPassword = 'Fresh-orchard-lantern-58';
    const changed = await phone.put('/api/account/password', { currentPassword: member.password, newPassword });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(phone.cookie('vl_device')).toBeTruthy();
    expect(phone.cookie('vl_device')).not.toBe(before);

    await lockStrangers(local, member.email);
    // The stolen laptop's cookie is a stranger's now: no budget of guesses of its own.
    expect((await tryWith(local, member.email, 'Guess-number-one-1', stolen)).statusCode).toBe(429);
    expect((await tryWith(local, member.email, newPassword, stolen)).statusCode).toBe(429);
    // The browser that changed the password still signs in during the attack.
    const back = await tryWith(local, member.email, newPassword, phone.cookie('vl_device'));
    expect(back.statusCode, back.body).toBe(200);
    // Bad input names its field, and the owner only: anonymous callers get 401.
    const bad = await phone.put('/api/account/password', { currentPassword: newPassword });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/newPassword/);
    expect((await local.agent().put('/api/account/password', { currentPassword: 'x', newPassword })).statusCode).toBe(
      401,
    );
  });

  it('a password reset ends every device cookie', async () => {
    const local = t; // the file's app: startTestApp's default is this test's rateLimitScale 1000
    const member = await local.createMember();
    const laptop = await local.signIn(member);
    const stolen = laptop.cookie('vl_device');
    await local.agent().post('/api/auth/forgot-password', { email: member.email });
    const token = await mailedToken(local, member.email, 'reset-password');
    const password = 'Quiet-harbour-meadow-73';
    expect((await local.agent().post('/api/auth/reset-password', { token, password })).statusCode).toBe(200);
    await lockStrangers(local, member.email);
    expect((await tryWith(local, member.email, 'Guess-number-one-1', stolen)).statusCode).toBe(429);
  });
});

describe('demo and test members', () => {
  it('factory members are verified; a flag makes an unverified one', async () => {
    const unverified = await t.createMember({ emailVerified: false });
    const [row] = await t.ctx.database.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, unverified.id));
    expect(row.at).toBeNull();
    const agent = await t.signIn(unverified);
    expect((await agent.get('/api/auth/user')).json().emailVerified).toBe(false);
  });
});
