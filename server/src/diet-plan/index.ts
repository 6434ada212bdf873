// The public surface of diet-plan: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export type { DietPlanService } from './dietPlanService';
export { dietPlans } from './dietPlanTables';
