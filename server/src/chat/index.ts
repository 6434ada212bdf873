// The public surface of chat: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { THREAD_NOT_FOUND, type ChatService } from './chatService';
export { chatMessages, chatThreads } from './chatTables';
export { enginePet } from './enginePet';
export { nearestCare } from './nearestCare';
export { threadView, titleOf } from './threadViews';
export { triageSummary } from './triageSummary';
