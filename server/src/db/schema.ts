// The database schema: every feature keeps its tables in server/src/<feature>/*Tables.ts (column
// builders they share are in db/columns.ts) and this file re-exports them all, so drizzle-kit
// (server/drizzle.config.ts) and the query builder's `schema` (openDatabase) see one schema, and
// code may import any table from here. Each tables file also exports the personal-data lines of
// its tables (db/personalData.ts), which keeper-data gathers from here. Migrations in
// server/drizzle/ are generated from it with `npm run db:generate`; never edit a generated
// migration by hand.
export * from '../auth/authTables';
export * from '../content/contentTables';
export * from '../account/billingDataTables';
export * from '../contact/contactTables';
export * from '../mail/mailTables';
export * from '../sms/smsTables';
export * from '../redirects/redirectTables';
export * from '../notifications/notificationTables';
export { loginThrottles, rateLimits, rateLimitPersonalData } from '../http/rateLimitTables';
export * from '../pets/petTables';
export * from '../pet-files/petFileTables';
export * from '../visits/visitTables';
export * from '../photo-gallery/photoTables';
export * from '../pet-documents/documentTables';
export * from '../diet-plan/dietPlanTables';
export * from '../reminders/reminderTables';
export * from '../reminders/reminderOutsideTables';
export * from '../chat/chatTables';
export * from '../image-analysis/imageAnalysisTables';
export * from '../health-report/healthReportTables';
export * from '../billing/billingTables';
export * from '../affiliate/affiliateTables';
export * from '../keeper-data/keeperDataTables';
export * from '../vet-sharing/vetSharingTables';
export * from '../vet-questions/vetQuestionTables';
export { idempotencyKeys, idempotencyKeysPersonalData } from '../http/idempotencyKeys';
export { siteBuildStatus } from '../site/siteBuildStatusTable';
export * from '../admin-audit/auditTables';
export * from '../admin-users/adminUsersTables';
export * from '../admin-content/adminContentTables';
export * from '../medication-stock/medicationTables';
