// The public surface of admin-audit: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { auditActorOf, recordAudit, type AuditActor, type AuditRecord } from './auditLog';
