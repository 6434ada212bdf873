// The public surface of triage: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export type { Assistant, AssistantOutcome } from './assistant';
export { composeText } from './composer';
export { ENGINE_VERSION, KNOWLEDGE_VERSION, knowledgeBase } from './knowledgeBase';
export { loadModelSettings, type ModelSettings } from './model/modelSettings';
export { guidedQuestions, triagePhotoAnswers } from './photo/guidedQuestions';
export { checkPhotoUsability } from './photo/photoUsability';
export { triage } from './triage';
export {
  LEVELS,
  type Level,
  type Locale,
  type PetProfile,
  type Species,
  type ThreadMessage,
  type TriageResult,
} from './types';
