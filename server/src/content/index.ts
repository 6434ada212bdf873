// The public surface of content: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { resolveLocale } from './resolveLocale';
