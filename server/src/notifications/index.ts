// The public surface of notifications: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export type { NotificationService } from './notificationService';
export { WELCOME_TYPE, welcomeNotification } from './welcomeNotification';
