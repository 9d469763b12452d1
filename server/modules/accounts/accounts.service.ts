import crypto from 'node:crypto';
import {
  PENDING_SESSION_TTL_MS, SESSION_TTL_MS, TWO_FACTOR_MAX_ATTEMPTS, TWO_FACTOR_TTL_MS, passwordWeakness,
  type ChangePasswordBody, type LoginBody, type RegisterBody, type Role,
} from '../../../contracts';
import type { AppContext } from '../../context';
import { AppError, badRequest, conflict, forbidden, tooMany, unauthorized } from '../../http/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { hmac, randomToken, safeEqual, sha256 } from '../../platform/secrets';
import { guessPlace, placeTypedLocation } from '../geo';
import * as repo from './accounts.repository';
import { isSuspended, requiresTwoFactor } from './accounts.policy';

export interface ClientInfo { ip?: string; userAgent?: string }

/** What a sign-in step hands back to the route: the cookie token to set, and the answer. */
export type SignInResult =
  | { kind: 'signed-in'; token: string; account: repo.AccountRow }
  | { kind: 'two-factor'; token: string; email: string };

const MAX_CODES_PER_SIGN_IN = 5;
const RESEND_COOLDOWN_MS = 30_000;

export function suspensionMessage(account: { suspendedUntil: Date | null; suspensionReason: string | null }): string {
  const until = account.suspendedUntil ? account.suspendedUntil.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '';
  return `Your account is suspended until ${until}${account.suspensionReason ? `: ${account.suspensionReason}` : ''}`;
}

