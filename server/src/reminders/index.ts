// The public surface of reminders: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { addMonths } from './nextOccurrence';
export { reminders } from './reminderTables';
