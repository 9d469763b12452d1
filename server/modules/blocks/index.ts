/**
 * Blocks (decision 18): the only owner of the blocks table and of the "blocked either way" rule,
 * in TypeScript and in SQL (ADR 075). Other modules import only this file.
 */
export {
  isBlockedEitherWay,
  blockedEitherWay,
  notBlockedEitherWay,
  blockedEitherWaySql,
  blockedEitherWayIds,
  blockedAmong,
  recentBlocksAgainst,
  recentBlocksAgainstSql,
  insertBlock,
  deleteBlock,
  listBlocksOf,
  blocksMadeBy,
} from './blocks.repository';
