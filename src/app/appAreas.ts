/**
 * The client-only areas of the site: one Gatsby page per area and system locale (gatsby-node),
 * whose router serves every app route under it. Kept apart from the route table so that
 * gatsby-node does not load the screens.
 */
export const APP_AREAS = [
  '/auth/',
  '/settings/',
  '/dev/',
  '/my-pets/',
  '/dashboard/',
  '/information/',
  '/pet-profile/',
  '/photo-gallery/',
  '/diet-and-healthy-plan/',
  '/results-and-referrals/',
  '/affiliate-program/',
  '/si/',
  '/pets-threads/',
  // The signed-in vet area; /vet/ itself is the public landing page for clinics.
  '/vet/patients/',
  // The vet area's questions from keepers ("ask my vet").
  '/vet/questions/',
  '/admin/',
] as const;
