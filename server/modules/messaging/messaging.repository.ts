/**
 * The messaging tables' queries (ADR 098): one file per concern, gathered here so the service, the presenter and
 * the tests import one place. Only what was exported before is exported from here.
 */
export {
  hotSql,
  preparedRead,
  pair,
  MediaAlreadyUsedError,
  type ConversationRow,
  type HotSql,
  type PreparedRead,
  type MediaRow,
  type MessageRow,
} from './messaging.rows';
export * from './messaging.send.repository';
export * from './messaging.read.repository';
export * from './messaging.lifecycle.repository';
export * from './messaging.reports.repository';
export * from './messaging.members.repository';
