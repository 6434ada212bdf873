// The public surface of image-analysis: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export type { ImageAnalysisService } from './imageAnalysisService';
export { imageAnalyses } from './imageAnalysisTables';
