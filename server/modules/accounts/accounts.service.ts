import crypto from 'node:crypto';
import {
  EMAIL_VERIFICATION_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  PENDING_SESSION_TTL_MS,
  SESSION_TTL_MS,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_TTL_MS,
  VERIFICATION_RESEND_COOLDOWN_MS,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type SessionUser,
  type TwoFactorBody,
} from '#contracts';
import type { AppContext } from '#server/context';
import { createBatchLoader } from '#db/batch';
import { AppError, badRequest, conflict, forbidden, tooMany, unauthorized } from '#http/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#platform/passwords';
import { hmac, randomToken, safeEqual, sha256 } from '#platform/secrets';
import type { Principal } from '#http/session';
import { presentSessionUser } from './accounts.presenter';
import { guessPlace, placeTypedLocation } from '#modules/geo';
import * as repo from './accounts.repository';
import { isSuspended, requiresTwoFactor } from './accounts.policy';
import { serverPasswordWeakness } from './password-policy';
import { RESERVED_NAME_MESSAGE, isReservedName, nameSkeleton } from './display-names';
import { clearAttempts, deviceKey, loginKey, reserveAttempt, twoFactorKey } from './auth-throttle';
import { issueDeviceToken, trustedDeviceId } from './trusted-devices';
import { consumeToken, issueToken, lastIssuedAt, peekToken } from './one-time-tokens';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  /** The device cookie, if the browser sent one (trusted-devices.ts). */
  deviceToken?: string;
}

/** What a sign-in step hands back to the route: the cookie tokens to set, and the answer. */
export type SignInResult =
  | { kind: 'signed-in'; token: string; deviceToken: string; account: repo.AccountRow }
  | { kind: 'two-factor'; token: string; email: string };

const MAX_CODES_PER_SIGN_IN = 5;
const RESEND_COOLDOWN_MS = 30_000;

export function suspensionMessage(account: { suspendedUntil: Date | null; suspensionReason: string | null }): string {
  const until = account.suspendedUntil
    ? account.suspendedUntil.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'
    : '';
  return `Your account is suspended until ${until}${account.suspensionReason ? `: ${account.suspensionReason}` : ''}`;
}

