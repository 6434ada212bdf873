/**
 * The client-only areas of the site: one Gatsby page per area and system locale (gatsby-node),
 * whose router serves every app route under it. Not derived from the features (app/features.ts):
 * gatsby-node bundles what it imports, and the features' routes would bring every screen into
 * the site build. A new feature adds a line here only for a new top-level path; features.test.ts
 * checks that every route lies in an area and every area has routes.
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
