// The vet area's questions from keepers (unprefixed: localize with nav.pathTo).
export const VET_QUESTIONS_PATH = '/vet/questions/';

export function vetQuestionPath(id: string): string {
  return `${VET_QUESTIONS_PATH}${encodeURIComponent(id)}/`;
}