export function createAccountsService(ctx: AppContext) {
  const {
    database: { db },
    config,
  } = ctx;
  let pendingMail: Promise<void> = Promise.resolve();

  async function startSession(userId: number, state: 'active' | 'pending_2fa', client: ClientInfo): Promise<string> {
    const token = randomToken();
    const ttl = state === 'active' ? SESSION_TTL_MS : PENDING_SESSION_TTL_MS;
    await repo.insertSession(db, {
      id: sha256(token),
      userId,
      state,
      expiresAt: new Date(Date.now() + ttl),
      ip: client.ip?.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 300),
    });
    return token;
  }

  async function sendCode(sessionId: string, account: { id: number; email: string }): Promise<void> {
    const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
    await repo.insertChallenge(db, {
      sessionId,
      userId: account.id,
      codeHash: hmac(ctx.secret, `${sessionId}:${code}`),
      expiresAt: new Date(Date.now() + TWO_FACTOR_TTL_MS),
    });
    await ctx.mailer.send({
      to: account.email,
      subject: `Your Vibeline verification code: ${code}`,
      text:
        `Your Vibeline verification code is ${code}.\n\n` +
        `It expires in 10 minutes. If you did not try to sign in, change your password: someone knows it.`,
    });
  }

  // GET /api/auth/user on every app start: reads of one event-loop turn share one statement (ADR 106).
  const loadAccount = createBatchLoader(
    async (ids: number[]) => new Map((await repo.findAccountsByIds(db, ids)).map((row) => [row.id, row])),
  );

  /** The signed-in member's account row, read when a service needs more than who they are. */
  async function accountOf(principal: Principal): Promise<repo.AccountRow> {
    const account = await loadAccount(principal.id);
    if (!account) throw unauthorized();
    return { ...account };
  }

  /** After the password (or registration): either a full session or a pending one plus an e-mailed code. */
  async function signIn(account: repo.AccountRow, client: ClientInfo): Promise<SignInResult> {
    if (requiresTwoFactor(account)) {
      const token = await startSession(account.id, 'pending_2fa', client);
      await sendCode(sha256(token), account);
      return { kind: 'two-factor', token, email: account.email };
    }
    return signedIn(account, client);
  }

  /** A completed sign-in: an active session, and a device cookie that the login backoff trusts (ADR 216). */
  async function signedIn(account: repo.AccountRow, client: ClientInfo): Promise<SignInResult> {
    const token = await startSession(account.id, 'active', client);
    return { kind: 'signed-in', token, deviceToken: issueDeviceToken(ctx.secret, account), account };
  }

  async function sendVerificationLink(account: { id: number; email: string }): Promise<void> {
    const { token } = await issueToken(db, {
      purpose: 'verify_email',
      userId: account.id,
      email: account.email,
      ttlMs: EMAIL_VERIFICATION_TTL_MS,
    });
    const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send({
      to: account.email,
      subject: 'Confirm your e-mail address for Vibeline',
      text:
        `Welcome to Vibeline!\n\n` +
        `Confirm that this is your e-mail address by opening this link within 48 hours:\n${link}\n\n` +
        `If you did not create a Vibeline account, ignore this message.`,
    });
  }

  return {
    async register(input: RegisterBody, client: ClientInfo): Promise<SignInResult> {
      const weakness = serverPasswordWeakness(input.password, { email: input.email, displayName: input.displayName });
      if (weakness) throw new AppError(400, weakness, 'weak_password');
      if (await repo.findAccountByEmail(db, input.email)) throw conflict('An account with this email already exists');
      if (isReservedName(input.displayName)) throw badRequest(RESERVED_NAME_MESSAGE);
      if (await repo.displayNameTaken(db, nameSkeleton(input.displayName)))
        throw conflict('This display name is already taken');
      // Coordinates from the device or the chosen place; otherwise place the typed text (400 naming
      // location when unknown or ambiguous), so a newcomer is never stored without a position.
      const position =
        input.latitude !== undefined && input.longitude !== undefined
          ? { latitude: input.latitude, longitude: input.longitude }
          : placeTypedLocation(input.location);
      // ADMIN_EMAILS promotes only after the address is verified: anyone could register it first.
      const role = 'member' as const;
      let userId: number;
      try {
        userId = await repo.insertAccount(db, {
          email: input.email,
          passwordHash: await hashPassword(input.password),
          role,
          twoFactorEnabled: input.twoFactorEnabled ?? false,
          profile: {
            displayName: input.displayName,
            dateOfBirth: input.dateOfBirth,
            gender: input.gender,
            sexualIdentity: input.sexualIdentity,
            interestedIn: input.interestedIn,
            bio: input.bio,
            location: input.location,
            latitude: position.latitude,
            longitude: position.longitude,
            height: input.height,
            bodyType: input.bodyType,
            relationshipStatus: input.relationshipStatus,
            languages: input.languages ?? [],
            interests: input.interests ?? [],
            foodPreferences: input.foodPreferences ?? [],
          },
          vibes: input.vibes,
          discovery: input.discoverySettings,
          nsfw: input.nsfwPreferences,
        });
      } catch (error) {
        // Two registrations racing for the same e-mail or name: the unique index decides.
        if ((error as { code?: string }).code === '23505' || /unique/i.test(String((error as Error).message))) {
          throw conflict(
            /display_name/.test(String((error as Error).message))
              ? 'This display name is already taken'
              : 'An account with this email already exists',
          );
        }
        throw error;
      }
      const account = await repo.findAccountById(db, userId);
      await sendVerificationLink(account!);
      return signIn(account!, client);
    },

    async login(input: LoginBody, client: ClientInfo): Promise<SignInResult> {
      const account = await repo.findAccountByEmail(db, input.email);
      // Strangers share one key per typed address, account or not, so locking reveals nothing; a device that
      // signed in to this account before has its own, so strangers' failures cannot lock the owner out.
      const device = account ? trustedDeviceId(ctx.secret, client.deviceToken, account) : null;
      const key = device ? deviceKey(device) : loginKey(input.email);
      await reserveAttempt(db, key);
      const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!account || !ok) throw unauthorized('Invalid email or password');
      await clearAttempts(db, key);
      if (isSuspended(account)) throw forbidden(suspensionMessage(account));
      await repo.placeUnplacedMember(db, account.id, guessPlace);
      return signIn(account, client);
    },

    async verifyTwoFactor(pendingToken: string | undefined, code: string, client: ClientInfo): Promise<SignInResult> {
      const expired = unauthorized('Your sign-in has expired. Please sign in again.');
      if (!pendingToken) throw expired;
      const sessionId = sha256(pendingToken);
      const live = await repo.findLiveSession(db, sessionId, new Date());
      if (!live || live.session.state !== 'pending_2fa') throw expired;
      const challenge = await repo.latestChallenge(db, sessionId);
      if (!challenge || challenge.expiresAt.getTime() <= Date.now()) {
        throw unauthorized('Verification code expired. Please request a new code.');
      }
      // Per account as well as per code: new sign-ins (new codes) do not reset the count.
      await reserveAttempt(db, twoFactorKey(live.account.id));
      const attempts = await repo.spendAttempt(db, challenge.id, TWO_FACTOR_MAX_ATTEMPTS);
      if (attempts === null) {
        await repo.revokeSession(db, sessionId);
        throw tooMany('Too many incorrect codes. Please sign in again.');
      }
      if (!safeEqual(hmac(ctx.secret, `${sessionId}:${code}`), challenge.codeHash)) {
        if (attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
          await repo.revokeSession(db, sessionId);
          throw tooMany('Too many incorrect codes. Please sign in again.');
        }
        throw unauthorized('Invalid verification code');
      }
      await repo.consumeChallenge(db, challenge.id);
      await clearAttempts(db, twoFactorKey(live.account.id));
      if (isSuspended(live.account)) throw forbidden(suspensionMessage(live.account));
      // A fresh token after the second factor, so a token seen before verification is worthless.
      await repo.revokeSession(db, sessionId);
      return signedIn(live.account, client);
    },

    async resendCode(pendingToken: string | undefined): Promise<void> {
      if (!pendingToken) throw unauthorized('Your sign-in has expired. Please sign in again.');
      const sessionId = sha256(pendingToken);
      const live = await repo.findLiveSession(db, sessionId, new Date());
      if (!live || live.session.state !== 'pending_2fa')
        throw unauthorized('Your sign-in has expired. Please sign in again.');
      const last = await repo.latestChallenge(db, sessionId);
      if (last && Date.now() - last.createdAt.getTime() < RESEND_COOLDOWN_MS) {
        throw tooMany('Please wait a few seconds before requesting another code.');
      }
      if ((await repo.countChallenges(db, sessionId)) >= MAX_CODES_PER_SIGN_IN) {
        await repo.revokeSession(db, sessionId);
        throw tooMany('Too many codes requested. Please sign in again.');
      }
      await sendCode(sessionId, live.account);
    },

    /** GET /api/auth/user: the signed-in member's own account, read now (the principal carries only who). */
    async sessionUser(principal: Principal): Promise<SessionUser> {
      return presentSessionUser(await accountOf(principal));
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await repo.revokeSession(db, sha256(token));
    },

    /** Settings → hide my online status and last activity (issue 10). */
    async setPresenceHidden(account: Principal, hidden: boolean): Promise<void> {
      await repo.setPresenceHidden(db, account.id, hidden);
    },

    /**
     * Members choose; staff always use two-factor (decision 5) and cannot turn it off. Turning it off
     * weakens the account, so it needs the current password, like a password change (ADR 216).
     */
    async setTwoFactor(principal: Principal, input: TwoFactorBody): Promise<{ twoFactorEnabled: boolean }> {
      const { enabled } = input;
      if (principal.role !== 'member') {
        if (!enabled) throw badRequest('Two-factor authentication is always on for moderators and administrators');
        return { twoFactorEnabled: true };
      }
      if (!enabled) {
        if (!input.currentPassword)
          throw badRequest('currentPassword: Enter your current password to turn off two-factor authentication');
        const account = await accountOf(principal);
        if (!(await verifyPassword(account.passwordHash, input.currentPassword)))
          throw badRequest('currentPassword: Current password is incorrect');
      }
      await repo.setTwoFactor(db, principal.id, enabled);
      return { twoFactorEnabled: enabled };
    },

    /**
     * Needs the current password; ends every other session (decision 6), keeps this one. Every device cookie
     * ends with the old password (ADR 221); the answer is this browser's new one.
     */
    async changePassword(
      principal: Principal,
      currentSessionId: string | null,
      input: ChangePasswordBody,
    ): Promise<{ deviceToken: string }> {
      const account = await accountOf(principal);
      if (!(await verifyPassword(account.passwordHash, input.currentPassword)))
        throw badRequest('Current password is incorrect');
      const weakness = serverPasswordWeakness(input.newPassword, {
        email: account.email,
        displayName: account.displayName,
      });
      if (weakness) throw new AppError(400, weakness, 'weak_password');
      if (input.newPassword === input.currentPassword)
        throw badRequest('New password must be different from the current one');
      const passwordHash = await hashPassword(input.newPassword);
      await repo.changePasswordHash(db, account.id, passwordHash, currentSessionId);
      return { deviceToken: issueDeviceToken(ctx.secret, { id: account.id, passwordHash }) };
    },

    /** On start: ADMIN_EMAILS accounts that have verified their address (ids of those promoted now). */
    async promoteConfiguredAdmins(): Promise<number[]> {
      const promoted = await repo.promoteAdmins(db, config.adminEmails);
      // A new admin must sign in again, through two-factor (decision 5).
      for (const id of promoted) await repo.revokeAllSessions(db, id);
      return promoted;
    },

    /** POST /api/auth/verify-email: the link proves the address; ADMIN_EMAILS takes effect now. */
    async verifyEmail(token: string): Promise<{ promoted: boolean; userId: number }> {
      const used = await consumeToken(db, 'verify_email', token);
      if (!used)
        throw badRequest('token: This verification link is invalid, expired or already used. Request a new one.');
      if (!(await repo.markEmailVerified(db, used.userId, used.email))) {
        throw badRequest('token: This link was sent to an address the account no longer uses.');
      }
      if (!config.adminEmails.includes(used.email)) return { promoted: false, userId: used.userId };
      const promoted = await repo.promoteAdmins(db, [used.email]);
      // Sessions made without two-factor must not carry admin rights: sign in again.
      for (const id of promoted) await repo.revokeAllSessions(db, id);
      return { promoted: promoted.length > 0, userId: used.userId };
    },

    /** POST /api/auth/resend-verification: the signed-in member asks for a fresh link. */
    async resendVerification(principal: Principal): Promise<void> {
      const account = await accountOf(principal);
      if (account.emailVerifiedAt) throw badRequest('Your e-mail address is already verified');
      const last = await lastIssuedAt(db, account.id, 'verify_email');
      if (last && Date.now() - last.getTime() < VERIFICATION_RESEND_COOLDOWN_MS) {
        const wait = Math.ceil((VERIFICATION_RESEND_COOLDOWN_MS - (Date.now() - last.getTime())) / 1000);
        throw tooMany(`Please wait ${wait} seconds before requesting another link.`);
      }
      await sendVerificationLink(account);
    },

    /**
     * POST /api/auth/forgot-password: the same answer, in about the same time, whether or not the
     * address has an account (the mail goes out in the background). One mail a minute per account.
     */
    async forgotPassword(email: string): Promise<void> {
      const account = await repo.findAccountByEmail(db, email);
      if (!account) return;
      const send = async () => {
        const last = await lastIssuedAt(db, account.id, 'reset_password');
        if (last && Date.now() - last.getTime() < VERIFICATION_RESEND_COOLDOWN_MS) return;
        const { token } = await issueToken(db, {
          purpose: 'reset_password',
          userId: account.id,
          email: account.email,
          ttlMs: PASSWORD_RESET_TTL_MS,
        });
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await ctx.mailer.send({
          to: account.email,
          subject: 'Reset your Vibeline password',
          text:
            `Someone (hopefully you) asked to reset the password of your Vibeline account.\n\n` +
            `Choose a new password within 1 hour with this link (it works once):\n${link}\n\n` +
            `If it was not you, ignore this message: your password stays the same.`,
        });
      };
      pendingMail = send().catch((err) => ctx.log.error({ err }, 'password reset mail failed'));
    },

    /** Waits for a reset mail still being written (tests, and a clean shutdown). */
    async settled(): Promise<void> {
      await pendingMail;
    },

    /** POST /api/auth/reset-password: new password, every session signed out, the link used up. */
    async resetPassword(input: ResetPasswordBody): Promise<{ userId: number }> {
      const invalid = badRequest('token: This reset link is invalid, expired or already used. Request a new one.');
      const owner = await peekToken(db, 'reset_password', input.token);
      if (!owner) throw invalid;
      const account = await repo.findAccountById(db, owner.userId);
      if (!account) throw invalid;
      // Check the password before using the link up, so a weak choice can be corrected.
      const weakness = serverPasswordWeakness(input.password, {
        email: account.email,
        displayName: account.displayName,
      });
      if (weakness) throw new AppError(400, weakness, 'weak_password');
      const passwordHash = await hashPassword(input.password);
      // Link used up, new hash, every session ended: all or nothing.
      const done = await db.transaction(async (tx) => {
        if (!(await consumeToken(tx as unknown as typeof db, 'reset_password', input.token))) return false;
        await repo.resetPasswordHash(tx as unknown as typeof db, account.id, passwordHash);
        return true;
      });
      if (!done) throw invalid;
      await clearAttempts(db, loginKey(account.email));
      return { userId: account.id };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
