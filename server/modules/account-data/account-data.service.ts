import type { AccountExport } from '#contracts';
import type { AppContext } from '#server/context';
import { badRequest, notFound } from '#http/errors';
import { verifyPassword } from '#platform/passwords';
import { accountsRepository } from '#modules/accounts';
import type { Principal } from '#http/session';
import { memberFilesPrefix } from '#modules/photos';
import { presentExport } from './account-data.presenter';
import { collectMemberData } from './account-data.repository';

/** GDPR (decision 9): download everything, delete everything. */
export function createAccountDataService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    async exportFor(userId: number): Promise<AccountExport> {
      const data = await collectMemberData(db, userId);
      if (!data) throw notFound('Member not found');
      return presentExport(data);
    },

    /** Rows first (one statement, cascading), then the files: a file without a row is harmless, the reverse is not. */
    async deleteAccount(principal: Principal, password: string): Promise<void> {
      const account = await accountsRepository.findAccountById(db, principal.id);
      if (!account) throw notFound('Member not found');
      if (!(await verifyPassword(account.passwordHash, password))) throw badRequest('Password is incorrect');
      await accountsRepository.deleteAccount(db, account.id);
      await ctx.storage.deletePrefix(memberFilesPrefix(account.id));
      // Story media lives under stories/{id}/ (guarded /media/stories/ URLs): removed at once too (issue 10).
      await ctx.storage.deletePrefix(`stories/${account.id}/`);
      ctx.log.info({ userId: account.id }, 'account deleted by its owner');
    },
  };
}
export type AccountDataService = ReturnType<typeof createAccountDataService>;
