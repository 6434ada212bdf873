// The photo analysis screens and where they lead (unprefixed: localize with nav.pathTo / go).

export const IMAGE_ANALYSIS_PATH = '/si/image-analysis/';
export const NEW_IMAGE_ANALYSIS_PATH = '/si/image-analysis/new/';
/** The query parameter naming the analysis opened on the list page. */
export const ANALYSIS_PARAM = 'analysis';

/** The list page with one analysis open (its result, or its questions when unanswered). */
export function analysisPath(id: string): string {
  return `${IMAGE_ANALYSIS_PATH}?${ANALYSIS_PARAM}=${encodeURIComponent(id)}`;
}

/** A saved symptom-checker conversation (the chat feature's /pets-threads/:id). */
export function threadPath(threadId: string): string {
  return `/pets-threads/${encodeURIComponent(threadId)}/`;
}

/** Where a photo analysis ends when the engine says "go now": the care pages by city. */
export const CARE_PATH = '/care/';
