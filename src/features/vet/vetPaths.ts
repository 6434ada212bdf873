// The vet area's pages (unprefixed: localize with localePath / nav.pathTo). Under /vet/patients,
// apart from the public /vet/ landing page.

export const VET_PATIENTS_PATH = '/vet/patients/';

export function patientPath(petId: string): string {
  return `${VET_PATIENTS_PATH}${encodeURIComponent(petId)}/`;
}
