// The pet screens other parts link to (unprefixed: localize with localePath / nav.pathTo).

export const ADD_NEW_PET_PATH = '/my-pets/add-new-pet/';
export const CREATE_PET_PATH = '/my-pets/create/';
export const DASHBOARD_PATH = '/dashboard/';
export const INFORMATION_PATH = '/information/';
export const VISITS_PATH = '/pet-profile/visits/';
export const PHOTO_GALLERY_PATH = '/photo-gallery/';
export const DIET_PLAN_PATH = '/diet-and-healthy-plan/';
export const RESULTS_PATH = '/results-and-referrals/';

export function albumPath(albumId: string): string {
  return `${PHOTO_GALLERY_PATH}${encodeURIComponent(albumId)}/`;
}
