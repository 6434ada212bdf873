// The public surface of legal: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export type { OperatorConfig } from './operatorConfig';
export { withOperatorDetails } from './operatorDetails';