export function createAccountsService(ctx: AppContext) {
  const { database: { db }, config } = ctx;

  async function startSession(userId: number, state: 'active' | 'pending_2fa', client: ClientInfo): Promise<string> {
    const token = randomToken();
    const ttl = state === 'active' ? SESSION_TTL_MS : PENDING_SESSION_TTL_MS;
    await repo.insertSession(db, {
      id: sha256(token), userId, state, expiresAt: new Date(Date.now() + ttl),
      ip: client.ip?.slice(0, 64), userAgent: client.userAgent?.slice(0, 300),
    });
    return token;
  }

  async function sendCode(sessionId: string, account: { id: number; email: string }): Promise<void> {
    const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
    await repo.insertChallenge(db, {
      sessionId, userId: account.id, codeHash: hmac(ctx.secret, `${sessionId}:${code}`),
      expiresAt: new Date(Date.now() + TWO_FACTOR_TTL_MS),
    });
    await ctx.mailer.send({
      to: account.email,
      subject: `Your Vibeline verification code: ${code}`,
      text: `Your Vibeline verification code is ${code}.\n\nIt expires in 10 minutes. If you did not try to sign in, change your password: someone knows it.`,
    });
  }

  /** After the password (or registration): either a full session or a pending one plus an e-mailed code. */
  async function signIn(account: repo.AccountRow, client: ClientInfo): Promise<SignInResult> {
    if (requiresTwoFactor(account)) {
      const token = await startSession(account.id, 'pending_2fa', client);
      await sendCode(sha256(token), account);
      return { kind: 'two-factor', token, email: account.email };
    }
    return { kind: 'signed-in', token: await startSession(account.id, 'active', client), account };
  }

  return {
    async register(input: RegisterBody, client: ClientInfo): Promise<SignInResult> {
      const weakness = passwordWeakness(input.password, { email: input.email, displayName: input.displayName });
      if (weakness) throw new AppError(400, weakness, 'weak_password');
      if (await repo.findAccountByEmail(db, input.email)) throw conflict('An account with this email already exists');
      if (await repo.displayNameTaken(db, input.displayName)) throw conflict('This display name is already taken');
      // Coordinates from the device or the chosen place; otherwise place the typed text (400 naming
      // location when unknown or ambiguous), so a newcomer is never stored without a position.
      const position = input.latitude !== undefined && input.longitude !== undefined
        ? { latitude: input.latitude, longitude: input.longitude }
        : placeTypedLocation(input.location);
      const role: Role = config.adminEmails.includes(input.email) ? 'admin' : 'member';
      let userId: number;
      try {
        userId = await repo.insertAccount(db, {
          email: input.email,
          passwordHash: await hashPassword(input.password),
          role,
          twoFactorEnabled: input.twoFactorEnabled ?? false,
          profile: {
            displayName: input.displayName, dateOfBirth: input.dateOfBirth, gender: input.gender,
            sexualIdentity: input.sexualIdentity, interestedIn: input.interestedIn, bio: input.bio, location: input.location,
            latitude: position.latitude, longitude: position.longitude,
            height: input.height, bodyType: input.bodyType, relationshipStatus: input.relationshipStatus,
            languages: input.languages ?? [], interests: input.interests ?? [], foodPreferences: input.foodPreferences ?? [],
          },
          vibes: input.vibes,
          discovery: input.discoverySettings,
          nsfw: input.nsfwPreferences,
        });
      } catch (error) {
        // Two registrations racing for the same e-mail or name: the unique index decides.
        if ((error as { code?: string }).code === '23505' || /unique/i.test(String((error as Error).message))) {
          throw conflict(/display_name/.test(String((error as Error).message)) ? 'This display name is already taken' : 'An account with this email already exists');
        }
        throw error;
      }
      const account = await repo.findAccountById(db, userId);
      return signIn(account!, client);
    },

    async login(input: LoginBody, client: ClientInfo): Promise<SignInResult> {
      const account = await repo.findAccountByEmail(db, input.email);
      const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!account || !ok) throw unauthorized('Invalid email or password');
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
      if (isSuspended(live.account)) throw forbidden(suspensionMessage(live.account));
      // A fresh token after the second factor, so a token seen before verification is worthless.
      await repo.revokeSession(db, sessionId);
      return { kind: 'signed-in', token: await startSession(live.account.id, 'active', client), account: live.account };
    },

    async resendCode(pendingToken: string | undefined): Promise<void> {
      if (!pendingToken) throw unauthorized('Your sign-in has expired. Please sign in again.');
      const sessionId = sha256(pendingToken);
      const live = await repo.findLiveSession(db, sessionId, new Date());
      if (!live || live.session.state !== 'pending_2fa') throw unauthorized('Your sign-in has expired. Please sign in again.');
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

    async logout(token: string | undefined): Promise<void> {
      if (token) await repo.revokeSession(db, sha256(token));
    },

    /** Members choose; staff always use two-factor (decision 5) and cannot turn it off. */
    async setTwoFactor(account: repo.AccountRow, enabled: boolean): Promise<{ twoFactorEnabled: boolean }> {
      if (account.role !== 'member') {
        if (!enabled) throw badRequest('Two-factor authentication is always on for moderators and administrators');
        return { twoFactorEnabled: true };
      }
      await repo.setTwoFactor(db, account.id, enabled);
      return { twoFactorEnabled: enabled };
    },

    /** Needs the current password; ends every other session (decision 6), keeps this one. */
    async changePassword(account: repo.AccountRow, currentSessionId: string | null, input: ChangePasswordBody): Promise<void> {
      if (!(await verifyPassword(account.passwordHash, input.currentPassword))) throw badRequest('Current password is incorrect');
      const weakness = passwordWeakness(input.newPassword, { email: account.email, displayName: account.displayName });
      if (weakness) throw new AppError(400, weakness, 'weak_password');
      if (input.newPassword === input.currentPassword) throw badRequest('New password must be different from the current one');
      await repo.changePasswordHash(db, account.id, await hashPassword(input.newPassword), currentSessionId);
    },

    async promoteConfiguredAdmins(): Promise<number> {
      return repo.promoteAdmins(db, config.adminEmails);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
