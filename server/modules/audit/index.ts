/** The staff audit log: every staff action, written in the action's own transaction. */
export { writeAudit, listAudit, type AuditEntry } from './audit.repository';
